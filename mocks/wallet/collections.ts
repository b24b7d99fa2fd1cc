import { Collection } from '@msw/data';
import { z } from 'zod';
import { ledgerEntrySchema } from '../../contracts/shared/entities';
import { bankAccountSchema } from '../../contracts/wallet';

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

export const persistent = { wallets, ledger, idempotency, payoutAccounts };

/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = {};
