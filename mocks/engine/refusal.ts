import { ERROR_CODES, FORCE_LOGOUT_CODES, type ErrorCode } from '../../contracts/shared/errors';

type RefusalStatus = 200 | 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 502 | 503 | 504;

/**
 * A refusal thrown anywhere in a route implementation becomes a failure
 * envelope: handlers stay typed for success and refuse uniformly.
 */
export class Refusal extends Error {
  readonly status: RefusalStatus;

  constructor(
    readonly errorCode: ErrorCode,
    message: string,
    /** What the handler asked for; the status on the wire follows WIRE.md §4.3 (statusOf). */
    requested: RefusalStatus = 400,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'Refusal';
    this.status = statusOf(errorCode, requested);
  }
}

/**
 * WIRE.md §4.3, and the simulated backend's choice for the codes whose status is not recorded: 401
 * for the force-logout codes, 429 for rate limits, 405 for a wrong verb, 500 for system busy, and
 * 400 for every other refusal. A failure the handler marks as the server's own (5xx, or a body too
 * large) keeps its status. The client never depends on these: it branches on errorCode first.
 */
export function statusOf(code: string, requested: RefusalStatus = 400): RefusalStatus {
  if (FORCE_LOGOUT_CODES.includes(code)) return 401;
  if (code === ERROR_CODES.TOO_MANY_REQUESTS || code === ERROR_CODES.TOO_MANY_REQUEST) return 429;
  if (code === ERROR_CODES.METHOD_NOT_SUPPORTED) return 405;
  if (code === ERROR_CODES.SYSTEM_BUSY) return 500;
  if (requested >= 500 || requested === 413) return requested;
  return 400;
}

/** Default English messages; the client shows its own translations by code. */
const MESSAGES: Partial<Record<ErrorCode, string>> = {
  [ERROR_CODES.NOT_LOGGED_IN]: 'You are not logged in, please login',
  [ERROR_CODES.TOKEN_INVALID]: 'You are not logged in, please login',
  [ERROR_CODES.UNKNOWN]: 'Unknown error',
  [ERROR_CODES.IP_BLOCKED]: 'The IP is temporarily locked, please contact online customer service to unlock',
  [ERROR_CODES.MAINTENANCE]: 'The system is under maintenance',
  [ERROR_CODES.INVALID_URL]: 'Invalid URL, please contact customer service',
  [ERROR_CODES.USER_OR_EMAIL_NOT_FOUND]: 'Username/Email does not exist',
  [ERROR_CODES.NOT_AGENT]: 'Non-agent cannot log in',
  [ERROR_CODES.TRIAL_ACCOUNT]: 'Please register an account first',
  [ERROR_CODES.INSUFFICIENT_BALANCE]: 'Insufficient balance',
  [ERROR_CODES.INVALID_AFFILIATE]: 'invitation code error',
  [ERROR_CODES.FEATURE_DISABLED]: 'Function not available (#543)',
  [ERROR_CODES.METHOD_NOT_SUPPORTED]: 'HTTP method not supported (#459)',
  [ERROR_CODES.SYSTEM_BUSY]: 'System busy, please try again later (#727)',
  [ERROR_CODES.PREVIOUS_GAME_NOT_FINISHED]: 'The previous game has not finished (#734)',
  [ERROR_CODES.ENCRYPTION_REQUIRED]: 'Request body required',
};

export function refuse(code: ErrorCode, message?: string, status: RefusalStatus = 400, value: unknown = null): Refusal {
  return new Refusal(code, message ?? MESSAGES[code] ?? code, status, value);
}

/** The success envelope (WIRE.md §4.1), typed so that it satisfies any route's 200 answer. */
export function ok<T>(value: T, message = 'success') {
  return { status: 200 as const, body: { success: true as const, message, value } };
}

/** A lottery gateway's answer (WIRE.md §6.5): the bare object, no envelope. */
export function bare<T>(body: T) {
  return { status: 200 as const, body };
}
