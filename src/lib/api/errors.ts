import { ERROR_CODES } from '../../../contracts/shared/errors';

/**
 * SPEC §8 messages by errorCode. Codes without an entry show the server's own message (WIRE.md §4.6:
 * as sent), or 'Unknown error' when there is none.
 */
const MESSAGE_KEYS: Record<string, string> = {
  NETWORK: 'errors.network',
  TIMEOUT: 'errors.timeout',
  /** WIRE.md §2.2: the RSA key could not be fetched; shown as the time-out message. */
  NO_RSA_KEY: 'errors.timeout',
  [ERROR_CODES.NOT_LOGGED_IN]: 'errors.notLoggedIn',
  [ERROR_CODES.TOKEN_INVALID]: 'errors.notLoggedIn',
  [ERROR_CODES.CUSTOMER_NOT_LOGIN]: 'errors.notLoggedIn',
  [ERROR_CODES.UNKNOWN]: 'errors.unknown',
  [ERROR_CODES.INVALID_URL]: 'errors.invalidUrl',
  [ERROR_CODES.IP_BLOCKED]: 'errors.ipBlocked',
  [ERROR_CODES.MAINTENANCE]: 'errors.maintenance',
  [ERROR_CODES.VALIDATION]: 'errors.incorrectInformation',
  [ERROR_CODES.USER_OR_EMAIL_NOT_FOUND]: 'errors.userOrEmailNotFound',
  [ERROR_CODES.BAD_CREDENTIALS]: 'errors.badCredentials',
  [ERROR_CODES.NOT_AGENT]: 'errors.notAgent',
  [ERROR_CODES.TRIAL_ACCOUNT]: 'errors.trialAccount',
  [ERROR_CODES.MEMBER_NO_ENTER]: 'errors.memberNoEnter',
  [ERROR_CODES.INVALID_AFFILIATE]: 'errors.invalidAffiliate',
  [ERROR_CODES.INSUFFICIENT_BALANCE]: 'errors.insufficientBalance',
  [ERROR_CODES.LAUNCH_BALANCE_NOT_ENOUGH]: 'errors.insufficientBalance',
  [ERROR_CODES.PAYMENT_PASSWORD_LOCKED]: 'errors.paymentPasswordLocked',
  [ERROR_CODES.SMS_INVALID_PHONE]: 'errors.sms.invalidPhone',
  [ERROR_CODES.SMS_MISSING_PHONE]: 'errors.sms.missingPhone',
  [ERROR_CODES.TOO_MANY_REQUESTS]: 'errors.sms.tooManyRequests',
  [ERROR_CODES.TOO_MANY_REQUEST]: 'errors.sms.tooManyRequests',
  [ERROR_CODES.SMS_INVALID_CODE]: 'errors.sms.invalidCode',
  [ERROR_CODES.SMS_MISSING_CODE]: 'errors.sms.missingCode',
  [ERROR_CODES.SMS_CODE_EXPIRED]: 'errors.sms.codeExpired',
  [ERROR_CODES.SMS_QUOTA_EXCEEDED]: 'errors.sms.quotaExceeded',
  [ERROR_CODES.SMS_CAPTCHA_FAILED]: 'errors.sms.captchaFailed',
  [ERROR_CODES.SMS_OPERATION_NOT_ALLOWED]: 'errors.sms.operationNotAllowed',
  [ERROR_CODES.SMS_POPUP_CLOSED]: 'errors.sms.popupClosed',
  [ERROR_CODES.FILE_TYPE]: 'errors.fileType',
  [ERROR_CODES.FILE_TOO_BIG]: 'errors.fileTooBig',
  [ERROR_CODES.UNDER_21]: 'errors.under21',
  // Responsible-gaming refusals come only from screens, so their words ride with the screen texts, not the shell's.
  [ERROR_CODES.RG_LIMIT_REACHED]: 'rgErrors.limitReached',
  [ERROR_CODES.RG_SESSION_LIMIT]: 'rgErrors.sessionLimit',
  [ERROR_CODES.RG_TIME_OUT]: 'rgErrors.timeOut',
  [ERROR_CODES.RG_SELF_EXCLUDED]: 'rgErrors.selfExcluded',
};

export type ApiErrorKind = 'refused' | 'network' | 'timeout' | 'contract';

/** Every failed call becomes one of these: a refusal, the network, or a time-out. */
export class ApiError extends Error {
  /** Set once the pipeline has shown this failure itself (a dialog, a modal): the caller shows nothing more. */
  presented = false;

  constructor(
    readonly kind: ApiErrorKind,
    /** The envelope's `errorCode` (WIRE.md §4), or NETWORK / TIMEOUT / NO_RSA_KEY, or `http_<status>` when the answer named none. */
    readonly errorCode: string,
    message: string,
    readonly status: number,
    /** The envelope's `value`: the error details (WIRE.md §4.2). */
    readonly value: unknown = null,
    /** Dotted contract key of the route, when known. */
    readonly route = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The i18n key to show, or null when the server's message should be shown as is. */
  get messageKey(): string | null {
    return MESSAGE_KEYS[this.errorCode] ?? (this.message ? null : 'errors.unknown');
  }

  /** Values for the message key's placeholders, from the refusal's value (e.g. retryAfterMinutes of a lock). */
  get messageParams(): Record<string, string | number> {
    if (!this.value || typeof this.value !== 'object') return {};
    return Object.fromEntries(
      Object.entries(this.value).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'),
    );
  }

  static network(route: string): ApiError {
    return new ApiError('network', 'NETWORK', 'Network link is abnormal, please try again', 0, null, route);
  }

  static timeout(route: string, status = 0): ApiError {
    return new ApiError('timeout', 'TIMEOUT', 'The page took longer time to load, please check your network connectivity', status, null, route);
  }

  /** WIRE.md §2.2: the key call failed; the encrypted call is never sent. */
  static noRsaKey(route: string): ApiError {
    return new ApiError('refused', 'NO_RSA_KEY', 'NO RSA KEY', 0, {}, route);
  }
}

/** An answer that does not match the contract: loud, naming the route and the field. */
export class ContractMismatchError extends Error {
  constructor(readonly route: string, readonly issues: string) {
    super(`Answer of ${route} does not match the contract: ${issues}`);
    this.name = 'ContractMismatchError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A flow that stopped on its own before its call (the slide check abandoned, a verification that
 * aborts silently): not a failure of the server. `messageKey` is what to tell the user, or null
 * when the SPEC wants silence.
 */
export class FlowStop extends Error {
  constructor(readonly messageKey: string | null = null) {
    super(messageKey ?? 'stopped');
    this.name = 'FlowStop';
  }
}

export function isFlowStop(error: unknown): error is FlowStop {
  return error instanceof FlowStop;
}
