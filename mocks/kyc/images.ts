import { MAX_UPLOAD_BYTES } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { checkImage, type CheckedImage } from '../engine/image-content';
import { refuse } from '../engine/refusal';

/** What the upload routes keep of an image: its type as its bytes say, and its size. */
export interface ImageInfo {
  mimeType: string;
  bytes: number;
}

/**
 * The image rules as the backend checks them, on every upload route (KYC, feedback, withdrawal proof):
 * the bytes must be a whole JPEG or PNG with real dimensions, whatever the data URL's label says
 * (SPEC §8's activity_apply_remark_limit2 otherwise: HTML, SVG, executables, ZIPs and GIFs labelled
 * image/png included), of at most `maxBytes` decoded (activity_apply_remark_limit3; SPEC §5's 5 MB).
 * What it answers is the checked image, re-encoded under the type its bytes have: a route stores
 * that, never the string as sent.
 */
export function checkUploadImage(dataUrl: string, field: string, maxBytes: number = MAX_UPLOAD_BYTES): CheckedImage & ImageInfo {
  const checked = checkImage(dataUrl, maxBytes);
  switch (checked) {
    case 'notDataUrl':
      throw refuse(ERROR_CODES.VALIDATION, `${field}: expected a base64 data URL`, 400);
    case 'notBase64':
      throw refuse(ERROR_CODES.VALIDATION, `${field}: the image data is not valid base64`, 400);
    case 'tooBig':
      throw refuse(ERROR_CODES.FILE_TOO_BIG, `${field}: an image may be at most ${Math.round(maxBytes / 1_048_576)} MB`, 400, { field, maxBytes });
    case 'notImage':
    case 'truncated':
    case 'noDimensions':
      throw refuse(ERROR_CODES.FILE_TYPE, `${field}: only jpeg, jpg and png images are accepted`, 400, { field });
    default:
      return { ...checked, mimeType: `image/${checked.kind}` };
  }
}

/** What a record keeps of a checked image. */
export const imageInfo = ({ mimeType, bytes }: ImageInfo): ImageInfo => ({ mimeType, bytes });
