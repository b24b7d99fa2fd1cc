import type { z } from 'zod';
import { ERROR_CODES } from '../../contracts/shared/errors';
import type { withdrawConfirmBodySchema } from '../../contracts/wallet';
import { isoNow } from '../engine/clock';
import { ok, refuse } from '../engine/refusal';
import { checkUploadImage } from '../kyc/images';
import { bets, withdrawals } from '../records/collections';
import { dayOf, floor2, round2 } from '../records/helpers';
import { ledger } from './collections';
import { balanceOf } from './ledger';
import {
  BONUS_TURNOVER_MULTIPLE,
  DEPOSIT_TURNOVER_MULTIPLE,
  WITHDRAW_DAILY_AMOUNT,
  WITHDRAW_DAILY_COUNT,
  WITHDRAW_MAX,
} from './limits';
import { settleOrdersHeld, toWithdrawal } from './orders';

/** Withdrawals of today (UTC day of the simulated clock) that were not rejected. */
export function withdrawnToday(account: string) {
  const today = dayOf(isoNow());
  const rows = withdrawals.findMany((q) =>
    q.where({ account, status: (status) => status !== 'REJECTED', createTime: (time) => dayOf(time) === today }),
  );
  return { count: rows.length, amount: round2(rows.reduce((sum, row) => sum + row.amount, 0)) };
}

/** The turnover since the last withdrawal: deposits x1 and bonuses x3 against valid bets. */
export function turnoverOf(account: string) {
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
export async function confirmHeld(account: string, body: z.infer<typeof withdrawConfirmBodySchema>) {
  await settleOrdersHeld(account);
  const row = withdrawals.findFirst((q) => q.where({ id: body.withdrawId, account }));
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
  // The proof kept is the checked image, re-encoded under the type its bytes have, never the string as sent.
  const proof = body.proofImage ? checkUploadImage(body.proofImage, 'proofImage').dataUrl : undefined;
  const final = body.state === 'RECEIVED' || body.state === 'ALL_RECEIVED';
  await withdrawals.update((q) => q.where({ id: row.id }), {
    data(draft) {
      draft.confirmation = body.state;
      draft.confirmTime = isoNow();
      draft.refundable = !final;
      if (body.state === 'PARTIALLY_RECEIVED') draft.receivedAmount = body.receivedAmount ?? null;
      if (body.state === 'ALL_RECEIVED' || body.state === 'RECEIVED') draft.receivedAmount = row.actualAmount;
      if (proof) {
        draft.proofImage = proof;
        draft.hasProof = true;
      }
      if (body.remark) draft.remark = body.remark;
    },
  });
  return ok(toWithdrawal(withdrawals.findFirst((q) => q.where({ id: row.id }))!));
}

/**
 * What a member may withdraw now: the balance less what the unmet turnover
 * holds back, capped by the per-transaction maximum and what is left of the
 * daily amount; nothing once the daily count is used.
 */
export function withdrawLimitsOf(account: string) {
  const balance = balanceOf(account);
  const today = withdrawnToday(account);
  const turnover = turnoverOf(account);
  const lockedByTurnover = round2(Math.min(balance, turnover.remaining));
  const dailyLeft = Math.max(0, WITHDRAW_DAILY_AMOUNT - today.amount);
  const available = today.count >= WITHDRAW_DAILY_COUNT ? 0 : floor2(Math.max(0, Math.min(balance - lockedByTurnover, WITHDRAW_MAX, dailyLeft)));
  return { balance, today, turnover, lockedByTurnover, available };
}
