import { ERROR_CODES, type ErrorCode } from '../../contracts/shared/errors';
import { now } from '../engine/clock';
import { onSecurityReset } from '../engine/client';
import { exclusive } from '../engine/lock';
import { passwordMatches } from '../engine/passwords';
import { refuse } from '../engine/refusal';
import { utcText } from '../responsibleGaming/guard';
import type { MemberRecord } from './collections';

/**
 * Every password a signed-in member is asked for: the payment password (withdraw, transfers to the
 * upline or a downline, redeem, convert, its own change) and the login password (password change,
 * time-out, self-exclusion). They share ONE count of wrong tries per account: a stolen session that
 * guesses one cannot go on guessing with the other.
 */

/** Wrong passwords in a row, of either kind, before every password check of the account locks. */
export const PASSWORD_CHECK_MAX_TRIES = 5;
/** How long they stay locked, the right passwords included. */
export const PASSWORD_CHECK_LOCK_MS = 15 * 60_000;
/** The names the payment password's rule has always had (tests and docs cite them). */
export const PAYMENT_PASSWORD_MAX_TRIES = PASSWORD_CHECK_MAX_TRIES;
export const PAYMENT_PASSWORD_LOCK_MS = PASSWORD_CHECK_LOCK_MS;

const strikes = new Map<string, { wrong: number; lockedUntil: number }>();

type Kind = 'payment' | 'login';

const LOCK_CODE: Record<Kind, ErrorCode> = { payment: ERROR_CODES.PAYMENT_PASSWORD_LOCKED, login: ERROR_CODES.PASSWORD_CHECK_LOCKED };

function lockedRefusal(kind: Kind, lockedUntil: number, status: 200 | 400) {
  const retryAfterMinutes = Math.max(1, Math.ceil((lockedUntil - now()) / 60_000));
  const until = utcText(lockedUntil);
  return refuse(LOCK_CODE[kind], `Too many wrong passwords. Password checks are locked until ${until}.`, status, {
    lockedUntil: new Date(lockedUntil).toISOString(),
    until,
    retryAfterMinutes,
  });
}

/** What a wrong password answers, with the tries left before the lock. */
type WrongRefusal = (triesLeft: number) => Error;

/**
 * Checks `password` against `hash` under the account's one count: after PASSWORD_CHECK_MAX_TRIES
 * wrong ones in a row every check is locked for PASSWORD_CHECK_LOCK_MS and says until when. A right
 * one starts the count over. Tries of one account run one at a time: the hash comparison awaits,
 * and guesses sent at once must not all pass the lock check before any is counted.
 */
function checkCounted(account: string, kind: Kind, password: string, hash: string, status: 200 | 400, wrong: WrongRefusal): Promise<void> {
  return exclusive([`password-check:${account}`], async () => {
    const state = strikes.get(account) ?? { wrong: 0, lockedUntil: 0 };
    if (state.lockedUntil > now()) throw lockedRefusal(kind, state.lockedUntil, status);
    if (await passwordMatches(password, hash)) {
      strikes.delete(account);
      return;
    }
    state.wrong = state.lockedUntil ? 1 : state.wrong + 1;
    state.lockedUntil = 0;
    if (state.wrong >= PASSWORD_CHECK_MAX_TRIES) {
      state.lockedUntil = now() + PASSWORD_CHECK_LOCK_MS;
      state.wrong = 0;
      strikes.set(account, state);
      throw lockedRefusal(kind, state.lockedUntil, status);
    }
    strikes.set(account, state);
    throw wrong(PASSWORD_CHECK_MAX_TRIES - state.wrong);
  });
}

/** The payment-password check of every password-guarded money action: a wrong one answers `invalid.payment.pw` with `triesLeft`. */
export async function checkPaymentPassword(member: MemberRecord, paymentPassword: string, status: 200 | 400 = 200): Promise<void> {
  if (!member.paymentPasswordHash) {
    throw refuse(ERROR_CODES.INVALID_STATE, 'Please set a payment password first', status, { reason: 'NO_PAYMENT_PASSWORD' });
  }
  await checkCounted(member.account, 'payment', paymentPassword, member.paymentPasswordHash, status, (triesLeft) =>
    refuse(ERROR_CODES.WRONG_PAYMENT_PASSWORD, 'The payment password is incorrect', status, { triesLeft }),
  );
}

/**
 * The login password asked again from a session (password change, time-out, self-exclusion): a
 * wrong one answers `password_incorrect` with the form's `field` and `triesLeft`. A caller judges
 * everything else of its request first, so a right password is always followed by the act it
 * guards: a right password that changed nothing would start the count over for free.
 */
export async function checkLoginPassword(member: MemberRecord, password: string, field: string, message = 'The password is incorrect'): Promise<void> {
  await checkCounted(member.account, 'login', password, member.passwordHash, 400, (triesLeft) => refuse(ERROR_CODES.WRONG_PASSWORD, message, 400, { field, triesLeft }));
}

/** A reset by SMS code (of either password) proves the member: the count of wrong tries, and any lock, start over. */
export function clearPasswordStrikes(account: string): void {
  strikes.delete(account);
}

onSecurityReset(() => strikes.clear());
