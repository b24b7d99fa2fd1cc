import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_REFRESH_THROTTLE_MS } from '../../src/features/auth/rules/throttle';
import { createThrottle } from '../../src/lib/throttle';

describe('createThrottle (captcha refresh and SMS send, SPEC §9: 1 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lets the first call through and refuses the rest within the second', () => {
    const allow = createThrottle(CAPTCHA_REFRESH_THROTTLE_MS);
    expect(allow()).toBe(true);
    expect(allow()).toBe(false);
    vi.advanceTimersByTime(999);
    expect(allow()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(allow()).toBe(true);
  });

  it('measures from the last call that passed, not the last attempt', () => {
    const allow = createThrottle(1000);
    expect(allow()).toBe(true);
    vi.advanceTimersByTime(600);
    expect(allow()).toBe(false);
    vi.advanceTimersByTime(400);
    expect(allow()).toBe(true);
  });

  it('keeps separate throttles independent', () => {
    const a = createThrottle(1000);
    const b = createThrottle(1000);
    expect(a()).toBe(true);
    expect(b()).toBe(true);
  });
});
