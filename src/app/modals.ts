import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import { ensureTexts } from '../lib/i18n';
import type { TextGroup } from '../lib/locales';
import type { ModalName, ModalProps } from '../lib/state/modals';
import { whenSettled } from '../lib/whenSettled';

/**
 * A modal's code together with its texts (src/lib/i18n.ts ensureTexts): the `site` group, plus the groups its
 * feature speaks beyond it; it never opens before its words.
 */
function withTexts<T>(code: Promise<T>, ...groups: TextGroup[]): Promise<T> {
  return Promise.all([code, ensureTexts('site', ...groups)]).then(([module]) => module);
}

/** What the host gives every modal on top of the props it was opened with. */
export interface ModalHostProps {
  onClose: () => void;
}

/** A registry entry must take exactly the props its name is opened with (lib/state/modals.ts). */
export type ModalComponents = { [N in ModalName]: ComponentType<ModalProps[N] & ModalHostProps> };

/** Each registered modal's code, loaded on demand (and warmed once the page is idle). */
const loaders = {
  logoutConfirm: () => withTexts(import('../features/auth/LogoutConfirmModal').then((module) => ({ default: module.LogoutConfirmModal }))),
  login: () => withTexts(import('../features/auth/LoginModal').then((module) => ({ default: module.LoginModal }))),
  register: () => withTexts(import('../features/auth/register/RegisterModal').then((module) => ({ default: module.RegisterModal }))),
  changePassword: () => withTexts(import('../features/auth/ChangePasswordModal').then((module) => ({ default: module.ChangePasswordModal }))),
  forgotPassword: () => withTexts(import('../features/auth/ForgotPasswordModal').then((module) => ({ default: module.ForgotPasswordModal }))),
  disclaimer: () => withTexts(import('../features/compliance/disclaimer/DisclaimerModal').then((module) => ({ default: module.DisclaimerModal }))),
  security: () => withTexts(import('../features/compliance/security/SecurityModal').then((module) => ({ default: module.SecurityModal }))),
  announcements: () => withTexts(import('../features/notices/AnnouncementsModal').then((module) => ({ default: module.AnnouncementsModal }))),
  notice: () => withTexts(import('../features/notices/NoticeModal').then((module) => ({ default: module.NoticeModal }))),
  publicPopup: () => withTexts(import('../features/notices/PublicPopupModal').then((module) => ({ default: module.PublicPopupModal }))),
  help: () => withTexts(import('../features/help/HelpModal').then((module) => ({ default: module.HelpModal }))),
  contract: () => withTexts(import('../features/agent/contracts/ContractModal').then((module) => ({ default: module.ContractModal })), 'agent'),
  dialog: () => withTexts(import('./layouts/DialogModal').then((module) => ({ default: module.DialogModal }))),
  wireNotice: () => withTexts(import('./layouts/WireNoticeModal').then((module) => ({ default: module.WireNoticeModal }))),
  legal: () => withTexts(import('../features/content/LegalModal').then((module) => ({ default: module.LegalModal }))),
  chatRoom: () => withTexts(import('../features/live/ChatRoomModal').then((module) => ({ default: module.ChatRoomModal }))),
  memberCenter: () => withTexts(import('../features/quickCentre/MemberCentreModal').then((module) => ({ default: module.MemberCentreModal }))),
  agentCenter: () => withTexts(import('../features/quickCentre/AgentCentreModal').then((module) => ({ default: module.AgentCentreModal }))),
  feedback: () => withTexts(import('../features/feedback/FeedbackModal').then((module) => ({ default: module.FeedbackModal }))),
  pointsRedeem: () => withTexts(import('../features/pointMall/components/RedeemModal').then((module) => ({ default: module.RedeemModal })), 'centre'),
  realityCheck: () => withTexts(import('../features/responsibleGaming/components/RealityCheckModal').then((module) => ({ default: module.RealityCheckModal }))),
};

/**
 * Modals that features provide, by SPEC name, each loaded when it first opens
 * (a modal that is not open is not in the initial bundle). `satisfies` makes
 * a missing modal, or a component whose props drift from ModalProps, fail the
 * type-check.
 */
export const modalRegistry = {
  logoutConfirm: lazy(loaders.logoutConfirm),
  login: lazy(loaders.login),
  register: lazy(loaders.register),
  changePassword: lazy(loaders.changePassword),
  forgotPassword: lazy(loaders.forgotPassword),
  disclaimer: lazy(loaders.disclaimer),
  security: lazy(loaders.security),
  announcements: lazy(loaders.announcements),
  notice: lazy(loaders.notice),
  publicPopup: lazy(loaders.publicPopup),
  help: lazy(loaders.help),
  contract: lazy(loaders.contract),
  dialog: lazy(loaders.dialog),
  wireNotice: lazy(loaders.wireNotice),
  legal: lazy(loaders.legal),
  chatRoom: lazy(loaders.chatRoom),
  memberCenter: lazy(loaders.memberCenter),
  agentCenter: lazy(loaders.agentCenter),
  feedback: lazy(loaders.feedback),
  pointsRedeem: lazy(loaders.pointsRedeem),
  realityCheck: lazy(loaders.realityCheck),
} satisfies ModalComponents;

/** Loads every modal's code (a failed chunk is left for its opening to retry). */
export async function loadAllModals(): Promise<void> {
  await Promise.all(Object.values(loaders).map((load) => load().catch(() => undefined)));
}

/**
 * Fetches every modal's code once the first screen's data is in, so a modal
 * opens at once even on a slow network or a busy machine, without weighing on
 * the initial load or on the answers the first screen waits for.
 */
export function warmModals(client: QueryClient): () => void {
  return whenSettled(client, () => void loadAllModals());
}
