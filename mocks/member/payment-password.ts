import { ERROR_CODES } from '../../contracts/shared/errors';
import { now } from '../engine/clock';
import { onSecurityReset } from '../engine/client';
import { exclusive } from '../engine/lock';
import { passwordMatches } from '../engine/passwords';
import { refuse } from '../engine/refusal';
import type { MemberRecord } from './collections';

/** Wrong payment passwords in a row before the payment password locks. */
export const PAYMENT_PASSWORD_MAX_TRIES = 5;
/** How long it stays locked. */
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60_000;

const strikes = new Map<string, { wrong: number; lockedUntil: number }>();

function lockedRefusal(lockedUntil: number, status: 200 | 400) {
  const retryAfterMinutes = Math.max(1, Math.ceil((lockedUntil - now()) / 60_000));
  return refuse(
    ERROR_CODES.PAYMENT_PASSWORD_LOCKED,
    `Too many wrong payment passwords. Try again in ${retryAfterMinutes} minutes.`,
    status,
    { lockedUntil: new Date(lockedUntil).toISOString(), retryAfterMinutes },
  );
}

/**
 * The payment-password check of every password-guarded money action. After
 * PAYMENT_PASSWORD_MAX_TRIES wrong ones in a row it is locked for
 * PAYMENT_PASSWORD_LOCK_MS, the right password included, and says until when.
 * Tries of one member run one at a time: the hash comparison awaits, and
 * guesses sent at once must not all pass the lock check before any is counted.
 */
export function checkPaymentPassword(member: MemberRecord, paymentPassword: string, status: 200 | 400 = 200): Promise<void> {
  return exclusive([`payment-password:${member.account}`], () => checkHeld(member, paymentPassword, status));
}

async function checkHeld(member: MemberRecord, paymentPassword: string, status: 200 | 400): Promise<void> {
  if (!member.paymentPasswordHash) {
    throw refuse(ERROR_CODES.INVALID_STATE, 'Please set a payment password first', status, { reason: 'NO_PAYMENT_PASSWORD' });
  }
  const state = strikes.get(member.account) ?? { wrong: 0, lockedUntil: 0 };
  if (state.lockedUntil > now()) throw lockedRefusal(state.lockedUntil, status);
  if (await passwordMatches(paymentPassword, member.paymentPasswordHash)) {
    strikes.delete(member.account);
    return;
  }
  state.wrong = state.lockedUntil ? 1 : state.wrong + 1;
  state.lockedUntil = 0;
  if (state.wrong >= PAYMENT_PASSWORD_MAX_TRIES) {
    state.lockedUntil = now() + PAYMENT_PASSWORD_LOCK_MS;
    state.wrong = 0;
    strikes.set(member.account, state);
    throw lockedRefusal(state.lockedUntil, status);
  }
  strikes.set(member.account, state);
  throw refuse(ERROR_CODES.WRONG_PAYMENT_PASSWORD, 'The payment password is incorrect', status, {
    triesLeft: PAYMENT_PASSWORD_MAX_TRIES - state.wrong,
  });
}

/** A reset by SMS code proves the member: the count of wrong tries, and any lock, start over. */
export function clearPaymentPasswordStrikes(account: string): void {
  strikes.delete(account);
}

onSecurityReset(() => strikes.clear());
