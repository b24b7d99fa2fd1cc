import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RG_COOLING_OFF_MS,
  exclusionEnd,
  nextRealityCheckAt,
  periodWindow,
  realityCheckDue,
  requestLimitChange,
  settleLimit,
  type RgLimitSetting,
} from '../../contracts/shared/responsible-gaming';
import { changeEffect, usedPercent } from '../../src/features/responsibleGaming/rules/limits';
import { minutesPlayed, wallMsUntilCheck } from '../../src/features/responsibleGaming/rules/realityCheck';
import type { RgReading } from '../../src/features/responsibleGaming/api';

afterEach(() => vi.useRealTimers());

const START = Date.parse('2026-11-24T10:00:00.000Z');

describe('limit changes', () => {
  it('applies a first limit and a decrease at once, an increase and a removal only after 24 hours', () => {
    vi.useFakeTimers({ now: START });
    let limit: RgLimitSetting = { amount: null, pending: null };
    limit = requestLimitChange(limit, 5_000, Date.now());
    expect(limit).toEqual({ amount: 5_000, pending: null });
    limit = requestLimitChange(limit, 2_000, Date.now());
    expect(limit).toEqual({ amount: 2_000, pending: null });
    limit = requestLimitChange(limit, 8_000, Date.now());
    expect(limit.amount).toBe(2_000);
    expect(limit.pending).toEqual({ amount: 8_000, effectiveAt: new Date(START + RG_COOLING_OFF_MS).toISOString() });
    vi.advanceTimersByTime(RG_COOLING_OFF_MS - 1);
    expect(settleLimit(limit, Date.now()).amount).toBe(2_000);
    vi.advanceTimersByTime(1);
    expect(settleLimit(limit, Date.now())).toEqual({ amount: 8_000, pending: null });
    const removal = requestLimitChange({ amount: 8_000, pending: null }, null, Date.now());
    expect(removal).toMatchObject({ amount: 8_000, pending: { amount: null } });
    vi.advanceTimersByTime(RG_COOLING_OFF_MS);
    expect(settleLimit(removal, Date.now())).toEqual({ amount: null, pending: null });
  });

  it('drops a pending increase when the player lowers the limit again or asks for the current value', () => {
    vi.useFakeTimers({ now: START });
    const pending = requestLimitChange({ amount: 1_000, pending: null }, 3_000, Date.now());
    expect(requestLimitChange(pending, 900, Date.now())).toEqual({ amount: 900, pending: null });
    expect(requestLimitChange(pending, 1_000, Date.now())).toEqual({ amount: 1_000, pending: null });
    expect(changeEffect(1_000, 3_000)).toBe('pending');
    expect(changeEffect(1_000, null)).toBe('pending');
    expect(changeEffect(null, 500)).toBe('now');
    expect(changeEffect(500, 500)).toBe('none');
    expect(usedPercent({ amount: 200, used: 50 })).toBe(25);
    expect(usedPercent({ amount: 200, used: 500 })).toBe(100);
  });

  it('resets daily at UTC midnight, weekly on Monday and monthly on the 1st; exclusions end on the same day months later', () => {
    const tuesday = Date.parse('2026-11-24T15:30:00.000Z');
    expect(new Date(periodWindow('DAILY', tuesday).end).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(new Date(periodWindow('WEEKLY', tuesday).start).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(periodWindow('MONTHLY', tuesday).end).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(new Date(exclusionEnd(tuesday, '6M')).toISOString()).toBe('2027-05-24T15:30:00.000Z');
    expect(new Date(exclusionEnd(tuesday, '5Y')).toISOString()).toBe('2031-11-24T15:30:00.000Z');
  });
});

describe('reality-check timer', () => {
  it('is due one interval after login, then one interval after each answer; never when off', () => {
    vi.useFakeTimers({ now: START });
    expect(nextRealityCheckAt(START, null, 30)).toBe(START + 30 * 60_000);
    vi.advanceTimersByTime(30 * 60_000 - 1);
    expect(realityCheckDue(START, null, 30, Date.now())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(realityCheckDue(START, null, 30, Date.now())).toBe(true);
    const answered = Date.now();
    expect(realityCheckDue(START, answered, 30, Date.now())).toBe(false);
    vi.advanceTimersByTime(30 * 60_000);
    expect(realityCheckDue(START, answered, 30, Date.now())).toBe(true);
    expect(realityCheckDue(START, null, null, Date.now())).toBe(false);
  });

  it('projects the server clock, fast clock included, to the wall-clock delay', () => {
    vi.useFakeTimers({ now: START });
    const reading = (clockRate: number): RgReading => ({
      receivedAt: Date.now(),
      status: {
        limits: [],
        sessionLimit: { minutes: null, pending: null },
        realityCheck: { intervalMinutes: 10 },
        session: { loginAt: new Date(START).toISOString(), serverTime: new Date(START).toISOString(), clockRate, lastCheckAt: null, wagered: 0, profitLoss: 0, endsAt: null },
        block: { kind: 'NONE', since: null, until: null },
      },
    });
    expect(wallMsUntilCheck(reading(1), Date.now())).toBe(10 * 60_000);
    const fast = reading(30);
    expect(wallMsUntilCheck(fast, Date.now())).toBe(20_000);
    vi.advanceTimersByTime(20_000);
    expect(wallMsUntilCheck(fast, Date.now())).toBe(0);
    expect(minutesPlayed(fast, Date.now())).toBe(10);
  });
});
