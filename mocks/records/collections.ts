import { Collection } from '@msw/data';
import { z } from 'zod';
import { GAME_TYPES } from '../../contracts/shared/constants';
import { isoDateTime } from '../../contracts/shared/entities';
import { betRecordSchema } from '../../contracts/records';
import { WALLET_CODES, depositOrderSchema, withdrawalSchema } from '../../contracts/wallet';

/**
 * Money records of members: bets (the betting record, also read by the agent
 * team reports), deposit and withdrawal orders, wallet transfers and rebate
 * claims. All change as members act, so all are persistent.
 */

export const bets = new Collection({ schema: betRecordSchema });

export const depositRecordSchema = depositOrderSchema.extend({
  account: z.string(),
  requestId: z.string().nullable(),
  /** True: the back office never decides it on its own (seeded history); QA may still force it. */
  held: z.boolean(),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;
export const deposits = new Collection({ schema: depositRecordSchema });

export const withdrawalRecordSchema = withdrawalSchema.extend({
  account: z.string(),
  requestId: z.string().nullable(),
  /** True: stays under review until QA forces a decision (seeded history). */
  held: z.boolean(),
  /** The data URL the member uploaded with NOT_RECEIVED. */
  proofImage: z.string().nullable(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;
export const withdrawals = new Collection({ schema: withdrawalRecordSchema });

/** SAFE_BOX moves (MAIN <-> SAFE_BOX) and transfers to the upline. */
export const transferRecordSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  kind: z.enum(['SAFE_BOX', 'UPLINE']),
  from: z.enum(WALLET_CODES),
  to: z.enum(WALLET_CODES),
  amount: z.number(),
  /** The upline account for UPLINE transfers, 'SAFE_BOX' otherwise. */
  counterparty: z.string(),
  remark: z.string(),
  /** MAIN balance after the transfer. */
  balanceAfter: z.number(),
  createTime: isoDateTime,
});
export type TransferRecord = z.infer<typeof transferRecordSchema>;
export const transfers = new Collection({ schema: transferRecordSchema });

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

/** Collections whose records users change: persisted in the demo. */
export const persistent = { bets, deposits, withdrawals, transfers, rebateClaims };
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = {};
