export { LogoutConfirmModal } from './LogoutConfirmModal';
export { LoginModal, UsernameLoginForm } from './LoginModal';
export { ChangePasswordModal } from './ChangePasswordModal';
export { ForgotPasswordModal } from './ForgotPasswordModal';
export { enterSession } from './afterLogin';
export { RegisterModal } from './register/RegisterModal';
export { expiredMinutesOf, useUpdateLanguage } from './api';
export { useSmsCountdown } from './smsCountdown';
export { CountrySelect } from './SmsControls';
