import { ERROR_CODES } from '../../contracts/shared/errors';
import { now } from '../engine/clock';
import { onSecurityReset } from '../engine/client';
import { refuse } from '../engine/refusal';

/**
 * The simulated firebase phone sign-in: a confirmed SMS code becomes an ID
 * token bound to the number, which registration accepts instead of the code
 * (SPEC §4 registration step 4). Tokens are single use and live one hour.
 */
export const FIREBASE_TOKEN_TTL_S = 3600;

const tokens = new Map<string, { mobile: string; expiresAt: number }>();

export function issueFirebaseToken(mobile: string): { idToken: string; expiresIn: number } {
  const idToken = `fb.${crypto.randomUUID()}`;
  tokens.set(idToken, { mobile, expiresAt: now() + FIREBASE_TOKEN_TTL_S * 1000 });
  return { idToken, expiresIn: FIREBASE_TOKEN_TTL_S };
}

export function consumeFirebaseToken(idToken: string, mobile: string): void {
  const entry = tokens.get(idToken);
  if (!entry || entry.mobile !== mobile || entry.expiresAt < now()) {
    throw refuse(ERROR_CODES.SMS_INVALID_CODE, 'Invalid verification code', 400);
  }
  tokens.delete(idToken);
}

onSecurityReset(() => tokens.clear());
