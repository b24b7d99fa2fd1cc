import { lazy, type ComponentType } from 'react';
import type { ModalName, ModalProps } from '../lib/state/modals';

/** What the host gives every modal on top of the props it was opened with. */
export interface ModalHostProps {
  onClose: () => void;
}

/** A registry entry must take exactly the props its name is opened with (lib/state/modals.ts). */
export type ModalComponents = { [N in ModalName]?: ComponentType<ModalProps[N] & ModalHostProps> };

/**
 * Modals that features provide, by SPEC name, each loaded when it first opens
 * (a modal that is not open is not in the initial bundle). The names missing
 * here show their coming-soon state. `satisfies` makes a component whose
 * props drift from ModalProps fail the type-check.
 */
export const modalRegistry = {
  logoutConfirm: lazy(() => import('../features/auth/LogoutConfirmModal').then((module) => ({ default: module.LogoutConfirmModal }))),
  login: lazy(() => import('../features/auth/LoginModal').then((module) => ({ default: module.LoginModal }))),
  register: lazy(() => import('../features/auth/register/RegisterModal').then((module) => ({ default: module.RegisterModal }))),
  changePassword: lazy(() => import('../features/auth/ChangePasswordModal').then((module) => ({ default: module.ChangePasswordModal }))),
  forgotPassword: lazy(() => import('../features/auth/ForgotPasswordModal').then((module) => ({ default: module.ForgotPasswordModal }))),
  disclaimer: lazy(() => import('../features/compliance/disclaimer/DisclaimerModal').then((module) => ({ default: module.DisclaimerModal }))),
  security: lazy(() => import('../features/compliance/security/SecurityModal').then((module) => ({ default: module.SecurityModal }))),
  announcements: lazy(() => import('../features/notices/AnnouncementsModal').then((module) => ({ default: module.AnnouncementsModal }))),
  notice: lazy(() => import('../features/notices/NoticeModal').then((module) => ({ default: module.NoticeModal }))),
  publicPopup: lazy(() => import('../features/notices/PublicPopupModal').then((module) => ({ default: module.PublicPopupModal }))),
  game: lazy(() => import('../features/lobby/game-popup/GamePopup').then((module) => ({ default: module.GamePopup }))),
  help: lazy(() => import('../features/help/HelpModal').then((module) => ({ default: module.HelpModal }))),
  dialog: lazy(() => import('./layouts/DialogModal').then((module) => ({ default: module.DialogModal }))),
} satisfies ModalComponents;
