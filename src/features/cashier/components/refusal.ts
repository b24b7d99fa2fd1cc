import type { TFunction } from 'i18next';
import { isApiError, refusalText } from '@/lib/api';
import { ERROR_CODES } from '@contracts/shared/errors';

/** Refusal reasons the cashier words itself (the server's value.reason); others use the site's error texts. */
const REASONS = [
  'PENDING_ORDER', 'EXPIRED', 'REJECTED', 'APPROVED', 'OVER_WITHDRAWABLE', 'DAILY_LIMIT', 'HOLDER_NAME_MISMATCH', 'DUPLICATE_ACCOUNT',
  'TOO_MANY_ACCOUNTS', 'IN_REVIEW', 'NO_UPLINE',
] as const;

/** What to tell the member about a failed cashier action, in its language. */
export function cashierRefusalText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return refusalText(error, t);
  const reason = error.value && typeof error.value === 'object' && 'reason' in error.value ? String(error.value.reason) : '';
  const params = error.messageParams;
  // The count a text's plural follows: the accounts one may keep, the tries left.
  if ((REASONS as readonly string[]).includes(reason)) return t(`cashierRefusals.${reason}`, { ...params, count: params.max });
  if (error.errorCode === ERROR_CODES.WRONG_PAYMENT_PASSWORD) return t('cashierRefusals.WRONG_PAYMENT_PASSWORD', { ...params, count: Number(params.triesLeft ?? 0) });
  if (error.errorCode === ERROR_CODES.PAYMENT_PASSWORD_NOT_SET) return t('cashierRefusals.NO_PAYMENT_PASSWORD');
  return refusalText(error, t);
}
