/** The auth feature's server writes and reads: screens call these hooks, never the client. */
export { useAgentLogin, useFreePlay, useLoggingIn, useLogout, useSmsLogin, useSocialLogin, useUsernameLogin, type UsernameLoginInput } from './login';
export { useChangePassword, useResetPasswordByEmail, useResetPasswordByMobile, type ChangePasswordContext } from './password';
export { issueHumanCheck, useCaptcha, useSendSmsCode, type SmsCodeInput, type SmsPurpose } from './verification';
export { backendPhoneVerifier, isAffiliateRefusal, isRegistrationRefusal, useRegistration, type RegistrationSetup } from './register';
export { useUpdateLanguage } from './language';
export { errorText, failureText, wantsCaptcha } from './failure';
