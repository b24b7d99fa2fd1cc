import { ERROR_CODES, FORCE_LOGOUT_CODES } from '@contracts/shared/errors';

/**
 * WIRE.md §4.4 as one table: what the app does with each failure. The request pipeline acts on the
 * behaviours marked `pipeline` (src/features/session/failures.ts carries them out); the others are
 * the caller's, and the caller reads this table to know which it has (a login form meets
 * `loginVerification`, a withdrawal `withdrawTurnover`, …).
 *
 * Decision (docs/wire.md): where the platform's client shows its generic dialog for "anything else",
 * our screens show the server's message where the action was (under the field, in the panel), which
 * is the same message closer to the user; the generic dialog stays for the codes that mean a bug or a
 * disabled feature, which no screen can place.
 */
export type ErrorBehaviour =
  /** Dialog with the message; the session ends and the login popup opens on the same page (`/agent` for an agent). */
  | 'forceLogout'
  /** The caller opens login verification with the methods keyed in `value`. */
  | 'loginVerification'
  /** The caller offers "use an existing account / register a new one". */
  | 'bindCustomer'
  /** Nothing in the pipeline; SMS callers show SPEC §8's "too many requests". */
  | 'rateLimited'
  /** Nothing shown; written to the console. */
  | 'log'
  /** A modal with the message and `maintainTime – endTime`. */
  | 'vendorMaintenance'
  /** A modal with Cancel and Deposit; Deposit opens the deposit page. */
  | 'depositOffer'
  /** A modal with Customer service and Retry. */
  | 'domainCheck'
  /** The generic warning dialog with the message. */
  | 'dialog'
  /** The caller runs the human check again and resubmits. */
  | 'humanCheck'
  /** The caller shows the required and actual turnover from `value.data`. */
  | 'withdrawTurnover'
  /** The caller shows the required and actual deposit from `value.data`. */
  | 'withdrawDeposit'
  /** The caller sends the user to complete what `value.data` lists. */
  | 'memberInfoIncomplete'
  /** A field error on the payment password. */
  | 'paymentPasswordField'
  /** The caller sends the user to the security centre to set a payment password. */
  | 'setPaymentPassword'
  /** The caller prompts for the requirement named in `value.data`. */
  | 'promotionRequirement'
  /** SPEC §8's time-out message (504, or no answer within 20 s), where the call was made. */
  | 'timeout'
  /** SPEC §8's network message, where the call was made. */
  | 'network'
  /** Nothing at all: a silent call, withdraw_not_supported. */
  | 'silent'
  /** Anything else: the caller shows the message where the action was. */
  | 'inline'
  /** A launch refusal the game frame presents as a recoverable screen of its own (LAUNCH_SCREENS). */
  | 'gameFrame';

/** Behaviours the request pipeline carries out itself; the rest are the caller's. */
export const PIPELINE_BEHAVIOURS: ReadonlySet<ErrorBehaviour> = new Set(['forceLogout', 'log', 'vendorMaintenance', 'depositOffer', 'domainCheck', 'dialog']);

/** The named rows of WIRE.md §4.4, by errorCode. */
export const ERROR_BEHAVIOURS: Readonly<Record<string, ErrorBehaviour>> = {
  ...Object.fromEntries(FORCE_LOGOUT_CODES.map((code) => [code, 'forceLogout'] as const)),
  [ERROR_CODES.LOGIN_VERIFICATION_REQUIRED]: 'loginVerification',
  [ERROR_CODES.BIND_CUSTOMER_REQUIRED]: 'bindCustomer',
  [ERROR_CODES.TOO_MANY_REQUEST]: 'rateLimited',
  [ERROR_CODES.TOO_MANY_REQUESTS]: 'rateLimited',
  [ERROR_CODES.MERCHANT_SETUP]: 'log',
  [ERROR_CODES.VENDOR_MAINTENANCE]: 'vendorMaintenance',
  [ERROR_CODES.LAUNCH_BALANCE_NOT_ENOUGH]: 'depositOffer',
  [ERROR_CODES.DOMAIN_NOT_AVAILABLE]: 'domainCheck',
  [ERROR_CODES.PREVIOUS_GAME_NOT_FINISHED]: 'dialog',
  [ERROR_CODES.SYSTEM_BUSY]: 'dialog',
  [ERROR_CODES.FEATURE_DISABLED]: 'dialog',
  [ERROR_CODES.METHOD_NOT_SUPPORTED]: 'dialog',
  [ERROR_CODES.ENCRYPTION_REQUIRED]: 'dialog',
  // request_param_err: the simulated backend answers it for every input it refuses, so the form shows it under its field.
  [ERROR_CODES.VALIDATION]: 'inline',
  [ERROR_CODES.HUMAN_CHECK_FAILED]: 'humanCheck',
  [ERROR_CODES.WITHDRAW_TURNOVER_NOT_ENOUGH]: 'withdrawTurnover',
  [ERROR_CODES.WITHDRAW_DEPOSIT_NOT_REACHED]: 'withdrawDeposit',
  [ERROR_CODES.PROMOTION_TURNOVER_NOT_ENOUGH]: 'dialog',
  [ERROR_CODES.MEMBER_INFORMATION_INCOMPLETE]: 'memberInfoIncomplete',
  [ERROR_CODES.WRONG_PAYMENT_PASSWORD]: 'paymentPasswordField',
  [ERROR_CODES.PAYMENT_PASSWORD_NOT_SET]: 'setPaymentPassword',
  [ERROR_CODES.WITHDRAW_NOT_SUPPORTED]: 'silent',
  [ERROR_CODES.PROMOTION_REQUIREMENT]: 'promotionRequirement',
  'prom.claim.req.field': 'promotionRequirement',
  [ERROR_CODES.NO_MISSION_CLAIM]: 'dialog',
};

/**
 * The rows of the table a game launch meets (issue 35): on a launch route (LAUNCH_ROUTES) the game frame, not the
 * pipeline, presents each as its own screen (src/features/lobby/game-frame): #734 resume or close the previous
 * game, vendor maintenance a countdown and similar games, a balance too low the deposit then the launch, #727
 * retries with backoff. On any other route these codes keep their row above.
 */
export const LAUNCH_SCREENS = {
  [ERROR_CODES.PREVIOUS_GAME_NOT_FINISHED]: 'previousGame',
  [ERROR_CODES.VENDOR_MAINTENANCE]: 'maintenance',
  [ERROR_CODES.LAUNCH_BALANCE_NOT_ENOUGH]: 'deposit',
  [ERROR_CODES.SYSTEM_BUSY]: 'busy',
} as const;
export type LaunchScreen = (typeof LAUNCH_SCREENS)[keyof typeof LAUNCH_SCREENS];

/** The routes that launch a game (G11 and G12 share one; G13 the guest's free trial), by route key. */
export const LAUNCH_ROUTES: ReadonlySet<string> = new Set(['games.launch', 'games.trialLaunch']);

/** The frame's screen for a launch refusal, or null when the code has none. */
export function launchScreenOf(errorCode: string): LaunchScreen | null {
  return Object.hasOwn(LAUNCH_SCREENS, errorCode) ? LAUNCH_SCREENS[errorCode as keyof typeof LAUNCH_SCREENS] : null;
}

/** What the pipeline knows of a failed call. */
export interface FailureFacts {
  /** The errorCode, or NETWORK / TIMEOUT / NO_RSA_KEY for failures with no answer. */
  errorCode: string;
  /** HTTP status; 0 when there was no answer. */
  status: number;
  /** WIRE.md §4.5: the route is silent (or the call was made with alert off). */
  silent: boolean;
  /** A session token was sent with the call. */
  withToken: boolean;
  /** The route key (`games.launch`): a launch route's LAUNCH_SCREENS rows are the frame's. */
  route?: string;
}

/** WIRE.md §4.4 and §4.5, in their order: silence first, then the code, then the status. */
export function errorBehaviour({ errorCode, status, silent, withToken, route }: FailureFacts): ErrorBehaviour {
  if (silent) return 'silent';
  if (route !== undefined && LAUNCH_ROUTES.has(route) && launchScreenOf(errorCode)) return 'gameFrame';
  if (errorCode === 'TIMEOUT' || errorCode === 'NO_RSA_KEY' || status === 504) return 'timeout';
  if (errorCode === 'NETWORK') return 'network';
  if (status === 502) return 'log';
  const named = ERROR_BEHAVIOURS[errorCode];
  if (named === 'forceLogout') return withToken ? 'forceLogout' : 'inline';
  if (named) return named;
  if (errorCode.toLowerCase().includes('geetest') || errorCode === '#1066') return 'humanCheck';
  // Any code on a 401: the session is gone (WIRE.md §1.4); a guest only learns that it must log in.
  if (status === 401) return withToken ? 'forceLogout' : 'inline';
  return 'inline';
}

/** The behaviour of a reported failure (src/lib/api/config.ts FailureReport). */
export function failureBehaviour({ error, silent, token }: { error: { errorCode: string; status: number; route?: string }; silent: boolean; token: string | null }): ErrorBehaviour {
  return errorBehaviour({ errorCode: error.errorCode, status: error.status, silent, withToken: token !== null, route: error.route });
}
