import { isApiError, isFlowStop } from '../../../lib/api';

/** What to show for a refused call: its SPEC §8 key when it has one, else the server's words. */
export function errorText(error: unknown, t: (key: string, params?: Record<string, string | number>) => string): string {
  if (!isApiError(error)) return t('errors.unknown');
  return error.messageKey ? t(error.messageKey, error.messageParams) : error.message;
}

/** SPEC §4 Failed login: a refusal whose value mentions captcha turns the captcha on. */
export function wantsCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const value: unknown = error.value;
  if (typeof value === 'string') return value.includes('captcha');
  return value !== null && typeof value === 'object' && JSON.stringify(value).includes('captcha');
}

/** What a failed write shows under its form: a flow that stopped says its own words, or nothing. */
export function failureText(error: unknown, t: (key: string, params?: Record<string, string | number>) => string): string | null {
  if (!error) return null;
  if (isFlowStop(error)) return error.messageKey ? t(error.messageKey) : null;
  return errorText(error, t);
}
