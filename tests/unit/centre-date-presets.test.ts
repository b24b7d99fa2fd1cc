import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRangeParam, isDay, parseRangeParam, presetRange, rangeProblem, resolveRange } from '../../src/components';

// Local noon, so the calendar day is the same in every time zone the suite may run in.
const NOW = new Date(2026, 10, 1, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('date-range presets (SPEC §9), counted from the clock', () => {
  it('today and yesterday are single days', () => {
    expect(presetRange('today')).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(presetRange('yesterday')).toEqual({ from: '2026-10-31', to: '2026-10-31' });
  });

  it('previous 7 and 30 days end today, both ends included', () => {
    expect(presetRange('prev7')).toEqual({ from: '2026-10-26', to: '2026-11-01' });
    expect(presetRange('prev30')).toEqual({ from: '2026-10-03', to: '2026-11-01' });
  });

  it('next 7 and 30 days start today, across a month end', () => {
    expect(presetRange('next7')).toEqual({ from: '2026-11-01', to: '2026-11-07' });
    expect(presetRange('next30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('moves with the clock: just after midnight is the next day', () => {
    vi.setSystemTime(new Date(2027, 0, 1, 0, 0, 5));
    expect(presetRange('yesterday')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(presetRange('prev7')).toEqual({ from: '2026-12-26', to: '2027-01-01' });
    vi.setSystemTime(new Date(2028, 1, 29, 23, 59, 59));
    expect(presetRange('next7')).toEqual({ from: '2028-02-29', to: '2028-03-06' });
  });
});

describe('custom ranges', () => {
  it('needs real days with from not after to', () => {
    expect(rangeProblem('2026-10-01', '2026-10-31')).toBeNull();
    expect(rangeProblem('2026-10-01', '2026-10-01')).toBeNull();
    expect(rangeProblem('2026-11-02', '2026-11-01')).toBe('fromAfterTo');
    expect(rangeProblem('', '2026-11-01')).toBe('fromMissing');
    expect(rangeProblem('2026-11-01', '')).toBe('toMissing');
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
  });

  it('resolves a preset from the clock and refuses an inverted custom range', () => {
    expect(resolveRange({ preset: 'prev7' })).toEqual({ from: '2026-10-26', to: '2026-11-01' });
    expect(resolveRange({ preset: 'custom', from: '2026-10-01', to: '2026-10-10' })).toEqual({ from: '2026-10-01', to: '2026-10-10' });
    expect(resolveRange({ preset: 'custom', from: '2026-10-10', to: '2026-10-01' })).toBeNull();
  });

  it('round-trips through the URL, and an invalid URL value reads as nothing', () => {
    expect(formatRangeParam({ preset: 'prev30' })).toBe('prev30');
    expect(formatRangeParam({ preset: 'custom', from: '2026-10-01', to: '2026-10-10' })).toBe('2026-10-01..2026-10-10');
    expect(parseRangeParam('2026-10-01..2026-10-10')).toEqual({ preset: 'custom', from: '2026-10-01', to: '2026-10-10' });
    expect(parseRangeParam('next7')).toEqual({ preset: 'next7' });
    for (const raw of ['2026-10-10..2026-10-01', 'lastYear', '2026-13-01..2026-10-01', '2026-10-01..', '1..2..3', '']) {
      expect(parseRangeParam(raw)).toBeNull();
    }
  });
});
