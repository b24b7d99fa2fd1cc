import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@contracts/shared/errors';
import { isApiError } from '@/lib/api';
import { formatNumber } from '@/lib/format';

/** The refusal reasons (the server's value.reason) the mall words itself: texts under mallPoints.errors.reasons. */
const REASONS = ['OUT_OF_STOCK', 'MEMBER_LIMIT', 'DAILY_CONVERT_LIMIT'] as const;

/**
 * The words for a refused mall write: the mall's own codes and reasons get the
 * mall's texts (the server's English message never reaches a TY reader), the
 * rest their SPEC §8 message.
 */
export function mallErrorText(t: TFunction, error: unknown, languageTag: string): string | null {
  if (!error) return null;
  if (!isApiError(error)) return t('errors.unknown');
  const value = (error.value ?? {}) as Record<string, unknown>;
  if (error.errorCode === ERROR_CODES.INSUFFICIENT_POINTS) return t('mallPoints.errors.insufficientPoints');
  if (error.errorCode === ERROR_CODES.WRONG_PAYMENT_PASSWORD) return t('mallPoints.errors.wrongPassword', { count: Number(value.triesLeft ?? 0) });
  // WIRE.md §4.4 not.exists.payment.password: the words say where to set one.
  if (error.errorCode === ERROR_CODES.PAYMENT_PASSWORD_NOT_SET) return t('mallPoints.errors.reasons.NO_PAYMENT_PASSWORD');
  if (error.errorCode === ERROR_CODES.INVALID_STATE) {
    const reason = REASONS.find((known) => known === value.reason);
    return reason ? t(`mallPoints.errors.reasons.${reason}`, { count: Number(value.limit ?? 0), limit: formatNumber(Number(value.limit ?? 0), languageTag) }) : t('mallPoints.errors.notAvailable');
  }
  return error.messageKey ? t(error.messageKey, error.messageParams) : error.message;
}
