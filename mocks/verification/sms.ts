import { SMS_DEFAULT_EXPIRED_MINUTES, SMS_RATE_LIMIT_MS } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { now } from '../engine/clock';
import { refuse } from '../engine/refusal';

/** Codes sent per number inside one rate-limit window before it locks. */
export const SMS_SENDS_PER_WINDOW = 3;

interface SentCode {
  code: string;
  expiresAt: number;
}

interface NumberState {
  codes: SentCode[];
  windowStart: number;
  sends: number;
}

const numbers = new Map<string, NumberState>();
/** The simulated phone: what a tester would read on the handset. */
const inbox: Array<{ to: string; code: string; at: number }> = [];

const key = (dial: string, mobile: string) => `${dial.replace(/^\+?/, '+')}${mobile}`;

export function checkPhone(mobile: string | undefined): string {
  if (!mobile) throw refuse(ERROR_CODES.SMS_MISSING_PHONE, 'Missing phone number', 400);
  if (!/^\d{7,12}$/.test(mobile)) throw refuse(ERROR_CODES.SMS_INVALID_PHONE, 'Invalid phone number format', 400);
  return mobile;
}

/** Sends a code, or refuses with too-many-requests for the rest of the 5-minute window. */
export function sendCode(dial: string, mobile: string): { expiredMinutes: number } {
  const id = key(dial, checkPhone(mobile));
  const at = now();
  const state = numbers.get(id) ?? { codes: [], windowStart: at, sends: 0 };
  if (at - state.windowStart >= SMS_RATE_LIMIT_MS) {
    state.windowStart = at;
    state.sends = 0;
  }
  if (state.sends >= SMS_SENDS_PER_WINDOW) {
    const retryAfter = Math.ceil((state.windowStart + SMS_RATE_LIMIT_MS - at) / 1000);
    throw refuse(ERROR_CODES.SMS_TOO_MANY_REQUESTS, 'Too many requests, please retry after 5 minutes', 429, { retryAfterSeconds: retryAfter });
  }
  const code = String(Math.floor(100000 + Math.random() * 900000));
  state.sends += 1;
  state.codes.push({ code, expiresAt: at + SMS_DEFAULT_EXPIRED_MINUTES * 60_000 });
  numbers.set(id, state);
  inbox.push({ to: id, code, at });
  return { expiredMinutes: SMS_DEFAULT_EXPIRED_MINUTES };
}

/** Accepts an unexpired code once; says why otherwise. */
export function verifyCode(dial: string | undefined, mobile: string, code: string | undefined): void {
  if (!code) throw refuse(ERROR_CODES.SMS_MISSING_CODE, 'Missing verification code', 400);
  const candidates = dial ? [key(dial, mobile)] : [...numbers.keys()].filter((id) => id.endsWith(mobile));
  for (const id of candidates) {
    const state = numbers.get(id);
    const sent = state?.codes.find((entry) => entry.code === code.trim());
    if (!state || !sent) continue;
    if (sent.expiresAt < now()) throw refuse(ERROR_CODES.SMS_CODE_EXPIRED, 'The code has expired, please resend', 400);
    state.codes = state.codes.filter((entry) => entry !== sent);
    return;
  }
  throw refuse(ERROR_CODES.SMS_INVALID_CODE, 'Invalid verification code', 400);
}

export function smsInbox(): ReadonlyArray<{ to: string; code: string; at: number }> {
  return inbox;
}

export function lastSmsCode(mobile: string): string | undefined {
  return [...inbox].reverse().find((message) => message.to.endsWith(mobile))?.code;
}

/** Forget every number (between tests, and on a demo reset). */
export function resetSms(): void {
  numbers.clear();
  inbox.length = 0;
}
