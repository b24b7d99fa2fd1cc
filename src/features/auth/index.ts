export { LogoutConfirmModal } from './LogoutConfirmModal';
