import type { ComponentType } from 'react';
import { ChangePasswordModal, ForgotPasswordModal, LoginModal, LogoutConfirmModal, RegisterModal } from '../features/auth';
import { AnnouncementsModal, NoticeModal, PublicPopupModal } from '../features/notices';
import { DisclaimerModal, SecurityModal } from '../features/compliance';
import { GamePopup } from '../features/lobby';
import { HelpModal } from '../features/help';
import type { ModalName } from '../lib/state/ui';

type ModalComponent = ComponentType<Record<string, unknown> & { onClose: () => void }>;

/** Modals that features provide, by SPEC name; the rest show their coming-soon state. */
export const modalRegistry: Partial<Record<ModalName, ModalComponent>> = {
  logoutConfirm: LogoutConfirmModal,
  login: LoginModal,
  register: RegisterModal,
  changePassword: ChangePasswordModal,
  forgotPassword: ForgotPasswordModal,
  disclaimer: DisclaimerModal,
  security: SecurityModal,
  announcements: AnnouncementsModal,
  notice: NoticeModal as ModalComponent,
  publicPopup: PublicPopupModal as ModalComponent,
  game: GamePopup as ModalComponent,
  help: HelpModal as ModalComponent,
};
