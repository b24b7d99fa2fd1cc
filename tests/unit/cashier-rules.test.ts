import { describe, expect, it } from 'vitest';
import type { DepositOrder, Withdrawal } from '../../contracts/wallet';
import { nextConfirmations, proofProblem, PROOF_MAX_BYTES } from '../../src/features/cashier/rules/confirmation';
import { depositSplit, formatClock, paymentPayload, payToText, timeLeft } from '../../src/features/cashier/rules/deposit';
import { depositTimeline, withdrawTimeline } from '../../src/features/cashier/rules/timeline';
import { payoutAfterFee, turnoverPercent, withdrawProblem } from '../../src/features/cashier/rules/withdraw';

const FIGURES = { balance: 8_058.88, available: 7_038.88, minAmount: 100, maxAmount: 50_000, dailyCountLimit: 5, usedCountToday: 0 };

describe('withdrawProblem', () => {
  it('names each refusal in the order a member should hear it', () => {
    expect(withdrawProblem(null, FIGURES)).toBe('required');
    expect(withdrawProblem(99.99, FIGURES)).toBe('min');
    expect(withdrawProblem(9_000, FIGURES)).toBe('overBalance');
    expect(withdrawProblem(7_038.89, FIGURES)).toBe('overWithdrawable');
    expect(withdrawProblem(7_038.88, FIGURES)).toBeNull();
    expect(withdrawProblem(60_000, { ...FIGURES, balance: 90_000, available: 50_000 })).toBe('max');
    expect(withdrawProblem(500, { ...FIGURES, usedCountToday: 5 })).toBe('dailyCount');
  });

  it('turnover percent and payout after fee', () => {
    expect(turnoverPercent({ required: 0, completed: 10 })).toBe(100);
    expect(turnoverPercent({ required: 1_970, completed: 950 })).toBe(48);
    expect(turnoverPercent({ required: 100, completed: 500 })).toBe(100);
    expect(payoutAfterFee(1_000, 0.015)).toBe(985);
  });
});

describe('deposit rules', () => {
  it('splits the fee as the server does, counts down and copies every detail', () => {
    expect(depositSplit(2_000, 0.015)).toEqual({ fee: 30, credited: 1_970 });
    const now = Date.parse('2026-11-01T12:00:00Z');
    expect(timeLeft('2026-11-01T12:29:59.500Z', now)).toMatchObject({ minutes: 30, seconds: 0, over: false });
    expect(timeLeft('2026-11-01T11:00:00Z', now)).toMatchObject({ totalSeconds: 0, over: true });
    expect(formatClock({ minutes: 4, seconds: 9 })).toBe('04:09');
    expect(payToText([{ label: 'Bank', value: 'BDO' }, { label: 'Address', value: null }, { label: 'Amount', value: '500.00' }])).toBe('Bank: BDO\nAmount: 500.00');
  });
});

const order = (patch: Partial<DepositOrder>): DepositOrder => ({
  id: 1, orderNo: 'D1', channelId: 3, channelName: 'BDO', channelType: 'BANK', approval: 'MANUAL', amount: 500, fee: 0, creditedAmount: 500,
  status: 'PENDING', payTo: { method: 'BANK', bankName: 'BDO', accountName: 'X', accountNo: '1', qrCodeUrl: null, address: null, network: null },
  remark: '', createTime: 't0', updateTime: 't0', expireTime: 't9', paidTime: null, reviewTime: null, ...patch,
});
const states = (steps: Array<{ key: string; state: string }>) => steps.map((step) => `${step.key}:${step.state}`);

describe('order timelines', () => {
  it('a deposit walks created, paid, reviewing, credited; or ends rejected or expired', () => {
    expect(states(depositTimeline(order({})))).toEqual(['created:done', 'paid:current', 'reviewing:todo', 'credited:todo']);
    expect(states(depositTimeline(order({ paidTime: 't1', reviewTime: 't2' })))).toEqual(['created:done', 'paid:done', 'reviewing:current', 'credited:todo']);
    expect(states(depositTimeline(order({ status: 'APPROVED', paidTime: 't1', reviewTime: 't2' })))).toEqual(['created:done', 'paid:done', 'reviewing:done', 'credited:done']);
    expect(states(depositTimeline(order({ status: 'REJECTED', paidTime: 't1', reviewTime: 't2' }))).at(-1)).toBe('rejected:failed');
    expect(states(depositTimeline(order({ status: 'EXPIRED' })))).toEqual(['created:done', 'paid:todo', 'expired:failed']);
  });

  const withdrawal = (patch: Partial<Withdrawal>): Withdrawal => ({
    id: 1, orderNo: 'W1', amount: 500, fee: 0, actualAmount: 500,
    bankAccount: { id: 1, type: 'BANK', bankName: 'BDO', accountName: 'X', accountNo: '****1', isDefault: true },
    status: 'PENDING', confirmation: null, autoConfirmed: false, receivedAmount: null, hasProof: false, refundable: true, remark: '',
    createTime: 't0', reviewTime: null, rejectTime: null, paidTime: null, confirmDeadline: null, confirmTime: null, ...patch,
  });

  it('a withdrawal walks submitted, reviewing, paid, received; or is rejected', () => {
    expect(states(withdrawTimeline(withdrawal({})))).toEqual(['submitted:done', 'reviewing:current', 'paid:todo', 'confirmed:todo']);
    expect(states(withdrawTimeline(withdrawal({ status: 'PAID', reviewTime: 't1', paidTime: 't2' })))).toEqual(['submitted:done', 'reviewing:done', 'paid:done', 'confirmed:current']);
    expect(states(withdrawTimeline(withdrawal({ status: 'PAID', reviewTime: 't1', paidTime: 't2', confirmation: 'RECEIVED' }))).at(-1)).toBe('confirmed:done');
    expect(states(withdrawTimeline(withdrawal({ status: 'REJECTED', rejectTime: 't3' }))).at(-1)).toBe('rejected:failed');
  });

  it('SPEC §4 confirmations follow the server moves; proofs are jpg or png up to 5 MB', () => {
    expect(nextConfirmations({ status: 'PENDING', confirmation: null })).toEqual([]);
    expect(nextConfirmations({ status: 'PAID', confirmation: null })).toEqual(['RECEIVED', 'NOT_RECEIVED', 'PARTIALLY_RECEIVED']);
    expect(nextConfirmations({ status: 'PAID', confirmation: 'PARTIALLY_RECEIVED' })).toEqual(['ALL_RECEIVED', 'NOT_RECEIVED']);
    expect(nextConfirmations({ status: 'PAID', confirmation: 'RECEIVED' })).toEqual([]);
    expect(proofProblem({ type: 'image/png', size: PROOF_MAX_BYTES })).toBeNull();
    expect(proofProblem({ type: 'image/jpeg', size: PROOF_MAX_BYTES + 1 })).toBe('fileTooBig');
    expect(proofProblem({ type: 'application/pdf', size: 10 })).toBe('fileType');
  });
});

describe('paymentPayload', () => {
  it('carries the account or wallet address, the exact amount with 2 decimals and the order reference', () => {
    expect(paymentPayload({ channelName: 'GCash', amount: 500, orderNo: 'D1001', payTo: { accountNo: '09171234567', address: null } })).toBe('GCash|09171234567|500.00|D1001');
    expect(paymentPayload({ channelName: 'USDT', amount: 1234.5, orderNo: 'D1002', payTo: { accountNo: null, address: 'TXyz' } })).toBe('USDT|TXyz|1234.50|D1002');
  });
});
