import type { TFunction } from 'i18next';
import { ERROR_CODES } from '../../../../contracts/shared/errors';
import { isApiError } from '../../../lib/api';

/**
 * The words for a refused mall write: the mall's own codes get the mall's
 * texts (the server's English message never reaches a TY reader), the rest
 * their SPEC §8 message.
 */
export function mallErrorText(t: TFunction, error: unknown): string | null {
  if (!error) return null;
  if (!isApiError(error)) return t('errors.unknown');
  const value = (error.value ?? {}) as Record<string, unknown>;
  if (error.code === ERROR_CODES.INSUFFICIENT_POINTS) return t('mallPoints.errors.insufficientPoints');
  if (error.code === ERROR_CODES.WRONG_PAYMENT_PASSWORD) return t('mallPoints.errors.wrongPassword', { count: Number(value.triesLeft ?? 0) });
  if (error.code === ERROR_CODES.INVALID_STATE && value.reason === 'NO_PAYMENT_PASSWORD') return t('mallPoints.errors.noPaymentPassword');
  if (error.code === ERROR_CODES.INVALID_STATE) return t('mallPoints.errors.notAvailable', { reason: error.message });
  return error.messageKey ? t(error.messageKey, error.messageParams) : error.message;
}
