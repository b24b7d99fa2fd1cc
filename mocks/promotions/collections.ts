import { Collection } from '@msw/data';
import { z } from 'zod';
import { GAME_TYPES, PROMOTION_STATUSES } from '../../contracts/shared/constants';
import { isoDateTime } from '../../contracts/shared/entities';
import { raffleSchema, referralFriendSchema } from '../../contracts/promotions';

/** The promotion catalogue is N1's (mocks/notices/collections.ts): a guest's home reads it first. */
export { promotions, type PromotionRecord } from '../notices/collections';

/** A member's part in a promotion. */
export const participationSchema = z.object({
  key: z.string(),
  account: z.string(),
  promotionId: z.number().int(),
  status: z.enum(PROMOTION_STATUSES),
  remark: z.string().nullable(),
  bonusAmount: z.number().nullable(),
  applyTime: isoDateTime,
  updateTime: isoDateTime,
  claimTime: isoDateTime.nullable(),
  /** When the simulated back office decides an APPLYING application; absent: a human reviewer (seeded). */
  reviewAt: isoDateTime.nullable().optional(),
});
export type Participation = z.infer<typeof participationSchema>;
export const participations = new Collection({ schema: participationSchema });

export const raffleRecordSchema = raffleSchema.omit({ claimed: true, claimedAmount: true });
export const raffles = new Collection({ schema: raffleRecordSchema });

export const raffleClaimSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  raffleId: z.number().int(),
  amount: z.number(),
  claimTime: isoDateTime,
});
export const raffleClaims = new Collection({ schema: raffleClaimSchema });

/** Friends a member referred (catalogue: generated, not changed by the API). */
export const referralRecordSchema = referralFriendSchema.extend({
  id: z.number().int(),
  referrer: z.string(),
  /** Earnings not paid out yet. */
  pending: z.number(),
});
export const referrals = new Collection({ schema: referralRecordSchema });

/** Collections whose records users change: persisted in the demo. */
/** Manual rebate claims (promotions.claimRebate); the wallet seed writes the seeded ones with their ledger rows. */
export const rebateClaimSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  amount: z.number(),
  categories: z.array(z.object({ gameType: z.enum(GAME_TYPES), validBet: z.number(), rate: z.number(), amount: z.number() })),
  since: isoDateTime,
  claimTime: isoDateTime,
  ledgerId: z.number().int(),
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;
export const rebateClaims = new Collection({ schema: rebateClaimSchema });

export const persistent = { participations, raffleClaims, rebateClaims };
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = { raffles, referrals };
