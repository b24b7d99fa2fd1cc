import { SMS_DEFAULT_EXPIRED_MINUTES, SMS_RATE_LIMIT_MS } from '@contracts/shared/constants';

/**
 * SPEC §4 "SMS send button": after a send, the button waits 60 × expiredMinutes
 * seconds, less half the round trip (the server's clock started mid-way). A
 * rate-limit refusal locks it for the wait the server names (5 minutes by
 * default, SPEC §9). Pure state; ../components/useSmsCountdown.ts ticks it once a second.
 */
export interface SmsCountdownState {
  /** Epoch ms when the code countdown ends; 0 when none runs. */
  endsAt: number;
  /** Epoch ms until which the number is rate-limited; 0 when not. */
  lockedUntil: number;
}

export const IDLE_COUNTDOWN: SmsCountdownState = { endsAt: 0, lockedUntil: 0 };

export function countdownMs(expiredMinutes: number | undefined, roundTripMs: number): number {
  const minutes = expiredMinutes && expiredMinutes > 0 ? expiredMinutes : SMS_DEFAULT_EXPIRED_MINUTES;
  return Math.max(0, minutes * 60_000 - Math.max(0, roundTripMs) / 2);
}

export function started(state: SmsCountdownState, receivedAt: number, expiredMinutes: number | undefined, roundTripMs: number): SmsCountdownState {
  return { ...state, endsAt: receivedAt + countdownMs(expiredMinutes, roundTripMs) };
}

export function rateLimited(state: SmsCountdownState, at: number, retryAfterSeconds?: number): SmsCountdownState {
  const wait = retryAfterSeconds && retryAfterSeconds > 0 ? retryAfterSeconds * 1000 : SMS_RATE_LIMIT_MS;
  return { ...state, lockedUntil: at + wait };
}

/** Whole seconds left on the countdown (or the lock, whichever is longer); 0 when the button may be used. */
export function secondsLeft(state: SmsCountdownState, at: number): number {
  const until = Math.max(state.endsAt, state.lockedUntil);
  return until > at ? Math.ceil((until - at) / 1000) : 0;
}

export function canSend(state: SmsCountdownState, at: number, mobileValid: boolean): boolean {
  return mobileValid && secondsLeft(state, at) === 0;
}
