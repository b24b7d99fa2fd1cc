import { contract } from '../../contracts';
import { DEFAULT_CURRENCY_SYMBOL } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { DEPOSIT_ORDER_TTL_MINUTES, type DepositBody, type DepositMethod } from '../../contracts/wallet';
import { depositKindBarred } from '../../contracts/shared/jurisdictions';
import { requireRealMember } from '../engine/auth';
import { isoNow } from '../engine/clock';
import { inReportRange, newestFirst, nextIdOf, reportPageOf, round2 } from '../engine/helpers';
import type { MockContext, RouterImpl } from '../engine/implement';
import { exclusive, operationKey } from '../engine/lock';
import { ok, refuse } from '../engine/refusal';
import { assertUnderLimits } from '../responsibleGaming/guard';
import { assertMayDeposit, currentProfile } from '../responsibleGaming/jurisdiction';
import { DEPOSIT_CHANNELS, channelById, payToFor } from './channels';
import { deposits } from './collections';
import { once } from './idempotency';
import { post } from './ledger';
import { orderNoOf, settleOrders, settleOrdersHeld, toDepositOrder } from './orders';

/** Deposits: the channels, an order through one of the platform's relays, paying it, and the member's orders. */

const ORDER_TTL_MS = DEPOSIT_ORDER_TTL_MINUTES * 60_000;

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

export const depositRoutes = {
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
} satisfies Partial<RouterImpl<typeof contract.wallet>>;
