/** SPEC §9: captcha refresh and SMS send are throttled to once per second. */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;
export const SMS_SEND_THROTTLE_MS = 1000;
