import { crc32, deflateSync } from 'node:zlib';

/**
 * Upload payloads for the image routes (KYC, feedback, withdrawal proof), which check an image by its
 * bytes (mocks/engine/image-content.ts): real PNGs and a JPEG, and what an attacker labels image/png.
 */

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A real PNG of `width` × `height` from its pixels: `rgb` gives each pixel's colour, grey when left out. With
 * `totalBytes`, a private ancillary chunk (`prVt`, which readers skip) pads the file to exactly that size: an
 * image right at or just over a byte limit.
 */
export function pngBytes(width = 2, height = 2, totalBytes?: number, rgb?: (x: number, y: number) => [number, number, number]): Buffer {
  const channels = rgb ? 3 : 1;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, rgb ? 2 : 0, 0, 0, 0], 8); // 8-bit RGB or greyscale
  const stride = width * channels + 1;
  const rows = Buffer.alloc(stride * height, 0x80);
  for (let y = 0; y < height; y += 1) {
    rows[y * stride] = 0; // filter: none
    if (rgb) for (let x = 0; x < width; x += 1) rows.set(rgb(x, y).map(Math.round), y * stride + 1 + x * 3);
  }
  const parts = [PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows))];
  const end = chunk('IEND', Buffer.alloc(0));
  const size = parts.reduce((sum, part) => sum + part.length, 0) + end.length;
  if (totalBytes !== undefined) parts.push(chunk('prVt', Buffer.alloc(totalBytes - size - 12)));
  return Buffer.concat([...parts, end]);
}

/** A JPEG's structure as the check reads it: SOI, JFIF, a baseline frame of 2 × 3, EOI. */
export const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x03, 0x00, 0x02, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
]);

export const dataUrlOf = (bytes: Uint8Array, label = 'image/png') => `data:${label};base64,${Buffer.from(bytes).toString('base64')}`;

/** A real 2 × 2 PNG as a data URL. */
export const PNG = dataUrlOf(pngBytes());
/** The JPEG above as a data URL. */
export const JPEG = dataUrlOf(JPEG_BYTES, 'image/jpeg');

/** What the probes sent, every one labelled image/png (issue 31, "uploads that trust their label"). */
export const DISGUISED: Record<'html' | 'svg' | 'executable' | 'zip' | 'gif', string> = {
  html: dataUrlOf(Buffer.from('<!doctype html><html><body><script>fetch("/steal?c="+document.cookie)</script></body></html>')),
  svg: dataUrlOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script></svg>')),
  // "MZ", the DOS stub and the PE signature of a Windows executable.
  executable: dataUrlOf(Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), Buffer.alloc(56), Buffer.from('PE\0\0')])),
  // A ZIP's local file header and its end-of-central-directory record.
  zip: dataUrlOf(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), Buffer.alloc(24), Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)])),
  gif: dataUrlOf(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')),
};

/** A PNG file as a browser's file picker gives it (component tests). */
export const pngFile = (name = 'image.png', width = 2, height = 2) => new File([new Uint8Array(pngBytes(width, height))], name, { type: 'image/png' });
