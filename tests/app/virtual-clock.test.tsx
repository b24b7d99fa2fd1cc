// @vitest-environment happy-dom
import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { now } from '../../mocks/engine/clock';
import { jumpAhead, resetScenario, setScenario } from '../../mocks/engine/scenario';
import { SESSION_IDLE_MS } from '../../mocks/session/sessions';
import { clockNow, clockPace, wallMsFor } from '../../src/lib/clock';
import { useClockNow } from '../../src/lib/useClockNow';
import { session } from '../../src/lib/state/session';
import { appSettled, loginState, renderApp, useAppHarness } from '../support/render';

useAppHarness();
afterEach(() => resetScenario());

const WAIT = { timeout: 10_000 };
const MINUTE = 60_000;

/*
 * Issue 36 point 1, the app's half: in the start and demo builds (and here) the app reads the simulated
 * backend's clock, so what QA does to time reaches its countdowns and its answers at once.
 */
describe('the app on the simulated clock', () => {
  it('reads the simulated time, pace and waits: paused, nothing comes due; 30 times faster, waits shrink', () => {
    jumpAhead(90 * MINUTE);
    expect(Math.abs(clockNow() - now())).toBeLessThan(50);
    expect(clockNow() - Date.now()).toBeGreaterThan(89 * MINUTE);
    setScenario({ clock: 'paused' });
    expect(clockPace()).toBe(0);
    expect(wallMsFor(MINUTE)).toBe(Number.POSITIVE_INFINITY);
    setScenario({ clock: 'fast' });
    expect(clockPace()).toBe(30);
    expect(wallMsFor(MINUTE)).toBe(2_000);
  });

  it('moves a ticking clock at once when QA jumps, without waiting for its next tick', () => {
    setScenario({ clock: 'paused' });
    const { result } = renderHook(() => useClockNow(60_000));
    const before = result.current;
    act(() => void jumpAhead(5 * MINUTE));
    expect(result.current).toBe(before + 5 * MINUTE);
  });

  it('reads every answer again when QA jumps past the session’s idle limit: the player is told at once and signed out', async () => {
    await renderApp({ route: '/live', persona: 'player' });
    await screen.findByTestId('member-balance', {}, WAIT);
    await appSettled();
    act(() => void jumpAhead(SESSION_IDLE_MS + MINUTE));
    // No click, no poll: the jump itself made the app look again (with nothing in flight before it).
    await appSettled();
    expect(screen.getByText('You are not logged in, please login')).toBeTruthy();
    expect(session.token).toBeNull();
    expect(loginState().isLogin).toBe(false);
  });
});
