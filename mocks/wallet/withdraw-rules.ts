import type { z } from 'zod';
import type { LedgerEntry } from '../../contracts/shared/entities';
import { ERROR_CODES } from '../../contracts/shared/errors';
import type { withdrawConfirmBodySchema } from '../../contracts/wallet';
import { isoNow } from '../engine/clock';
import { ok, refuse } from '../engine/refusal';
import { checkUploadImage } from '../kyc/images';
import { bets, ledger, withdrawals } from './collections';
import { dayOf, floor2, round2 } from '../engine/helpers';
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

/** What asks for turnover (a deposit or a bonus, times its multiple) or meets it (a valid bet), and when. */
interface TurnoverFact {
  at: number;
  requires: number;
  meets: number;
}

/**
 * The valid bets of a member: its settled betting records, and its live rounds (a `GAME:` BET row on
 * the ledger, mocks/games/rounds.ts, settled as it is played: its stake, or nothing for a push).
 */
function validBetsOf(account: string, rows: readonly LedgerEntry[]): TurnoverFact[] {
  const recorded = bets
    .findMany((q) => q.where({ account, status: 'SETTLED' }))
    .map((bet) => ({ at: Date.parse(bet.betTime), requires: 0, meets: bet.validBet }));
  const pushes = new Set(rows.filter((row) => row.kind === 'REFUND' && row.reference.startsWith('GAME:')).map((row) => row.reference));
  const live = rows
    .filter((row) => row.kind === 'BET' && row.reference.startsWith('GAME:') && !pushes.has(row.reference))
    .map((row) => ({ at: Date.parse(row.createTime), requires: 0, meets: -row.amount }));
  return [...recorded, ...live];
}

/**
 * The turnover a withdrawal waits for, counted from facts (issue 31): a running balance of what
 * each deposit (x1) and bonus (x3) requires and what valid bets placed after it have met, oldest
 * first. A bet meets only what is owed when it is placed (none is banked for a later deposit), and
 * no withdrawal, paid, cancelled or rejected, changes it: a withdrawal takes only what is not held.
 * `required` and `completed` are those of the running cycle, since the balance was last met.
 */
export function turnoverOf(account: string) {
  const rows = ledger.findMany((q) => q.where({ account }));
  const facts: TurnoverFact[] = [];
  for (const row of rows) {
    if (row.reference === 'OPENING') continue;
    const at = Date.parse(row.createTime);
    if (row.kind === 'DEPOSIT') facts.push({ at, requires: row.amount * DEPOSIT_TURNOVER_MULTIPLE, meets: 0 });
    if (row.kind === 'BONUS') facts.push({ at, requires: row.amount * BONUS_TURNOVER_MULTIPLE, meets: 0 });
  }
  facts.push(...validBetsOf(account, rows));
  // At one instant a credit comes before the bet placed with it.
  facts.sort((a, b) => a.at - b.at || b.requires - a.requires);
  let remaining = 0;
  let required = 0;
  let completed = 0;
  for (const fact of facts) {
    if (fact.requires > 0) {
      if (remaining === 0) {
        required = 0;
        completed = 0;
      }
      remaining = round2(remaining + fact.requires);
      required = round2(required + fact.requires);
    } else if (remaining > 0) {
      const met = Math.min(remaining, fact.meets);
      remaining = round2(remaining - met);
      completed = round2(completed + met);
    }
  }
  return { required, completed, remaining, met: remaining === 0 };
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
