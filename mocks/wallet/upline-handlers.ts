import { contract } from '../../contracts';
import { ERROR_CODES } from '../../contracts/shared/errors';
import type { UplineTransfer } from '../../contracts/wallet';
import { requireRealMember } from '../engine/auth';
import { isoNow } from '../engine/clock';
import { newestFirst, nextIdOf } from '../engine/helpers';
import type { RouterImpl } from '../engine/implement';
import { ok, refuse } from '../engine/refusal';
import { members } from '../member/collections';
import { transfers } from './collections';
import { once } from './idempotency';
import { balanceOf, openWallet, post } from './ledger';
import { UPLINE_TRANSFER_MAX, UPLINE_TRANSFER_MIN } from './limits';
import { checkMoneyPassword } from './payment-password';

/** Transfers from a member to its upline agent, and what the member needs to make one. */
export const uplineRoutes = {
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
} satisfies Partial<RouterImpl<typeof contract.wallet>>;
