export { LogoutConfirmModal } from './LogoutConfirmModal';
export { LoginModal } from './LoginModal';
export { ChangePasswordModal } from './ChangePasswordModal';
export { ForgotPasswordModal } from './ForgotPasswordModal';
export { loadFavouriteIds, resetFavouriteIds } from './favouritesStore';
export { completeLogin, mustChangePassword } from './afterLogin';
