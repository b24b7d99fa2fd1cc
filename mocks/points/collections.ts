import { Collection } from '@msw/data';
import { z } from 'zod';
import { isoDateTime, rewardEntrySchema } from '../../contracts/shared/entities';
import { mallItemSchema, pointsDetailSchema } from '../../contracts/points';

/** Everyone's point balance: one row per member with points. */
export const pointsAccountSchema = z.object({
  account: z.string(),
  points: z.number().int().min(0),
  totalEarned: z.number().int(),
  totalSpent: z.number().int(),
});
export type PointsAccount = z.infer<typeof pointsAccountSchema>;
export const pointsAccounts = new Collection({ schema: pointsAccountSchema });

/** Every change of a point balance (the points details screen). */
export const pointsDetailRecordSchema = pointsDetailSchema.extend({ account: z.string(), reference: z.string() });
export type PointsDetailRecord = z.infer<typeof pointsDetailRecordSchema>;
export const pointsDetails = new Collection({ schema: pointsDetailRecordSchema });

/** Redeemed mall items (SPEC §3 RewardEntry) and who redeemed them. */
export const redeemRecordSchema = rewardEntrySchema.extend({
  account: z.string(),
  itemId: z.number().int(),
  requestId: z.string().nullable(),
  updateTime: isoDateTime,
  /** When the simulated back office decides a PROCESSING entry; absent for entries it leaves to QA. */
  decideAt: isoDateTime.optional(),
});
export type RedeemRecord = z.infer<typeof redeemRecordSchema>;
export const redeemEntries = new Collection({ schema: redeemRecordSchema });

/** The mall catalogue with its initial stock; what is left = stock - redeemed (not rejected). */
export const mallItems = new Collection({ schema: mallItemSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = { pointsAccounts, pointsDetails, redeemEntries };
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = { mallItems };
