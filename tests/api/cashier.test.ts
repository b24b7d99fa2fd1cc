import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScenario } from '../../mocks/engine/scenario';
import { forceOrder, openOrdersOf } from '../../mocks/wallet/back-office';
import { ledgerSumOf } from '../../mocks/wallet/ledger';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { deposit, firstCard, ledgerRows, mainBalance, move, PAY, withdraw, withdrawArgs, withdrawSettings } from '../support/money';
import { refusal } from '../support/refusal';

useSimulatedBackend();
afterEach(() => {
  vi.useRealTimers();
});

/**
 * The cashier's rules on the simulated backend: the deposit order's life
 * (paid, reviewing, credited, expired; one open order per channel), the back
 * office's pace and QA's forced decisions, what may be withdrawn (turnover
 * held back), payout accounts, cancel and reject refunds, and trial refusals.
 */
const wallet = contract.wallet;
let counter = 0;
const rid = () => `cashier-test-${(counter += 1)}-${Date.now()}`;
const asPlayer = () => loginAs('player01', 'Player@123');
const balance = mainBalance;
const round2 = (value: number) => Math.round(value * 100) / 100;
function advance(ms: number): void {
  const next = Date.now() + ms;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(next);
}
const bankDeposit = (amount = 1_000, vendorId = 3) => deposit(vendorId, amount, rid());

describe('deposit orders', () => {
  it('walks created -> paid -> reviewing -> credited on the back office clock, once', async () => {
    await asPlayer();
    const before = await balance();
    const order = await bankDeposit(2_000);
    expect(order).toMatchObject({ status: 'PENDING', approval: 'MANUAL', paidTime: null, reviewTime: null });
    expect(Date.parse(order.expireTime) - Date.parse(order.createTime)).toBe(30 * 60_000);
    const paid = await callRoute(wallet.markDepositPaid, { body: { depositId: order.id, payerReference: 'REF-1' } });
    expect(paid.paidTime).not.toBeNull();
    expect(paid.remark).toContain('REF-1');
    // Saying it twice changes nothing.
    expect((await callRoute(wallet.markDepositPaid, { body: { depositId: order.id } })).paidTime).toBe(paid.paidTime);
    advance(16_000);
    const reviewing = await callRoute(wallet.depositOrder, { query: { depositId: order.id } });
    expect(reviewing).toMatchObject({ status: 'PENDING' });
    expect(reviewing.reviewTime).not.toBeNull();
    expect(await balance()).toBe(before);
    advance(45_000);
    expect(await callRoute(wallet.depositOrder, { query: { depositId: order.id } })).toMatchObject({ status: 'APPROVED' });
    expect(await balance()).toBe(round2(before + 2_000));
    advance(60_000);
    expect(await balance()).toBe(round2(before + 2_000));
  });

  it('credits an instant channel at once, already paid and reviewed', async () => {
    await asPlayer();
    const order = await deposit(2, 300, rid());
    expect(order).toMatchObject({ status: 'APPROVED', approval: 'INSTANT' });
    expect(order.paidTime).toBe(order.createTime);
  });

  it('keeps one open order per channel; an unpaid one expires and frees the channel', async () => {
    await asPlayer();
    const first = await bankDeposit();
    const second = await refusal(bankDeposit());
    expect(second.errorCode).toBe('state_invalid');
    expect(second.value).toMatchObject({ reason: 'PENDING_ORDER', orderId: first.id });
    // Another channel is free. The other manual one (5) is crypto, which PAGCOR bars (issue 35): MGA takes it.
    setScenario({ jurisdiction: 'MT' });
    expect((await bankDeposit(1_000, 5)).status).toBe('PENDING');
    advance(30 * 60_000 + 1_000);
    await asPlayer(); // the idle session expired meanwhile
    expect(await callRoute(wallet.depositOrder, { query: { depositId: first.id } })).toMatchObject({ status: 'EXPIRED' });
    const late = await refusal(callRoute(wallet.markDepositPaid, { body: { depositId: first.id } }));
    expect(late.value).toMatchObject({ reason: 'EXPIRED' });
    expect((await bankDeposit()).status).toBe('PENDING');
  });

  it('the seeded order in review blocks its channel until QA decides it', async () => {
    await asPlayer();
    const refused = await refusal(bankDeposit(1_000, 4));
    expect(refused.value).toMatchObject({ reason: 'PENDING_ORDER' });
    const open = await openOrdersOf('player01');
    const seeded = open.find((order) => order.kind === 'deposit')!;
    const before = await balance();
    expect(await forceOrder('player01', 'deposit', seeded.id, 'approve')).toBe(true);
    expect(await forceOrder('player01', 'deposit', seeded.id, 'approve')).toBe(false);
    expect(await balance()).toBe(round2(before + seeded.amount));
  });

  it('moves ten times faster when QA speeds the back office up, and not at all when paused', async () => {
    await asPlayer();
    setScenario({ backOffice: 'fast' });
    const order = await bankDeposit();
    await callRoute(wallet.markDepositPaid, { body: { depositId: order.id } });
    advance(6_500);
    expect((await callRoute(wallet.depositOrder, { query: { depositId: order.id } })).status).toBe('APPROVED');

    // Channel 5 is crypto, which PAGCOR bars (issue 35): MGA takes it.
    setScenario({ backOffice: 'paused', jurisdiction: 'MT' });
    const held = await bankDeposit(1_000, 5);
    await callRoute(wallet.markDepositPaid, { body: { depositId: held.id } });
    advance(5 * 60_000);
    expect(await callRoute(wallet.depositOrder, { query: { depositId: held.id } })).toMatchObject({ status: 'PENDING', reviewTime: null });
    const before = await balance();
    expect(await forceOrder('player01', 'deposit', held.id, 'reject')).toBe(true);
    expect(await callRoute(wallet.depositOrder, { query: { depositId: held.id } })).toMatchObject({ status: 'REJECTED' });
    expect(await balance()).toBe(before);
  });

  it("refuses another member's order", async () => {
    await asPlayer();
    const order = await bankDeposit();
    await loginAs('agent_div', 'Agent@123');
    expect((await refusal(callRoute(wallet.depositOrder, { query: { depositId: order.id } }))).status).toBe(400);
    expect((await refusal(callRoute(wallet.markDepositPaid, { body: { depositId: order.id } }))).status).toBe(400);
  });
});

describe('what may be withdrawn', () => {
  it('holds back the unmet turnover of a new deposit, and refuses more than the withdrawable amount without spending', async () => {
    await asPlayer();
    await move('MAIN', 'SAFE_BOX', 45_000);
    await deposit(1, 2_000, rid());
    const info = await withdrawSettings();
    // 2,000 less the 1.5 % fee owes 1,970 of valid bets; the bets since the last withdrawal count.
    expect(info.turnover).toMatchObject({ required: 1_970, met: false });
    expect(info.turnover.remaining).toBe(round2(1_970 - info.turnover.completed));
    expect(info.lockedByTurnover).toBe(info.turnover.remaining);
    expect(info.available).toBe(round2(info.balance - info.lockedByTurnover));
    const card = info.bankCards[0]!;
    const over = await refusal(withdraw(card, info.available + 1, rid()));
    // WIRE.md §4.4: the platform's code, with the required and actual turnover in value.data.
    expect(over.errorCode).toBe('withdraw_turnover_not_enough');
    expect(over.value).toEqual({ data: { requiredTurnover: 1_970, actualTurnover: info.turnover.completed } });
    expect(await balance()).toBe(info.balance);
    const ok = await withdraw(card, info.available, rid());
    expect(ok.status).toBe('PENDING');
    expect(await balance()).toBe(info.lockedByTurnover);
  });

  it('is nothing once the daily count is used', async () => {
    await asPlayer();
    const info = await withdrawSettings();
    for (let n = 0; n < info.dailyCountLimit; n += 1) await withdraw(info.bankCards[0]!, 100, rid());
    const after = await withdrawSettings();
    expect(after).toMatchObject({ usedCountToday: info.dailyCountLimit, available: 0 });
    const refused = await refusal(withdraw(info.bankCards[0]!, 100, rid()));
    expect(refused.value).toMatchObject({ reason: 'DAILY_LIMIT' });
  });
});

describe('withdrawal life', () => {
  async function withdrawOne(amount = 500) {
    return withdraw(await firstCard(), amount, rid());
  }

  it('can be cancelled before the desk takes it, refunded through the ledger once', async () => {
    await asPlayer();
    const before = await balance();
    const made = await withdrawOne(700);
    expect(await balance()).toBe(round2(before - 700));
    const cancelled = await callRoute(wallet.cancelWithdraw, { body: { withdrawId: made.id } });
    expect(cancelled).toMatchObject({ status: 'REJECTED', refundable: false });
    expect(cancelled.rejectTime).not.toBeNull();
    expect(await balance()).toBe(before);
    expect(ledgerSumOf('player01')).toBe(before);
    const { rows } = await ledgerRows({ codeTypes: 'REFUND', size: 1 });
    expect(rows[0]).toMatchObject({ amount: 700, reference: `WD-${made.id}` });
    expect((await refusal(callRoute(wallet.cancelWithdraw, { body: { withdrawId: made.id } }))).value).toMatchObject({ reason: 'IN_REVIEW' });
  });

  it('cannot be cancelled once in review; a rejection by the desk refunds it', async () => {
    await asPlayer();
    const before = await balance();
    const made = await withdrawOne();
    advance(16_000);
    const reviewing = (await callRoute(wallet.withdrawRecords, { query: { size: 1 } })).content[0]!;
    expect(reviewing.reviewTime).not.toBeNull();
    expect((await refusal(callRoute(wallet.cancelWithdraw, { body: { withdrawId: made.id } }))).value).toMatchObject({ reason: 'IN_REVIEW' });
    expect(await forceOrder('player01', 'withdrawal', made.id, 'reject')).toBe(true);
    expect(await balance()).toBe(before);
    expect(await forceOrder('player01', 'withdrawal', made.id, 'approve')).toBe(false);
  });

  it('QA may pay it and then let the confirmation window run out at once', async () => {
    await asPlayer();
    setScenario({ backOffice: 'paused' });
    const made = await withdrawOne();
    expect(await forceOrder('player01', 'withdrawal', made.id, 'approve')).toBe(true);
    expect(await forceOrder('player01', 'withdrawal', made.id, 'autoReceive')).toBe(true);
    const row = (await callRoute(wallet.withdrawRecords, { query: { size: 1 } })).content[0]!;
    expect(row).toMatchObject({ id: made.id, status: 'PAID', confirmation: 'RECEIVED', autoConfirmed: true, refundable: false });
  });
});

describe('payout accounts', () => {
  it('binds one only in the KYC name once verified, picks the default and unbinds', async () => {
    await asPlayer();
    const info = await withdrawSettings();
    expect(info.holderName).toBeTruthy();
    expect(info.bankCards.every((item) => item.accountName === info.holderName)).toBe(true);
    const wrong = await refusal(
      callRoute(wallet.addBankAccount, { body: { type: 'BANK', bankName: 'RCBC', accountName: 'Someone Else', accountNo: '1234567890' } }),
    );
    expect(wrong.value).toMatchObject({ reason: 'HOLDER_NAME_MISMATCH' });
    const added = await callRoute(wallet.addBankAccount, {
      body: { type: 'BANK', bankName: 'RCBC', accountName: ` ${info.holderName!.toUpperCase()} `, accountNo: '1234 5678 9012', isDefault: true },
    });
    expect(added[0]).toMatchObject({ bankName: 'RCBC', accountNo: '****9012', isDefault: true });
    expect(added.filter((item) => item.isDefault)).toHaveLength(1);
    const duplicate = await refusal(
      callRoute(wallet.addBankAccount, { body: { type: 'BANK', bankName: 'RCBC', accountName: info.holderName!, accountNo: '9999 5678 9012' } }),
    );
    expect(duplicate.value).toMatchObject({ reason: 'DUPLICATE_ACCOUNT' });
    const afterRemove = await callRoute(wallet.removeBankAccount, { body: { bankCardId: added[0]!.id } });
    expect(afterRemove).toHaveLength(2);
    expect(afterRemove.filter((item) => item.isDefault)).toHaveLength(1);
    const picked = await callRoute(wallet.setDefaultBankAccount, { body: { bankCardId: afterRemove[1]!.id } });
    expect(picked[0]).toMatchObject({ id: afterRemove[1]!.id, isDefault: true });
    // A withdrawal to an unbound account is refused.
    const gone = await refusal(withdraw(added[0]!, 100, rid()));
    expect(gone.status).toBe(400);
  });

  it('takes any holder name before verification, up to the maximum, and refuses a malformed number', async () => {
    await loginAs('kycpending01', 'Kyc@12345');
    const info = await withdrawSettings();
    expect(info.holderName).toBeNull();
    let count = info.bankCards.length;
    while (count < info.maxBankAccounts) {
      await callRoute(wallet.addBankAccount, { body: { type: 'EWALLET', bankName: 'GCash', accountName: 'Any Name', accountNo: `0917000000${count}` } });
      count += 1;
    }
    const full = await refusal(callRoute(wallet.addBankAccount, { body: { type: 'BANK', bankName: 'BPI', accountName: 'Any Name', accountNo: '5555666677' } }));
    expect(full.value).toMatchObject({ reason: 'TOO_MANY_ACCOUNTS' });
    expect((await refusal(callRoute(wallet.addBankAccount, { body: { type: 'BANK', bankName: 'BPI', accountName: 'A', accountNo: '12ab' } }))).status).toBe(400);
  });
});

describe('recent transfers', () => {
  it('lists the safe box moves newest first, each with the main balance after it', async () => {
    await asPlayer();
    await move('MAIN', 'SAFE_BOX', 120);
    const { content } = await callRoute(wallet.transfers, { query: { size: 5 } });
    expect(content[0]).toMatchObject({ fromAccountTypeId: 2, toAccountTypeId: 99, amount: 120, balanceAfter: await balance() });
    expect(content).toHaveLength(3);
  });
});

describe('trial accounts', () => {
  it('are refused every cashier route', async () => {
    const value = await callRoute(contract.session.freePlay, { body: { os: 'Linux', platform: 'W' } });
    useToken(value.token);
    const calls = [
      () => callRoute(wallet.transfers, { query: {} }),
      () => callRoute(wallet.depositOrder, { query: { depositId: 1 } }),
      () => callRoute(wallet.markDepositPaid, { body: { depositId: 1 } }),
      () => withdrawSettings(),
      () => callRoute(wallet.addBankAccount, { body: { type: 'BANK', bankName: 'BPI', accountName: 'Trial', accountNo: '12345678' } }),
      () => callRoute(wallet.setDefaultBankAccount, { body: { bankCardId: 1 } }),
      () => callRoute(wallet.removeBankAccount, { body: { bankCardId: 1 } }),
      () => callRoute(wallet.cancelWithdraw, { body: { withdrawId: 1 } }),
      () => callRoute(wallet.withdraw, withdrawArgs({ id: 1, type: 'BANK' }, 100, rid())),
      () => callRoute(wallet.transferToUpline, { body: { transferAmount: 100, password: PAY, requestId: rid() } }),
      () => callRoute(wallet.confirmWithdraw, { body: { withdrawId: 1, state: 'RECEIVED' } }),
      () => deposit(1, 100, rid()),
      () => callRoute(wallet.depositChannels),
    ];
    for (const call of calls) expect((await refusal(call())).errorCode).toBe('in_need_true_account');
  });
});
