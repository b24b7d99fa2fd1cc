// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_COUNTDOWN, canSend, countdownMs, rateLimited, secondsLeft, started } from '../../src/features/auth/rules/smsCountdown';
import { useSmsCountdown } from '../../src/features/auth/components/useSmsCountdown';

describe('SMS countdown rules (SPEC §4 SMS send button, §9)', () => {
  it('is 60 s per expiry minute, less half the round trip, 1 minute by default', () => {
    expect(countdownMs(1, 0)).toBe(60_000);
    expect(countdownMs(3, 0)).toBe(180_000);
    expect(countdownMs(1, 400)).toBe(59_800);
    expect(countdownMs(undefined, 0)).toBe(60_000);
    expect(countdownMs(0, 0)).toBe(60_000);
  });

  it('allows a send only for a valid number with no countdown running', () => {
    expect(canSend(IDLE_COUNTDOWN, 0, true)).toBe(true);
    expect(canSend(IDLE_COUNTDOWN, 0, false)).toBe(false);
    const running = started(IDLE_COUNTDOWN, 1_000, 1, 0);
    expect(secondsLeft(running, 1_000)).toBe(60);
    expect(canSend(running, 30_000, true)).toBe(false);
    expect(canSend(running, 61_000, true)).toBe(true);
  });

  it('locks for the server wait after a rate-limit refusal, 5 minutes by default', () => {
    expect(secondsLeft(rateLimited(IDLE_COUNTDOWN, 0), 0)).toBe(300);
    expect(secondsLeft(rateLimited(IDLE_COUNTDOWN, 0, 42), 0)).toBe(42);
    expect(canSend(rateLimited(IDLE_COUNTDOWN, 0), 299_999, true)).toBe(false);
    expect(canSend(rateLimited(IDLE_COUNTDOWN, 0), 300_000, true)).toBe(true);
  });
});

describe('useSmsCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks down once a second and frees the button at zero', () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current.remaining).toBe(0);
    expect(result.current.canSend(true)).toBe(true);
    act(() => result.current.start(1, 2_000));
    expect(result.current.remaining).toBe(59);
    expect(result.current.canSend(true)).toBe(false);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.remaining).toBe(49);
    act(() => vi.advanceTimersByTime(49_000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.canSend(true)).toBe(true);
  });

  it('shows the rate-limit lock and its remaining wait', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.lock());
    expect(result.current.locked).toBe(true);
    expect(result.current.remaining).toBe(300);
    act(() => vi.advanceTimersByTime(300_000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.locked).toBe(false);
  });
});
