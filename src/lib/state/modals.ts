import type { POPUP_CLOSED_FLAGS } from '@contracts/notices';
import type { MallItem } from '@contracts/points';
import type { EXECUTIONS } from '@contracts/shared/constants';

/** A modal that is opened with no props: `openModal('login')`. */
export type NoProps = Record<string, never>;

/**
 * The dialog modal: an alert with one button, its texts as i18n keys (the
 * lobby's trial refusals, any "you need X first" notice).
 */
export interface DialogModalProps {
  tone?: 'info' | 'warning' | 'success';
  /** i18n keys. */
  title: string;
  message: string;
  /** Defaults to common.ok. */
  confirm?: string;
}

/**
 * The platform's failures the request pipeline shows itself (WIRE.md §4.4): the generic warning
 * dialog with the server's message as sent, a vendor under maintenance with its times, a launch the
 * balance cannot cover (Cancel / Deposit), a domain that is not available (Customer service / Retry).
 */
export interface WireNoticeProps {
  kind: 'dialog' | 'vendorMaintenance' | 'depositOffer' | 'domainCheck';
  /** The server's message, shown as sent (WIRE.md §4.6); empty for none. */
  message: string;
  /** vendorMaintenance: `YYYY-MM-DD HH:mm:ss`. */
  maintainTime?: string;
  endTime?: string;
}

export interface LoginModalProps {
  /**
   * Opened over an agent page (SPEC §2): no remember box. Its opener says so (src/app/modals.ts for a
   * popup over the agent layout); the modal never reads the address.
   */
  agentPage?: boolean;
}

export interface ChangePasswordModalProps {
  /**
   * A forced change (WIRE.md §1.2): the login's token, held here and not installed as the session;
   * it is the `Authorization` of the change call only, and goes with the modal (closing it without
   * a change abandons that login).
   */
  heldToken?: string;
  /** The password just used to log in (forced change): the old password field is then not asked. */
  knownOldPassword?: string;
  username?: string;
  /** The login that forced the change was the account's first: the first-login action runs after it. */
  firstTimeLogin?: boolean;
}

/**
 * The props each modal of SPEC §2 is opened with, by its name. lib cannot
 * see the features' components, so the props live here; app/modals.ts
 * `satisfies` this map, so a component whose props drift from it fails the
 * type-check, and `openModal(name, props)` checks every call site against it.
 */
export interface ModalProps {
  login: LoginModalProps;
  register: NoProps;
  forgotPassword: NoProps;
  changePassword: ChangePasswordModalProps;
  help: { /** A section code to open at; otherwise the address's hash (/help#term). */ section?: string };
  legal: NoProps;
  security: NoProps;
  disclaimer: NoProps;
  /** The live room whose chat opens (live.launchChat). */
  chatRoom: { roomId: number; roomTitle: string };
  /** Logged in only (SPEC §2); opens at one request or contract from the upline (a K0 bundle key) when given. */
  contract: { contractKey?: string };
  memberCenter: NoProps;
  agentCenter: NoProps;
  announcements: NoProps;
  /** The marquee item clicked: the notice modal opens at it. */
  notice: { noticeId?: string };
  logoutConfirm: NoProps;
  /** The popups of this audience (read from the cached N1 answer) and the session flag that closes them. */
  publicPopup: { executions: ReadonlyArray<(typeof EXECUTIONS)[number]>; closedFlag: (typeof POPUP_CLOSED_FLAGS)[number] };
  dialog: DialogModalProps;
  wireNotice: WireNoticeProps;
  feedback: NoProps;
  /** The points mall's redeem dialog for one catalogue item. */
  pointsRedeem: { item: MallItem };
  /** Responsible gaming: not dismissable; opened by lib/state/promptInterrupt's `interruptWith`, whose `resumeInterrupted` reopens the modal it interrupted (a game). */
  realityCheck: NoProps;
}

export type ModalName = keyof ModalProps;

/** Props are optional exactly where every prop of the modal is. */
export type ModalArgs<N extends ModalName> = Record<never, never> extends ModalProps[N] ? [props?: ModalProps[N]] : [props: ModalProps[N]];

/**
 * The open modal: its name, and its props filed under that name. Filing them
 * by name (rather than one `props` field of a union) lets a generic
 * `openModal<N>` write them and the host read them back with the compiler
 * following the name, without a cast.
 */
export interface OpenModal {
  name: ModalName;
  props: Partial<ModalProps>;
}
