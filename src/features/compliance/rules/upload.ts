import { MAX_UPLOAD_BYTES, MAX_UPLOAD_IMAGES, UPLOAD_MIME_TYPES } from '@contracts/shared/constants';

/**
 * The three ID images of KYC step 2, in the order the backend names them.
 * SPEC §9 "at most 3 images" holds by construction: one file per slot.
 */
export const IMAGE_SLOTS = ['idCardFront', 'idCardBack', 'idCardSelfie'] as const satisfies { length: typeof MAX_UPLOAD_IMAGES };
export type ImageSlot = (typeof IMAGE_SLOTS)[number];

/** SPEC §8: the message key for a missing image, per slot. */
export const MISSING_IMAGE_KEYS: Record<ImageSlot, string> = {
  idCardFront: 'kyc.please_upload_front',
  idCardBack: 'kyc.please_upload_back',
  idCardSelfie: 'kyc.please_upload_selfie',
};

export const WRONG_TYPE_KEY = 'kyc.activity_apply_remark_limit2';
export const TOO_BIG_KEY = 'kyc.activity_apply_remark_limit3';

const EXTENSIONS = ['jpeg', 'jpg', 'png'];

/** What the input element's `accept` offers; the check below is what counts. */
export const ACCEPT = [...UPLOAD_MIME_TYPES, ...EXTENSIONS.map((ext) => `.${ext}`)].join(',');

/**
 * SPEC §5/§9 image rules for one chosen file: jpeg, jpg or png by both name
 * and type (the type becomes the data URL's, which the backend checks), and at
 * most 5 MB. Returns the SPEC §8 message key, or null when the file is fine.
 */
export function imageFileProblem(file: { name: string; type: string; size: number }): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const type = file.type.toLowerCase();
  if (!EXTENSIONS.includes(extension) || !(UPLOAD_MIME_TYPES as readonly string[]).includes(type)) return WRONG_TYPE_KEY;
  if (file.size > MAX_UPLOAD_BYTES) return TOO_BIG_KEY;
  return null;
}

/** SPEC §5/§8: front, back and selfie are all required; the keys of the missing ones, in slot order. */
export function missingImages(chosen: Partial<Record<ImageSlot, unknown>>): Array<{ slot: ImageSlot; key: string }> {
  return IMAGE_SLOTS.filter((slot) => !chosen[slot]).map((slot) => ({ slot, key: MISSING_IMAGE_KEYS[slot] }));
}
