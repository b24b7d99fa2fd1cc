import { Collection } from '@msw/data';
import { z } from 'zod';
import { ledgerEntrySchema } from '../../contracts/shared/entities';

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
  answer: z.string(),
});

export const wallets = new Collection({ schema: walletRecordSchema });
export const ledger = new Collection({ schema: ledgerEntrySchema });
export const idempotency = new Collection({ schema: idempotencyRecordSchema });

export const persistent = { wallets, ledger, idempotency };

/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = {};
