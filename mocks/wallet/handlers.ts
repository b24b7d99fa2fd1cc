import { contract } from '../../contracts';
import { DEFAULT_CURRENCY_SYMBOL } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import type { z } from 'zod';
import { withdrawConfirmBodySchema, type UplineTransfer, type Withdrawal, type WalletTransfer } from '../../contracts/wallet';
import { requireMember, requireRealMember } from '../engine/auth';
import { isoNow, now } from '../engine/clock';
import { implement } from '../engine/implement';
import { exclusive, operationKey } from '../engine/lock';
import { ok, refuse } from '../engine/refusal';
import { members } from '../member/collections';
import { pointsAccountOf } from '../points/ledger';
import { bets, deposits, transfers, withdrawals } from '../records/collections';
import { checkPaymentPassword } from '../member/payment-password';
import {
  dayOf,
  floor2,
  inDateRange,
  newestFirst,
  nextIdOf,
  paginate,
  round2,
} from '../records/helpers';
import { checkUploadImage } from '../kyc/images';
import { bankAccountsOf } from './bank-accounts';
import { BANK_APPROVAL_MS, CRYPTO_APPROVAL_MS, DEPOSIT_CHANNELS, channelById, payToFor } from './channels';
import { once } from './idempotency';
import { balanceOf, openWallet, post } from './ledger';
import { ledger } from './collections';
import {
  BONUS_TURNOVER_MULTIPLE,
  DEPOSIT_TURNOVER_MULTIPLE,
  UPLINE_TRANSFER_MAX,
  UPLINE_TRANSFER_MIN,
  WITHDRAW_AUTO_RECEIVE_MINUTES,
  WITHDRAW_DAILY_AMOUNT,
  WITHDRAW_DAILY_COUNT,
  WITHDRAW_FEE_RATE,
  WITHDRAW_MAX,
  WITHDRAW_MIN,
  WITHDRAW_PAYOUT_DELAY_MS,
} from './limits';
import { safeBoxOf, settleOrders, settleOrdersHeld, toDepositOrder, toWithdrawal, walletsOf } from './orders';

/** Withdrawals of today (UTC day of the simulated clock) that were not rejected. */
function withdrawnToday(account: string) {
  const today = dayOf(isoNow());
  const rows = withdrawals.findMany((q) =>
    q.where({ account, status: (status) => status !== 'REJECTED', createTime: (time) => dayOf(time) === today }),
  );
  return { count: rows.length, amount: round2(rows.reduce((sum, row) => sum + row.amount, 0)) };
}

/** The advisory turnover since the last withdrawal: deposits x1 and bonuses x3 against valid bets. */
function turnoverOf(account: string) {
  const rows = ledger.findMany((q) => q.where({ account }));
  const lastWithdraw = rows
    .filter((row) => row.kind === 'WITHDRAW')
    .reduce((latest, row) => Math.max(latest, Date.parse(row.createTime)), 0);
  const since = (row: { createTime: string }) => Date.parse(row.createTime) > lastWithdraw;
  const required = rows
    .filter((row) => since(row) && row.reference !== 'OPENING')
    .reduce((sum, row) => {
      if (row.kind === 'DEPOSIT') return sum + row.amount * DEPOSIT_TURNOVER_MULTIPLE;
      if (row.kind === 'BONUS') return sum + row.amount * BONUS_TURNOVER_MULTIPLE;
      return sum;
    }, 0);
  const completed = bets
    .findMany((q) => q.where({ account, status: 'SETTLED' }))
    .filter((bet) => Date.parse(bet.betTime) > lastWithdraw)
    .reduce((sum, bet) => sum + bet.validBet, 0);
  const remaining = Math.max(0, round2(required - completed));
  return { required: round2(required), completed: round2(completed), remaining, met: remaining === 0 };
}

/** A member's confirmation of a paid withdrawal; the caller holds the member's operation key. */
async function confirmHeld(account: string, body: z.infer<typeof withdrawConfirmBodySchema>) {
  await settleOrdersHeld(account);
  const row = withdrawals.findFirst((q) => q.where({ id: body.id, account: account }));
  if (!row) throw refuse(ERROR_CODES.NOT_FOUND, 'No such withdrawal', 404);
  if (row.status !== 'PAID') throw refuse(ERROR_CODES.INVALID_STATE, 'Only a paid withdrawal can be confirmed');
  // SPEC §4: received / not received (proof) / partially received / all received.
  const allowed: Record<string, readonly string[]> = {
    none: ['RECEIVED', 'NOT_RECEIVED', 'PARTIALLY_RECEIVED'],
    NOT_RECEIVED: ['RECEIVED', 'PARTIALLY_RECEIVED', 'ALL_RECEIVED'],
    PARTIALLY_RECEIVED: ['ALL_RECEIVED', 'NOT_RECEIVED'],
    RECEIVED: [],
    ALL_RECEIVED: [],
  };
  if (!allowed[row.confirmation ?? 'none']?.includes(body.state)) {
    throw refuse(ERROR_CODES.INVALID_STATE, `A withdrawal ${row.confirmation ?? 'awaiting confirmation'} cannot become ${body.state}`);
  }
  if (body.state === 'PARTIALLY_RECEIVED' && (body.receivedAmount ?? 0) >= row.actualAmount) {
    throw refuse(ERROR_CODES.VALIDATION, 'body.receivedAmount: must be less than the withdrawn amount', 400);
  }
  if (body.proofImage) checkUploadImage(body.proofImage, 'proofImage');
  const final = body.state === 'RECEIVED' || body.state === 'ALL_RECEIVED';
  await withdrawals.update((q) => q.where({ id: row.id }), {
    data(draft) {
      draft.confirmation = body.state;
      draft.confirmTime = isoNow();
      draft.refundable = !final;
      if (body.state === 'PARTIALLY_RECEIVED') draft.receivedAmount = body.receivedAmount ?? null;
      if (body.state === 'ALL_RECEIVED' || body.state === 'RECEIVED') draft.receivedAmount = row.actualAmount;
      if (body.proofImage) {
        draft.proofImage = body.proofImage;
        draft.hasProof = true;
      }
      if (body.remark) draft.remark = body.remark;
    },
  });
  return ok(toWithdrawal(withdrawals.findFirst((q) => q.where({ id: row.id }))!));
}

export const walletImpl = implement(contract.wallet, {
  getBalance: async (_input, ctx) => {
    const member = requireMember(ctx);
    await settleOrders(member.account);
    return ok({
      balance: balanceOf(member.account),
      currencySymbol: member.currencySymbol || DEFAULT_CURRENCY_SYMBOL,
      isSingle: true,
      points: pointsAccountOf(member.account)?.points,
      wallets: walletsOf(member.account),
    });
  },

  transfer: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const account = member.account;
    const value = await once(account, body.requestId, ctx.key, async (): Promise<WalletTransfer> => {
      if (body.from === 'SAFE_BOX' && safeBoxOf(account) < body.amount) {
        throw refuse(ERROR_CODES.INSUFFICIENT_BALANCE, 'The safe box does not hold that much');
      }
      const id = nextIdOf(transfers);
      const createTime = isoNow();
      // The ledger refuses a MAIN debit below zero.
      if (body.from === 'MAIN') await post(account, 'TRANSFER_OUT', -body.amount, `SAFEBOX-${id}`, 'To safe box', createTime);
      else await post(account, 'TRANSFER_IN', body.amount, `SAFEBOX-${id}`, 'From safe box', createTime);
      await transfers.create({
        id, account, kind: 'SAFE_BOX', from: body.from, to: body.to, amount: body.amount, counterparty: 'SAFE_BOX',
        remark: '', balanceAfter: balanceOf(account), createTime,
      });
      return { transferId: id, from: body.from, to: body.to, amount: body.amount, balance: balanceOf(account), wallets: walletsOf(account), createTime };
    });
    return ok(value);
  },

  depositChannels: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    return ok({ list: [...DEPOSIT_CHANNELS], currencySymbol: member.currencySymbol || DEFAULT_CURRENCY_SYMBOL });
  },

  deposit: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const account = member.account;
    const value = await once(account, body.requestId, ctx.key, async () => {
      const channel = channelById(body.channelId);
      if (!channel) throw refuse(ERROR_CODES.NOT_FOUND, 'No such deposit channel', 404);
      if (!channel.enabled) throw refuse(ERROR_CODES.INVALID_STATE, `${channel.name} is temporarily unavailable`);
      if (body.amount < channel.minAmount || body.amount > channel.maxAmount) {
        throw refuse(ERROR_CODES.VALIDATION, `body.amount: must be between ${channel.minAmount} and ${channel.maxAmount}`, 400);
      }
      const id = nextIdOf(deposits);
      const createTime = isoNow();
      const orderNo = `D${createTime.slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`;
      const fee = round2(body.amount * channel.feeRate);
      const instant = channel.approval === 'INSTANT';
      const delay = channel.type === 'CRYPTO' ? CRYPTO_APPROVAL_MS : BANK_APPROVAL_MS;
      await deposits.create({
        id, orderNo, account, requestId: body.requestId, channelId: channel.id, channelName: channel.name,
        channelType: channel.type, amount: body.amount, fee, creditedAmount: round2(body.amount - fee),
        status: instant ? 'APPROVED' : 'PENDING', payTo: payToFor(channel, orderNo),
        remark: body.payerReference ? `Payer reference ${body.payerReference}` : '',
        createTime, updateTime: createTime, approveAt: instant ? null : new Date(now() + delay).toISOString(),
      });
      if (instant) await post(account, 'DEPOSIT', round2(body.amount - fee), `DEP-${id}`, `Deposit via ${channel.name}`, createTime);
      const record = deposits.findFirst((q) => q.where({ id }));
      return toDepositOrder(record!);
    });
    return ok(value);
  },

  depositRecords: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    await settleOrders(member.account);
    const inRange = inDateRange(query);
    const rows = deposits
      .findMany((q) => q.where({ account: member.account }))
      .filter((row) => inRange(row.createTime) && (!query.status || row.status === query.status))
      .sort(newestFirst((row) => row.createTime))
      .map(toDepositOrder);
    return ok(paginate(rows, query.pageNo, query.pageSize));
  },

  withdrawInfo: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    await settleOrders(member.account);
    const balance = balanceOf(member.account);
    const today = withdrawnToday(member.account);
    const dailyLeft = Math.max(0, WITHDRAW_DAILY_AMOUNT - today.amount);
    const available = today.count >= WITHDRAW_DAILY_COUNT ? 0 : floor2(Math.min(balance, WITHDRAW_MAX, dailyLeft));
    return ok({
      balance,
      available,
      currencySymbol: member.currencySymbol || DEFAULT_CURRENCY_SYMBOL,
      minAmount: WITHDRAW_MIN,
      maxAmount: WITHDRAW_MAX,
      dailyCountLimit: WITHDRAW_DAILY_COUNT,
      dailyAmountLimit: WITHDRAW_DAILY_AMOUNT,
      usedCountToday: today.count,
      usedAmountToday: today.amount,
      feeRate: WITHDRAW_FEE_RATE,
      turnover: turnoverOf(member.account),
      bankAccounts: bankAccountsOf(member),
      hasPaymentPassword: member.paymentPasswordHash !== null,
      autoReceiveMinutes: WITHDRAW_AUTO_RECEIVE_MINUTES,
    });
  },

  withdraw: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    await checkPaymentPassword(member, body.paymentPassword);
    const account = member.account;
    const value = await once(account, body.requestId, ctx.key, async (): Promise<Withdrawal> => {
      const bankAccount = bankAccountsOf(member).find((item) => item.id === body.bankAccountId);
      if (!bankAccount) throw refuse(ERROR_CODES.NOT_FOUND, 'No such bank account', 404);
      if (body.amount < WITHDRAW_MIN || body.amount > WITHDRAW_MAX) {
        throw refuse(ERROR_CODES.VALIDATION, `body.amount: must be between ${WITHDRAW_MIN} and ${WITHDRAW_MAX}`, 400);
      }
      const today = withdrawnToday(account);
      if (today.count >= WITHDRAW_DAILY_COUNT || today.amount + body.amount > WITHDRAW_DAILY_AMOUNT) {
        throw refuse(ERROR_CODES.INVALID_STATE, 'The daily withdrawal limit is reached');
      }
      const id = nextIdOf(withdrawals);
      const createTime = isoNow();
      // Debit first: the ledger refuses a withdrawal over the balance.
      await post(account, 'WITHDRAW', -body.amount, `WD-${id}`, `Withdraw to ${bankAccount.bankName} ${bankAccount.accountNo}`, createTime);
      const fee = round2(body.amount * WITHDRAW_FEE_RATE);
      await withdrawals.create({
        id,
        orderNo: `W${createTime.slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`,
        account, requestId: body.requestId, amount: body.amount, fee, actualAmount: round2(body.amount - fee), bankAccount,
        status: 'PENDING', confirmation: null, autoConfirmed: false, receivedAmount: null, hasProof: false, refundable: true,
        remark: '', createTime, paidTime: null, confirmDeadline: null, confirmTime: null,
        payoutAt: new Date(now() + WITHDRAW_PAYOUT_DELAY_MS).toISOString(), proofImage: null,
      });
      return toWithdrawal(withdrawals.findFirst((q) => q.where({ id }))!);
    });
    return ok(value);
  },

  withdrawRecords: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    await settleOrders(member.account);
    const inRange = inDateRange(query);
    const rows = withdrawals
      .findMany((q) => q.where({ account: member.account }))
      .filter((row) => inRange(row.createTime) && (!query.status || row.status === query.status))
      .sort(newestFirst((row) => row.createTime))
      .map(toWithdrawal);
    return ok(paginate(rows, query.pageNo, query.pageSize));
  },

  // One section per member: two confirmations of one withdrawal must not both pass the state check.
  confirmWithdraw: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    return exclusive([operationKey(member.account)], () => confirmHeld(member.account, body));
  },

  uplineTransferInfo: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    const upline = member.upline ? members.findFirst((q) => q.where({ account: member.upline ?? '' })) : undefined;
    const recent = transfers
      .findMany((q) => q.where({ account: member.account, kind: 'UPLINE' }))
      .sort(newestFirst((row) => row.createTime))
      .slice(0, 10)
      .map((row) => ({ id: row.id, amount: row.amount, upline: row.counterparty, remark: row.remark, balance: row.balanceAfter, createTime: row.createTime }));
    return ok({
      upline: upline?.account ?? null,
      uplineNickname: upline?.nickname ?? null,
      balance: balanceOf(member.account),
      minAmount: UPLINE_TRANSFER_MIN,
      maxAmount: UPLINE_TRANSFER_MAX,
      hasPaymentPassword: member.paymentPasswordHash !== null,
      recent,
    });
  },

  transferToUpline: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const upline = member.upline ? members.findFirst((q) => q.where({ account: member.upline ?? '' })) : undefined;
    if (!upline) throw refuse(ERROR_CODES.INVALID_STATE, 'You have no upline to transfer to', 200, { reason: 'NO_UPLINE' });
    await checkPaymentPassword(member, body.paymentPassword);
    const account = member.account;
    const value = await once(account, body.requestId, ctx.key, async (): Promise<UplineTransfer> => {
      if (body.amount < UPLINE_TRANSFER_MIN || body.amount > UPLINE_TRANSFER_MAX) {
        throw refuse(ERROR_CODES.VALIDATION, `body.amount: must be between ${UPLINE_TRANSFER_MIN} and ${UPLINE_TRANSFER_MAX}`, 400);
      }
      const id = nextIdOf(transfers);
      const createTime = isoNow();
      const remark = body.remark ?? '';
      if (balanceOf(account) < body.amount) throw refuse(ERROR_CODES.INSUFFICIENT_BALANCE);
      await openWallet(upline.account);
      await post(account, 'TRANSFER_OUT', -body.amount, `UPLINE-${id}`, `To upline ${upline.account}`, createTime);
      await post(upline.account, 'TRANSFER_IN', body.amount, `UPLINE-${id}`, `From downline ${account}`, createTime);
      const balance = balanceOf(account);
      await transfers.create({
        id, account, kind: 'UPLINE', from: 'MAIN', to: 'MAIN', amount: body.amount, counterparty: upline.account,
        remark, balanceAfter: balance, createTime,
      });
      return { id, amount: body.amount, upline: upline.account, remark, balance, createTime };
    });
    return ok(value);
  },
});
