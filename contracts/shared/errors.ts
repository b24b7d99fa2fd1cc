/**
 * Envelope `code`s the backend answers with. The client maps them to the
 * i18n keys of SPEC §8; the simulated backend answers with nothing else.
 */
export const ERROR_CODES = {
  OK: '0',
  VALIDATION: 'VALIDATION_ERROR',
  NOT_LOGGED_IN: 'NOT_LOGGED_IN',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  INVALID_URL: 'INVALID_URL',
  IP_BLOCKED: 'IP_BLOCKED',
  MAINTENANCE: 'MAINTENANCE',
  UNKNOWN: 'UNKNOWN_ERROR',
  ENCRYPTION_REQUIRED: 'ENCRYPTION_REQUIRED',
  BAD_CREDENTIALS: 'BAD_CREDENTIALS',
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  CAPTCHA_INVALID: 'CAPTCHA_INVALID',
  NOT_AGENT: 'error_not_agent',
  MEMBER_NO_ENTER: 'member_no_enter',
  TRIAL_ACCOUNT: 'in_need_true_account',
  FEATURE_DISABLED: 'FEATURE_DISABLED',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  MOBILE_TAKEN: 'MOBILE_TAKEN',
  USER_OR_EMAIL_NOT_FOUND: 'USER_OR_EMAIL_NOT_FOUND',
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  WRONG_PAYMENT_PASSWORD: 'WRONG_PAYMENT_PASSWORD',
  PAYMENT_PASSWORD_LOCKED: 'PAYMENT_PASSWORD_LOCKED',
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  INSUFFICIENT_POINTS: 'INSUFFICIENT_POINTS',
  DUPLICATE_REQUEST: 'DUPLICATE_REQUEST',
  INVALID_AFFILIATE: 'INVALID_AFFILIATE',
  SMS_INVALID_PHONE: 'auth/invalid-phone-number',
  SMS_MISSING_PHONE: 'auth/missing-phone-number',
  SMS_TOO_MANY_REQUESTS: 'auth/too-many-requests',
  SMS_INVALID_CODE: 'auth/invalid-verification-code',
  SMS_MISSING_CODE: 'auth/missing-verification-code',
  SMS_CODE_EXPIRED: 'auth/code-expired',
  SMS_QUOTA_EXCEEDED: 'auth/quota-exceeded',
  SMS_CAPTCHA_FAILED: 'auth/captcha-check-failed',
  HUMAN_CHECK_FAILED: 'HUMAN_CHECK_FAILED',
  NOT_DOWNLINE: 'NOT_DOWNLINE',
  CONTRACT_STATE: 'CONTRACT_STATE',
  INVALID_STATE: 'INVALID_STATE',
  /** A once-only reward (reward, promotion bonus, red envelope) asked for a second time. */
  ALREADY_CLAIMED: 'ALREADY_CLAIMED',
  /** A promotion the member already applied for or takes part in. */
  ALREADY_APPLIED: 'ALREADY_APPLIED',
  /** A claim with nothing left to pay (the rebate was just claimed). */
  NOTHING_TO_CLAIM: 'NOTHING_TO_CLAIM',
  FILE_TYPE: 'activity_apply_remark_limit2',
  FILE_TOO_BIG: 'activity_apply_remark_limit3',
  UNDER_21: 'local_age_21',
  /** SPEC §4 login from an unregistered IP: the answer's value is the challenge (contracts/session.ts). */
  LOGIN_VERIFICATION_REQUIRED: 'LOGIN_VERIFICATION_REQUIRED',
  /** A profile field the server locked (identity facts after KYC). */
  PROFILE_FIELD_LOCKED: 'PROFILE_FIELD_LOCKED',
  /** Responsible gaming: a deposit, stake or loss past the member's own limit (value: the limit and when it resets). */
  RG_LIMIT_REACHED: 'RG_LIMIT_REACHED',
  /** Responsible gaming: the session-length limit is used up. */
  RG_SESSION_LIMIT: 'RG_SESSION_LIMIT',
  /** Responsible gaming: a time-out in force (value: until). */
  RG_TIME_OUT: 'RG_TIME_OUT',
  /** Responsible gaming: self-excluded, only withdrawals are open (value: until). */
  RG_SELF_EXCLUDED: 'RG_SELF_EXCLUDED',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
