import { ERROR_CODES } from '../../contracts/shared/errors';
import {
  RG_LIMIT_PERIODS,
  periodWindow,
  remainingUnder,
  sessionLimitReached,
  type RgLimitKind,
} from '../../contracts/shared/responsible-gaming';
import { now } from '../engine/clock';
import { refuse } from '../engine/refusal';
import { round2 } from '../engine/helpers';
import { blockOf, limitOf, sessionMinutesOf, settingsOf, usedIn } from './state';

/**
 * The checks other domains call inside their own locked sections (deposit,
 * launch, bet, login; the self-exclusion and time-out guard of every closed door is doors.ts): each reads the settings and
 * what the period has used at the moment of the action, so parallel requests
 * queued on the member's lock each see the ones before them.
 */

/** `2026-11-25 00:00 UTC`: one readable form for every language. */
export function utcText(at: number): string {
  return `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const amountText = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PERIOD_WORDS = { DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly' } as const;
const KIND_WORDS = { DEPOSIT: 'deposit', LOSS: 'loss', WAGER: 'wager' } as const;

/** Refuses an action that would take any period of a limit past it; `amount` is what the action adds. */
export function assertUnderLimits(account: string, kind: RgLimitKind, amount: number): void {
  const at = now();
  const settings = settingsOf(account);
  for (const period of RG_LIMIT_PERIODS) {
    const { amount: limit } = limitOf(settings, kind, period, at);
    if (limit === null) continue;
    const used = usedIn(account, kind, period, at);
    // A stake counts against a loss limit as if lost: the limit must hold whatever the round pays.
    if (round2(used + amount) <= limit) continue;
    const resetsAt = periodWindow(period, at).end;
    const left = remainingUnder(limit, used) ?? 0;
    throw refuse(
      ERROR_CODES.RG_LIMIT_REACHED,
      `Your ${PERIOD_WORDS[period]} ${KIND_WORDS[kind]} limit of ${amountText(limit)} allows ${amountText(left)} more; it resets at ${utcText(resetsAt)}`,
      200,
      { kind, period, limit: amountText(limit), remaining: amountText(left), resetsAt: utcText(resetsAt) },
    );
  }
}

/** Login is refused during a time-out, naming its end. A self-excluded member may log in (to withdraw). */
export function assertMayLogin(account: string): void {
  const block = blockOf(account, now());
  if (block.kind !== 'TIMEOUT') return;
  throw refuse(ERROR_CODES.RG_TIME_OUT, `Your account is on a time-out until ${utcText(block.until)}`, 403, { until: utcText(block.until) });
}

/** A launch past the session-length limit is refused (the session itself expires at the limit). */
export function assertSessionTimeLeft(account: string, loginAt: string): void {
  const at = now();
  const minutes = sessionMinutesOf(settingsOf(account), at);
  if (!sessionLimitReached(Date.parse(loginAt), minutes, at)) return;
  throw refuse(ERROR_CODES.RG_SESSION_LIMIT, `Your session limit of ${minutes} minutes is reached: please take a break`, 403, { minutes: minutes ?? 0 });
}

/** A launch passes every play check of its own; a self-exclusion or time-out is the pipeline's guard (doors.ts). */
export function assertMayPlay(account: string, loginAt: string | null): void {
  if (loginAt) assertSessionTimeLeft(account, loginAt);
}
