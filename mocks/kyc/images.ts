import { KYC_SERVER_MAX_IMAGE_BYTES } from '../../contracts/kyc';
import { UPLOAD_MIME_TYPES } from '../../contracts/shared/constants';
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
 * at most 10 MB decoded each (activity_apply_remark_limit3). WIRE.md §8 Q5: that is the legacy
 * server's limit; SPEC's 5 MB is the client's.
 */
export function checkUploadImage(dataUrl: string, field: string): ImageInfo {
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
  if (bytes > KYC_SERVER_MAX_IMAGE_BYTES) {
    throw refuse(ERROR_CODES.FILE_TOO_BIG, `${field}: an image may be at most 10 MB`, 400, { field, bytes });
  }
  return { mimeType, bytes };
}
