import { Collection } from '@msw/data';
import { z } from 'zod';
import { isoDateTime, KYC_STATUSES, kycPersonalInfoSchema } from '../../contracts/shared/entities';

const imageInfoSchema = z.object({ mimeType: z.string(), bytes: z.number().int() });

/**
 * One member's ID verification. Only what the images were is kept, not
 * their bytes: the demo's IndexedDB stays small.
 */
export const kycRecordSchema = z.object({
  account: z.string(),
  enabled: z.boolean(),
  status: z.enum(KYC_STATUSES),
  personalInfo: kycPersonalInfoSchema.nullable(),
  // WIRE.md §8 Q6: the server needs the front only; the back and the selfie may be missing.
  images: z.object({ idCardFront: imageInfoSchema, idCardBack: imageInfoSchema.nullable(), idCardSelfie: imageInfoSchema.nullable() }).nullable(),
  submittedAt: isoDateTime.nullable(),
  updateTime: isoDateTime,
});
export type KycRecord = z.infer<typeof kycRecordSchema>;

export const kycRecords = new Collection({ schema: kycRecordSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = { kycRecords };
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = {};
