/** The auth feature's server writes and reads: screens call these hooks, never the client. */
export { selectLoginValue, useAgentLogin, useFreePlay, useLoggingIn, useLogout, useSmsLogin, useSocialLogin, useUsernameLogin, type UsernameLoginInput } from './login';
export { abandonHeldLogin, useChangePassword, useResetPasswordByEmail, useResetPasswordByMobile, type ChangePasswordContext } from './password';
export { answerHumanCheck, captchaSrc, expiredMinutesOf, issueHumanCheck, useCaptcha, useSendSmsCode, type SmsCodeInput, type SmsPurpose } from './verification';
export { backendPhoneVerifier, isAffiliateRefusal, isRegistrationRefusal, useRegistration, type RegistrationSetup } from './register';
export { useUpdateLanguage } from './language';
export { errorText, failureText, isHumanCheckRefusal, isRateLimited, wantsCaptcha } from './failure';
