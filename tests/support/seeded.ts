import { afterEach, beforeEach, vi } from 'vitest';
import { REFERENCE_DATE } from '../../mocks/engine/clock';
import { sessionForPersona } from '../../mocks/personas';
import { setToken } from '../../src/lib/state/session';
import { sessionStore } from '../../src/lib/storage';

/**
 * The page's clock stands on the seeded world's day (six hours after its reference date): the seeded
 * history ends there, and the date presets count from "today".
 */
export function useSeedDay(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(REFERENCE_DATE.getTime() + 6 * 3_600_000));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** What the backend holds for a persona, read before the app mounts (so no screen updates while the test reads). */
export async function seededFor<T>(persona: string, read: () => Promise<T>): Promise<T> {
  setToken((await sessionForPersona(persona))!);
  return read();
}

/** The public popups (another feature) would otherwise open over the page: the tab has seen them. */
export function usePopupsSeen(): void {
  beforeEach(() => {
    sessionStore.set('USER_POPUP', '1');
    sessionStore.set('ANONYMOUS_POPUP', '1');
  });
}
