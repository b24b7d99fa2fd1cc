import { z } from 'zod';

/** SPEC §5 rules of the login, SMS, password and reset forms. Values are trimmed. */
const MOBILE_PATTERN = /^\d{7,12}$/;
const SMS_CODE_PATTERN = /^\d{4,8}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

type T = (key: string, options?: Record<string, unknown>) => string;

const required = (t: T) => z.string().trim().min(1, t('auth.validation.required'));

export function isValidMobile(mobile: string): boolean {
  return MOBILE_PATTERN.test(mobile.trim());
}

const mobile = (t: T) =>
  z.string().trim().min(1, t('auth.validation.required')).regex(MOBILE_PATTERN, t('auth.validation.mobile'));
const smsCode = (t: T) =>
  z.string().trim().min(1, t('auth.validation.required')).regex(SMS_CODE_PATTERN, t('auth.validation.smsCode'));
const newPassword = (t: T) =>
  z
    .string()
    .trim()
    .min(1, t('auth.validation.required'))
    .refine((value) => value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX, t('auth.validation.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }));

export function loginSchema(t: T, captchaOn: boolean) {
  return z.object({
    username: required(t),
    password: required(t),
    captcha: captchaOn ? z.string().trim().min(1, t('auth.validation.captcha')) : z.string().trim().optional(),
    remember: z.boolean(),
  });
}
export type LoginForm = z.infer<ReturnType<typeof loginSchema>>;

export function smsLoginSchema(t: T) {
  return z.object({ countryDialingCode: required(t), mobileNum: mobile(t), verificationCode: smsCode(t) });
}
export type SmsLoginForm = z.infer<ReturnType<typeof smsLoginSchema>>;

export function changePasswordSchema(t: T, oldKnown: boolean) {
  return z
    .object({
      oldPassword: oldKnown ? z.string().optional() : required(t),
      newPassword: newPassword(t),
      confirmNewPassword: required(t),
    })
    .refine((form) => form.confirmNewPassword === form.newPassword, { path: ['confirmNewPassword'], message: t('auth.validation.confirm') });
}
export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordSchema>>;

export function forgotEmailSchema(t: T) {
  return z.object({ username: required(t), email: required(t).pipe(z.string().email(t('auth.validation.email'))) });
}
export type ForgotEmailForm = z.infer<ReturnType<typeof forgotEmailSchema>>;

export function forgotMobileSchema(t: T) {
  return z.object({ countryDialingCode: required(t), mobileNum: mobile(t), verificationCode: smsCode(t), newPassword: newPassword(t) });
}
export type ForgotMobileForm = z.infer<ReturnType<typeof forgotMobileSchema>>;

/** S2's methods (WIRE.md §6.1): E email, G Google Authenticator, S SMS, P payee (bank account) name. */
export type VerifyMethod = 'E' | 'G' | 'S' | 'P';

/** The login verification form: only the chosen method's fields are checked. */
export function loginVerifySchema(t: T, method: VerifyMethod) {
  const free = z.string().trim();
  return z.object({
    email: method === 'E' ? required(t).pipe(z.string().email(t('auth.validation.email'))) : free,
    authCode: method === 'G' ? required(t).regex(/^\d{6}$/, t('auth.validation.smsCode')) : free,
    countryDialingCode: method === 'S' ? required(t) : free,
    mobileNum: method === 'S' ? mobile(t) : free,
    verificationCode: method === 'S' ? smsCode(t) : free,
    payeeName: method === 'P' ? required(t) : free,
  });
}
export type LoginVerifyForm = z.infer<ReturnType<typeof loginVerifySchema>>;
