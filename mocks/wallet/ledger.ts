import type { Query } from '@msw/data';
import type { LedgerKind } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import type { LedgerEntry } from '../../contracts/shared/entities';
import { isoNow } from '../engine/clock';
import { exclusive } from '../engine/lock';
import { refuse } from '../engine/refusal';
import { nextIdOf, round2 } from '../engine/helpers';
import { ledger, wallets, type WalletRecord } from './collections';



/**
 * The wallet of an account. A predicate, not `where({ account })`: @msw/data turns an object condition into
 * `Object.entries` per record tested, and every ledger post and balance read scans the wallets (the seed posts
 * thousands of rows).
 */
const walletOf = (account: string) => (q: Query<WalletRecord>) => q.where((wallet) => wallet.account === account);

export function balanceOf(account: string): number {
  return wallets.findFirst(walletOf(account))?.balance ?? 0;
}

/** What the ledger says an account holds: the sum of its rows (the wallet's balance must equal it). */
export function ledgerSumOf(account: string): number {
  return round2(ledger.findMany((q) => q.where({ account })).reduce((sum, row) => sum + row.amount, 0));
}

/**
 * The references of play on the ledger: a seeded bet (`BET-<id>`, mocks/wallet/seed.ts) and a live
 * round (`GAME:<round>`, mocks/games/rounds.ts). A REFUND under one of them is a game's return (a push,
 * a cancelled bet); under any other (`WD-` a rejected or cancelled withdrawal, `MALL-` a mall item's
 * cash part) it is money given back, not play.
 */
export function isPlayReference(reference: string): boolean {
  return reference.startsWith('BET-') || reference.startsWith('GAME:');
}

/** What a game paid back: a WIN, or a REFUND of play (isPlayReference). */
export function isGameReturn(row: Pick<LedgerEntry, 'kind' | 'reference'>): boolean {
  return row.kind === 'WIN' || (row.kind === 'REFUND' && isPlayReference(row.reference));
}

const ledgerKey = (account: string) => `ledger:${account}`;

async function postUnlocked(
  account: string, kind: LedgerKind, amount: number, reference: string, remark: string, at: string,
): Promise<LedgerEntry> {
  const signed = round2(amount);
  const wallet = wallets.findFirst(walletOf(account));
  if (!wallet) throw refuse(ERROR_CODES.NOT_FOUND, `No wallet for ${account}`, 404);
  const balanceAfter = round2(wallet.balance + signed);
  if (balanceAfter < 0) throw refuse(ERROR_CODES.INSUFFICIENT_BALANCE);
  const id = nextIdOf(ledger);
  await wallets.update(walletOf(account), {
    data(draft) {
      draft.balance = balanceAfter;
    },
  });
  return ledger.create({ id, account, kind, amount: signed, balanceAfter, reference, remark, createTime: at });
}

/**
 * The only way a balance changes: one append-only ledger row per change. The
 * read of the balance, the check and both writes run as one section per
 * account, so parallel posts queue instead of each writing a stale
 * `balance + amount`. A debit that would take the balance below zero is refused.
 */
export function post(
  account: string,
  kind: LedgerKind,
  amount: number,
  reference: string,
  remark = '',
  at: string = isoNow(),
): Promise<LedgerEntry> {
  return exclusive([ledgerKey(account)], () => postUnlocked(account, kind, amount, reference, remark, at));
}

export const credit = (account: string, kind: LedgerKind, amount: number, reference: string, remark?: string) =>
  post(account, kind, Math.abs(amount), reference, remark);

export const debit = (account: string, kind: LedgerKind, amount: number, reference: string, remark?: string) =>
  post(account, kind, -Math.abs(amount), reference, remark);

export function openWallet(account: string, balance = 0, at: string = isoNow()): Promise<void> {
  return exclusive([ledgerKey(account)], async () => {
    if (wallets.findFirst(walletOf(account))) return;
    await wallets.create({ account, balance: 0, isSingle: true });
    if (balance > 0) await postUnlocked(account, 'DEPOSIT', balance, 'OPENING', 'Opening balance', at);
  });
}
