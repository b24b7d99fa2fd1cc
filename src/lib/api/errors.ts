import type { ErrorCode } from '@contracts/shared/errors';

/** Failures with no answer to carry a code: the client names them itself. */
type ClientCode = 'NETWORK' | 'TIMEOUT' | 'NO_RSA_KEY';

/**
 * SPEC §8 messages by errorCode. Codes without an entry show the server's own message (WIRE.md §4.6:
 * as sent), or 'Unknown error' when there is none. The codes are written out, checked against
 * ErrorCode by the compiler, so the first page carries this map without the whole ERROR_CODES table.
 */
const MESSAGE_KEYS: Partial<Record<ErrorCode | ClientCode, string>> = {
  NETWORK: 'errors.network',
  TIMEOUT: 'errors.timeout',
  /** WIRE.md §2.2: the RSA key could not be fetched; shown as the time-out message. */
  NO_RSA_KEY: 'errors.timeout',
  'login.not.session': 'errors.notLoggedIn',
  'user.or.token.invalid': 'errors.notLoggedIn',
  'CUSTOMER_NOT_LOGIN': 'errors.notLoggedIn',
  'unknown_error': 'errors.unknown',
  'invalid_url': 'errors.invalidUrl',
  'ip_restricted': 'errors.ipBlocked',
  'system_under_maintenance': 'errors.maintenance',
  'request_param_err': 'errors.incorrectInformation',
  'username_or_email_not_exist': 'errors.userOrEmailNotFound',
  'login.password.incorrect': 'errors.badCredentials',
  'error_not_agent': 'errors.notAgent',
  'in_need_true_account': 'errors.trialAccount',
  'member_no_enter': 'errors.memberNoEnter',
  'invitation_code_error': 'errors.invalidAffiliate',
  'balance_not_enough': 'errors.insufficientBalance',
  'launch_game_balance_not_enough': 'errors.insufficientBalance',
  // One count of wrong passwords per account locks every password check: the message says until when.
  'payment.pw.locked': 'errors.passwordLocked',
  'password.check.locked': 'errors.passwordLocked',
  'login.locked': 'errors.loginLocked',
  'activity_apply_remark_limit2': 'errors.fileType',
  'activity_apply_remark_limit3': 'errors.fileTooBig',
  'local_age_21': 'errors.under21',
  // Responsible-gaming refusals come only from screens, so their words ride with the screen texts, not the shell's.
  'rg_limit_reached': 'rgErrors.limitReached',
  'rg_session_limit': 'rgErrors.sessionLimit',
  'rg_time_out': 'rgErrors.timeOut',
  'rg_self_excluded': 'rgErrors.selfExcluded',
  'rg_receiver_blocked': 'rgErrors.receiverBlocked',
  // A requestId sent again with other details (another amount): the form starts a new request.
  'duplicate_request': 'errors.duplicateRequest',
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
    return MESSAGE_KEYS[this.errorCode as ErrorCode] ?? (this.message ? null : 'errors.unknown');
  }

  /**
   * Adds the message keys of refusals only some screens meet (the SMS codes): the features that send
   * those calls register them when their code loads, so the first page carries none of them.
   */
  static registerMessageKeys(keys: Partial<Record<ErrorCode, string>>): void {
    Object.assign(MESSAGE_KEYS, keys);
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

}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
