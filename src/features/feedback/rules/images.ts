import { UPLOAD_MIME_TYPES } from '@contracts/shared/constants';

/** SPEC §8 messages of the upload rules. */
export const WRONG_TYPE_KEY = 'kyc.activity_apply_remark_limit2';
export const TOO_BIG_KEY = 'kyc.activity_apply_remark_limit3';
export const TOO_MANY_KEY = 'content.feedback.tooManyImages';

const EXTENSIONS = ['jpeg', 'jpg', 'png'];
export const ACCEPT = [...UPLOAD_MIME_TYPES, ...EXTENSIONS.map((ext) => `.${ext}`)].join(',');

export interface ImageLimits {
  maxImages: number;
  maxImageBytes: number;
}

/**
 * SPEC §5/§9 for files added to a feedback: jpg or png by name and type, each
 * at most the server's size, at most the server's count in all. Returns the
 * files to keep and the SPEC §8 message key of the first refusal, if any.
 */
export function acceptImages<F extends { name: string; type: string; size: number }>(
  already: number,
  files: readonly F[],
  limits: ImageLimits,
): { accepted: F[]; problem: string | null } {
  const accepted: F[] = [];
  let problem: string | null = null;
  for (const file of files) {
    const extension = file.name.toLowerCase().split('.').pop() ?? '';
    if (!EXTENSIONS.includes(extension) || !(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
      problem ??= WRONG_TYPE_KEY;
    } else if (file.size > limits.maxImageBytes) {
      problem ??= TOO_BIG_KEY;
    } else if (already + accepted.length >= limits.maxImages) {
      problem ??= TOO_MANY_KEY;
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problem };
}
