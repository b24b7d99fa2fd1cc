import { describe, expect, it } from 'vitest';
import {
  comparePeriods, DAY_MS, HOUR_MS, lastSettled, nextSettlement, periodWindow, periodWindows, settleDailySalary, settleDividend,
  settleHourlySalary, settleRealtimeSalary, simulatePeriods, tierProgress, unitWindows, type ActivitySample, type ContractTerms,
} from '../../contracts/shared/contract-settlement';

const T = (iso: string) => Date.parse(iso);
const sample = (account: string, at: string, validBet: number, profitLoss: number): ActivitySample => ({ account, at, validBet, profitLoss });

const dividend: ContractTerms = {
  contractType: 'DIVIDEND', rate: 30, period: 'WEEKLY', periodValidBet: 1_000, periodProfitLoss: -100, activeMembers: 2,
};
const daily: ContractTerms = {
  contractType: 'DAILY_SALARY', rate: 1.2, period: 'DAILY', periodValidBet: 0, periodProfitLoss: 0, activeMembers: 2, betAmountPerDay: 800,
};

describe('settlement windows', () => {
  it('aligns periods on UTC days, Monday weeks, the 1st and 16th, and months', () => {
    const at = T('2026-11-18T15:30:00Z'); // a Wednesday
    expect(periodWindow('DAILY', at)).toEqual({ start: T('2026-11-18T00:00:00Z'), end: T('2026-11-19T00:00:00Z') });
    expect(periodWindow('WEEKLY', at)).toEqual({ start: T('2026-11-16T00:00:00Z'), end: T('2026-11-23T00:00:00Z') });
    expect(periodWindow('SEMI_MONTHLY', at)).toEqual({ start: T('2026-11-16T00:00:00Z'), end: T('2026-12-01T00:00:00Z') });
    expect(periodWindow('SEMI_MONTHLY', T('2026-11-15T23:59:59Z'))).toEqual({ start: T('2026-11-01T00:00:00Z'), end: T('2026-11-16T00:00:00Z') });
    expect(periodWindow('MONTHLY', T('2026-12-31T23:00:00Z'))).toEqual({ start: T('2026-12-01T00:00:00Z'), end: T('2027-01-01T00:00:00Z') });
  });

  it('lists the last complete periods before the running one, oldest first', () => {
    const windows = periodWindows('MONTHLY', T('2026-11-18T00:00:00Z'), 3);
    expect(windows.map((w) => new Date(w.start).toISOString().slice(0, 10))).toEqual(['2026-08-01', '2026-09-01', '2026-10-01']);
  });

  it('settles real-time salary every 5 minutes and names the next settlement', () => {
    const rt = { contractType: 'REALTIME_SALARY', period: 'DAILY' } as const;
    const next = nextSettlement(rt, T('2026-11-18T10:07:30Z'));
    expect(next.window).toEqual({ start: T('2026-11-18T10:05:00Z'), end: T('2026-11-18T10:10:00Z') });
    // Paid as the window closes (the real-time page counts down to it).
    expect(next.settleAt).toBe(T('2026-11-18T10:10:00Z'));
    expect(unitWindows(rt, T('2026-11-18T00:00:00Z'), T('2026-11-19T00:00:00Z'))).toHaveLength(288);
    expect(unitWindows({ contractType: 'HOURLY_SALARY', period: 'DAILY' }, 0, DAY_MS)).toHaveLength(24);
  });

  it("names the previous unit's settlement while its delay runs", () => {
    const salary = { contractType: 'DAILY_SALARY', period: 'DAILY' } as const;
    // 00:30: yesterday is paid at 01:00, before today's unit.
    expect(nextSettlement(salary, T('2026-11-18T00:30:00Z'))).toEqual({
      window: { start: T('2026-11-17T00:00:00Z'), end: T('2026-11-18T00:00:00Z') }, settleAt: T('2026-11-18T01:00:00Z'),
    });
    expect(lastSettled(salary, T('2026-11-18T00:30:00Z'))).toEqual({ start: T('2026-11-16T00:00:00Z'), end: T('2026-11-17T00:00:00Z') });
    expect(nextSettlement(salary, T('2026-11-18T01:00:00Z')).settleAt).toBe(T('2026-11-19T01:00:00Z'));
    expect(lastSettled(salary, T('2026-11-18T01:00:00Z')).start).toBe(T('2026-11-17T00:00:00Z'));
  });
});

describe('one settlement per contract type', () => {
  const day = { start: T('2026-11-16T00:00:00Z'), end: T('2026-11-17T00:00:00Z') };

  it('pays a dividend on the team loss only when every threshold is met', () => {
    const week = periodWindow('WEEKLY', day.start);
    const lost = [sample('a', '2026-11-16T01:00:00Z', 700, -250), sample('b', '2026-11-18T01:00:00Z', 400, -50)];
    expect(settleDividend(dividend, lost, week)).toMatchObject({ teamValidBet: 1_100, teamProfitLoss: -300, activeMembers: 2, amount: 90, qualified: true });
    // The team won: no dividend.
    expect(settleDividend(dividend, [sample('a', '2026-11-16T01:00:00Z', 700, 250), sample('b', '2026-11-16T02:00:00Z', 400, 0)], week).amount).toBe(0);
    // One bettor short.
    expect(settleDividend(dividend, [sample('a', '2026-11-16T01:00:00Z', 1_100, -300)], week).qualified).toBe(false);
    // Outside the window does not count.
    expect(settleDividend(dividend, [...lost, sample('c', '2026-11-23T00:00:00Z', 9_999, -9_999)], week).amount).toBe(90);
  });

  it('pays a daily salary on the valid bet from the bet amount per day', () => {
    const rows = [sample('a', '2026-11-16T03:00:00Z', 500, 10), sample('b', '2026-11-16T23:59:00Z', 300.5, -20)];
    expect(settleDailySalary(daily, rows, day)).toMatchObject({ teamValidBet: 800.5, amount: 9.61, qualified: true });
    expect(settleDailySalary(daily, rows.slice(0, 1), day).amount).toBe(0);
  });

  it('pays hourly and real-time salaries against their own thresholds', () => {
    const hourly: ContractTerms = { ...daily, contractType: 'HOURLY_SALARY', activeMembers: 1, betAmountPerHour: 100, betAmountPerDay: undefined };
    const hour = { start: day.start, end: day.start + HOUR_MS };
    expect(settleHourlySalary(hourly, [sample('a', '2026-11-16T00:10:00Z', 150, 0)], hour).amount).toBe(1.8);
    expect(settleHourlySalary(hourly, [sample('a', '2026-11-16T00:10:00Z', 99, 0)], hour).amount).toBe(0);
    const rt: ContractTerms = { ...hourly, contractType: 'REALTIME_SALARY', rate: 0.8, periodValidBet: 50 };
    const five = { start: day.start, end: day.start + 300_000 };
    expect(settleRealtimeSalary(rt, [sample('a', '2026-11-16T00:04:59Z', 60, 0)], five).amount).toBe(0.48);
    expect(settleRealtimeSalary(rt, [sample('a', '2026-11-16T00:05:00Z', 60, 0)], five).amount).toBe(0);
  });

  it('never pays a window without a valid bet, even with zero thresholds', () => {
    const free: ContractTerms = { ...daily, activeMembers: 0, betAmountPerDay: 0 };
    expect(settleDailySalary(free, [], day)).toMatchObject({ amount: 0, qualified: false });
  });
});

describe('the contract simulator', () => {
  const samples = [
    sample('a', '2026-11-09T02:00:00Z', 900, -200),
    sample('b', '2026-11-10T02:00:00Z', 300, -100),
    sample('a', '2026-11-16T02:00:00Z', 500, -50),
    sample('b', '2026-11-17T02:00:00Z', 400, -10),
  ];

  it('gives what a dividend would have paid per past week, summing each period once', () => {
    const rows = simulatePeriods(dividend, samples, T('2026-11-24T12:00:00Z'), 3);
    expect(rows.map((row) => new Date(row.start).toISOString().slice(0, 10))).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(rows.map((row) => row.amount)).toEqual([0, 90, 0]);
    expect(rows[2]).toMatchObject({ teamValidBet: 900, teamProfitLoss: -60, paidUnits: 0, units: 1 });
  });

  it('sums a salary over its units within each period', () => {
    const perDay: ContractTerms = { ...daily, period: 'WEEKLY', activeMembers: 1, betAmountPerDay: 400 };
    const [week] = simulatePeriods(perDay, samples, T('2026-11-16T12:00:00Z'), 1);
    // 9 Nov: 900 pays 10.80; 10 Nov: 300 is under 400.
    expect(week).toMatchObject({ amount: 10.8, paidUnits: 1, units: 7 });
  });

  it('compares an offer with the current contract period by period', () => {
    const at = T('2026-11-24T12:00:00Z');
    const offered = simulatePeriods({ ...dividend, rate: 20 }, samples, at, 2);
    const current = simulatePeriods(dividend, samples, at, 2);
    expect(comparePeriods(offered, current).map((row) => row.difference)).toEqual([-30, 0]);
    expect(comparePeriods(offered, undefined).map((row) => row.current)).toEqual([0, 0]);
  });

  it('measures the progress towards qualifying in the running unit', () => {
    const at = T('2026-11-16T20:00:00Z');
    expect(tierProgress(daily, [sample('a', '2026-11-16T02:00:00Z', 600, 0), sample('b', '2026-11-16T03:00:00Z', 40, 0)], at)).toBeCloseTo(0.8);
    expect(tierProgress(daily, [sample('a', '2026-11-16T02:00:00Z', 900, 0)], at)).toBe(0.5);
    expect(tierProgress(daily, [], at)).toBe(0);
  });
});
