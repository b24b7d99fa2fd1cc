import { afterEach, describe, expect, it, vi } from 'vitest';
import { deposits, withdrawals } from '../../mocks/records/collections';
import { forceOrder } from '../../mocks/wallet/back-office';
import { ledger, payoutAccounts, wallets } from '../../mocks/wallet/collections';
import { ledgerSumOf } from '../../mocks/wallet/ledger';
import { safeBoxOf } from '../../mocks/wallet/orders';
import { ApiError, callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';

useSimulatedBackend();
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Bursts of 20 parallel requests on the cashier's rules, as a double-clicking
 * member, a script, or the back office's clock racing the member send them.
 */
const BURST = 20;
const PAY = '246810';
const wallet = contract.wallet;
let serial = 0;
const rid = (label: string) => `cashier-burst-${label}-${(serial += 1)}`;
const asPlayer = () => loginAs('player01', 'Player@123');
const round2 = (value: number) => Math.round(value * 100) / 100;

async function burst<T>(send: (index: number) => Promise<T>) {
  const results = await Promise.allSettled(Array.from({ length: BURST }, (_, index) => send(index)));
  const ok = results.filter((result): result is PromiseFulfilledResult<Awaited<T>> => result.status === 'fulfilled').map((result) => result.value);
  const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected').map((result) => result.reason as ApiError);
  for (const reason of refused) {
    expect(reason).toBeInstanceOf(ApiError);
    expect(reason.status).toBeLessThan(500);
  }
  return { ok, refused };
}

function expectBooksBalanced(): void {
  for (const row of wallets.all()) {
    expect(row.balance, `${row.account} balance vs ledger`).toBe(ledgerSumOf(row.account));
    expect(row.balance).toBeGreaterThanOrEqual(0);
    expect(safeBoxOf(row.account)).toBeGreaterThanOrEqual(0);
  }
  const ids = ledger.all().map((row) => row.id);
  expect(new Set(ids).size).toBe(ids.length);
}

function advance(ms: number): void {
  const next = Date.now() + ms;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(next);
}

describe('deposit rules under a burst', () => {
  it('20 different orders on one manual channel: one opens, the rest are told it is open', async () => {
    await asPlayer();
    const { ok, refused } = await burst(() => callRoute(wallet.deposit, { body: { channelId: 3, amount: 1_000, requestId: rid('dep') } }));
    expect(ok).toHaveLength(1);
    expect(refused.every((error) => (error.value as { reason?: string }).reason === 'PENDING_ORDER')).toBe(true);
    expect(deposits.findMany((q) => q.where({ account: 'player01', channelId: 3, status: 'PENDING' }))).toHaveLength(1);
  });

  it('a paid order read by 20 callers at its due time is credited once', async () => {
    await asPlayer();
    const before = (await callRoute(wallet.getBalance)).balance;
    const order = await callRoute(wallet.deposit, { body: { channelId: 3, amount: 3_000, requestId: rid('dep') } });
    await burst(() => callRoute(wallet.markDepositPaid, { body: { id: order.id } }));
    advance(61_000);
    await asPlayer();
    const { ok } = await burst<unknown>((index) => (index % 2 ? callRoute(wallet.getBalance) : callRoute(wallet.depositOrder, { query: { id: order.id } })));
    expect(ok).toHaveLength(BURST);
    expect((await callRoute(wallet.getBalance)).balance).toBe(round2(before + 3_000));
    expect(ledger.findMany((q) => q.where({ reference: `DEP-${order.id}` }))).toHaveLength(1);
    expectBooksBalanced();
  });

  it('a forced approval racing the clock credits once', async () => {
    await asPlayer();
    const before = (await callRoute(wallet.getBalance)).balance;
    const order = await callRoute(wallet.deposit, { body: { channelId: 5, amount: 2_000, requestId: rid('dep') } });
    await callRoute(wallet.markDepositPaid, { body: { id: order.id } });
    advance(121_000);
    await asPlayer();
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => forceOrder('player01', 'deposit', order.id, 'approve')),
      ...Array.from({ length: 10 }, () => callRoute(wallet.getBalance).then(() => false)),
    ]);
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect((await callRoute(wallet.getBalance)).balance).toBe(round2(before + 2_000));
    expectBooksBalanced();
  });
});

describe('withdraw rules under a burst', () => {
  it('20 withdrawals of different ids never take more than the withdrawable amount', async () => {
    await asPlayer();
    await callRoute(wallet.transfer, { body: { from: 'MAIN', to: 'SAFE_BOX', amount: 48_000, requestId: rid('sb') } });
    await callRoute(wallet.deposit, { body: { channelId: 1, amount: 1_000, requestId: rid('dep') } });
    const info = await callRoute(wallet.withdrawInfo);
    const bankAccountId = info.bankAccounts[0]!.id;
    const amount = 500;
    const { ok } = await burst(() => callRoute(wallet.withdraw, { body: { amount, bankAccountId, paymentPassword: PAY, requestId: rid('wd') } }));
    expect(ok.length).toBe(Math.min(info.dailyCountLimit, Math.floor(info.available / amount)));
    expect((await callRoute(wallet.getBalance)).balance).toBe(round2(info.balance - ok.length * amount));
    expectBooksBalanced();
  });

  it('20 cancels of one withdrawal refund it once', async () => {
    await asPlayer();
    const before = (await callRoute(wallet.getBalance)).balance;
    const info = await callRoute(wallet.withdrawInfo);
    const made = await callRoute(wallet.withdraw, { body: { amount: 900, bankAccountId: info.bankAccounts[0]!.id, paymentPassword: PAY, requestId: rid('wd') } });
    const { ok } = await burst(() => callRoute(wallet.cancelWithdraw, { body: { id: made.id } }));
    expect(ok).toHaveLength(1);
    expect((await callRoute(wallet.getBalance)).balance).toBe(before);
    expect(ledger.findMany((q) => q.where({ kind: 'REFUND', reference: `WD-${made.id}` }))).toHaveLength(1);
    expectBooksBalanced();
  });

  it('a member cancelling while the desk rejects: one refund', async () => {
    await asPlayer();
    const before = (await callRoute(wallet.getBalance)).balance;
    const info = await callRoute(wallet.withdrawInfo);
    const made = await callRoute(wallet.withdraw, { body: { amount: 400, bankAccountId: info.bankAccounts[0]!.id, paymentPassword: PAY, requestId: rid('wd') } });
    await Promise.allSettled([
      ...Array.from({ length: 10 }, () => forceOrder('player01', 'withdrawal', made.id, 'reject')),
      ...Array.from({ length: 10 }, () => callRoute(wallet.cancelWithdraw, { body: { id: made.id } })),
    ]);
    expect(withdrawals.findFirst((q) => q.where({ id: made.id }))!.status).toBe('REJECTED');
    expect((await callRoute(wallet.getBalance)).balance).toBe(before);
    expect(ledger.findMany((q) => q.where({ kind: 'REFUND', reference: `WD-${made.id}` }))).toHaveLength(1);
    expectBooksBalanced();
  });

  it('20 confirmations of one paid withdrawal record one', async () => {
    await asPlayer();
    const info = await callRoute(wallet.withdrawInfo);
    const made = await callRoute(wallet.withdraw, { body: { amount: 300, bankAccountId: info.bankAccounts[0]!.id, paymentPassword: PAY, requestId: rid('wd') } });
    await forceOrder('player01', 'withdrawal', made.id, 'approve');
    const { ok } = await burst(() => callRoute(wallet.confirmWithdraw, { body: { id: made.id, state: 'RECEIVED' } }));
    expect(ok).toHaveLength(1);
  });
});

describe('payout accounts under a burst', () => {
  it('20 different accounts bound at once stop at the maximum, with one default', async () => {
    await asPlayer();
    const info = await callRoute(wallet.withdrawInfo);
    const { ok } = await burst((index) =>
      callRoute(wallet.addBankAccount, {
        body: { type: 'BANK', bankName: 'Landbank', accountName: info.holderName!, accountNo: `77770000${String(index).padStart(2, '0')}`, isDefault: true },
      }),
    );
    expect(ok).toHaveLength(info.maxBankAccounts - info.bankAccounts.length);
    const bound = payoutAccounts.findMany((q) => q.where({ account: 'player01', removed: false }));
    expect(bound).toHaveLength(info.maxBankAccounts);
    expect(bound.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it('20 removals of the default leave one default', async () => {
    await asPlayer();
    const info = await callRoute(wallet.withdrawInfo);
    await burst(() => callRoute(wallet.removeBankAccount, { body: { id: info.bankAccounts[0]!.id } }));
    const bound = payoutAccounts.findMany((q) => q.where({ account: 'player01', removed: false }));
    expect(bound).toHaveLength(1);
    expect(bound[0]!.isDefault).toBe(true);
  });
});

describe('safe box transfers both ways under a burst', () => {
  it('10 in and 10 out at once: the header balance, the wallet page and the ledger agree', async () => {
    await asPlayer();
    const start = await callRoute(wallet.getBalance);
    const total = round2(start.wallets[0]!.balance + start.wallets[1]!.balance);
    await burst((index) =>
      callRoute(wallet.transfer, {
        body: index % 2 ? { from: 'MAIN', to: 'SAFE_BOX', amount: 700, requestId: rid('in') } : { from: 'SAFE_BOX', to: 'MAIN', amount: 400, requestId: rid('out') },
      }),
    );
    const end = await callRoute(wallet.getBalance);
    expect(end.balance).toBe(end.wallets[0]!.balance);
    expect(round2(end.wallets[0]!.balance + end.wallets[1]!.balance)).toBe(total);
    expect(end.balance).toBe(ledgerSumOf('player01'));
    const { list } = await callRoute(wallet.transfers, { query: { pageSize: 1 } });
    expect(list[0]!.balanceAfter).toBe(end.balance);
    expectBooksBalanced();
  });
});
