import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { KYC_MODULE_ID, MAX_UPLOAD_BYTES } from './shared/constants';
import { isoDateTime, KYC_STATUSES, kycPersonalInfoSchema, securityConfigSchema } from './shared/entities';
import { respond } from './shared/envelope';
import { observed, ours } from './shared/meta';
import { UPLOAD_BODY_LIMIT } from './shared/limits';

const c = initContract();

/**
 * WIRE.md §8 Q5: the legacy server takes images of up to 10 MB (10 485 760 bytes); SPEC's 5 MB is the
 * client's rule. The simulated backend checks the server's limit (FILE_TOO_BIG above it); the door
 * below is wide enough for that check to be reached, and refuses what is far beyond it.
 */
export const KYC_SERVER_MAX_IMAGE_BYTES = 2 * MAX_UPLOAD_BYTES;
/** 15 MB in base64 (4 characters per 3 bytes). */
const MAX_KYC_DATA_URL_CHARS = 'data:image/jpeg;base64,'.length + (3 * MAX_UPLOAD_BYTES * 4) / 3;

function kycImage(missingMessage: string) {
  return z
    .string({ required_error: missingMessage })
    .min(1, missingMessage)
    .max(MAX_KYC_DATA_URL_CHARS, 'The image is far larger than 10 MB')
    .regex(/^data:[^;,]+;base64,/, 'Expected a base64 data URL');
}

/** Where a member's ID verification stands after a KYC step. */
export const kycProgressSchema = z.object({
  status: z.enum(KYC_STATUSES),
  personalInfoSaved: z.boolean(),
  imagesUploaded: z.boolean(),
  updateTime: isoDateTime,
});
export type KycProgress = z.infer<typeof kycProgressSchema>;

export const kycContract = c.router({
  securityConfig: {
    method: 'GET',
    path: '/wps/v2/member/securityConfig',
    responses: respond(securityConfigSchema),
    metadata: observed('S14', { token: true, module: 'COMM3' }),
    summary: 'ID verification state of the member: info.idVerification.{enabled, isComplete, status N/P/Y/R}',
  },
  savePersonalInfo: {
    method: 'POST',
    path: '/wps/relay/MCSFE_updateKycPersonalInfo',
    body: kycPersonalInfoSchema,
    responses: respond(kycProgressSchema),
    metadata: ours({ token: true }),
    summary: 'KYC step 1: personal info with §7.2 updateMemberInfo names (21 or older, known nationality)',
  },
  uploadIdImage: {
    method: 'POST',
    path: '/wps/relay/MCSFE_uploadIdImage',
    body: z.object({
      idCardFront: kycImage('please_upload_front'),
      // WIRE.md §8 Q6: the server needs the front; the back and the selfie are SPEC's (the client requires all three).
      idCardBack: kycImage('please_upload_back').optional(),
      idCardSelfie: kycImage('please_upload_selfie').optional(),
      moduleId: z.literal(KYC_MODULE_ID).default(KYC_MODULE_ID),
    }),
    responses: respond(kycProgressSchema),
    metadata: ours({ token: true, module: KYC_MODULE_ID, bodyLimit: UPLOAD_BODY_LIMIT }),
    summary: 'KYC step 2: front, back and selfie images as data URLs (§7.2 uploadIdImage; moduleId UPLOADID3 per SPEC); status becomes P',
  },
});
