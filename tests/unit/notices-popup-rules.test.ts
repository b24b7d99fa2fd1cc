import { describe, expect, it } from 'vitest';
import { forAudience } from '../../src/features/announcements/api';
import { mayOpen, popupAudience, popupKey, popupToShow, type PopupState } from '../../src/features/announcements/rules/popupRules';

const base: PopupState = {
  isLogin: false,
  firstTimeLogin: false,
  closed: new Set(),
  shown: new Set(),
  modalOpen: false,
  sessionPending: false,
};

describe('public popup rules (SPEC §4)', () => {
  it('guests see execution B under the ANONYMOUS_POPUP flag', () => {
    expect(popupAudience({ isLogin: false, firstTimeLogin: false })).toEqual({ executions: ['B'], closedFlag: 'ANONYMOUS_POPUP' });
    // A stale first-login signal means nothing to a guest.
    expect(popupAudience({ isLogin: false, firstTimeLogin: true })).toEqual({ executions: ['B'], closedFlag: 'ANONYMOUS_POPUP' });
  });

  it('logged-in users see A, and A with F on a first-time login, under USER_POPUP', () => {
    expect(popupAudience({ isLogin: true, firstTimeLogin: false })).toEqual({ executions: ['A'], closedFlag: 'USER_POPUP' });
    expect(popupAudience({ isLogin: true, firstTimeLogin: true })).toEqual({ executions: ['A', 'F'], closedFlag: 'USER_POPUP' });
  });

  it('a closed flag keeps that audience\'s popup closed for the session, not the other one', () => {
    const closedGuest = { ...base, closed: new Set(['ANONYMOUS_POPUP'] as const) };
    expect(popupToShow(closedGuest)).toBeNull();
    expect(popupToShow({ ...closedGuest, isLogin: true })).toEqual({ executions: ['A'], closedFlag: 'USER_POPUP' });
    expect(popupToShow({ ...base, isLogin: true, closed: new Set(['USER_POPUP'] as const) })).toBeNull();
  });

  it('shows once per page load: a plan already shown does not come back, a new plan (first login) does', () => {
    const shownGuest = { ...base, shown: new Set([popupKey({ executions: ['B'], closedFlag: 'ANONYMOUS_POPUP' })]) };
    expect(popupToShow(shownGuest)).toBeNull();
    const shownMember = { ...base, isLogin: true, shown: new Set([popupKey({ executions: ['A'], closedFlag: 'USER_POPUP' })]) };
    expect(popupToShow(shownMember)).toBeNull();
    expect(popupToShow({ ...shownMember, firstTimeLogin: true })).toEqual({ executions: ['A', 'F'], closedFlag: 'USER_POPUP' });
  });

  it('waits while the session is being restored (a token without member info yet)', () => {
    expect(popupToShow({ ...base, sessionPending: true })).toBeNull();
  });

  it('never opens over another modal, and never opens empty', () => {
    expect(mayOpen(base, 2)).toBe(true);
    expect(mayOpen({ ...base, modalOpen: true }, 2)).toBe(false);
    expect(mayOpen(base, 0)).toBe(false);
    expect(mayOpen({ ...base, closed: new Set(['ANONYMOUS_POPUP'] as const) }, 2)).toBe(false);
  });

  it("keeps an N1 item for the audience its execution names, and one without an execution (the server chose it)", () => {
    expect(forAudience('B', ['B'])).toBe(true);
    expect(forAudience('a', ['A', 'F'])).toBe(true);
    expect(forAudience('F', ['A'])).toBe(false);
    expect(forAudience(null, ['B'])).toBe(true);
    expect(forAudience(undefined, ['A'])).toBe(true);
  });
});
