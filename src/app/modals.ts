import type { ComponentType } from 'react';
import { ChangePasswordModal, ForgotPasswordModal, LoginModal, LogoutConfirmModal } from '../features/auth';
import type { ModalName } from '../lib/state/ui';

type ModalComponent = ComponentType<Record<string, unknown> & { onClose: () => void }>;

/** Modals that features provide, by SPEC name; the rest show their coming-soon state. */
export const modalRegistry: Partial<Record<ModalName, ModalComponent>> = {
  logoutConfirm: LogoutConfirmModal,
  login: LoginModal,
  changePassword: ChangePasswordModal,
  forgotPassword: ForgotPasswordModal,
};
