import { ERROR_CODES, type ErrorCode } from '../../contracts/shared/errors';

/**
 * A refusal thrown anywhere in a route implementation becomes a failure
 * envelope: handlers stay typed for success and refuse uniformly.
 */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: 200 | 400 | 401 | 403 | 404 | 409 | 415 | 429 | 500 | 503 = 200,
    readonly value: string | Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** Default English messages; the client shows its own translations by code. */
const MESSAGES: Partial<Record<ErrorCode, string>> = {
  [ERROR_CODES.NOT_LOGGED_IN]: 'You are not logged in, please login',
  [ERROR_CODES.UNKNOWN]: 'Unknown error',
  [ERROR_CODES.IP_BLOCKED]: 'The IP is temporarily locked, please contact online customer service to unlock',
  [ERROR_CODES.MAINTENANCE]: 'The system is under maintenance',
  [ERROR_CODES.INVALID_URL]: 'Invalid URL, please contact customer service',
  [ERROR_CODES.USER_OR_EMAIL_NOT_FOUND]: 'Username/Email does not exist',
  [ERROR_CODES.NOT_AGENT]: 'Non-agent cannot log in',
  [ERROR_CODES.TRIAL_ACCOUNT]: 'Please register an account first',
  [ERROR_CODES.INSUFFICIENT_BALANCE]: 'Insufficient balance',
  [ERROR_CODES.INVALID_AFFILIATE]: 'invitation code error',
};

export function refuse(
  code: ErrorCode,
  message?: string,
  status: Refusal['status'] = 200,
  value: Refusal['value'] = null,
): Refusal {
  return new Refusal(code, message ?? MESSAGES[code] ?? code, status, value);
}

/** The success envelope, typed so that it satisfies any route's 200 answer. */
export function ok<T>(value: T, message = 'OK') {
  return { status: 200 as const, body: { success: true as const, code: ERROR_CODES.OK, message, value } };
}

/** The success envelope of the one route that answers under `data`. */
export function okData<T>(data: T) {
  return { status: 200 as const, body: { success: true as const, code: ERROR_CODES.OK, message: 'OK', data } };
}
