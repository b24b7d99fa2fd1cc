import type { POPUP_CLOSED_FLAGS } from '@contracts/notices';

/**
 * SPEC §4 public popups, as pure rules: guests see execution B, logged-in
 * users A (and F as well on their first-time login). Each audience has its
 * own session flag; once the popup is closed it stays closed for the session.
 */
export type PopupClosedFlag = (typeof POPUP_CLOSED_FLAGS)[number];
export type Execution = 'A' | 'B' | 'F';

export interface PopupAudience {
  isLogin: boolean;
  firstTimeLogin: boolean;
}

export interface PopupPlan {
  executions: Execution[];
  closedFlag: PopupClosedFlag;
}

export function popupAudience({ isLogin, firstTimeLogin }: PopupAudience): PopupPlan {
  if (!isLogin) return { executions: ['B'], closedFlag: 'ANONYMOUS_POPUP' };
  return { executions: firstTimeLogin ? ['A', 'F'] : ['A'], closedFlag: 'USER_POPUP' };
}

export interface PopupState extends PopupAudience {
  /** The flags set in session storage (closed this session). */
  closed: ReadonlySet<PopupClosedFlag>;
  /** Plans already shown during this page load (keyed by `popupKey`), so a popup never comes back uninvited. */
  shown: ReadonlySet<string>;
  /** Another modal is open: popups wait for it. The app leaves it out: the prompt queue (lib/state/prompts) holds the slot. */
  modalOpen?: boolean;
  /** A token is held but member info has not loaded yet: the audience is not known. */
  sessionPending: boolean;
}

export function popupKey(plan: PopupPlan): string {
  return `${plan.closedFlag}:${plan.executions.join(',')}`;
}

/** The popups to ask for now, or null when nothing may show. */
export function popupToShow(state: PopupState): PopupPlan | null {
  if (state.sessionPending) return null;
  const plan = popupAudience(state);
  if (state.closed.has(plan.closedFlag)) return null;
  if (state.shown.has(popupKey(plan))) return null;
  return plan;
}

/** Whether the fetched popups may open now (never over another modal, never an empty popup). */
export function mayOpen(state: PopupState, count: number): boolean {
  return count > 0 && !state.modalOpen && popupToShow(state) !== null;
}
