import type { QueryClient } from '@tanstack/react-query';
import { createElement, lazy, type ComponentType } from 'react';
import { loadContractModal } from '@/features/agentContracts';
import { loadChangePasswordModal, loadForgotPasswordModal, loadLoginModal, loadLogoutConfirmModal, loadRegisterModal } from '../features/auth';
import { loadDisclaimerModal, loadSecurityModal } from '../features/compliance';
import { loadLegalModal } from '../features/content';
import { loadFeedbackModal } from '../features/feedback';
import { loadHelpModal } from '../features/help';
import { loadChatRoomModal } from '../features/live';
import { loadAnnouncementsModal, loadNoticeModal, loadPublicPopupModal } from '../features/announcements';
import { loadRedeemModal } from '../features/pointMall';
import { loadAgentCentreModal, loadMemberCentreModal } from '../features/quickCentre';
import { loadRealityCheckModal } from '../features/responsibleGaming';
import { ensureTexts } from '../lib/i18n';
import type { TextGroup } from '../lib/locales';
import type { ModalName, ModalProps } from '../lib/state/modals';
import { whenSettled } from '../lib/whenSettled';
import { usePageMeta } from './pageMeta';

/**
 * A modal's code together with its texts (src/lib/i18n.ts ensureTexts): the `site` group, plus the groups its
 * feature speaks beyond it; it never opens before its words.
 */
function withTexts<T>(code: Promise<T>, ...groups: TextGroup[]): Promise<T> {
  return Promise.all([code, ensureTexts('site', ...groups)]).then(([module]) => module);
}

/** A feature's lazily loaded component, as React.lazy takes it. */
const asDefault = <C,>(component: C) => ({ default: component });

/** What the host gives every modal on top of the props it was opened with. */
export interface ModalHostProps {
  onClose: () => void;
}

type LoginComponent = ComponentType<ModalProps['login'] & ModalHostProps>;

/**
 * SPEC §2: the login popup has no remember box on agent pages. The app, which owns the page table,
 * opens it there with `agentPage` (an opener's own value wins); the modal never reads the address.
 */
function overItsPage(LoginModal: LoginComponent): LoginComponent {
  return function LoginOverPage(props) {
    const { layout } = usePageMeta();
    return createElement(LoginModal, { ...props, agentPage: props.agentPage ?? layout === 'agent' });
  };
}

/** A registry entry must take exactly the props its name is opened with (lib/state/modals.ts). */
export type ModalComponents = { [N in ModalName]: ComponentType<ModalProps[N] & ModalHostProps> };

/** Each registered modal's code, loaded on demand (and warmed once the page is idle). */
const loaders = {
  logoutConfirm: () => withTexts(loadLogoutConfirmModal().then(asDefault)),
  login: () => withTexts(loadLoginModal().then(overItsPage).then(asDefault)),
  register: () => withTexts(loadRegisterModal().then(asDefault)),
  changePassword: () => withTexts(loadChangePasswordModal().then(asDefault)),
  forgotPassword: () => withTexts(loadForgotPasswordModal().then(asDefault)),
  disclaimer: () => withTexts(loadDisclaimerModal().then(asDefault)),
  security: () => withTexts(loadSecurityModal().then(asDefault)),
  announcements: () => withTexts(loadAnnouncementsModal().then(asDefault)),
  notice: () => withTexts(loadNoticeModal().then(asDefault)),
  publicPopup: () => withTexts(loadPublicPopupModal().then(asDefault)),
  help: () => withTexts(loadHelpModal().then(asDefault)),
  contract: () => withTexts(loadContractModal().then(asDefault), 'agent'),
  dialog: () => withTexts(import('./layouts/DialogModal').then((module) => ({ default: module.DialogModal }))),
  wireNotice: () => withTexts(import('./layouts/WireNoticeModal').then((module) => ({ default: module.WireNoticeModal }))),
  legal: () => withTexts(loadLegalModal().then(asDefault)),
  chatRoom: () => withTexts(loadChatRoomModal().then(asDefault)),
  memberCenter: () => withTexts(loadMemberCentreModal().then(asDefault)),
  agentCenter: () => withTexts(loadAgentCentreModal().then(asDefault)),
  feedback: () => withTexts(loadFeedbackModal().then(asDefault)),
  pointsRedeem: () => withTexts(loadRedeemModal().then(asDefault), 'centre'),
  realityCheck: () => withTexts(loadRealityCheckModal().then(asDefault)),
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
