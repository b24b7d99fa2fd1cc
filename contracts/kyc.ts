import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { KYC_MODULE_ID } from './shared/constants';
import { isoDateTime, kycPersonalInfoSchema, securityConfigSchema } from './shared/entities';
import { respond } from './shared/envelope';
import { meta } from './shared/meta';
import { imageDataUrlField } from './shared/limits';

const c = initContract();

/** Where a member's ID verification stands after a KYC step. */
export const kycProgressSchema = z.object({
  status: securityConfigSchema.shape.idVerification.shape.status,
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
    metadata: meta({ token: true, source: 'spec' }),
    summary: 'ID verification state of the member: enabled, complete, status N/P/Y/R',
  },
  savePersonalInfo: {
    method: 'POST',
    path: '/wps/member/kyc/personalInfo',
    body: kycPersonalInfoSchema,
    responses: respond(kycProgressSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'KYC step 1: personal info (21 or older, known nationality)',
  },
  uploadIdImage: {
    method: 'POST',
    path: '/wps/relay/kyc/uploadIdImage',
    body: z.object({
      idCardFront: imageDataUrlField('please_upload_front'),
      idCardBack: imageDataUrlField('please_upload_back'),
      idCardSelfie: imageDataUrlField('please_upload_selfie'),
      moduleId: z.literal(KYC_MODULE_ID).default(KYC_MODULE_ID),
    }),
    responses: respond(kycProgressSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'KYC step 2: front, back and selfie images (jpg/png, 5 MB each); status becomes P',
  },
});
