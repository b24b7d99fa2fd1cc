import { ERROR_CODES } from '../../contracts/shared/errors';
import { now } from '../engine/clock';
import { onSecurityReset } from '../engine/client';
import { refuse } from '../engine/refusal';

/**
 * Free-play (type 4 trial) accounts a caller may create (issue 31: one caller made 200 at once). Each
 * is a member row, a wallet and a session; a person needs one now and then. Counted in a sliding
 * window per caller (its cookie, or its IP when it keeps none: `clientOf`), and per IP as well, so a
 * script that drops its cookie for a fresh one meets the wider bound.
 */
export const TRIAL_ACCOUNTS_PER_CALLER = 5;
/** For everyone behind one IP (a household, an office, a café share one). */
export const TRIAL_ACCOUNTS_PER_IP = 20;
export const TRIAL_WINDOW_MS = 10 * 60_000;

/** When each recent trial account was made, by caller and by IP. */
const made = new Map<string, number[]>();

function recent(key: string, at: number): number[] {
  const times = (made.get(key) ?? []).filter((time) => at - time < TRIAL_WINDOW_MS);
  made.set(key, times);
  return times;
}

/**
 * Takes one trial account of the caller's allowance, or refuses with 429 TOO_MANY_REQUESTS and
 * `retryAfterSeconds` (when the oldest in the window leaves it). Synchronous: a burst of calls is
 * counted one by one, before any of them creates anything.
 */
export function takeTrialSlot(client: string, ip: string): void {
  const at = now();
  const buckets: [string, number][] = [
    [client, TRIAL_ACCOUNTS_PER_CALLER],
    [`trial-ip:${ip}`, TRIAL_ACCOUNTS_PER_IP],
  ];
  for (const [key, limit] of buckets) {
    const times = recent(key, at);
    if (times.length >= limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((times[0]! + TRIAL_WINDOW_MS - at) / 1000));
      throw refuse(ERROR_CODES.TOO_MANY_REQUESTS, 'Too many free-play accounts from here, please retry later', 429, { retryAfterSeconds });
    }
  }
  for (const [key] of buckets) made.get(key)!.push(at);
}

onSecurityReset(() => made.clear());
