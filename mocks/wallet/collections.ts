import { Collection } from '@msw/data';
import { z } from 'zod';
import { isoDateTime, ledgerEntrySchema } from '../../contracts/shared/entities';
import { betRecordSchema } from '../../contracts/records';
import { WALLET_CODES, bankAccountSchema, depositOrderSchema, withdrawalSchema } from '../../contracts/wallet';

export const walletRecordSchema = z.object({
  account: z.string(),
  balance: z.number().min(0),
  /** A single wallet: no per-vendor sub-wallets (SPEC §3 wallet info isSingle). */
  isSingle: z.boolean(),
});
export type WalletRecord = z.infer<typeof walletRecordSchema>;

/** Answers already given to a money request, keyed by account and requestId. */
export const idempotencyRecordSchema = z.object({
  key: z.string(),
  route: z.string(),
  /** The body's fingerprint (idempotency.ts): the same requestId with another body is refused. */
  fingerprint: z.string().optional(),
  answer: z.string(),
});

/** A payout account a member bound; removal keeps the row (removed) so the seed's defaults never come back. */
export const payoutAccountRecordSchema = bankAccountSchema.extend({
  account: z.string(),
  removed: z.boolean(),
  createTime: z.string(),
});
export type PayoutAccountRecord = z.infer<typeof payoutAccountRecordSchema>;

export const wallets = new Collection({ schema: walletRecordSchema });
export const payoutAccounts = new Collection({ schema: payoutAccountRecordSchema });
export const ledger = new Collection({ schema: ledgerEntrySchema });
export const idempotency = new Collection({ schema: idempotencyRecordSchema });

/**
 * The money history the wallet seed writes together with its ledger rows, in time order (so every
 * row's balanceAfter follows from the one before): bets (the betting record, also read by the agent
 * team reports), deposit and withdrawal orders and wallet transfers. The records domain reads them.
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

export const persistent = { wallets, ledger, idempotency, payoutAccounts, bets, deposits, withdrawals, transfers };

/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = {};
