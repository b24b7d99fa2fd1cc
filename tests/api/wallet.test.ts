import { afterEach, describe, expect, it, vi } from 'vitest';
import { WALLET_ACCOUNT_TYPE_IDS } from '../../contracts/shared/constants';
import { callRoute, contract } from '../../src/lib/api';
import { asTrial, loginAs, useSimulatedBackend } from '../support/backend';
import { deposit, depositCall, firstCard, ledgerRows, mainBalance, move, moveArgs, PAY, pockets, withdraw, withdrawSettings } from '../support/money';
import { refusal } from '../support/refusal';

useSimulatedBackend();
afterEach(() => {
  vi.useRealTimers();
});

const wallet = contract.wallet;
let counter = 0;
const rid = () => `wallet-test-${(counter += 1)}-${Date.now()}`;

const asPlayer = () => loginAs('player01', 'Player@123');
const balance = mainBalance;
/** Moves the simulated clock forward (only Date is faked: timers stay real). */
function advance(ms: number): void {
  const next = Date.now() + ms;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(next);
}

describe('wallet.getBalance (W1)', () => {
  it('answers the main wallet (account type 2) and the safe box, their sum and the currency of the seeded history', async () => {
    await asPlayer();
    const value = await callRoute(wallet.getBalance);
    expect(value).toMatchObject({ currency: 'USD', currencySymbol: '$' });
    expect(value.balance!.map((item) => Number(item.accountTypeId))).toEqual([WALLET_ACCOUNT_TYPE_IDS.MAIN, WALLET_ACCOUNT_TYPE_IDS.SAFE_BOX]);
    const { MAIN, SAFE_BOX } = await pockets();
    // 2,000 in on day 45, 500 back on day 20.
    expect(SAFE_BOX).toBe(1_500);
    expect(Number(value.sumBalance)).toBeCloseTo(MAIN + SAFE_BOX, 2);
    const { rows } = await ledgerRows({ size: 1 });
    expect(rows[0]!.balanceAfter).toBe(MAIN);
  });

  it('refuses without a session', async () => {
    const error = await refusal(callRoute(wallet.getBalance));
    expect(error.errorCode).toBe('login.not.session');
    expect(error.status).toBe(401);
  });
});

describe('wallet.merchantWallet (W2)', () => {
  it('says the merchant runs a single wallet', async () => {
    await asPlayer();
    expect(await callRoute(wallet.merchantWallet)).toEqual({ isSingle: true });
  });
});

describe('wallet.transfer (W3: main wallet <-> safe box)', () => {
  it('moves money to the safe box and back; each call is a transfer of its own (W3 carries no request id)', async () => {
    await asPlayer();
    const before = await pockets();
    await move('MAIN', 'SAFE_BOX', 250.5);
    expect(await pockets()).toEqual({ MAIN: Math.round((before.MAIN - 250.5) * 100) / 100, SAFE_BOX: 1_750.5 });
    await move('MAIN', 'SAFE_BOX', 250.5);
    expect((await pockets()).SAFE_BOX).toBe(2_001);
    await move('SAFE_BOX', 'MAIN', 2_001);
    const after = await pockets();
    expect(after.SAFE_BOX).toBe(0);
    expect(after.MAIN).toBeCloseTo(before.MAIN + 1_500, 2);
    const history = await callRoute(wallet.transfers, { query: { page: 1, size: 3 } });
    expect(history.content[0]).toMatchObject({ fromAccountTypeId: WALLET_ACCOUNT_TYPE_IDS.SAFE_BOX, toAccountTypeId: WALLET_ACCOUNT_TYPE_IDS.MAIN, amount: 2_001 });
  });

  it('refuses more than the safe box or the main wallet holds, an unknown account, and a transfer to itself', async () => {
    await asPlayer();
    const over = await refusal(move('SAFE_BOX', 'MAIN', 1_500.01));
    expect(over.errorCode).toBe('balance_not_enough');
    const main = await balance();
    const tooMuch = await refusal(move('MAIN', 'SAFE_BOX', main + 1));
    expect(tooMuch.errorCode).toBe('balance_not_enough');
    expect(await balance()).toBe(main);
    const same = await refusal(move('MAIN', 'MAIN', 1));
    expect(same.errorCode).toBe('request_param_err');
    expect(same.status).toBe(400);
    const vendor = await refusal(callRoute(wallet.transfer, { body: { ...moveArgs('MAIN', 'SAFE_BOX', 1).body, toAccountTypeId: 7 } }));
    expect(vendor.errorCode).toBe('request_param_err');
  });

  it('refuses a trial account', async () => {
    await asTrial();
    const error = await refusal(move('MAIN', 'SAFE_BOX', 1));
    expect(error.errorCode).toBe('in_need_true_account');
  });
});

describe('wallet.depositChannels (MCSFE_getDepositSettings)', () => {
  it('allows deposits, counts the successful ones, and lists bank, e-wallet and crypto channels with the relays they are paid through', async () => {
    await asPlayer();
    const settings = await callRoute(wallet.depositChannels);
    expect(settings.allowDeposit).toBe('Y');
    expect(settings.totalDepositSuccessCount).toBeGreaterThan(5);
    expect(settings.currencySymbol).toBe('$');
    const channels = settings.channels!;
    expect(new Set(channels.map((channel) => channel.bankType))).toEqual(new Set(['BANK', 'EWALLET', 'CRYPTO']));
    const gcash = channels.find((channel) => channel.name === 'GCash')!;
    expect(gcash).toMatchObject({ vendorId: 1, bankCode: 'GCASH', depositMethod: 'QR_IMAGE', minAmount: 100, maxAmount: 50_000, feeRate: 0.015, approval: 'INSTANT' });
    expect(channels.find((channel) => channel.provider === 'USDT')).toMatchObject({ depositMethod: 'VIRTUAL_WALLET' });
    expect(channels.find((channel) => channel.provider === 'BDO Unibank')).toMatchObject({ depositMethod: 'MANUAL_TRANSFER' });
  });

  it('refuses a guest and a trial account', async () => {
    expect((await refusal(callRoute(wallet.depositChannels))).status).toBe(401);
    await asTrial();
    expect((await refusal(callRoute(wallet.depositChannels))).errorCode).toBe('in_need_true_account');
  });
});

describe('the deposit relays (MCSFE_depositByQRImageUrl, MCSFE_depositVirtualWallet, MCSFE_manualTransferByAccountName)', () => {
  it('credits an instant QR deposit at once, less the fee, and only once per requestId', async () => {
    await asPlayer();
    const before = await balance();
    const requestId = rid();
    const order = await deposit(1, 1_000, requestId);
    expect(order).toMatchObject({ status: 'APPROVED', amount: 1_000, fee: 15, creditedAmount: 985, channelType: 'EWALLET' });
    expect(order.payTo.qrCodeUrl).toMatch(/^\/mock-assets\//);
    expect(await balance()).toBe(Math.round((before + 985) * 100) / 100);
    expect(await deposit(1, 1_000, requestId)).toEqual(order);
    expect(await balance()).toBe(Math.round((before + 985) * 100) / 100);
    const { rows } = await ledgerRows({ codeTypes: 'DEPOSIT', size: 1 });
    expect(rows[0]).toMatchObject({ amount: 985, reference: `DEP-${order.id}` });
  });

  it('keeps a bank deposit PENDING until the back office approves it a minute after the member paid (the reminder)', async () => {
    await asPlayer();
    const before = await balance();
    const order = await deposit(3, 5_000, rid());
    expect(order.status).toBe('PENDING');
    expect(order.payTo).toMatchObject({ method: 'BANK', bankName: 'BDO Unibank' });
    expect(await balance()).toBe(before);
    advance(61_000);
    // Nobody said it was paid: nothing to review yet.
    expect(await balance()).toBe(before);
    await callRoute(wallet.markDepositPaid, { body: { depositId: order.id, payerReference: 'BDO-778812' } });
    advance(61_000);
    expect(await balance()).toBeCloseTo(before + 5_000, 2);
    const { content } = await callRoute(wallet.depositRecords, { query: { size: 1 } });
    expect(content[0]).toMatchObject({ id: order.id, status: 'APPROVED', remark: 'Payer reference BDO-778812' });
  });

  it('refuses a channel sent to another relay, codes that are not the channel\'s, another member as target and an unknown promotion', async () => {
    await asPlayer();
    const qr = depositCall(1, 500, rid());
    expect((await refusal(callRoute(wallet.manualTransfer, { body: qr.body }))).errorCode).toBe('request_param_err');
    expect((await refusal(callRoute(qr.route, { body: { ...qr.body, bankCode: 'MAYA' } }))).errorCode).toBe('request_param_err');
    expect((await refusal(callRoute(qr.route, { body: { ...qr.body, targetUsername: 'agent_div' } }))).errorCode).toBe('request_param_err');
    expect((await refusal(callRoute(qr.route, { body: { ...qr.body, promotionId: 5 } }))).errorCode).toBe('record_not_found');
  });

  it('refuses amounts outside the channel limits, a disabled or unknown channel, and a trial account', async () => {
    await asPlayer();
    const low = await refusal(deposit(3, 499, rid()));
    expect(low.errorCode).toBe('request_param_err');
    expect(low.message).toContain('500');
    expect((await refusal(deposit(1, 50_000.01, rid()))).errorCode).toBe('request_param_err');
    expect((await refusal(deposit(6, 500, rid()))).errorCode).toBe('state_invalid');
    const unknown = depositCall(1, 500, rid());
    expect((await refusal(callRoute(unknown.route, { body: { ...unknown.body, vendorId: 99 } }))).errorCode).toBe('record_not_found');
    expect((await refusal(deposit(1, -5, rid()))).status).toBe(400);
    await asTrial();
    expect((await refusal(deposit(1, 500, rid()))).errorCode).toBe('in_need_true_account');
  });
});

describe('wallet.depositRecords', () => {
  it('lists the seeded orders newest first, filtered by status and date', async () => {
    await asPlayer();
    const all = await callRoute(wallet.depositRecords, { query: { size: 100 } });
    expect(all.totalElements).toBeGreaterThan(10);
    expect(new Set(all.content.map((row) => row.status))).toEqual(new Set(['APPROVED', 'REJECTED', 'PENDING']));
    const times = all.content.map((row) => Date.parse(row.createTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const rejected = await callRoute(wallet.depositRecords, { query: { status: 'REJECTED' } });
    expect(rejected.content).toHaveLength(1);
    expect(rejected.content[0]!.remark).toContain('not received');
    const october = await callRoute(wallet.depositRecords, { query: { startTime: '2026-10-15', endTime: '2026-10-20', size: 100 } });
    expect(october.content.every((row) => row.createTime >= '2026-10-15' && row.createTime < '2026-10-21')).toBe(true);
    const paged = await callRoute(wallet.depositRecords, { query: { page: 2, size: 5 } });
    expect(paged.content[0]!.id).toBe(all.content[5]!.id);
    expect(paged.pageNum).toBe(2);
    expect(paged.totalPages).toBe(Math.ceil(all.totalElements! / 5));
  });

  it('refuses a malformed date', async () => {
    await asPlayer();
    expect((await refusal(callRoute(wallet.depositRecords, { query: { startTime: '01/10/2026' } }))).errorCode).toBe('request_param_err');
  });
});

describe('wallet.withdrawInfo (MCSFE_getWithdrawSettings)', () => {
  it('gives bank cards, the group\'s limits, the advisory turnover and what can be withdrawn', async () => {
    await asPlayer();
    const info = await withdrawSettings();
    expect(info.bankCards).toHaveLength(2);
    expect(info.bankCards.filter((account) => account.isDefault)).toHaveLength(1);
    expect(info.bankCards[0]!.accountNo).toMatch(/^\*{4}\d{4}$/);
    // WIRE.md §7.3: groupId=0 answers minimumAmount 100, maximumAmount 50000.
    expect(info).toMatchObject({ minimumAmount: 100, maximumAmount: 50_000, dailyCountLimit: 5, usedCountToday: 0, hasPaymentPassword: true, autoReceiveMinutes: 30 });
    expect(info.available).toBe(Math.min(info.balance, 50_000));
    expect(info.turnover.remaining).toBe(Math.max(0, Math.round((info.turnover.required - info.turnover.completed) * 100) / 100));
  });

  it('refuses a guest and a payout group it does not run', async () => {
    expect((await refusal(withdrawSettings())).errorCode).toBe('login.not.session');
    await asPlayer();
    expect((await refusal(callRoute(wallet.withdrawInfo, { query: { groupId: 3 } }))).errorCode).toBe('request_param_err');
  });
});

describe('wallet.withdraw (passwordCheck/MCSFE_withdraw)', () => {
  it('debits at once, answers a PENDING withdrawal and spends once per requestId', async () => {
    await asPlayer();
    const before = await balance();
    const card = await firstCard();
    const requestId = rid();
    const first = await withdraw(card, 1_234.5, requestId);
    expect(first).toMatchObject({ status: 'PENDING', amount: 1_234.5, actualAmount: 1_234.5, confirmation: null, refundable: true });
    expect(await withdraw(card, 1_234.5, requestId)).toEqual(first);
    expect(await balance()).toBe(Math.round((before - 1_234.5) * 100) / 100);
    const info = await withdrawSettings();
    expect(info.usedCountToday).toBe(1);
    expect(info.usedAmountToday).toBe(1_234.5);
  });

  it('refuses a wrong payment password (invalid.payment.pw) without spending', async () => {
    await asPlayer();
    const before = await balance();
    const error = await refusal(withdraw(await firstCard(), 500, rid(), '000000'));
    expect(error.errorCode).toBe('invalid.payment.pw');
    expect(await balance()).toBe(before);
  });

  it('refuses more than the balance', async () => {
    await asPlayer();
    const main = await balance();
    // Park almost everything in the safe box first.
    await move('MAIN', 'SAFE_BOX', Math.floor(main) - 300);
    const left = await balance();
    const error = await refusal(withdraw(await firstCard(), 1_000, rid()));
    expect(error.errorCode).toBe('balance_not_enough');
    expect(await balance()).toBe(left);
  });

  it('refuses what the unmet turnover holds back with the platform\'s code and figures', async () => {
    await asPlayer();
    // A fresh deposit owes its own amount in valid bets.
    await deposit(1, 20_000, rid());
    // Keep 21,000 in the main wallet: most of it is held back until the deposit is played through.
    await move('MAIN', 'SAFE_BOX', Math.round(((await balance()) - 21_000) * 100) / 100);
    const info = await withdrawSettings();
    const free = Math.round((info.balance - info.lockedByTurnover) * 100) / 100;
    expect(free).toBeLessThan(10_000);
    const before = await balance();
    const error = await refusal(withdraw(await firstCard(), Math.floor(free) + 1_000, rid()));
    expect(error.errorCode).toBe('withdraw_turnover_not_enough');
    expect(error.value).toEqual({ data: { requiredTurnover: info.turnover.required, actualTurnover: info.turnover.completed } });
    expect(await balance()).toBe(before);
  });

  it('refuses amounts outside the limits, an unknown card, a type that is not the card\'s, and the sixth withdrawal of a day', async () => {
    await asPlayer();
    const card = await firstCard();
    expect((await refusal(withdraw(card, 99, rid()))).errorCode).toBe('request_param_err');
    expect((await refusal(withdraw({ ...card, id: 1 }, 100, rid()))).errorCode).toBe('record_not_found');
    expect((await refusal(withdraw({ ...card, type: card.type === 'BANK' ? 'EWALLET' : 'BANK' }, 100, rid()))).errorCode).toBe('request_param_err');
    for (let n = 0; n < 5; n += 1) await withdraw(card, 100, rid());
    const sixth = await refusal(withdraw(card, 100, rid()));
    expect(sixth.errorCode).toBe('state_invalid');
    expect((await withdrawSettings()).available).toBe(0);
  });

  it('refuses virtual money silently-coded (withdraw_not_supported) and a group it does not run', async () => {
    await asPlayer();
    const card = await firstCard();
    const before = await balance();
    const vm = await refusal(callRoute(wallet.withdraw, { body: { amount: 100, bankCardId: card.id, password: PAY, currentWithdrawType: 'VM', virtualAmount: 2, requestId: rid() } }));
    expect(vm.errorCode).toBe('withdraw_not_supported');
    const group = await refusal(callRoute(wallet.withdraw, { body: { amount: 100, bankCardId: card.id, password: PAY, groupId: 4, currentWithdrawType: 'BC', requestId: rid() } }));
    expect(group.errorCode).toBe('request_param_err');
    expect(await balance()).toBe(before);
  });

  it('refuses a trial account, and a member without a payment password with not.exists.payment.password', async () => {
    await asTrial();
    expect((await refusal(withdraw({ id: 1, type: 'BANK' }, 100, rid()))).errorCode).toBe('in_need_true_account');
    await loginAs('agent_div_dl01', 'Member@123');
    const error = await refusal(withdraw(await firstCard(), 100, rid()));
    expect(error.errorCode).toBe('not.exists.payment.password');
  });
});

describe('wallet.withdrawRecords', () => {
  it('shows every confirmation state of SPEC §4 in the seeded history', async () => {
    await asPlayer();
    const { content: list } = await callRoute(wallet.withdrawRecords, { query: { size: 50 } });
    const states = list.map((row) => `${row.status}:${row.confirmation}`);
    expect(states).toEqual(
      expect.arrayContaining(['PENDING:null', 'PAID:NOT_RECEIVED', 'PAID:PARTIALLY_RECEIVED', 'REJECTED:null', 'PAID:ALL_RECEIVED', 'PAID:RECEIVED']),
    );
    expect(list.find((row) => row.autoConfirmed)).toMatchObject({ confirmation: 'RECEIVED', refundable: false });
    expect(list.find((row) => row.confirmation === 'NOT_RECEIVED')).toMatchObject({ hasProof: true, refundable: true });
    expect((await callRoute(wallet.withdrawRecords, { query: { status: 'REJECTED' } })).content).toHaveLength(1);
  });

  it('pays a new withdrawal after a minute, then counts it as received after 30 unconfirmed minutes', async () => {
    await asPlayer();
    const made = await withdraw(await firstCard(), 300, rid());
    advance(61_000);
    let row = (await callRoute(wallet.withdrawRecords, { query: { size: 1 } })).content[0]!;
    expect(row).toMatchObject({ id: made.id, status: 'PAID', confirmation: null });
    expect(Date.parse(row.confirmDeadline!) - Date.parse(row.paidTime!)).toBe(30 * 60_000);
    advance(30 * 60_000 + 1_000);
    // Half an hour idle also ends the session (README: sessions): sign in again to look.
    await asPlayer();
    row = (await callRoute(wallet.withdrawRecords, { query: { size: 1 } })).content[0]!;
    expect(row).toMatchObject({ confirmation: 'RECEIVED', autoConfirmed: true, refundable: false });
  });

  it('refuses an unknown status filter', async () => {
    await asPlayer();
    expect((await refusal(callRoute(wallet.withdrawRecords, { query: { status: 'LOST' as never } }))).status).toBe(400);
  });
});

describe('wallet.confirmWithdraw (N11 MCSFE_processC2CTransaction)', () => {
  async function paidWithdrawal(): Promise<number> {
    const made = await withdraw(await firstCard(), 400, rid());
    advance(61_000);
    return made.id;
  }
  const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

  it('records partially received, then all received, and then refuses any change', async () => {
    await asPlayer();
    const id = await paidWithdrawal();
    const partial = await callRoute(wallet.confirmWithdraw, { body: { withdrawId: id, state: 'PARTIALLY_RECEIVED', receivedAmount: 150 } });
    expect(partial).toMatchObject({ confirmation: 'PARTIALLY_RECEIVED', receivedAmount: 150, refundable: true });
    const all = await callRoute(wallet.confirmWithdraw, { body: { withdrawId: id, state: 'ALL_RECEIVED' } });
    expect(all).toMatchObject({ confirmation: 'ALL_RECEIVED', receivedAmount: 400, refundable: false });
    const error = await refusal(callRoute(wallet.confirmWithdraw, { body: { withdrawId: id, state: 'RECEIVED' } }));
    expect(error.errorCode).toBe('state_invalid');
  });

  it('takes a proof image with NOT_RECEIVED, which stops the auto receipt', async () => {
    await asPlayer();
    const id = await paidWithdrawal();
    const missing = await refusal(callRoute(wallet.confirmWithdraw, { body: { withdrawId: id, state: 'NOT_RECEIVED' } }));
    expect(missing.errorCode).toBe('request_param_err');
    expect(missing.message).toContain('proofImage');
    const gif = await refusal(callRoute(wallet.confirmWithdraw, { body: { withdrawId: id, state: 'NOT_RECEIVED', proofImage: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' } }));
    expect(gif.errorCode).toBe('activity_apply_remark_limit2');
    const big = `data:image/png;base64,${'A'.repeat(7_000_000)}`;
    expect((await refusal(callRoute(wallet.confirmWithdraw, { body: { withdrawId: id, state: 'NOT_RECEIVED', proofImage: big } }))).errorCode).toBe('activity_apply_remark_limit3');
    const reported = await callRoute(wallet.confirmWithdraw, { body: { withdrawId: id, state: 'NOT_RECEIVED', proofImage: PNG, remark: 'Nothing in my BDO account' } });
    expect(reported).toMatchObject({ confirmation: 'NOT_RECEIVED', hasProof: true, refundable: true, remark: 'Nothing in my BDO account' });
    advance(60 * 60_000);
    await asPlayer();
    expect((await callRoute(wallet.withdrawRecords, { query: { size: 1 } })).content[0]).toMatchObject({ id, confirmation: 'NOT_RECEIVED', autoConfirmed: false });
    expect((await callRoute(wallet.confirmWithdraw, { body: { withdrawId: id, state: 'RECEIVED' } })).confirmation).toBe('RECEIVED');
  });

  it('refuses a withdrawal still under review, one auto-received, and another member’s', async () => {
    await asPlayer();
    const { content: list } = await callRoute(wallet.withdrawRecords, { query: { size: 50 } });
    const pending = list.find((row) => row.status === 'PENDING')!;
    expect((await refusal(callRoute(wallet.confirmWithdraw, { body: { withdrawId: pending.id, state: 'RECEIVED' } }))).errorCode).toBe('state_invalid');
    const auto = list.find((row) => row.autoConfirmed)!;
    expect((await refusal(callRoute(wallet.confirmWithdraw, { body: { withdrawId: auto.id, state: 'NOT_RECEIVED', proofImage: PNG } }))).errorCode).toBe('state_invalid');
    await loginAs('agent_div_dl01', 'Member@123');
    expect((await refusal(callRoute(wallet.confirmWithdraw, { body: { withdrawId: pending.id, state: 'RECEIVED' } }))).errorCode).toBe('record_not_found');
  });

  it('refuses a partial receipt without an amount, or of the whole amount', async () => {
    await asPlayer();
    const id = await paidWithdrawal();
    expect((await refusal(callRoute(wallet.confirmWithdraw, { body: { withdrawId: id, state: 'PARTIALLY_RECEIVED' } }))).status).toBe(400);
    expect((await refusal(callRoute(wallet.confirmWithdraw, { body: { withdrawId: id, state: 'PARTIALLY_RECEIVED', receivedAmount: 400 } }))).errorCode).toBe('request_param_err');
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
    const body = { transferAmount: 150, password: PAY, requestId: rid(), remark: 'Weekly share' };
    const first = await callRoute(wallet.transferToUpline, { body });
    expect(first).toMatchObject({ amount: 150, upline: 'agent_div', remark: 'Weekly share' });
    expect(first.balance).toBeCloseTo(before - 150, 2);
    expect(await callRoute(wallet.transferToUpline, { body })).toEqual(first);
    expect(await balance()).toBeCloseTo(before - 150, 2);
    const { rows } = await ledgerRows({ codeTypes: 'TRANSFER_OUT', size: 1 });
    expect(rows[0]).toMatchObject({ amount: -150, reference: `UPLINE-${first.id}` });
    await loginAs('agent_div', 'Agent@123');
    expect(await balance()).toBeCloseTo(uplineBefore + 150, 2);
  });

  it('refuses a wrong payment password, more than the balance, and a member without an upline', async () => {
    await asPlayer();
    const before = await balance();
    expect((await refusal(callRoute(wallet.transferToUpline, { body: { transferAmount: 10, password: '123456', requestId: rid() } }))).errorCode).toBe('invalid.payment.pw');
    expect((await refusal(callRoute(wallet.transferToUpline, { body: { transferAmount: 99_000, password: PAY, requestId: rid() } }))).errorCode).toBe('balance_not_enough');
    expect(await balance()).toBe(before);
    await loginAs('expired01', 'Expired@123');
    const none = await refusal(callRoute(wallet.transferToUpline, { body: { transferAmount: 10, password: PAY, requestId: rid() } }));
    expect(none.errorCode).toBe('state_invalid');
    expect(none.value).toEqual({ reason: 'NO_UPLINE' });
  });

  it('refuses a trial account and a remark over 140 characters', async () => {
    await asPlayer();
    expect((await refusal(callRoute(wallet.transferToUpline, { body: { transferAmount: 10, password: PAY, requestId: rid(), remark: 'x'.repeat(141) } }))).status).toBe(400);
    await asTrial();
    expect((await refusal(callRoute(wallet.transferToUpline, { body: { transferAmount: 10, password: PAY, requestId: rid() } }))).errorCode).toBe('in_need_true_account');
  });
});
