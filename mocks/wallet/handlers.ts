import { contract } from '../../contracts';
import { DEFAULT_CURRENCY_SYMBOL, WALLET_ACCOUNT_TYPE_IDS, WITHDRAW_GROUP_ID } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import {
  DEPOSIT_ORDER_TTL_MINUTES,
  walletCodeOf,
  type DepositBody,
  type DepositMethod,
  type UplineTransfer,
  type Withdrawal,
} from '../../contracts/wallet';
import { requireMember, requireRealMember } from '../engine/auth';
import { isoNow } from '../engine/clock';
import { implement, type MockContext } from '../engine/implement';
import { exclusive, operationKey } from '../engine/lock';
import { ok, refuse } from '../engine/refusal';
import { members } from '../member/collections';
import { deposits, transfers, withdrawals } from '../records/collections';
import { inReportRange, newestFirst, nextIdOf, reportPageOf, round2 } from '../records/helpers';
import { DEPOSIT_CHANNELS, channelById, payToFor } from './channels';
import { depositKindBarred } from '../../contracts/shared/jurisdictions';
import { assertMayDeposit, currentProfile } from '../responsibleGaming/jurisdiction';
import { checkMoneyPassword } from './payment-password';
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
  WALLET_CURRENCY,
} from './limits';
import { decideWithdrawal, settleOrders, settleOrdersHeld, toDepositOrder, toWithdrawal, walletBalanceOf, walletsOf } from './orders';
import { PAYOUT_PROVIDERS } from './bank-accounts';
import { addPayoutAccount, kycHolderName, payoutAccountsOf, removePayoutAccount, setDefaultPayoutAccount } from './payout-accounts';
import { confirmHeld, withdrawLimitsOf, withdrawnToday } from './withdraw-rules';
import { assertUnderLimits } from '../responsibleGaming/guard';

const ORDER_TTL_MS = DEPOSIT_ORDER_TTL_MINUTES * 60_000;
const orderNoOf = (prefix: string, createTime: string, id: number) => `${prefix}${createTime.slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`;

/** One of the member's deposit orders, moved along the back office's clock first. */
async function depositOrderOf(account: string, id: number) {
  // Another member's order is as unknown as a missing one.
  await settleOrdersHeld(account);
  const row = deposits.findFirst((q) => q.where({ id, account }));
  if (!row) throw refuse(ERROR_CODES.NOT_FOUND, 'No such deposit order', 404);
  return row;
}

/**
 * A deposit through one of the platform's deposit relays (WIRE.md §7.3): the channel named by the
 * settings' ids must be one paid through this relay, for the member's own account.
 */
async function createDeposit(body: DepositBody, ctx: MockContext, method: DepositMethod) {
  const member = requireRealMember(ctx);
  const account = member.account;
  return once(account, body.requestId, ctx.key, body, async () => {
    const channel = channelById(body.vendorId);
    if (!channel) throw refuse(ERROR_CODES.NOT_FOUND, 'No such deposit channel', 404);
    if (channel.depositMethod !== method) throw refuse(ERROR_CODES.VALIDATION, `body.vendorId: ${channel.name} is not paid through this relay`, 400);
    if (channel.bankCode !== body.bankCode || channel.bankType !== body.bankType || channel.mcsBankCode !== body.mcsBankCode) {
      throw refuse(ERROR_CODES.VALIDATION, `body.bankCode: not the codes of ${channel.name}`, 400);
    }
    if (body.targetUsername.toLowerCase() !== account.toLowerCase()) {
      throw refuse(ERROR_CODES.VALIDATION, 'body.targetUsername: a member deposits for its own account', 400);
    }
    // The simulated cashier offers no deposit promotion: any id names one that does not exist.
    if (body.promotionId !== undefined) throw refuse(ERROR_CODES.NOT_FOUND, 'No such deposit promotion', 404);
    // The jurisdiction profile (issue 35): barred payment kinds, verification and the first deposit's limit prompt.
    assertMayDeposit(account, channel.bankType);
    if (!channel.enabled) throw refuse(ERROR_CODES.INVALID_STATE, `${channel.name} is temporarily unavailable`);
    if (body.amount < channel.minAmount || body.amount > channel.maxAmount) {
      throw refuse(ERROR_CODES.VALIDATION, `body.amount: must be between ${channel.minAmount} and ${channel.maxAmount}`, 400);
    }
    // Responsible gaming, inside the member's section: 20 deposits sent at once each see the ones before
    // (a self-exclusion or time-out is the pipeline's guard: mocks/responsibleGaming/doors.ts).
    assertUnderLimits(account, 'DEPOSIT', body.amount);
    // One open order per channel: a second would leave the member two pay-to slips for one payment.
    await settleOrdersHeld(account);
    const open = deposits.findFirst((q) => q.where({ account, channelId: channel.vendorId, status: 'PENDING' }));
    if (open) {
      throw refuse(ERROR_CODES.INVALID_STATE, `An order on ${channel.name} is still open`, 400, { reason: 'PENDING_ORDER', orderId: open.id });
    }
    const id = nextIdOf(deposits);
    const createTime = isoNow();
    const orderNo = orderNoOf('D', createTime, id);
    const fee = round2(body.amount * channel.feeRate);
    const instant = channel.approval === 'INSTANT';
    await deposits.create({
      id, orderNo, account, requestId: body.requestId, channelId: channel.vendorId, channelName: channel.name,
      channelType: channel.bankType, approval: channel.approval, amount: body.amount, fee, creditedAmount: round2(body.amount - fee),
      status: instant ? 'APPROVED' : 'PENDING', payTo: payToFor(channel, orderNo), remark: '',
      // From the same instant as createTime: a second reading of the clock made the window 1 ms longer at times.
      createTime, updateTime: createTime, expireTime: new Date(Date.parse(createTime) + ORDER_TTL_MS).toISOString(),
      paidTime: instant ? createTime : null, reviewTime: instant ? createTime : null, held: false,
    });
    if (instant) await post(account, 'DEPOSIT', round2(body.amount - fee), `DEP-${id}`, `Deposit via ${channel.name}`, createTime);
    return toDepositOrder(deposits.findFirst((q) => q.where({ id }))!);
  });
}

/** The withdraw type of a payout account (WIRE.md §7.2 `currentWithdrawType`). */
const withdrawTypeOf = (type: 'BANK' | 'EWALLET') => (type === 'BANK' ? 'BC' : 'EW');

export const walletImpl = implement(contract.wallet, {
  getBalance: async (_input, ctx) => {
    const member = requireMember(ctx);
    await settleOrders(member.account);
    const accounts = walletsOf(member.account);
    return ok({
      sumBalance: round2(accounts.reduce((sum, item) => sum + Number(item.availBalance), 0)),
      currency: WALLET_CURRENCY,
      currencySymbol: member.currencySymbol || DEFAULT_CURRENCY_SYMBOL,
      balance: accounts,
    });
  },

  merchantWallet: async (_input, ctx) => {
    requireMember(ctx);
    // A single wallet: vendors draw on the main wallet, and the safe box is the member's own pocket.
    return ok({ isSingle: true });
  },

  // W3 carries no request id (WIRE.md gives exactly three fields): every call is a transfer of its own.
  // The member's section still makes parallel ones queue, so each sees the balances the others left.
  transfer: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const account = member.account;
    const from = walletCodeOf(body.fromAccountTypeId);
    const to = walletCodeOf(body.toAccountTypeId);
    if (!from) throw refuse(ERROR_CODES.VALIDATION, 'body.fromAccountTypeId: no such account', 400);
    if (!to) throw refuse(ERROR_CODES.VALIDATION, 'body.toAccountTypeId: no such account', 400);
    return exclusive([operationKey(account)], async () => {
      if (from === 'SAFE_BOX' && walletBalanceOf(account, 'SAFE_BOX') < body.amount) {
        throw refuse(ERROR_CODES.INSUFFICIENT_BALANCE, 'The safe box does not hold that much');
      }
      const id = nextIdOf(transfers);
      const createTime = isoNow();
      // The ledger refuses a MAIN debit below zero.
      if (from === 'MAIN') await post(account, 'TRANSFER_OUT', -body.amount, `SAFEBOX-${id}`, 'To safe box', createTime);
      else await post(account, 'TRANSFER_IN', body.amount, `SAFEBOX-${id}`, 'From safe box', createTime);
      await transfers.create({
        id, account, kind: 'SAFE_BOX', from, to, amount: body.amount, counterparty: 'SAFE_BOX',
        remark: '', balanceAfter: balanceOf(account), createTime,
      });
      return ok(null);
    });
  },

  transfers: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const rows = transfers
      .findMany((q) => q.where({ account: member.account, kind: 'SAFE_BOX' }))
      .sort(newestFirst((row) => row.createTime))
      .map(({ id, from, to, amount, balanceAfter, createTime }) => ({
        id, fromAccountTypeId: WALLET_ACCOUNT_TYPE_IDS[from], toAccountTypeId: WALLET_ACCOUNT_TYPE_IDS[to], amount, balanceAfter, createTime,
      }));
    return ok(reportPageOf(rows, query.page, query.size));
  },

  depositChannels: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    const totalDepositSuccessCount = deposits.findMany((q) => q.where({ account: member.account, status: 'APPROVED' })).length;
    return ok({
      allowDeposit: 'Y',
      totalDepositSuccessCount,
      currencySymbol: member.currencySymbol || DEFAULT_CURRENCY_SYMBOL,
      // A kind the regulator bars for betting (PAGCOR: crypto) is listed as unavailable.
      channels: DEPOSIT_CHANNELS.map((channel) => (depositKindBarred(currentProfile(), channel.bankType) ? { ...channel, enabled: false } : channel)),
    });
  },

  depositByQrImage: async ({ body }, ctx) => ok(await createDeposit(body, ctx, 'QR_IMAGE')),
  depositVirtualWallet: async ({ body }, ctx) => ok(await createDeposit(body, ctx, 'VIRTUAL_WALLET')),
  manualTransfer: async ({ body }, ctx) => ok(await createDeposit(body, ctx, 'MANUAL_TRANSFER')),

  depositOrder: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    return exclusive([operationKey(member.account)], async () => ok(toDepositOrder(await depositOrderOf(member.account, query.depositId))));
  },

  markDepositPaid: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    return exclusive([operationKey(member.account)], async () => {
      const row = await depositOrderOf(member.account, body.depositId);
      // Saying it twice is harmless: the first time started the review.
      if (row.status === 'PENDING' && row.paidTime) return ok(toDepositOrder(row));
      if (row.status !== 'PENDING') throw refuse(ERROR_CODES.INVALID_STATE, `This order is ${row.status.toLowerCase()}`, 400, { reason: row.status });
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
    const inRange = inReportRange(query);
    const rows = deposits
      .findMany((q) => q.where({ account: member.account }))
      .filter((row) => inRange(row.createTime) && (!query.status || row.status === query.status))
      .sort(newestFirst((row) => row.createTime))
      .map(toDepositOrder);
    return ok(reportPageOf(rows, query.page, query.size));
  },

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
    if (!upline) throw refuse(ERROR_CODES.INVALID_STATE, 'You have no upline to transfer to', 400, { reason: 'NO_UPLINE' });
    await checkMoneyPassword(member, body.password);
    const account = member.account;
    const amount = body.transferAmount;
    const value = await once(account, body.requestId, ctx.key, body, async (): Promise<UplineTransfer> => {
      if (amount < UPLINE_TRANSFER_MIN || amount > UPLINE_TRANSFER_MAX) {
        throw refuse(ERROR_CODES.VALIDATION, `body.transferAmount: must be between ${UPLINE_TRANSFER_MIN} and ${UPLINE_TRANSFER_MAX}`, 400);
      }
      const id = nextIdOf(transfers);
      const createTime = isoNow();
      const remark = body.remark ?? '';
      if (balanceOf(account) < amount) throw refuse(ERROR_CODES.INSUFFICIENT_BALANCE);
      await openWallet(upline.account);
      await post(account, 'TRANSFER_OUT', -amount, `UPLINE-${id}`, `To upline ${upline.account}`, createTime);
      await post(upline.account, 'TRANSFER_IN', amount, `UPLINE-${id}`, `From downline ${account}`, createTime);
      const balance = balanceOf(account);
      await transfers.create({
        id, account, kind: 'UPLINE', from: 'MAIN', to: 'MAIN', amount, counterparty: upline.account,
        remark, balanceAfter: balance, createTime,
      });
      return { id, amount, upline: upline.account, remark, balance, createTime };
    });
    return ok(value);
  },
});
