import { afterEach, describe, expect, it, vi } from 'vitest';
import { REAL_TIME_SALARY_PERIOD_MS as REALTIME_WINDOW_MS } from '../../contracts/shared/constants';
import {
  lastSettled, nextSettlement, settledSamples, settleWindow, unitWindow, unitWindows, type ContractTerms, type SettlementBet,
} from '../../contracts/shared/contract-settlement';
import { agentMsUntil, agentNow, formatCountdown, wallMsUntil } from '@/features/agentSalary/rules/agentClock';
import { settledSince } from '@/features/agentSalary/rules/settled';
import { clockRate, FAST_CLOCK_RATE, now } from '../../mocks/engine/clock';
import { getScenario, resetScenario, scenarioFromQuery, scenarioToQuery, setScenario } from '../../mocks/engine/scenario';
import { parseMember, isMemberDraftValid } from '@/features/agentReports/rules/filters';

const T0 = Date.parse('2026-11-01T11:47:30.000Z');
const TERMS: ContractTerms = { contractType: 'REALTIME_SALARY', period: 'DAILY', rate: 0.8, periodValidBet: 50, periodProfitLoss: 0, activeMembers: 1 };
const bet = (account: string, at: string, validBet: number, status = 'SETTLED'): SettlementBet => ({ account, betTime: at, validBet, profitLoss: -validBet / 2, status });
const windowAt = (at: number) => unitWindow(TERMS, at);
/** What a window pays from the team's bets, as the backend settles it. */
const pay = (terms: ContractTerms, bets: SettlementBet[], window: { start: number; end: number }) => {
  const { teamValidBet, teamProfitLoss, activeMembers, qualified, amount } = settleWindow(terms, settledSamples(bets), window);
  return { teamValidBet, teamProfitLoss, activeMembers, qualified, amount };
};

afterEach(() => {
  vi.useRealTimers();
  resetScenario();
});

describe('real-time salary windows (SPEC §6, §9: every 5 minutes)', () => {
  it('puts window boundaries on multiples of 5 minutes of the agent clock', () => {
    expect(windowAt(T0)).toEqual({ start: Date.parse('2026-11-01T11:45:00.000Z'), end: Date.parse('2026-11-01T11:50:00.000Z') });
    expect(windowAt(Date.parse('2026-11-01T11:50:00.000Z')).start).toBe(Date.parse('2026-11-01T11:50:00.000Z'));
    expect(lastSettled(TERMS, T0)).toEqual({ start: Date.parse('2026-11-01T11:40:00.000Z'), end: Date.parse('2026-11-01T11:45:00.000Z') });
    // Paid as the window closes: the next settlement is the running window's end.
    expect(nextSettlement(TERMS, T0).settleAt).toBe(Date.parse('2026-11-01T11:50:00.000Z'));
    expect(unitWindows(TERMS, T0 - REALTIME_WINDOW_MS * 2, T0).map((w) => new Date(w.end).toISOString())).toEqual([
      '2026-11-01T11:45:00.000Z',
      '2026-11-01T11:50:00.000Z',
    ]);
  });

  it("pays the rate of the window's settled valid bets once the thresholds are met", () => {
    const window = windowAt(T0);
    const bets = [
      bet('a', '2026-11-01T11:45:00.000Z', 40),
      bet('b', '2026-11-01T11:49:59.999Z', 35.5),
      bet('a', '2026-11-01T11:50:00.000Z', 1000), // next window
      bet('c', '2026-11-01T11:46:00.000Z', 500, 'CANCELLED'),
    ];
    expect(pay(TERMS, bets, window)).toEqual({ teamValidBet: 75.5, teamProfitLoss: -37.75, activeMembers: 2, qualified: true, amount: 0.6 });
    expect(pay({ ...TERMS, periodValidBet: 100 }, bets, window)).toMatchObject({ qualified: false, amount: 0 });
    expect(pay({ ...TERMS, activeMembers: 3 }, bets, window)).toMatchObject({ qualified: false, amount: 0 });
    expect(pay({ ...TERMS, periodValidBet: 0, activeMembers: 0 }, [], window)).toMatchObject({ qualified: false, amount: 0 });
  });

  it('counts down on the agent clock and settles as fake time passes the boundary', () => {
    vi.useFakeTimers({ now: T0 });
    const reading = { serverTime: T0, clockRate: 1, receivedAt: Date.now() };
    const settleAt = windowAt(T0).end;
    expect(formatCountdown(agentMsUntil(reading, settleAt, Date.now()))).toBe('02:30');
    vi.advanceTimersByTime(150_000 - 1);
    expect(agentMsUntil(reading, settleAt, Date.now())).toBe(1);
    vi.advanceTimersByTime(1);
    expect(agentMsUntil(reading, settleAt, Date.now())).toBe(0);
    expect(windowAt(agentNow(reading, Date.now())).start).toBe(settleAt);
  });

  it('under a fast clock, a window passes in 5 minutes / rate of wall time', () => {
    const reading = { serverTime: T0, clockRate: 30, receivedAt: 1_000 };
    const settleAt = windowAt(T0).end;
    expect(wallMsUntil(reading, settleAt, 1_000)).toBe(5_000);
    expect(agentNow(reading, 3_000)).toBe(T0 + 60_000);
    expect(formatCountdown(agentMsUntil(reading, settleAt, 3_000))).toBe('01:30');
  });
});

describe('the fast clock scenario', () => {
  it('runs the simulated clock 30 times faster from where it was, and back at real pace from where it got to (never back in time)', () => {
    vi.useFakeTimers({ now: T0 });
    expect(scenarioFromQuery(new URLSearchParams('clock=fast'))).toEqual({ clock: 'fast' });
    setScenario({ clock: 'fast' });
    expect(clockRate()).toBe(FAST_CLOCK_RATE);
    expect(scenarioToQuery(getScenario()).get('clock')).toBe('fast');
    vi.advanceTimersByTime(10_000);
    expect(now()).toBe(T0 + 10_000 * FAST_CLOCK_RATE);
    setScenario({ clock: 'real' });
    expect(clockRate()).toBe(1);
    expect(now()).toBe(T0 + 10_000 * FAST_CLOCK_RATE);
    // The shareable URL says how far ahead the world now runs.
    expect(getScenario().clockAhead).toBe(10_000 * (FAST_CLOCK_RATE - 1));
    vi.advanceTimersByTime(1_000);
    expect(now()).toBe(T0 + 10_000 * FAST_CLOCK_RATE + 1_000);
    resetScenario();
    expect(now()).toBe(Date.now());
  });
});

describe('the member filter of the team reports', () => {
  it('takes a trimmed account and refuses anything else', () => {
    expect(parseMember(' agent_div_dl01 ')).toBe('agent_div_dl01');
    expect(parseMember('a b')).toBeUndefined();
    expect(parseMember('<script>')).toBeUndefined();
    expect(parseMember('x'.repeat(33))).toBeUndefined();
    expect(isMemberDraftValid('')).toBe(true);
    expect(isMemberDraftValid('bad name')).toBe(false);
  });
});

describe('what a real-time salary answer says settled (the query refreshes the money on it)', () => {
  const at = (periodStart: string | null) => ({ lastSettlement: periodStart === null ? null : { periodStart } });

  it('sees a window settled since the answer before, the first settlement after none included', () => {
    expect(settledSince(at('2026-11-01T11:40:00.000Z'), at('2026-11-01T11:45:00.000Z'))).toBe(true);
    expect(settledSince(at(null), at('2026-11-01T11:45:00.000Z'))).toBe(true);
  });

  it('sees none on the first answer, on the same window again, or where nothing settled', () => {
    expect(settledSince(undefined, at('2026-11-01T11:45:00.000Z'))).toBe(false);
    expect(settledSince(at('2026-11-01T11:45:00.000Z'), at('2026-11-01T11:45:00.000Z'))).toBe(false);
    expect(settledSince(at(null), at(null))).toBe(false);
  });
});
