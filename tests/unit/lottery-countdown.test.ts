// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_BEFORE_MS, drawStateOf, formatCountdown, readPinnedLotteries, togglePinnedLottery, usePinnedLotteries } from '../../src/features/lottery';
import { useDrawState } from '../../src/features/lottery/components/useCountdown';

const START = Date.parse('2026-11-23T10:00:00.000Z');

describe('draw countdown', () => {
  it('counts down to the close, then to the draw while drawing', () => {
    const fast = { drawType: 'FAST' as const, nextDrawAt: '2026-11-23T10:01:00.000Z' };
    expect(drawStateOf(fast, START)).toEqual({
      phase: 'open', closesAt: START + 60_000 - CLOSE_BEFORE_MS.FAST, drawAt: START + 60_000, remainingMs: 55_000,
    });
    expect(drawStateOf(fast, START + 57_000)).toMatchObject({ phase: 'drawing', remainingMs: 3_000 });
    expect(drawStateOf(fast, START + 90_000)).toMatchObject({ phase: 'drawing', remainingMs: 0 });
    const daily = { drawType: 'DAILY' as const, nextDrawAt: '2026-11-23T11:15:00.000Z' };
    expect(drawStateOf(daily, START)).toMatchObject({ phase: 'open', remainingMs: 75 * 60_000 - CLOSE_BEFORE_MS.DAILY });
  });

  it('formats as HH:MM:SS, rounding partial seconds up and never below zero', () => {
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(59_001)).toBe('00:01:00');
    expect(formatCountdown(27 * 3_600_000)).toBe('27:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  describe('useDrawState', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(START);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('ticks every second and reports the draw once when its time passes', () => {
      const onDrawn = vi.fn();
      const game = { drawType: 'FAST' as const, nextDrawAt: '2026-11-23T10:00:10.000Z' };
      const { result } = renderHook(() => useDrawState(game, onDrawn));
      expect(formatCountdown(result.current!.remainingMs)).toBe('00:00:05');
      act(() => vi.advanceTimersByTime(1000));
      expect(formatCountdown(result.current!.remainingMs)).toBe('00:00:04');
      act(() => vi.advanceTimersByTime(5000));
      expect(result.current!.phase).toBe('drawing');
      expect(onDrawn).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(5000));
      expect(onDrawn).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(5000));
      expect(onDrawn).toHaveBeenCalledTimes(1);
    });
  });
});

describe('LOTTFAV (SPEC §3 local storage)', () => {
  afterEach(() => localStorage.clear());

  it('keeps a favourite list per username under the one key LOTTFAV', () => {
    expect(readPinnedLotteries('player01')).toEqual([]);
    expect(togglePinnedLottery('player01', 'VN_MB')).toEqual(['VN_MB']);
    togglePinnedLottery('player01', 'TH_GOV');
    togglePinnedLottery('agent_div', 'VN_MB');
    expect(JSON.parse(localStorage.getItem('LOTTFAV')!)).toEqual({ player01: ['VN_MB', 'TH_GOV'], agent_div: ['VN_MB'] });
    expect(togglePinnedLottery('player01', 'VN_MB')).toEqual(['TH_GOV']);
    expect(readPinnedLotteries('agent_div')).toEqual(['VN_MB']);
    expect(Object.keys(localStorage)).toEqual(['LOTTFAV']);
  });

  it('treats a corrupt value as empty', () => {
    localStorage.setItem('LOTTFAV', '{not json');
    expect(readPinnedLotteries('player01')).toEqual([]);
    localStorage.setItem('LOTTFAV', JSON.stringify({ player01: 'VN_MB', newbie01: ['VN_MB', 7] }));
    expect(readPinnedLotteries('player01')).toEqual([]);
    expect(readPinnedLotteries('newbie01')).toEqual(['VN_MB']);
  });

  it('updates the hook when the list changes and does nothing without a user', () => {
    const { result } = renderHook(() => usePinnedLotteries('player01'));
    expect(result.current.ids).toEqual([]);
    act(() => result.current.toggle('SG_4D'));
    expect(result.current.ids).toEqual(['SG_4D']);
    const guest = renderHook(() => usePinnedLotteries(undefined));
    act(() => guest.result.current.toggle('SG_4D'));
    expect(readPinnedLotteries('player01')).toEqual(['SG_4D']);
  });
});
