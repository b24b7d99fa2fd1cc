import { describe, expect, it } from 'vitest';
import { PINNED_REFERENCE_DATE, worldReferenceDate } from '../../mocks/engine/clock';
import { bonusTurnovers } from '../../mocks/records/bonus-turnover';
import { turnoverPercent } from '../../src/features/records/rules/bonus';
import { ALL_VENDORS, keepVendor, vendorsFor } from '../../src/features/records/rules/bets';
import { fillDays, labelledIndexes, layoutChart, niceCeil } from '../../src/features/records/rules/profitChart';

describe('the world reference date', () => {
  it('is the start of the UTC day of the clock: never after it, less than a day before it', () => {
    for (const at of ['2026-11-24T07:11:44.000Z', '2027-03-01T00:00:00.000Z', '2026-12-31T23:59:59.999Z']) {
      const reference = worldReferenceDate(Date.parse(at));
      expect(reference.toISOString()).toBe(`${at.slice(0, 10)}T00:00:00.000Z`);
      expect(Date.parse(at) - reference.getTime()).toBeLessThan(86_400_000);
    }
  });

  it('is pinned for the Node tests, whose expectations name seeded days', () => {
    expect(process.env.WORLD_REFERENCE_DATE).toBe(PINNED_REFERENCE_DATE);
  });
});

describe('bonus turnover (FIFO)', () => {
  const at = (hour: number) => new Date(Date.UTC(2026, 9, 1, hour)).toISOString();
  it('gives each bet to the oldest open bonus, spills the rest over, and ignores bets before a bonus', () => {
    const credits = [
      { id: 1, kind: 'BONUS' as const, amount: 100, createTime: at(1) },
      { id: 2, kind: 'BONUS' as const, amount: 50, createTime: at(3) },
      { id: 3, kind: 'REBATE' as const, amount: 20, createTime: at(4) },
    ];
    const played = [
      { validBet: 500, betTime: at(0) },
      { validBet: 250, betTime: at(2) },
      { validBet: 100, betTime: at(5) },
    ];
    const result = bonusTurnovers(credits, played);
    expect(result.get(1)).toEqual({ turnoverMultiple: 3, turnoverRequired: 300, turnoverCompleted: 300 });
    expect(result.get(2)).toEqual({ turnoverMultiple: 3, turnoverRequired: 150, turnoverCompleted: 50 });
    expect(result.get(3)).toEqual({ turnoverMultiple: 0, turnoverRequired: 0, turnoverCompleted: 0 });
    expect(turnoverPercent(150, 50)).toBe(33);
    expect(turnoverPercent(0, 0)).toBe(100);
    expect(turnoverPercent(10, 30)).toBe(100);
  });
});

describe('betting record filters', () => {
  it('offers the vendors of the chosen game type and drops a vendor the type lacks', () => {
    expect(vendorsFor('SPORTS')).toEqual(['IBC', 'SBT', 'UG']);
    expect(vendorsFor('')).toBe(ALL_VENDORS);
    expect(new Set(ALL_VENDORS).size).toBe(ALL_VENDORS.length);
    expect(keepVendor('LIVE', 'AG')).toBe('AG');
    expect(keepVendor('SPORTS', 'AG')).toBe('');
    expect(keepVendor('', 'AG')).toBe('AG');
  });
});

describe('the profit chart', () => {
  it('fills every day of a short range and keeps only active days of a long one', () => {
    const days = [{ date: '2026-10-03', value: 5 }, { date: '2026-10-01', value: -2 }];
    expect(fillDays('2026-10-01', '2026-10-04', days)).toEqual([
      { date: '2026-10-01', value: -2 },
      { date: '2026-10-02', value: 0 },
      { date: '2026-10-03', value: 5 },
      { date: '2026-10-04', value: 0 },
    ]);
    expect(fillDays('2025-01-01', '2026-10-04', days).map((day) => day.date)).toEqual(['2026-10-01', '2026-10-03']);
  });

  it('draws profit up and loss down from one zero line, on a nice scale', () => {
    expect([niceCeil(0), niceCeil(7), niceCeil(120), niceCeil(4_100)]).toEqual([0, 10, 200, 5_000]);
    const box = { width: 100, height: 120, left: 0, bottom: 10, top: 10 };
    const { bars, zeroY, ticks } = layoutChart([{ date: 'a', value: 150 }, { date: 'b', value: -50 }], box);
    expect(ticks.map((tick) => tick.value)).toEqual([200, 100, 0, -25, -50]);
    expect(zeroY).toBeCloseTo(10 + (200 / 250) * 100);
    expect(bars[0]!.y + bars[0]!.height).toBeCloseTo(zeroY);
    expect(bars[1]!.y).toBeCloseTo(zeroY);
    expect(bars[0]!.height).toBeCloseTo(3 * bars[1]!.height);
    expect(labelledIndexes(30, 7).has(29)).toBe(true);
    expect(labelledIndexes(30, 7).size).toBeLessThanOrEqual(8);
  });
});
