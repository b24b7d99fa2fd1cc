import { SMS_DEFAULT_EXPIRED_MINUTES, SMS_RATE_LIMIT_MS } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { now } from '../engine/clock';
import { onSecurityReset } from '../engine/client';
import { refuse } from '../engine/refusal';

/** Codes sent per number inside one rate-limit window before it locks. */
export const SMS_SENDS_PER_WINDOW = 3;
/** Wrong codes tried against one number/purpose/caller before its codes are burnt. */
export const SMS_MAX_WRONG_TRIES = 5;

/**
 * Which send a code came from, and so what it may be used for. WIRE.md's S12 (`noLogin`) names no
 * purpose: its codes serve SMS login (S1), login verification by SMS (S2) and the reset by phone
 * (S11) alike. S13 (`register`) and the signed-in member's sends keep their own.
 */
export type SmsPurpose = 'noLogin' | 'register' | 'payment-reset' | 'bind';

interface SentCode {
  code: string;
  expiresAt: number;
  /** Sent after a passed human check: SPEC §4 runs it before every send but SMS login's, so only such a code resets a password. */
  checked: boolean;
}

interface Pending {
  dial: string;
  mobile: string;
  codes: SentCode[];
  wrongTries: number;
}

/** Sends per full number (the rate limit is the handset's, whoever asks). */
const sends = new Map<string, { windowStart: number; count: number }>();
/** Codes by full number + purpose + caller: only the caller who asked can use them, for what it asked. */
const pending = new Map<string, Pending>();
/** The simulated phone: what a tester would read on the handset. */
const inbox: Array<{ to: string; code: string; at: number }> = [];

/** The full international number: dialling code and national number, e.g. `+639171234567`. */
export function fullNumber(dial: string, mobile: string): string {
  return `+${dial.trim().replace(/^\+/, '')}${mobile}`;
}

const bindingOf = (number: string, purpose: SmsPurpose, client: string) => `${number}|${purpose}|${client}`;

export function checkPhone(mobile: string | undefined): string {
  if (!mobile) throw refuse(ERROR_CODES.SMS_MISSING_PHONE, 'Missing phone number', 400);
  if (!/^\d{7,12}$/.test(mobile)) throw refuse(ERROR_CODES.SMS_INVALID_PHONE, 'Invalid phone number format', 400);
  return mobile;
}

function checkDial(dial: string | undefined): string {
  if (!dial || !/^\+?\d{1,4}$/.test(dial.trim())) throw refuse(ERROR_CODES.SMS_INVALID_PHONE, 'Invalid phone number format', 400);
  return dial;
}

export interface SmsTarget {
  dial: string | undefined;
  mobile: string | undefined;
  purpose: SmsPurpose;
  client: string;
}

/** Sends a code, or refuses with too-many-requests for the rest of the 5-minute window. */
export function sendCode({ dial, mobile, purpose, client }: SmsTarget, { checked = true }: { checked?: boolean } = {}): { expiredMinutes: number } {
  const number = fullNumber(checkDial(dial), checkPhone(mobile));
  const at = now();
  const window = sends.get(number) ?? { windowStart: at, count: 0 };
  if (at - window.windowStart >= SMS_RATE_LIMIT_MS) {
    window.windowStart = at;
    window.count = 0;
  }
  if (window.count >= SMS_SENDS_PER_WINDOW) {
    const retryAfter = Math.ceil((window.windowStart + SMS_RATE_LIMIT_MS - at) / 1000);
    throw refuse(ERROR_CODES.SMS_TOO_MANY_REQUESTS, 'Too many requests, please retry after 5 minutes', 429, { retryAfterSeconds: retryAfter });
  }
  const code = String(Math.floor(100000 + Math.random() * 900000));
  window.count += 1;
  sends.set(number, window);
  const binding = bindingOf(number, purpose, client);
  const state = pending.get(binding) ?? { dial: fullNumber(dial ?? '', ''), mobile: mobile ?? '', codes: [], wrongTries: 0 };
  // A new code does not reset the wrong-try count: resending is no way round the lock.
  state.codes = [...state.codes.filter((entry) => entry.expiresAt >= at), { code, expiresAt: at + SMS_DEFAULT_EXPIRED_MINUTES * 60_000, checked }];
  pending.set(binding, state);
  inbox.push({ to: number, code, at });
  return { expiredMinutes: SMS_DEFAULT_EXPIRED_MINUTES };
}

/**
 * Accepts an unexpired code once, for the full number, purpose and caller it
 * was sent for. After SMS_MAX_WRONG_TRIES wrong codes every code of that
 * binding is burnt: the right one no longer works and a new one must be sent
 * (which the send rate limit slows down). `requireChecked` takes only a code
 * sent after a passed human check.
 */
export function verifyCode({ dial, mobile, purpose, client }: SmsTarget, code: string | undefined, options: { requireChecked?: boolean } = {}): void {
  const binding = bindingOf(fullNumber(checkDial(dial), checkPhone(mobile)), purpose, client);
  useCode(binding, code, options);
}

/**
 * The same for a call that names the national number only (WIRE.md §6.1 S11 and S2 send
 * `mobileNum` without a dialling code): the code sent to that number, from any dialling code, for
 * this purpose and caller. Answers the dialling code the code was sent with.
 */
export function verifyCodeForNumber(mobile: string | undefined, purpose: SmsPurpose, client: string, code: string | undefined, options: { requireChecked?: boolean } = {}): string {
  const national = checkPhone(mobile);
  if (!code) throw refuse(ERROR_CODES.SMS_MISSING_CODE, 'Missing verification code', 400);
  const suffix = `|${purpose}|${client}`;
  const candidates = [...pending.entries()].filter(([binding, state]) => binding.endsWith(suffix) && state.mobile === national);
  // The number with this code, or (for a wrong code) the one it counts against.
  const [binding, state] = candidates.find(([, entry]) => entry.codes.some((sent) => sent.code === code.trim())) ?? candidates[0] ?? [];
  if (!binding || !state) throw refuse(ERROR_CODES.SMS_INVALID_CODE, 'Invalid verification code', 400);
  useCode(binding, code, options);
  return state.dial;
}

function useCode(binding: string, code: string | undefined, { requireChecked = false }: { requireChecked?: boolean }): void {
  if (!code) throw refuse(ERROR_CODES.SMS_MISSING_CODE, 'Missing verification code', 400);
  const state = pending.get(binding);
  if (!state) throw refuse(ERROR_CODES.SMS_INVALID_CODE, 'Invalid verification code', 400);
  if (state.wrongTries >= SMS_MAX_WRONG_TRIES) {
    throw refuse(ERROR_CODES.SMS_CODE_EXPIRED, 'Too many wrong codes, please request a new code', 400, { locked: true });
  }
  const sent = state.codes.find((entry) => entry.code === code.trim() && (entry.checked || !requireChecked));
  if (!sent) {
    state.wrongTries += 1;
    if (state.wrongTries >= SMS_MAX_WRONG_TRIES) state.codes = [];
    throw refuse(ERROR_CODES.SMS_INVALID_CODE, 'Invalid verification code', 400, { triesLeft: SMS_MAX_WRONG_TRIES - state.wrongTries });
  }
  if (sent.expiresAt < now()) throw refuse(ERROR_CODES.SMS_CODE_EXPIRED, 'The code has expired, please resend', 400);
  pending.delete(binding);
}

export function smsInbox(): ReadonlyArray<{ to: string; code: string; at: number }> {
  return inbox;
}

/** For tests and the QA toolbar: the last code sent to a number (national, or full with its dialling code). */
export function lastSmsCode(mobile: string): string | undefined {
  return [...inbox].reverse().find((message) => message.to.endsWith(mobile))?.code;
}

// Forget every number (between tests, and on a demo reset).
onSecurityReset(() => {
  sends.clear();
  pending.clear();
  inbox.length = 0;
});
