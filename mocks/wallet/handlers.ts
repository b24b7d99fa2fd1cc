import { contract } from '../../contracts';
import { DEFAULT_CURRENCY_SYMBOL } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { DEPOSIT_ORDER_TTL_MINUTES, type UplineTransfer, type Withdrawal, type WalletTransfer } from '../../contracts/wallet';
import { requireMember, requireRealMember } from '../engine/auth';
import { isoNow } from '../engine/clock';
import { implement } from '../engine/implement';
import { exclusive, operationKey } from '../engine/lock';
import { ok, refuse } from '../engine/refusal';
import { members } from '../member/collections';
import { pointsAccountOf } from '../points/ledger';
import { deposits, transfers, withdrawals } from '../records/collections';
import { checkPaymentPassword } from '../member/payment-password';
import { inDateRange, newestFirst, nextIdOf, paginate, round2 } from '../records/helpers';
import { DEPOSIT_CHANNELS, channelById, payToFor } from './channels';
import { once } from './idempotency';
import { balanceOf, openWallet, post } from './ledger';
import {
  MAX_BANK_ACCOUNTS,
  UPLINE_TRANSFER_MAX,
  UPLINE_TRANSFER_MIN,
  WITHDRAW_AUTO_RECEIVE_MINUTES,
  WITHDRAW_DAILY_AMOUNT,
  WITHDRAW_DAILY_COUNT,
  WITHDRAW_FEE_RATE,
  WITHDRAW_MAX,
  WITHDRAW_MIN,
} from './limits';
import { decideWithdrawal, safeBoxOf, settleOrders, settleOrdersHeld, toDepositOrder, toWithdrawal, walletsOf } from './orders';
import { PAYOUT_PROVIDERS } from './bank-accounts';
import { addPayoutAccount, kycHolderName, payoutAccountsOf, removePayoutAccount, setDefaultPayoutAccount } from './payout-accounts';
import { confirmHeld, withdrawLimitsOf, withdrawnToday } from './withdraw-rules';
import { assertNotExcluded, assertUnderLimits } from '../responsibleGaming/guard';

const ORDER_TTL_MS = DEPOSIT_ORDER_TTL_MINUTES * 60_000;
const orderNoOf = (prefix: string, createTime: string, id: number) => `${prefix}${createTime.slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`;

/** One of the member's deposit orders, moved along the back office's clock first. */
async function depositOrderOf(account: string, id: number) {
  await settleOrdersHeld(account);
  const row = deposits.findFirst((q) => q.where({ id, account }));
  if (!row) throw refuse(ERROR_CODES.NOT_FOUND, 'No such deposit order', 404);
  return row;
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

  transfers: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const rows = transfers
      .findMany((q) => q.where({ account: member.account, kind: 'SAFE_BOX' }))
      .sort(newestFirst((row) => row.createTime))
      .map(({ id, from, to, amount, balanceAfter, createTime }) => ({ id, from, to, amount, balanceAfter, createTime }));
    return ok(paginate(rows, query.pageNo, query.pageSize));
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
      // Responsible gaming, inside the member's section: 20 deposits sent at once each see the ones before.
      assertNotExcluded(account, 'depositing');
      assertUnderLimits(account, 'DEPOSIT', body.amount);
      // One open order per channel: a second would leave the member two pay-to slips for one payment.
      await settleOrdersHeld(account);
      const open = deposits.findFirst((q) => q.where({ account, channelId: channel.id, status: 'PENDING' }));
      if (open) {
        throw refuse(ERROR_CODES.INVALID_STATE, `An order on ${channel.name} is still open`, 200, { reason: 'PENDING_ORDER', orderId: open.id });
      }
      const id = nextIdOf(deposits);
      const createTime = isoNow();
      const orderNo = orderNoOf('D', createTime, id);
      const fee = round2(body.amount * channel.feeRate);
      const instant = channel.approval === 'INSTANT';
      await deposits.create({
        id, orderNo, account, requestId: body.requestId, channelId: channel.id, channelName: channel.name,
        channelType: channel.type, approval: channel.approval, amount: body.amount, fee, creditedAmount: round2(body.amount - fee),
        status: instant ? 'APPROVED' : 'PENDING', payTo: payToFor(channel, orderNo),
        remark: body.payerReference ? `Payer reference ${body.payerReference}` : '',
        // From the same instant as createTime: a second reading of the clock made the window 1 ms longer at times.
        createTime, updateTime: createTime, expireTime: new Date(Date.parse(createTime) + ORDER_TTL_MS).toISOString(),
        paidTime: instant ? createTime : null, reviewTime: instant ? createTime : null, held: false,
      });
      if (instant) await post(account, 'DEPOSIT', round2(body.amount - fee), `DEP-${id}`, `Deposit via ${channel.name}`, createTime);
      return toDepositOrder(deposits.findFirst((q) => q.where({ id }))!);
    });
    return ok(value);
  },

  depositOrder: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    return exclusive([operationKey(member.account)], async () => ok(toDepositOrder(await depositOrderOf(member.account, query.id))));
  },

  markDepositPaid: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    return exclusive([operationKey(member.account)], async () => {
      const row = await depositOrderOf(member.account, body.id);
      // Saying it twice is harmless: the first time started the review.
      if (row.status === 'PENDING' && row.paidTime) return ok(toDepositOrder(row));
      if (row.status !== 'PENDING') throw refuse(ERROR_CODES.INVALID_STATE, `This order is ${row.status.toLowerCase()}`, 200, { reason: row.status });
      const paidTime = isoNow();
      await deposits.update((q) => q.where({ id: row.id }), {
        data(draft) {
          draft.paidTime = paidTime;
          draft.updateTime = paidTime;
          if (body.payerReference) draft.remark = `Payer reference ${body.payerReference}`;
        },
      });
      return ok(toDepositOrder(deposits.findFirst((q) => q.where({ id: row.id }))!));
    });
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
    return exclusive([operationKey(member.account)], async () => {
      await settleOrdersHeld(member.account);
      const limits = withdrawLimitsOf(member.account);
      return ok({
        balance: limits.balance,
        available: limits.available,
        currencySymbol: member.currencySymbol || DEFAULT_CURRENCY_SYMBOL,
        minAmount: WITHDRAW_MIN,
        maxAmount: WITHDRAW_MAX,
        dailyCountLimit: WITHDRAW_DAILY_COUNT,
        dailyAmountLimit: WITHDRAW_DAILY_AMOUNT,
        usedCountToday: limits.today.count,
        usedAmountToday: limits.today.amount,
        feeRate: WITHDRAW_FEE_RATE,
        turnover: limits.turnover,
        bankAccounts: await payoutAccountsOf(member),
        hasPaymentPassword: member.paymentPasswordHash !== null,
        autoReceiveMinutes: WITHDRAW_AUTO_RECEIVE_MINUTES,
        lockedByTurnover: limits.lockedByTurnover,
        holderName: kycHolderName(member.account),
        payoutProviders: [...PAYOUT_PROVIDERS],
        maxBankAccounts: MAX_BANK_ACCOUNTS,
      });
    });
  },

  addBankAccount: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    return exclusive([operationKey(member.account)], async () => ok(await addPayoutAccount(member, body)));
  },

  setDefaultBankAccount: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    return exclusive([operationKey(member.account)], async () => ok(await setDefaultPayoutAccount(member, body.id)));
  },

  removeBankAccount: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    return exclusive([operationKey(member.account)], async () => ok(await removePayoutAccount(member, body.id)));
  },

  withdraw: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    await checkPaymentPassword(member, body.paymentPassword);
    const account = member.account;
    const value = await once(account, body.requestId, ctx.key, async (): Promise<Withdrawal> => {
      const bankAccount = (await payoutAccountsOf(member)).find((item) => item.id === body.bankAccountId);
      if (!bankAccount) throw refuse(ERROR_CODES.NOT_FOUND, 'No such bank account', 404);
      if (body.amount < WITHDRAW_MIN || body.amount > WITHDRAW_MAX) {
        throw refuse(ERROR_CODES.VALIDATION, `body.amount: must be between ${WITHDRAW_MIN} and ${WITHDRAW_MAX}`, 400);
      }
      await settleOrdersHeld(account);
      const today = withdrawnToday(account);
      if (today.count >= WITHDRAW_DAILY_COUNT || today.amount + body.amount > WITHDRAW_DAILY_AMOUNT) {
        throw refuse(ERROR_CODES.INVALID_STATE, 'The daily withdrawal limit is reached', 200, { reason: 'DAILY_LIMIT' });
      }
      const limits = withdrawLimitsOf(account);
      if (body.amount > limits.balance) throw refuse(ERROR_CODES.INSUFFICIENT_BALANCE);
      if (body.amount > limits.available) {
        throw refuse(ERROR_CODES.INVALID_STATE, `At most ${limits.available} can be withdrawn now`, 200, {
          reason: 'OVER_WITHDRAWABLE', available: limits.available,
        });
      }
      const id = nextIdOf(withdrawals);
      const createTime = isoNow();
      // The ledger refuses a debit below zero whatever the checks above said.
      await post(account, 'WITHDRAW', -body.amount, `WD-${id}`, `Withdraw to ${bankAccount.bankName} ${bankAccount.accountNo}`, createTime);
      const fee = round2(body.amount * WITHDRAW_FEE_RATE);
      await withdrawals.create({
        id, orderNo: orderNoOf('W', createTime, id),
        account, requestId: body.requestId, amount: body.amount, fee, actualAmount: round2(body.amount - fee), bankAccount,
        status: 'PENDING', confirmation: null, autoConfirmed: false, receivedAmount: null, hasProof: false, refundable: true,
        remark: '', createTime, reviewTime: null, rejectTime: null, paidTime: null, confirmDeadline: null, confirmTime: null,
        held: false, proofImage: null,
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

  cancelWithdraw: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    return exclusive([operationKey(member.account)], async () => {
      await settleOrdersHeld(member.account);
      const row = withdrawals.findFirst((q) => q.where({ id: body.id, account: member.account }));
      if (!row) throw refuse(ERROR_CODES.NOT_FOUND, 'No such withdrawal', 404);
      if (row.status !== 'PENDING' || row.reviewTime) {
        throw refuse(ERROR_CODES.INVALID_STATE, 'The payment desk already took this withdrawal', 200, { reason: 'IN_REVIEW' });
      }
      await decideWithdrawal(row, 'REJECT', isoNow(), 'Cancelled by the member');
      return ok(toWithdrawal(withdrawals.findFirst((q) => q.where({ id: row.id }))!));
    });
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
