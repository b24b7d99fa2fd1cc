// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from '../../src/lib/useDelayedFlag';

describe('useDelayedFlag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns on only once the state has lasted the delay, and off with it', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 200), { initialProps: { active: false } });
    rerender({ active: true });
    act(() => void vi.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it('never turns on for a state shorter than the delay, and starts counting again each time', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 200), { initialProps: { active: true } });
    act(() => void vi.advanceTimersByTime(150));
    rerender({ active: false });
    rerender({ active: true });
    act(() => void vi.advanceTimersByTime(150));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(50));
    expect(result.current).toBe(true);
  });
});
