import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScenario } from '../../mocks/engine/scenario';
import { deposits, withdrawals } from '../../mocks/wallet/collections';
import { forceOrder } from '../../mocks/wallet/back-office';
import { ledger, payoutAccounts, wallets } from '../../mocks/wallet/collections';
import { ledgerSumOf } from '../../mocks/wallet/ledger';
import { safeBoxOf } from '../../mocks/wallet/orders';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { deposit, firstCard, mainBalance, move, pockets, withdraw, withdrawSettings } from '../support/money';
import { BURST, burst } from '../support/burst';

useSimulatedBackend();
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Bursts of 20 parallel requests on the cashier's rules, as a double-clicking
 * member, a script, or the back office's clock racing the member send them.
 */
const wallet = contract.wallet;
let serial = 0;
const rid = (label: string) => `cashier-burst-${label}-${(serial += 1)}`;
const asPlayer = () => loginAs('player01', 'Player@123');
const round2 = (value: number) => Math.round(value * 100) / 100;

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
    const { ok, refused } = await burst(() => deposit(3, 1_000, rid('dep')));
    expect(ok).toHaveLength(1);
    expect(refused.every((error) => (error.value as { reason?: string }).reason === 'PENDING_ORDER')).toBe(true);
    expect(deposits.findMany((q) => q.where({ account: 'player01', channelId: 3, status: 'PENDING' }))).toHaveLength(1);
  });

  it('a paid order read by 20 callers at its due time is credited once', async () => {
    await asPlayer();
    const before = await mainBalance();
    const order = await deposit(3, 3_000, rid('dep'));
    await burst(() => callRoute(wallet.markDepositPaid, { body: { depositId: order.id } }));
    advance(61_000);
    await asPlayer();
    const { ok } = await burst<unknown>((index) => (index % 2 ? callRoute(wallet.getBalance) : callRoute(wallet.depositOrder, { query: { depositId: order.id } })));
    expect(ok).toHaveLength(BURST);
    expect(await mainBalance()).toBe(round2(before + 3_000));
    expect(ledger.findMany((q) => q.where({ reference: `DEP-${order.id}` }))).toHaveLength(1);
    expectBooksBalanced();
  });

  it('a forced approval racing the clock credits once', async () => {
    await asPlayer();
    const before = await mainBalance();
    // Channel 5 is crypto, which PAGCOR bars (issue 35): MGA takes it.
    setScenario({ jurisdiction: 'MT' });
    const order = await deposit(5, 2_000, rid('dep'));
    await callRoute(wallet.markDepositPaid, { body: { depositId: order.id } });
    advance(121_000);
    await asPlayer();
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => forceOrder('player01', 'deposit', order.id, 'approve')),
      ...Array.from({ length: 10 }, () => callRoute(wallet.getBalance).then(() => false)),
    ]);
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(await mainBalance()).toBe(round2(before + 2_000));
    expectBooksBalanced();
  });
});

describe('withdraw rules under a burst', () => {
  it('20 withdrawals of different ids never take more than the withdrawable amount', async () => {
    await asPlayer();
    await move('MAIN', 'SAFE_BOX', 48_000);
    await deposit(1, 1_000, rid('dep'));
    const info = await withdrawSettings();
    const card = info.bankCards[0]!;
    const amount = 500;
    const { ok, refused } = await burst(() => withdraw(card, amount, rid('wd')));
    expect(ok.length).toBe(Math.min(info.dailyCountLimit, Math.floor(info.available / amount)));
    // Past the withdrawable amount the refusals speak the platform's turnover code (or the daily count).
    expect(refused.every((error) => ['withdraw_turnover_not_enough', 'state_invalid'].includes(error.errorCode))).toBe(true);
    expect(await mainBalance()).toBe(round2(info.balance - ok.length * amount));
    expectBooksBalanced();
  });

  it('20 cancels of one withdrawal refund it once', async () => {
    await asPlayer();
    const before = await mainBalance();
    const made = await withdraw(await firstCard(), 900, rid('wd'));
    const { ok } = await burst(() => callRoute(wallet.cancelWithdraw, { body: { withdrawId: made.id } }));
    expect(ok).toHaveLength(1);
    expect(await mainBalance()).toBe(before);
    expect(ledger.findMany((q) => q.where({ kind: 'REFUND', reference: `WD-${made.id}` }))).toHaveLength(1);
    expectBooksBalanced();
  });

  it('a member cancelling while the desk rejects: one refund', async () => {
    await asPlayer();
    const before = await mainBalance();
    const made = await withdraw(await firstCard(), 400, rid('wd'));
    await Promise.allSettled([
      ...Array.from({ length: 10 }, () => forceOrder('player01', 'withdrawal', made.id, 'reject')),
      ...Array.from({ length: 10 }, () => callRoute(wallet.cancelWithdraw, { body: { withdrawId: made.id } })),
    ]);
    expect(withdrawals.findFirst((q) => q.where({ id: made.id }))!.status).toBe('REJECTED');
    expect(await mainBalance()).toBe(before);
    expect(ledger.findMany((q) => q.where({ kind: 'REFUND', reference: `WD-${made.id}` }))).toHaveLength(1);
    expectBooksBalanced();
  });

  it('20 confirmations of one paid withdrawal record one', async () => {
    await asPlayer();
    const made = await withdraw(await firstCard(), 300, rid('wd'));
    await forceOrder('player01', 'withdrawal', made.id, 'approve');
    const { ok } = await burst(() => callRoute(wallet.confirmWithdraw, { body: { withdrawId: made.id, state: 'RECEIVED' } }));
    expect(ok).toHaveLength(1);
  });
});

describe('payout accounts under a burst', () => {
  it('20 different accounts bound at once stop at the maximum, with one default', async () => {
    await asPlayer();
    const info = await withdrawSettings();
    const { ok } = await burst((index) =>
      callRoute(wallet.addBankAccount, {
        body: { type: 'BANK', bankName: 'Landbank', accountName: info.holderName!, accountNo: `77770000${String(index).padStart(2, '0')}`, isDefault: true },
      }),
    );
    expect(ok).toHaveLength(info.maxBankAccounts - info.bankCards.length);
    const bound = payoutAccounts.findMany((q) => q.where({ account: 'player01', removed: false }));
    expect(bound).toHaveLength(info.maxBankAccounts);
    expect(bound.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it('20 removals of the default leave one default', async () => {
    await asPlayer();
    const info = await withdrawSettings();
    await burst(() => callRoute(wallet.removeBankAccount, { body: { bankCardId: info.bankCards[0]!.id } }));
    const bound = payoutAccounts.findMany((q) => q.where({ account: 'player01', removed: false }));
    expect(bound).toHaveLength(1);
    expect(bound[0]!.isDefault).toBe(true);
  });
});

describe('safe box transfers both ways under a burst', () => {
  it('10 in and 10 out at once: the header balance, the wallet page and the ledger agree', async () => {
    await asPlayer();
    const start = await pockets();
    const total = round2(start.MAIN + start.SAFE_BOX);
    await burst((index) => (index % 2 ? move('MAIN', 'SAFE_BOX', 700) : move('SAFE_BOX', 'MAIN', 400)));
    const value = await callRoute(wallet.getBalance);
    const end = await pockets();
    expect(round2(end.MAIN + end.SAFE_BOX)).toBe(total);
    expect(Number(value.sumBalance)).toBe(total);
    expect(end.MAIN).toBe(ledgerSumOf('player01'));
    const { content } = await callRoute(wallet.transfers, { query: { size: 1 } });
    expect(content[0]!.balanceAfter).toBe(end.MAIN);
    expectBooksBalanced();
  });
});
