import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_REFRESH_THROTTLE_MS, SMS_SEND_THROTTLE_MS } from '../../src/features/auth/rules/throttle';
import { countdownMs, IDLE_COUNTDOWN, rateLimited, secondsLeft, started } from '../../src/features/auth/rules/smsCountdown';
import { createThrottle } from '../../src/lib/throttle';

describe('registration captcha refresh and SMS send (SPEC §9, fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes the captcha at most once a second', () => {
    const pass = createThrottle(CAPTCHA_REFRESH_THROTTLE_MS);
    expect(pass()).toBe(true);
    vi.advanceTimersByTime(999);
    expect(pass()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(pass()).toBe(true);
  });

  it('sends at most once a second, then waits the countdown less half the round trip', () => {
    const pass = createThrottle(SMS_SEND_THROTTLE_MS);
    expect(pass()).toBe(true);
    expect(pass()).toBe(false);
    const at = Date.now();
    const state = started(IDLE_COUNTDOWN, at, 2, 600);
    expect(countdownMs(2, 600)).toBe(119_700);
    vi.advanceTimersByTime(60_000);
    expect(secondsLeft(state, Date.now())).toBe(60);
    vi.advanceTimersByTime(59_700);
    expect(secondsLeft(state, Date.now())).toBe(0);
  });

  it('shows the 5-minute rate limit', () => {
    const locked = rateLimited(IDLE_COUNTDOWN, Date.now());
    expect(secondsLeft(locked, Date.now())).toBe(300);
    vi.advanceTimersByTime(4 * 60_000);
    expect(secondsLeft(locked, Date.now())).toBe(60);
  });
});
