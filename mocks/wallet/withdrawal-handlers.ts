import { contract } from '../../contracts';
import { DEFAULT_CURRENCY_SYMBOL, WITHDRAW_GROUP_ID } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import type { Withdrawal } from '../../contracts/wallet';
import { requireRealMember } from '../engine/auth';
import { isoNow } from '../engine/clock';
import { inReportRange, newestFirst, nextIdOf, reportPageOf, round2 } from '../engine/helpers';
import type { RouterImpl } from '../engine/implement';
import { exclusive, operationKey } from '../engine/lock';
import { ok, refuse } from '../engine/refusal';
import { PAYOUT_PROVIDERS } from './bank-accounts';
import { withdrawals } from './collections';
import { once } from './idempotency';
import { post } from './ledger';
import {
  MAX_BANK_ACCOUNTS,
  WITHDRAW_AUTO_RECEIVE_MINUTES,
  WITHDRAW_DAILY_AMOUNT,
  WITHDRAW_DAILY_COUNT,
  WITHDRAW_FEE_RATE,
  WITHDRAW_MAX,
  WITHDRAW_MIN,
} from './limits';
import { decideWithdrawal, orderNoOf, settleOrders, settleOrdersHeld, toWithdrawal } from './orders';
import { checkMoneyPassword } from './payment-password';
import { addPayoutAccount, kycHolderName, payoutAccountsOf, removePayoutAccount, setDefaultPayoutAccount } from './payout-accounts';
import { confirmHeld, withdrawLimitsOf, withdrawnToday } from './withdraw-rules';

/** Withdrawals: what the member may withdraw, its payout accounts, the withdrawal itself and what follows it. */

/** The withdraw type of a payout account (WIRE.md §7.2 `currentWithdrawType`). */
const withdrawTypeOf = (type: 'BANK' | 'EWALLET') => (type === 'BANK' ? 'BC' : 'EW');

export const withdrawalRoutes = {
  withdrawInfo: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    if (query.groupId !== WITHDRAW_GROUP_ID) throw refuse(ERROR_CODES.VALIDATION, 'query.groupId: no such payout group', 400);
    return exclusive([operationKey(member.account)], async () => {
      await settleOrdersHeld(member.account);
      const limits = withdrawLimitsOf(member.account);
      return ok({
        minimumAmount: WITHDRAW_MIN,
        maximumAmount: WITHDRAW_MAX,
        balance: limits.balance,
        available: limits.available,
        currencySymbol: member.currencySymbol || DEFAULT_CURRENCY_SYMBOL,
        dailyCountLimit: WITHDRAW_DAILY_COUNT,
        dailyAmountLimit: WITHDRAW_DAILY_AMOUNT,
        usedCountToday: limits.today.count,
        usedAmountToday: limits.today.amount,
        feeRate: WITHDRAW_FEE_RATE,
        turnover: limits.turnover,
        bankCards: await payoutAccountsOf(member),
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
    return exclusive([operationKey(member.account)], async () => ok(await setDefaultPayoutAccount(member, body.bankCardId)));
  },

  removeBankAccount: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    return exclusive([operationKey(member.account)], async () => ok(await removePayoutAccount(member, body.bankCardId)));
  },

  withdraw: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    await checkMoneyPassword(member, body.password);
    if (body.groupId !== WITHDRAW_GROUP_ID) throw refuse(ERROR_CODES.VALIDATION, 'body.groupId: no such payout group', 400);
    // No payout in virtual money here: the platform's code for a withdraw type the merchant does not run.
    if (body.currentWithdrawType === 'VM') throw refuse(ERROR_CODES.WITHDRAW_NOT_SUPPORTED, 'Withdrawals in virtual money are not supported');
    const account = member.account;
    const value = await once(account, body.requestId, ctx.key, body, async (): Promise<Withdrawal> => {
      const bankAccount = (await payoutAccountsOf(member)).find((item) => item.id === body.bankCardId);
      if (!bankAccount) throw refuse(ERROR_CODES.NOT_FOUND, 'No such bank account', 404);
      if (withdrawTypeOf(bankAccount.type) !== body.currentWithdrawType) {
        throw refuse(ERROR_CODES.VALIDATION, 'body.currentWithdrawType: BC for a bank card, EW for an e-wallet', 400);
      }
      if (body.amount < WITHDRAW_MIN || body.amount > WITHDRAW_MAX) {
        throw refuse(ERROR_CODES.VALIDATION, `body.amount: must be between ${WITHDRAW_MIN} and ${WITHDRAW_MAX}`, 400);
      }
      await settleOrdersHeld(account);
      const today = withdrawnToday(account);
      if (today.count >= WITHDRAW_DAILY_COUNT || today.amount + body.amount > WITHDRAW_DAILY_AMOUNT) {
        throw refuse(ERROR_CODES.INVALID_STATE, 'The daily withdrawal limit is reached', 400, { reason: 'DAILY_LIMIT' });
      }
      const limits = withdrawLimitsOf(account);
      if (body.amount > limits.balance) throw refuse(ERROR_CODES.INSUFFICIENT_BALANCE);
      // What the unmet turnover holds back: the platform's refusal with the required and actual turnover (WIRE.md §4.2).
      if (limits.lockedByTurnover > 0 && body.amount > round2(limits.balance - limits.lockedByTurnover)) {
        throw refuse(ERROR_CODES.WITHDRAW_TURNOVER_NOT_ENOUGH, `At most ${limits.available} can be withdrawn before the turnover is met`, 400, {
          data: { requiredTurnover: limits.turnover.required, actualTurnover: limits.turnover.completed },
        });
      }
      if (body.amount > limits.available) {
        throw refuse(ERROR_CODES.INVALID_STATE, `At most ${limits.available} can be withdrawn now`, 400, {
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
    const inRange = inReportRange(query);
    const rows = withdrawals
      .findMany((q) => q.where({ account: member.account }))
      .filter((row) => inRange(row.createTime) && (!query.status || row.status === query.status))
      .sort(newestFirst((row) => row.createTime))
      .map(toWithdrawal);
    return ok(reportPageOf(rows, query.page, query.size));
  },

  cancelWithdraw: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    return exclusive([operationKey(member.account)], async () => {
      await settleOrdersHeld(member.account);
      const row = withdrawals.findFirst((q) => q.where({ id: body.withdrawId, account: member.account }));
      if (!row) throw refuse(ERROR_CODES.NOT_FOUND, 'No such withdrawal', 404);
      if (row.status !== 'PENDING' || row.reviewTime) {
        throw refuse(ERROR_CODES.INVALID_STATE, 'The payment desk already took this withdrawal', 400, { reason: 'IN_REVIEW' });
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
} satisfies Partial<RouterImpl<typeof contract.wallet>>;
