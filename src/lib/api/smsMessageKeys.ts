import type { ErrorCode } from '@contracts/shared/errors';
import { ApiError } from './errors';

/**
 * SPEC §8's phone/SMS messages by errorCode, for the screens that send SMS codes (login, registration,
 * password reset, the account's mobile and payment password): each registers them when its code loads.
 */
const SMS_MESSAGE_KEYS: Partial<Record<ErrorCode, string>> = {
  'auth/invalid-phone-number': 'errors.sms.invalidPhone',
  'auth/missing-phone-number': 'errors.sms.missingPhone',
  'TOO_MANY_REQUESTS': 'errors.sms.tooManyRequests',
  'TOO_MANY_REQUEST': 'errors.sms.tooManyRequests',
  'auth/invalid-verification-code': 'errors.sms.invalidCode',
  'auth/missing-verification-code': 'errors.sms.missingCode',
  'auth/code-expired': 'errors.sms.codeExpired',
  'auth/quota-exceeded': 'errors.sms.quotaExceeded',
  'auth/captcha-check-failed': 'errors.sms.captchaFailed',
  'auth/operation-not-allowed': 'errors.sms.operationNotAllowed',
  'auth/popup-closed-by-user': 'errors.sms.popupClosed',
};

export function registerSmsMessageKeys(): void {
  ApiError.registerMessageKeys(SMS_MESSAGE_KEYS);
}
