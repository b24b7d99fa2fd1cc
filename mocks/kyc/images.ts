import { MAX_UPLOAD_BYTES, UPLOAD_MIME_TYPES } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { refuse } from '../engine/refusal';

export interface ImageInfo {
  mimeType: string;
  bytes: number;
}

const DATA_URL = /^data:([^;,]+);base64,(.*)$/s;

/** Decoded size of a base64 payload, without decoding it. */
function base64Bytes(payload: string): number {
  const clean = payload.replace(/\s+/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}

/**
 * The image rules as the backend checks them: only jpeg, jpg and png (activity_apply_remark_limit2),
 * at most `maxBytes` decoded each (activity_apply_remark_limit3): SPEC §5's 5 MB unless the caller's
 * server is known to take more (KYC: WIRE.md §8 Q5's 10 MB).
 */
export function checkUploadImage(dataUrl: string, field: string, maxBytes: number = MAX_UPLOAD_BYTES): ImageInfo {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw refuse(ERROR_CODES.VALIDATION, `${field}: expected a base64 data URL`, 400);
  const mimeType = (match[1] ?? '').toLowerCase();
  const payload = match[2] ?? '';
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(mimeType)) {
    throw refuse(ERROR_CODES.FILE_TYPE, `${field}: only jpeg, jpg and png images are accepted`, 400, { field });
  }
  if (!/^[A-Za-z0-9+/\s]*={0,2}$/.test(payload) || base64Bytes(payload) === 0) {
    throw refuse(ERROR_CODES.VALIDATION, `${field}: the image data is not valid base64`, 400);
  }
  const bytes = base64Bytes(payload);
  if (bytes > maxBytes) {
    throw refuse(ERROR_CODES.FILE_TOO_BIG, `${field}: an image may be at most ${Math.round(maxBytes / 1_048_576)} MB`, 400, { field, bytes });
  }
  return { mimeType, bytes };
}
