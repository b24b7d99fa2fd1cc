import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVOURITE_THROTTLE_MS } from '../../src/features/lobby';
import { throttle } from '../../src/lib/throttle';

describe('throttle (SPEC §9 favourite toggle: once per 1000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and drops calls inside the window', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, FAVOURITE_THROTTLE_MS);
    expect(throttled('a')).toBe(true);
    vi.advanceTimersByTime(999);
    expect(throttled('b')).toBe(false);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('a');
  });

  it('runs again once the window has passed, measured from the last call that ran', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 1000);
    throttled(1);
    vi.advanceTimersByTime(600);
    throttled(2); // dropped: does not extend the window
    vi.advanceTimersByTime(400);
    expect(throttled(3)).toBe(true);
    vi.advanceTimersByTime(500);
    expect(throttled(4)).toBe(false);
    expect(fn.mock.calls).toEqual([[1], [3]]);
  });

  it('never delays or replays a dropped call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 1000);
    throttled();
    throttled();
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('takes its clock from the caller', () => {
    let now = 0;
    const fn = vi.fn();
    const throttled = throttle(fn, 1000, () => now);
    throttled();
    now = 1000;
    expect(throttled()).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
