import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { KYC_MODULE_ID } from './shared/constants';
import { isoDateTime, KYC_STATUSES, kycPersonalInfoSchema, securityConfigSchema } from './shared/entities';
import { respond } from './shared/envelope';
import { observed, ours } from './shared/meta';
import { imageDataUrlField, UPLOAD_BODY_LIMIT } from './shared/limits';

const c = initContract();

/**
 * An ID image at the door: a data URL up to the Base64 length of 10 MB (WIRE.md §8 Q5's legacy limit),
 * so an image a little over SPEC §5's 5 MB still reaches the exact check (activity_apply_remark_limit3).
 * The simulated backend holds SPEC's 5 MB and checks what the bytes are (mocks/kyc/images.ts; issue 31).
 */
const kycImage = (missingMessage: string) => imageDataUrlField(missingMessage);

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
