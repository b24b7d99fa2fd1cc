/**
 * What an uploaded image really is, read from its bytes, not from its data URL's label: the upload
 * routes (KYC, feedback, withdrawal proofs) accept JPEG and PNG only, whole files with real
 * dimensions. HTML, SVG, executables, ZIPs and GIFs labelled `image/png` are refused, and what is
 * stored is the checked image re-encoded, never the string as sent.
 */
export type ImageKind = 'png' | 'jpeg';

export interface CheckedImage {
  kind: ImageKind;
  width: number;
  height: number;
  bytes: number;
  /** The canonical data URL of the checked bytes (the MIME type from the content). */
  dataUrl: string;
}

export type ImageProblem = 'notDataUrl' | 'notBase64' | 'notImage' | 'truncated' | 'noDimensions' | 'tooBig';

/** No photo of an ID or a receipt is larger than this in either direction. */
export const MAX_IMAGE_SIDE = 12_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function decodeBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

function encodeBase64(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 0x8000) text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(text);
}

const u32 = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;

/** PNG: the signature, IHDR first with its width and height, and the file ending in an IEND chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | ImageProblem {
  if (bytes.length < 8 + 25 + 12) return 'truncated';
  const ihdr = String.fromCharCode(...bytes.subarray(12, 16));
  if (ihdr !== 'IHDR' || u32(bytes, 8) !== 13) return 'noDimensions';
  const iend = String.fromCharCode(...bytes.subarray(bytes.length - 8, bytes.length - 4));
  if (iend !== 'IEND') return 'truncated';
  return { width: u32(bytes, 16), height: u32(bytes, 20) };
}

/** JPEG: SOI, then segments up to a start-of-frame marker that holds the size, and EOI at the end. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | ImageProblem {
  if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return 'truncated';
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return 'noDimensions';
    const marker = bytes[at + 1]!;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = u16(bytes, at + 2);
    if (length < 2) return 'noDimensions';
    // SOF0..SOF15 but DHT (C4), JPG (C8) and DAC (CC) carry the frame's height and width.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      if (at + 9 > bytes.length) return 'truncated';
      return { height: u16(bytes, at + 5), width: u16(bytes, at + 7) };
    }
    at += 2 + length;
  }
  return 'noDimensions';
}

/** Reads a data URL's bytes and says what image it holds, or why it is none. */
export function checkImage(dataUrl: string, maxBytes: number): CheckedImage | ImageProblem {
  const match = /^data:[^;,]{0,64};base64,(.*)$/s.exec(dataUrl);
  if (!match) return 'notDataUrl';
  // Cheap before decoding: base64 is 4 characters for 3 bytes.
  if (Math.floor((match[1]!.length * 3) / 4) > maxBytes + 3) return 'tooBig';
  const bytes = decodeBase64(match[1]!);
  if (!bytes) return 'notBase64';
  if (bytes.length > maxBytes) return 'tooBig';
  let kind: ImageKind;
  let size: { width: number; height: number } | ImageProblem;
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    kind = 'png';
    size = pngSize(bytes);
  } else if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    kind = 'jpeg';
    size = jpegSize(bytes);
  } else {
    return 'notImage';
  }
  if (typeof size === 'string') return size;
  if (size.width < 1 || size.height < 1 || size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE) return 'noDimensions';
  return { kind, ...size, bytes: bytes.length, dataUrl: `data:image/${kind};base64,${encodeBase64(bytes)}` };
}
