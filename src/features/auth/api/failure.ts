import { ERROR_CODES } from '@contracts/shared/errors';
import { errorBehaviour, isApiError, isFlowStop } from '@/lib/api';
import { refusalText, registerJurisdictionMessageKeys, registerSmsMessageKeys } from '@/lib/api';

// This feature's screens send SMS codes: SPEC §8's SMS messages come with their code. Sign-up and free play
// meet the jurisdiction profile's refusals (a barred category, verification first).
registerSmsMessageKeys();
registerJurisdictionMessageKeys();

/** What to show for a refused call (the one rule, src/lib/api/refusalText.ts). */
export const errorText = refusalText;

/**
 * WIRE.md §4.2 (SPEC §4 Failed login): a failed login whose `value.captcha` is truthy turns the
 * captcha on. A bare string value that names the captcha counts too (lenient in what we read).
 */
export function wantsCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const value: unknown = error.value;
  if (typeof value === 'string') return value.includes('captcha');
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Boolean((value as { captcha?: unknown }).captcha);
}

/** WIRE.md §4.4: an errorCode containing `geetest` (or #1066): the caller runs the human check again and resubmits. */
export function isHumanCheckRefusal(error: unknown): boolean {
  return isApiError(error) && errorBehaviour({ errorCode: error.errorCode, status: error.status, silent: false, withToken: false }) === 'humanCheck';
}

/** WIRE.md §4.4: TOO_MANY_REQUEST(S), which SMS callers answer with SPEC §8's "retry after 5 minutes". */
export function isRateLimited(error: unknown): boolean {
  return isApiError(error) && (error.errorCode === ERROR_CODES.TOO_MANY_REQUESTS || error.errorCode === ERROR_CODES.TOO_MANY_REQUEST);
}

/** What a failed write shows under its form: a flow that stopped says its own words, or nothing. */
export function failureText(error: unknown, t: (key: string, params?: Record<string, string | number>) => string): string | null {
  if (!error) return null;
  if (isFlowStop(error)) return error.messageKey ? t(error.messageKey) : null;
  // A login verification whose email or bank name is not the account's: said in the reader's language.
  if (isApiError(error) && error.errorCode === ERROR_CODES.LOGIN_VERIFY_MISMATCH) {
    const { field, triesLeft } = (error.value ?? {}) as { field?: unknown; triesLeft?: unknown };
    const key = field === 'payeeName' ? 'account.ipCheck.mismatch.payeeName' : 'account.ipCheck.mismatch.email';
    return t(key, { count: typeof triesLeft === 'number' ? triesLeft : 0 });
  }
  return errorText(error, t);
}
