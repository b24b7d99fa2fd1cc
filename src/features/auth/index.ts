/**
 * Auth (SPEC §2 login, register, passwords; §4 the login sequence). Its layout: one folder per part —
 * `login/` (the popup, the login sequence, remembered credentials), `register/`, `passwords/` (change,
 * forgot), `logout/`, `agentDoor/` (the agent door's login form; its page is the agent feature's) — each
 * holding its screens (the modals) at its top, and its own `components/` and pure `rules/` when it has
 * them; what parts share sits at auth level: `api/` (every server call), `components/` (form error, SMS
 * controls, the slide check) and `rules/` (schemas, throttles, the SMS countdown, the OS family).
 */
export { LogoutConfirmModal } from './logout/LogoutConfirmModal';
export { LoginModal } from './login/LoginModal';
export { AgentLoginForm } from './agentDoor/AgentLoginForm';
export { ChangePasswordModal } from './passwords/ChangePasswordModal';
export { ForgotPasswordModal } from './passwords/ForgotPasswordModal';
export { enterSession } from './login/afterLogin';
export { RegisterModal } from './register/RegisterModal';
export { expiredMinutesOf, useUpdateLanguage } from './api';
export { useSmsCountdown } from './components/useSmsCountdown';
export { CountrySelect } from './components/SmsControls';
export { loadLogoutConfirmModal, loadLoginModal, loadRegisterModal, loadChangePasswordModal, loadForgotPasswordModal } from './lazy';
export { loadAfterLogin } from './login/loadAfterLogin';
