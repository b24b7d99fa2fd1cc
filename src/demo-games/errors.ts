import type { TFunction } from 'i18next';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { isApiError } from '../lib/api';

/** A refusal as the player reads it: the SPEC §8 message, our wording for an expired ticket, or the server's text. */
export function errorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.unknown');
  if (error.errorCode === ERROR_CODES.INVALID_STATE) return t('demoGame.errors.expired');
  if (error.errorCode === ERROR_CODES.NOT_LOGGED_IN) return t('demoGame.errors.signedOut');
  const key = error.messageKey;
  return key ? t(key) : error.message;
}
