import { describe, expect, it } from 'vitest';
import { checkImage } from '../../mocks/engine/image-content';

const MB = 1024 * 1024;
const dataUrl = (bytes: number[] | Uint8Array, label = 'image/png') => `data:${label};base64,${Buffer.from(bytes).toString('base64')}`;
/** A real 1×1 PNG and a real 2×3 JPEG header with SOF0 and EOI. */
const PNG_1X1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x03, 0x00, 0x02, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9];

describe('uploads are what their bytes say (issue 31)', () => {
  it('reads a PNG and a JPEG with their dimensions, and re-encodes them under their real type', () => {
    expect(checkImage(PNG_1X1, 5 * MB)).toMatchObject({ kind: 'png', width: 1, height: 1 });
    const jpeg = checkImage(dataUrl(JPEG, 'image/png'), 5 * MB);
    expect(jpeg).toMatchObject({ kind: 'jpeg', width: 2, height: 3 });
    expect(typeof jpeg === 'object' && jpeg.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
  });

  it('refuses HTML, SVG, an executable, a ZIP and a GIF labelled image/png', () => {
    const text = (value: string) => dataUrl([...Buffer.from(value)]);
    expect(checkImage(text('<html><script>alert(1)</script></html>'), 5 * MB)).toBe('notImage');
    expect(checkImage(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 5 * MB)).toBe('notImage');
    expect(checkImage(dataUrl([0x4d, 0x5a, 0x90, 0x00, 0x03]), 5 * MB)).toBe('notImage');
    expect(checkImage(dataUrl([0x50, 0x4b, 0x03, 0x04, 0x14]), 5 * MB)).toBe('notImage');
    expect(checkImage(text('GIF89a\x01\x00\x01\x00'), 5 * MB)).toBe('notImage');
  });

  it('refuses a PNG signature with nothing real behind it, a cut file, and a file over the limit', () => {
    expect(checkImage(dataUrl([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x3c, 0x68, 0x74, 0x6d, 0x6c]), 5 * MB)).toBe('truncated');
    expect(checkImage(dataUrl(JPEG.slice(0, JPEG.length - 2)), 5 * MB)).toBe('truncated');
    expect(checkImage(PNG_1X1, 10)).toBe('tooBig');
    expect(checkImage('not a data url', 5 * MB)).toBe('notDataUrl');
    expect(checkImage('data:image/png;base64,%%%', 5 * MB)).toBe('notBase64');
  });
});
