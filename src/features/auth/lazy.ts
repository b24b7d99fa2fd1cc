/**
 * Lazy entry points of this feature for the app (modals, layout parts, route gates): each loads its
 * module on demand, a chunk of its own. A module of their own, which the face only re-exports, so
 * importing them pulls nothing else of the face into the importer's chunk.
 */
export const loadLogoutConfirmModal = () => import('./logout/LogoutConfirmModal').then((module) => module.LogoutConfirmModal);
export const loadLoginModal = () => import('./login/LoginModal').then((module) => module.LoginModal);
export const loadRegisterModal = () => import('./register/RegisterModal').then((module) => module.RegisterModal);
export const loadChangePasswordModal = () => import('./passwords/ChangePasswordModal').then((module) => module.ChangePasswordModal);
export const loadForgotPasswordModal = () => import('./passwords/ForgotPasswordModal').then((module) => module.ForgotPasswordModal);
