import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();
afterEach(() => {
  vi.useRealTimers();
});

const wallet = contract.wallet;
const PAY = '246810';
let counter = 0;
const rid = () => `wallet-test-${(counter += 1)}-${Date.now()}`;

const asPlayer = () => loginAs('player01', 'Player@123');
async function asTrial(): Promise<void> {
  const value = await callRoute(contract.session.freePlay, { body: { os: 'Linux', platform: 'W' } });
  useToken(value.token);
}
const balance = async () => (await callRoute(wallet.getBalance)).balance;
/** Moves the simulated clock forward (only Date is faked: timers stay real). */
function advance(ms: number): void {
  const next = Date.now() + ms;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(next);
}
async function bankAccountId(): Promise<number> {
  return (await callRoute(wallet.withdrawInfo)).bankAccounts[0]!.id;
}

describe('wallet.getBalance', () => {
  it('answers the single wallet, the safe box and the points of the seeded history', async () => {
    await asPlayer();
    const value = await callRoute(wallet.getBalance);
    expect(value.isSingle).toBe(true);
    expect(value.currencySymbol).toBe('$');
    expect(value.wallets.map((item) => item.code)).toEqual(['MAIN', 'SAFE_BOX']);
    // 2,000 in on day 45, 500 back on day 20.
    expect(value.wallets[1]!.balance).toBe(1_500);
    expect(value.wallets[0]!.balance).toBe(value.balance);
    expect(value.points).toBe((await callRoute(contract.points.balance)).points);
    const { list } = await callRoute(contract.records.transactions, { query: { pageSize: 1 } });
    expect(list[0]!.balanceAfter).toBe(value.balance);
  });

  it('refuses without a session', async () => {
    const error = await refusal(callRoute(wallet.getBalance));
    expect(error.errorCode).toBe('login.not.session');
    expect(error.status).toBe(401);
  });
});

describe('wallet.transfer (main wallet <-> safe box)', () => {
  it('moves money to the safe box and back, once per requestId', async () => {
    await asPlayer();
    const before = await balance();
    const requestId = rid();
    const first = await callRoute(wallet.transfer, { body: { from: 'MAIN', to: 'SAFE_BOX', amount: 250.5, requestId } });
    expect(first.balance).toBe(Math.round((before - 250.5) * 100) / 100);
    expect(first.wallets.find((item) => item.code === 'SAFE_BOX')!.balance).toBe(1_750.5);
    const again = await callRoute(wallet.transfer, { body: { from: 'MAIN', to: 'SAFE_BOX', amount: 250.5, requestId } });
    expect(again).toEqual(first);
    expect(await balance()).toBe(first.balance);
    const back = await callRoute(wallet.transfer, { body: { from: 'SAFE_BOX', to: 'MAIN', amount: 1_750.5, requestId: rid() } });
    expect(back.balance).toBeCloseTo(before + 1_500, 2);
    expect(back.wallets[1]!.balance).toBe(0);
  });

  it('refuses more than the safe box or the main wallet holds, and a transfer to itself', async () => {
    await asPlayer();
    const over = await refusal(callRoute(wallet.transfer, { body: { from: 'SAFE_BOX', to: 'MAIN', amount: 1_500.01, requestId: rid() } }));
    expect(over.errorCode).toBe('balance_not_enough');
    const main = await balance();
    const tooMuch = await refusal(callRoute(wallet.transfer, { body: { from: 'MAIN', to: 'SAFE_BOX', amount: main + 1, requestId: rid() } }));
    expect(tooMuch.errorCode).toBe('balance_not_enough');
    expect(await balance()).toBe(main);
    const same = await refusal(callRoute(wallet.transfer, { body: { from: 'MAIN', to: 'MAIN', amount: 1, requestId: rid() } }));
    expect(same.errorCode).toBe('request_param_err');
    expect(same.status).toBe(400);
  });

  it('refuses a trial account', async () => {
    await asTrial();
    const error = await refusal(callRoute(wallet.transfer, { body: { from: 'MAIN', to: 'SAFE_BOX', amount: 1, requestId: rid() } }));
    expect(error.errorCode).toBe('in_need_true_account');
  });
});

describe('wallet.depositChannels', () => {
  it('lists bank, e-wallet and crypto channels with limits and fees', async () => {
    await asPlayer();
    const { list, currencySymbol } = await callRoute(wallet.depositChannels);
    expect(currencySymbol).toBe('$');
    expect(new Set(list.map((channel) => channel.type))).toEqual(new Set(['BANK', 'EWALLET', 'CRYPTO']));
    const gcash = list.find((channel) => channel.name === 'GCash')!;
    expect(gcash).toMatchObject({ minAmount: 100, maxAmount: 50_000, feeRate: 0.015, approval: 'INSTANT' });
    expect(list.find((channel) => channel.provider === 'Maya')).toBeDefined();
  });

  it('refuses a guest and a trial account', async () => {
    expect((await refusal(callRoute(wallet.depositChannels))).status).toBe(401);
    await asTrial();
    expect((await refusal(callRoute(wallet.depositChannels))).errorCode).toBe('in_need_true_account');
  });
});

describe('wallet.deposit', () => {
  it('credits an instant e-wallet deposit at once, less the fee, and only once per requestId', async () => {
    await asPlayer();
    const before = await balance();
    const requestId = rid();
    const order = await callRoute(wallet.deposit, { body: { channelId: 1, amount: 1_000, requestId } });
    expect(order).toMatchObject({ status: 'APPROVED', amount: 1_000, fee: 15, creditedAmount: 985, channelType: 'EWALLET' });
    expect(order.payTo.qrCodeUrl).toMatch(/^\/mock-assets\//);
    expect(await balance()).toBe(Math.round((before + 985) * 100) / 100);
    expect(await callRoute(wallet.deposit, { body: { channelId: 1, amount: 1_000, requestId } })).toEqual(order);
    expect(await balance()).toBe(Math.round((before + 985) * 100) / 100);
    const { list } = await callRoute(contract.records.transactions, { query: { kind: 'DEPOSIT', pageSize: 1 } });
    expect(list[0]).toMatchObject({ amount: 985, reference: `DEP-${order.id}` });
  });

  it('keeps a bank deposit PENDING until the back office approves it a minute after the member paid', async () => {
    await asPlayer();
    const before = await balance();
    const order = await callRoute(wallet.deposit, { body: { channelId: 3, amount: 5_000, requestId: rid(), payerReference: 'BDO-778812' } });
    expect(order.status).toBe('PENDING');
    expect(order.payTo).toMatchObject({ method: 'BANK', bankName: 'BDO Unibank' });
    expect(await balance()).toBe(before);
    advance(61_000);
    // Nobody said it was paid: nothing to review yet.
    expect(await balance()).toBe(before);
    await callRoute(wallet.markDepositPaid, { body: { id: order.id } });
    advance(61_000);
    expect(await balance()).toBeCloseTo(before + 5_000, 2);
    const { list } = await callRoute(wallet.depositRecords, { query: { pageSize: 1 } });
    expect(list[0]).toMatchObject({ id: order.id, status: 'APPROVED' });
  });

  it('refuses amounts outside the channel limits, a disabled or unknown channel, and a trial account', async () => {
    await asPlayer();
    const low = await refusal(callRoute(wallet.deposit, { body: { channelId: 3, amount: 499, requestId: rid() } }));
    expect(low.errorCode).toBe('request_param_err');
    expect(low.message).toContain('500');
    expect((await refusal(callRoute(wallet.deposit, { body: { channelId: 1, amount: 50_000.01, requestId: rid() } }))).errorCode).toBe('request_param_err');
    expect((await refusal(callRoute(wallet.deposit, { body: { channelId: 6, amount: 500, requestId: rid() } }))).errorCode).toBe('state_invalid');
    expect((await refusal(callRoute(wallet.deposit, { body: { channelId: 99, amount: 500, requestId: rid() } }))).errorCode).toBe('record_not_found');
    expect((await refusal(callRoute(wallet.deposit, { body: { channelId: 1, amount: -5, requestId: rid() } }))).status).toBe(400);
    await asTrial();
    expect((await refusal(callRoute(wallet.deposit, { body: { channelId: 1, amount: 500, requestId: rid() } }))).errorCode).toBe('in_need_true_account');
  });
});

describe('wallet.depositRecords', () => {
  it('lists the seeded orders newest first, filtered by status and date', async () => {
    await asPlayer();
    const all = await callRoute(wallet.depositRecords, { query: { pageSize: 100 } });
    expect(all.totalCount).toBeGreaterThan(10);
    expect(new Set(all.list.map((row) => row.status))).toEqual(new Set(['APPROVED', 'REJECTED', 'PENDING']));
    const times = all.list.map((row) => Date.parse(row.createTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const rejected = await callRoute(wallet.depositRecords, { query: { status: 'REJECTED' } });
    expect(rejected.list).toHaveLength(1);
    expect(rejected.list[0]!.remark).toContain('not received');
    const october = await callRoute(wallet.depositRecords, { query: { startDate: '2026-10-15', endDate: '2026-10-20', pageSize: 100 } });
    expect(october.list.every((row) => row.createTime >= '2026-10-15' && row.createTime < '2026-10-21')).toBe(true);
    const paged = await callRoute(wallet.depositRecords, { query: { pageNo: 2, pageSize: 5 } });
    expect(paged.list[0]!.id).toBe(all.list[5]!.id);
    expect(paged.totalPages).toBe(Math.ceil(all.totalCount / 5));
  });

  it('refuses a malformed date', async () => {
    await asPlayer();
    expect((await refusal(callRoute(wallet.depositRecords, { query: { startDate: '01/10/2026' } }))).errorCode).toBe('request_param_err');
  });
});

describe('wallet.withdrawInfo', () => {
  it('gives bank accounts, limits, the advisory turnover and what can be withdrawn', async () => {
    await asPlayer();
    const info = await callRoute(wallet.withdrawInfo);
    expect(info.bankAccounts).toHaveLength(2);
    expect(info.bankAccounts.filter((account) => account.isDefault)).toHaveLength(1);
    expect(info.bankAccounts[0]!.accountNo).toMatch(/^\*{4}\d{4}$/);
    expect(info).toMatchObject({ minAmount: 100, maxAmount: 50_000, dailyCountLimit: 5, usedCountToday: 0, hasPaymentPassword: true, autoReceiveMinutes: 30 });
    expect(info.available).toBe(Math.min(info.balance, 50_000));
    expect(info.turnover.remaining).toBe(Math.max(0, Math.round((info.turnover.required - info.turnover.completed) * 100) / 100));
  });

  it('refuses a guest', async () => {
    expect((await refusal(callRoute(wallet.withdrawInfo))).errorCode).toBe('login.not.session');
  });
});

describe('wallet.withdraw', () => {
  it('debits at once, answers a PENDING withdrawal and spends once per requestId', async () => {
    await asPlayer();
    const before = await balance();
    const body = { amount: 1_234.5, bankAccountId: await bankAccountId(), paymentPassword: PAY, requestId: rid() };
    const first = await callRoute(wallet.withdraw, { body });
    expect(first).toMatchObject({ status: 'PENDING', amount: 1_234.5, actualAmount: 1_234.5, confirmation: null, refundable: true });
    expect(await callRoute(wallet.withdraw, { body })).toEqual(first);
    expect(await balance()).toBe(Math.round((before - 1_234.5) * 100) / 100);
    const info = await callRoute(wallet.withdrawInfo);
    expect(info.usedCountToday).toBe(1);
    expect(info.usedAmountToday).toBe(1_234.5);
  });

  it('refuses a wrong payment password without spending', async () => {
    await asPlayer();
    const before = await balance();
    const error = await refusal(callRoute(wallet.withdraw, { body: { amount: 500, bankAccountId: await bankAccountId(), paymentPassword: '000000', requestId: rid() } }));
    expect(error.errorCode).toBe('invalid.payment.pw');
    expect(await balance()).toBe(before);
  });

  it('refuses more than the balance', async () => {
    await asPlayer();
    const main = await balance();
    // Park almost everything in the safe box first.
    await callRoute(wallet.transfer, { body: { from: 'MAIN', to: 'SAFE_BOX', amount: Math.floor(main) - 300, requestId: rid() } });
    const left = await balance();
    const error = await refusal(callRoute(wallet.withdraw, { body: { amount: 1_000, bankAccountId: await bankAccountId(), paymentPassword: PAY, requestId: rid() } }));
    expect(error.errorCode).toBe('balance_not_enough');
    expect(await balance()).toBe(left);
  });

  it('refuses amounts outside the limits, an unknown account and the sixth withdrawal of a day', async () => {
    await asPlayer();
    const id = await bankAccountId();
    expect((await refusal(callRoute(wallet.withdraw, { body: { amount: 99, bankAccountId: id, paymentPassword: PAY, requestId: rid() } }))).errorCode).toBe('request_param_err');
    expect((await refusal(callRoute(wallet.withdraw, { body: { amount: 100, bankAccountId: 1, paymentPassword: PAY, requestId: rid() } }))).errorCode).toBe('record_not_found');
    for (let n = 0; n < 5; n += 1) await callRoute(wallet.withdraw, { body: { amount: 100, bankAccountId: id, paymentPassword: PAY, requestId: rid() } });
    const sixth = await refusal(callRoute(wallet.withdraw, { body: { amount: 100, bankAccountId: id, paymentPassword: PAY, requestId: rid() } }));
    expect(sixth.errorCode).toBe('state_invalid');
    expect((await callRoute(wallet.withdrawInfo)).available).toBe(0);
  });

  it('refuses a trial account and a member without a payment password', async () => {
    await asTrial();
    expect((await refusal(callRoute(wallet.withdraw, { body: { amount: 100, bankAccountId: 1, paymentPassword: PAY, requestId: rid() } }))).errorCode).toBe('in_need_true_account');
    await loginAs('agent_div_dl01', 'Member@123');
    const error = await refusal(callRoute(wallet.withdraw, { body: { amount: 100, bankAccountId: await bankAccountId(), paymentPassword: PAY, requestId: rid() } }));
    expect(error.errorCode).toBe('state_invalid');
    expect(error.value).toEqual({ reason: 'NO_PAYMENT_PASSWORD' });
  });
});

describe('wallet.withdrawRecords', () => {
  it('shows every confirmation state of SPEC §4 in the seeded history', async () => {
    await asPlayer();
    const { list } = await callRoute(wallet.withdrawRecords, { query: { pageSize: 50 } });
    const states = list.map((row) => `${row.status}:${row.confirmation}`);
    expect(states).toEqual(
      expect.arrayContaining(['PENDING:null', 'PAID:NOT_RECEIVED', 'PAID:PARTIALLY_RECEIVED', 'REJECTED:null', 'PAID:ALL_RECEIVED', 'PAID:RECEIVED']),
    );
    expect(list.find((row) => row.autoConfirmed)).toMatchObject({ confirmation: 'RECEIVED', refundable: false });
    expect(list.find((row) => row.confirmation === 'NOT_RECEIVED')).toMatchObject({ hasProof: true, refundable: true });
    expect((await callRoute(wallet.withdrawRecords, { query: { status: 'REJECTED' } })).list).toHaveLength(1);
  });

  it('pays a new withdrawal after a minute, then counts it as received after 30 unconfirmed minutes', async () => {
    await asPlayer();
    const made = await callRoute(wallet.withdraw, { body: { amount: 300, bankAccountId: await bankAccountId(), paymentPassword: PAY, requestId: rid() } });
    advance(61_000);
    let row = (await callRoute(wallet.withdrawRecords, { query: { pageSize: 1 } })).list[0]!;
    expect(row).toMatchObject({ id: made.id, status: 'PAID', confirmation: null });
    expect(Date.parse(row.confirmDeadline!) - Date.parse(row.paidTime!)).toBe(30 * 60_000);
    advance(30 * 60_000 + 1_000);
    // Half an hour idle also ends the session (README: sessions): sign in again to look.
    await asPlayer();
    row = (await callRoute(wallet.withdrawRecords, { query: { pageSize: 1 } })).list[0]!;
    expect(row).toMatchObject({ confirmation: 'RECEIVED', autoConfirmed: true, refundable: false });
  });

  it('refuses an unknown status filter', async () => {
    await asPlayer();
    expect((await refusal(callRoute(wallet.withdrawRecords, { query: { status: 'LOST' as never } }))).status).toBe(400);
  });
});

describe('wallet.confirmWithdraw', () => {
  async function paidWithdrawal(): Promise<number> {
    const made = await callRoute(wallet.withdraw, { body: { amount: 400, bankAccountId: await bankAccountId(), paymentPassword: PAY, requestId: rid() } });
    advance(61_000);
    return made.id;
  }
  const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

  it('records partially received, then all received, and then refuses any change', async () => {
    await asPlayer();
    const id = await paidWithdrawal();
    const partial = await callRoute(wallet.confirmWithdraw, { body: { id, state: 'PARTIALLY_RECEIVED', receivedAmount: 150 } });
    expect(partial).toMatchObject({ confirmation: 'PARTIALLY_RECEIVED', receivedAmount: 150, refundable: true });
    const all = await callRoute(wallet.confirmWithdraw, { body: { id, state: 'ALL_RECEIVED' } });
    expect(all).toMatchObject({ confirmation: 'ALL_RECEIVED', receivedAmount: 400, refundable: false });
    const error = await refusal(callRoute(wallet.confirmWithdraw, { body: { id, state: 'RECEIVED' } }));
    expect(error.errorCode).toBe('state_invalid');
  });

  it('takes a proof image with NOT_RECEIVED, which stops the auto receipt', async () => {
    await asPlayer();
    const id = await paidWithdrawal();
    const missing = await refusal(callRoute(wallet.confirmWithdraw, { body: { id, state: 'NOT_RECEIVED' } }));
    expect(missing.errorCode).toBe('request_param_err');
    expect(missing.message).toContain('proofImage');
    const gif = await refusal(callRoute(wallet.confirmWithdraw, { body: { id, state: 'NOT_RECEIVED', proofImage: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' } }));
    expect(gif.errorCode).toBe('activity_apply_remark_limit2');
    const big = `data:image/png;base64,${'A'.repeat(7_000_000)}`;
    expect((await refusal(callRoute(wallet.confirmWithdraw, { body: { id, state: 'NOT_RECEIVED', proofImage: big } }))).errorCode).toBe('activity_apply_remark_limit3');
    const reported = await callRoute(wallet.confirmWithdraw, { body: { id, state: 'NOT_RECEIVED', proofImage: PNG, remark: 'Nothing in my BDO account' } });
    expect(reported).toMatchObject({ confirmation: 'NOT_RECEIVED', hasProof: true, refundable: true, remark: 'Nothing in my BDO account' });
    advance(60 * 60_000);
    await asPlayer();
    expect((await callRoute(wallet.withdrawRecords, { query: { pageSize: 1 } })).list[0]).toMatchObject({ id, confirmation: 'NOT_RECEIVED', autoConfirmed: false });
    expect((await callRoute(wallet.confirmWithdraw, { body: { id, state: 'RECEIVED' } })).confirmation).toBe('RECEIVED');
  });

  it('refuses a withdrawal still under review, one auto-received, and another member’s', async () => {
    await asPlayer();
    const { list } = await callRoute(wallet.withdrawRecords, { query: { pageSize: 50 } });
    const pending = list.find((row) => row.status === 'PENDING')!;
    expect((await refusal(callRoute(wallet.confirmWithdraw, { body: { id: pending.id, state: 'RECEIVED' } }))).errorCode).toBe('state_invalid');
    const auto = list.find((row) => row.autoConfirmed)!;
    expect((await refusal(callRoute(wallet.confirmWithdraw, { body: { id: auto.id, state: 'NOT_RECEIVED', proofImage: PNG } }))).errorCode).toBe('state_invalid');
    await loginAs('agent_div_dl01', 'Member@123');
    expect((await refusal(callRoute(wallet.confirmWithdraw, { body: { id: pending.id, state: 'RECEIVED' } }))).errorCode).toBe('record_not_found');
  });

  it('refuses a partial receipt without an amount, or of the whole amount', async () => {
    await asPlayer();
    const id = await paidWithdrawal();
    expect((await refusal(callRoute(wallet.confirmWithdraw, { body: { id, state: 'PARTIALLY_RECEIVED' } }))).status).toBe(400);
    expect((await refusal(callRoute(wallet.confirmWithdraw, { body: { id, state: 'PARTIALLY_RECEIVED', receivedAmount: 400 } }))).errorCode).toBe('request_param_err');
  });
});

describe('wallet.uplineTransferInfo', () => {
  it('names the upline and lists recent transfers', async () => {
    await asPlayer();
    const info = await callRoute(wallet.uplineTransferInfo);
    expect(info).toMatchObject({ upline: 'agent_div', uplineNickname: 'Dividend Boss', hasPaymentPassword: true, minAmount: 1 });
    expect(info.recent[0]).toMatchObject({ amount: 200, upline: 'agent_div', remark: 'Thanks for the tips' });
  });

  it('answers a null upline for a member without one, and refuses a guest', async () => {
    expect((await refusal(callRoute(wallet.uplineTransferInfo))).status).toBe(401);
    await loginAs('expired01', 'Expired@123');
    expect((await callRoute(wallet.uplineTransferInfo)).upline).toBeNull();
  });
});

describe('wallet.transferToUpline', () => {
  it('moves money to the upline once per requestId', async () => {
    await loginAs('agent_div', 'Agent@123');
    const uplineBefore = await balance();
    await asPlayer();
    const before = await balance();
    const body = { amount: 150, paymentPassword: PAY, requestId: rid(), remark: 'Weekly share' };
    const first = await callRoute(wallet.transferToUpline, { body });
    expect(first).toMatchObject({ amount: 150, upline: 'agent_div', remark: 'Weekly share' });
    expect(first.balance).toBeCloseTo(before - 150, 2);
    expect(await callRoute(wallet.transferToUpline, { body })).toEqual(first);
    expect(await balance()).toBeCloseTo(before - 150, 2);
    const { list } = await callRoute(contract.records.transactions, { query: { kind: 'TRANSFER_OUT', pageSize: 1 } });
    expect(list[0]).toMatchObject({ amount: -150, reference: `UPLINE-${first.id}` });
    await loginAs('agent_div', 'Agent@123');
    expect(await balance()).toBeCloseTo(uplineBefore + 150, 2);
  });

  it('refuses a wrong payment password, more than the balance, and a member without an upline', async () => {
    await asPlayer();
    const before = await balance();
    expect((await refusal(callRoute(wallet.transferToUpline, { body: { amount: 10, paymentPassword: '123456', requestId: rid() } }))).errorCode).toBe('invalid.payment.pw');
    expect((await refusal(callRoute(wallet.transferToUpline, { body: { amount: 99_000, paymentPassword: PAY, requestId: rid() } }))).errorCode).toBe('balance_not_enough');
    expect(await balance()).toBe(before);
    await loginAs('expired01', 'Expired@123');
    const none = await refusal(callRoute(wallet.transferToUpline, { body: { amount: 10, paymentPassword: PAY, requestId: rid() } }));
    expect(none.errorCode).toBe('state_invalid');
    expect(none.value).toEqual({ reason: 'NO_UPLINE' });
  });

  it('refuses a trial account and a remark over 140 characters', async () => {
    await asPlayer();
    expect((await refusal(callRoute(wallet.transferToUpline, { body: { amount: 10, paymentPassword: PAY, requestId: rid(), remark: 'x'.repeat(141) } }))).status).toBe(400);
    await asTrial();
    expect((await refusal(callRoute(wallet.transferToUpline, { body: { amount: 10, paymentPassword: PAY, requestId: rid() } }))).errorCode).toBe('in_need_true_account');
  });
});
