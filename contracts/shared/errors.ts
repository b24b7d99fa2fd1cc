/**
 * The `errorCode`s of failure envelopes (WIRE.md §4). The platform's own codes are spelt as the
 * platform spells them; the codes of our own routes follow its style (lowercase, dots or
 * underscores). The client maps them to behaviours (src/lib/api/errorBehaviour.ts) and to SPEC §8's
 * messages; the simulated backend answers with nothing else.
 */
export const ERROR_CODES = {
  // --- The platform's codes (WIRE.md §4.3, §4.4) ---
  /** Force logout: the session's IP changed. */
  TOKEN_IP_DIFFERENT: 'token_ip_different',
  /** Force logout: the token is unknown or expired. */
  TOKEN_INVALID: 'user.or.token.invalid',
  /** Force logout: no session behind the call (our 401 on a token route called without `Authorization`). */
  NOT_LOGGED_IN: 'login.not.session',
  /** Force logout: the legacy member centre's token check. */
  CUSTOMER_NOT_LOGIN: 'CUSTOMER_NOT_LOGIN',
  /** Login (S1) from an IP the member never used: `value`'s keys are the allowed methods (email, ga, sms, payeeName). */
  LOGIN_VERIFICATION_REQUIRED: 'login_verify_required',
  /** Social or Firebase login of an account with no customer behind it. */
  BIND_CUSTOMER_REQUIRED: 'bind_customer_required',
  /** Rate-limited calls (SMS sends among them). The platform spells it both ways; we answer the plural. */
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  TOO_MANY_REQUEST: 'TOO_MANY_REQUEST',
  MERCHANT_SETUP: 'merchant.acct.setup.err',
  /** `value.content.data.{maintainTime, endTime}` (WIRE.md §4.2). */
  VENDOR_MAINTENANCE: 'vendor_under_maintenance',
  LAUNCH_BALANCE_NOT_ENOUGH: 'launch_game_balance_not_enough',
  DOMAIN_NOT_AVAILABLE: 'domain_not_available',
  /** #734: the previous game has not finished. */
  PREVIOUS_GAME_NOT_FINISHED: '#734',
  /** #727: system busy (HTTP 500); also a launch without `launchMode`. */
  SYSTEM_BUSY: '#727',
  /** #543: the module is off, or the request carried two Merchant headers (HTTP 400). */
  FEATURE_DISABLED: 'function.not.available',
  /** #459: the wrong verb for the path. */
  METHOD_NOT_SUPPORTED: 'http_method_not_support',
  /** An encrypted route without `Encryption` or `{value}`, or one that does not decrypt (HTTP 400). */
  ENCRYPTION_REQUIRED: 'request_body_required',
  /** A bad request parameter (HTTP 400). The simulated backend answers it for every input it refuses. */
  VALIDATION: 'request_param_err',
  /** The human check (Geetest) must run again: any errorCode containing `geetest`. */
  HUMAN_CHECK_FAILED: 'geetest_validate_failed',
  WITHDRAW_TURNOVER_NOT_ENOUGH: 'withdraw_turnover_not_enough',
  WITHDRAW_DEPOSIT_NOT_REACHED: 'required_deposit_amount_not_reached',
  PROMOTION_TURNOVER_NOT_ENOUGH: 'promotion_turnover_not_enough',
  MEMBER_INFORMATION_INCOMPLETE: 'required_member_information_incomplete',
  WRONG_PAYMENT_PASSWORD: 'invalid.payment.pw',
  PAYMENT_PASSWORD_NOT_SET: 'not.exists.payment.password',
  WITHDRAW_NOT_SUPPORTED: 'withdraw_not_supported',
  PROMOTION_REQUIREMENT: 'prom_claim_req_field',
  NO_MISSION_CLAIM: 'no_mission_claim',

  // --- SPEC §8's keys, sent as codes ---
  NOT_AGENT: 'error_not_agent',
  MEMBER_NO_ENTER: 'member_no_enter',
  TRIAL_ACCOUNT: 'in_need_true_account',
  FILE_TYPE: 'activity_apply_remark_limit2',
  FILE_TOO_BIG: 'activity_apply_remark_limit3',
  UNDER_21: 'local_age_21',
  SMS_INVALID_PHONE: 'auth/invalid-phone-number',
  SMS_MISSING_PHONE: 'auth/missing-phone-number',
  /** SPEC §8's SMS rate limit ("retry after 5 minutes"): the platform's TOO_MANY_REQUESTS. */
  SMS_TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SMS_INVALID_CODE: 'auth/invalid-verification-code',
  SMS_MISSING_CODE: 'auth/missing-verification-code',
  SMS_CODE_EXPIRED: 'auth/code-expired',
  SMS_QUOTA_EXCEEDED: 'auth/quota-exceeded',
  SMS_CAPTCHA_FAILED: 'auth/captcha-check-failed',
  SMS_OPERATION_NOT_ALLOWED: 'auth/operation-not-allowed',
  SMS_POPUP_CLOSED: 'auth/popup-closed-by-user',

  // --- Ours, in the platform's style ---
  FORBIDDEN: 'access_denied',
  NOT_FOUND: 'record_not_found',
  INVALID_URL: 'invalid_url',
  IP_BLOCKED: 'ip_restricted',
  MAINTENANCE: 'system_under_maintenance',
  UNKNOWN: 'unknown_error',
  BAD_CREDENTIALS: 'login.password.incorrect',
  CAPTCHA_REQUIRED: 'captcha_required',
  CAPTCHA_INVALID: 'captcha_incorrect',
  USERNAME_TAKEN: 'username_exists',
  MOBILE_TAKEN: 'mobile_exists',
  USER_OR_EMAIL_NOT_FOUND: 'username_or_email_not_exist',
  WRONG_PASSWORD: 'password_incorrect',
  PAYMENT_PASSWORD_LOCKED: 'payment.pw.locked',
  /** The login password asked from a session (password change, time-out, self-exclusion) after too many wrong passwords of either kind (value: lockedUntil, until). */
  PASSWORD_CHECK_LOCKED: 'password.check.locked',
  /** Login (S1) at a username with too many failed logins, whether or not it exists (value: captcha, lockedUntil, until). */
  LOGIN_LOCKED: 'login.locked',
  INSUFFICIENT_BALANCE: 'balance_not_enough',
  INSUFFICIENT_POINTS: 'point_not_enough',
  DUPLICATE_REQUEST: 'duplicate_request',
  /** Y13: the affiliate check refuses an unknown code ("invitation code error"). */
  INVALID_AFFILIATE: 'invitation_code_error',
  NOT_DOWNLINE: 'not_downline',
  CONTRACT_STATE: 'contract_state_invalid',
  INVALID_STATE: 'state_invalid',
  /** A once-only reward (reward, promotion bonus, red envelope) asked for a second time. */
  ALREADY_CLAIMED: 'already_claimed',
  /** A promotion the member already applied for or takes part in. */
  ALREADY_APPLIED: 'already_applied',
  /** A claim with nothing left to pay (the rebate was just claimed). */
  NOTHING_TO_CLAIM: 'nothing_to_claim',
  /** Login verification (S2): the email address or the bank account name does not match the account's (value: field, triesLeft). */
  LOGIN_VERIFY_MISMATCH: 'login_verify_mismatch',
  /** A profile field the server locked (identity facts after KYC). */
  PROFILE_FIELD_LOCKED: 'profile_field_locked',
  /** Responsible gaming: a deposit, stake or loss past the member's own limit (value: the limit and when it resets). */
  RG_LIMIT_REACHED: 'rg_limit_reached',
  /** Responsible gaming: the session-length limit is used up. */
  RG_SESSION_LIMIT: 'rg_session_limit',
  /** Responsible gaming: a time-out in force (value: until). */
  RG_TIME_OUT: 'rg_time_out',
  /** Responsible gaming: self-excluded, only withdrawals are open (value: until). */
  RG_SELF_EXCLUDED: 'rg_self_excluded',
  /** Responsible gaming: the member a transfer is for is self-excluded or on a time-out; the sender is told no date. */
  RG_RECEIVER_BLOCKED: 'rg_receiver_blocked',
  /** Jurisdiction profile (issue 35), PAGCOR: the registration declares a category barred from play (value: category). */
  BARRED_PERSON: 'register_barred_category',
  /** Jurisdiction profile, PAGCOR: a deposit channel of a kind barred for betting (credit card, crypto). */
  DEPOSIT_CHANNEL_BARRED: 'deposit_channel_barred',
  /** Jurisdiction profile, UKGC: age and identity must be verified (KYC approved) before a deposit or free play. */
  VERIFICATION_REQUIRED: 'kyc_verification_required',
  /** Jurisdiction profile, UKGC: the deposit-limit prompt must be answered before the first deposit. */
  DEPOSIT_LIMIT_PROMPT: 'deposit_limit_prompt_required',
  /** Jurisdiction profile, MGA: the responsible-gaming message must be acknowledged before the first bet. */
  RG_MESSAGE_REQUIRED: 'rg_message_required',
  /** Jurisdiction profile: this regulator allows no change to a self-exclusion during its term, or none yet (value: reason). */
  RG_EXCLUSION_CHANGE_REFUSED: 'rg_exclusion_change_refused',
  /** A body nested too deep or too large to read (HTTP 413). */
  PAYLOAD_TOO_LARGE: 'request_body_too_large',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** WIRE.md §4.4: the codes that end the session after the dialog. */
export const FORCE_LOGOUT_CODES: readonly string[] = [
  ERROR_CODES.TOKEN_IP_DIFFERENT,
  ERROR_CODES.TOKEN_INVALID,
  ERROR_CODES.NOT_LOGGED_IN,
  ERROR_CODES.CUSTOMER_NOT_LOGIN,
];
