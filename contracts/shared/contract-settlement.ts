/**
 * Contract settlement: what an agent contract pays (SPEC §1 contract types,
 * §3 Contract terms, §6/§9 real-time salary every 5 minutes).
 *
 * ONE pure module, imported by the app's contract simulator and real-time
 * salary page and by the simulated backend's seeded and live settlement, so
 * the figure an agent is shown for a window is, by construction, the figure
 * the backend pays for it.
 *
 * Inputs
 * - `ContractTerms`: the contract (type, rate %, period, thresholds).
 * - `ActivitySample[]`: the team's settled betting activity, one sample per
 *   member and 5-minute bucket (`at` = bucket start, epoch ms or ISO). A raw
 *   bet is a valid sample too: any sample lies wholly inside one 5-minute
 *   window, and every settlement window is a whole number of them.
 * - `SettlementWindow`: [start, end) in epoch ms.
 *
 * One function per contract type, the window as input:
 * - `settleDividend`: pays `rate`% of the team's loss (−profit/loss) in the
 *   window when the team lost at least `periodProfitLoss`, bet at least
 *   `periodValidBet` and had `activeMembers` bettors. Window: one contract
 *   period (daily, weekly from Monday, semi-monthly 1st/16th, monthly), UTC.
 * - `settleDailySalary`: `rate`% of the team's valid bet of one UTC day, when
 *   it reaches `betAmountPerDay` (else `periodValidBet`) with enough bettors.
 * - `settleHourlySalary`: the same for one hour against `betAmountPerHour`.
 * - `settleRealtimeSalary`: the same for one 5-minute window against
 *   `periodValidBet` (REAL_TIME_SALARY_PERIOD_MS).
 * Every figure is rounded to cents; a window with no valid bet never pays.
 *
 * Around them: `settledSamples` (the bets that count), `unitWindow`/
 * `nextSettlement`/`lastSettled` (the window a time falls in, when it
 * settles, and the last one paid), `periodWindows` (the last N contract periods),
 * `simulatePeriods` (what a contract would have paid per period, salaries
 * summing their day/hour/5-minute units) and `comparePeriods`.
 */
import { REAL_TIME_SALARY_PERIOD_MS, type CONTRACT_PERIODS, type CONTRACT_TYPES } from './constants';

export type ContractType = (typeof CONTRACT_TYPES)[number];
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

export interface ContractTerms {
  contractType: ContractType;
  /** Percent: of the team's loss for DIVIDEND, of the team's valid bet for salaries. */
  rate: number;
  period: ContractPeriod;
  periodValidBet: number;
  /** The team's payout − bet must be at most this (a loss) for a dividend. */
  periodProfitLoss: number;
  activeMembers: number;
  betAmountPerDay?: number | undefined;
  betAmountPerHour?: number | undefined;
}

export interface ActivitySample {
  account: string;
  /** Epoch ms or ISO time; a 5-minute bucket start or a bet time. */
  at: number | string;
  validBet: number;
  /** payout − bet from the member's side (negative = the team lost). */
  profitLoss: number;
}

export interface SettlementWindow {
  start: number;
  end: number;
}

export interface Settlement extends SettlementWindow {
  teamValidBet: number;
  teamProfitLoss: number;
  activeMembers: number;
  rate: number;
  amount: number;
  qualified: boolean;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Activity buckets: the real-time salary window, the finest settlement grain. */
export const ACTIVITY_BUCKET_MS = REAL_TIME_SALARY_PERIOD_MS;
/**
 * How long after a window closes its settlement is paid. Real-time salary
 * pays as its 5-minute window closes: the countdown the agent watches ends
 * at the payment.
 */
export const SETTLE_DELAY_MS: Record<ContractType, number> = {
  DIVIDEND: DAY_MS,
  DAILY_SALARY: HOUR_MS,
  HOURLY_SALARY: 5 * MINUTE_MS,
  REALTIME_SALARY: 0,
};

export const round2 = (amount: number): number => Math.round(amount * 100) / 100;
const timeOf = (at: number | string): number => (typeof at === 'number' ? at : Date.parse(at));

/** A betting record as the settlement reads it. */
export interface SettlementBet {
  account: string;
  betTime: string;
  validBet: number;
  profitLoss: number;
  status: string;
}

/** The bets a settlement counts, as samples: settled ones only (an open or cancelled bet never counts). */
export function settledSamples(bets: readonly SettlementBet[]): ActivitySample[] {
  return bets
    .filter((bet) => bet.status === 'SETTLED')
    .map((bet) => ({ account: bet.account, at: bet.betTime, validBet: bet.validBet, profitLoss: bet.profitLoss }));
}

/** The samples inside a window, summed. */
function measure(samples: readonly ActivitySample[], window: SettlementWindow) {
  let validBet = 0;
  let profitLoss = 0;
  const bettors = new Set<string>();
  for (const sample of samples) {
    const at = timeOf(sample.at);
    if (at < window.start || at >= window.end) continue;
    validBet += sample.validBet;
    profitLoss += sample.profitLoss;
    if (sample.validBet > 0) bettors.add(sample.account);
  }
  return { teamValidBet: round2(validBet), teamProfitLoss: round2(profitLoss), activeMembers: bettors.size };
}

function salary(terms: ContractTerms, samples: readonly ActivitySample[], window: SettlementWindow, threshold: number): Settlement {
  const m = measure(samples, window);
  const qualified = m.teamValidBet > 0 && m.teamValidBet >= threshold && m.activeMembers >= terms.activeMembers;
  return { ...window, ...m, rate: terms.rate, amount: qualified ? round2((m.teamValidBet * terms.rate) / 100) : 0, qualified };
}

export function settleDividend(terms: ContractTerms, samples: readonly ActivitySample[], window: SettlementWindow): Settlement {
  const m = measure(samples, window);
  const qualified =
    m.teamValidBet > 0 &&
    m.teamValidBet >= terms.periodValidBet &&
    m.activeMembers >= terms.activeMembers &&
    m.teamProfitLoss < 0 &&
    m.teamProfitLoss <= terms.periodProfitLoss;
  return { ...window, ...m, rate: terms.rate, amount: qualified ? round2((-m.teamProfitLoss * terms.rate) / 100) : 0, qualified };
}

export function settleDailySalary(terms: ContractTerms, samples: readonly ActivitySample[], window: SettlementWindow): Settlement {
  return salary(terms, samples, window, terms.betAmountPerDay ?? terms.periodValidBet);
}

export function settleHourlySalary(terms: ContractTerms, samples: readonly ActivitySample[], window: SettlementWindow): Settlement {
  return salary(terms, samples, window, terms.betAmountPerHour ?? terms.periodValidBet);
}

export function settleRealtimeSalary(terms: ContractTerms, samples: readonly ActivitySample[], window: SettlementWindow): Settlement {
  return salary(terms, samples, window, terms.periodValidBet);
}

const SETTLERS: Record<ContractType, typeof settleDividend> = {
  DIVIDEND: settleDividend,
  DAILY_SALARY: settleDailySalary,
  HOURLY_SALARY: settleHourlySalary,
  REALTIME_SALARY: settleRealtimeSalary,
};

/** Settles one window with the rule of the contract's type. */
export function settleWindow(terms: ContractTerms, samples: readonly ActivitySample[], window: SettlementWindow): Settlement {
  return SETTLERS[terms.contractType](terms, samples, window);
}

// ------------------------------------------------------------------ windows

const startOfUtcDay = (at: number) => Math.floor(at / DAY_MS) * DAY_MS;

/** The contract period (UTC) that contains `at`. Weeks start on Monday. */
export function periodWindow(period: ContractPeriod, at: number): SettlementWindow {
  const day = startOfUtcDay(at);
  if (period === 'DAILY') return { start: day, end: day + DAY_MS };
  if (period === 'WEEKLY') {
    const weekday = (new Date(day).getUTCDay() + 6) % 7;
    const start = day - weekday * DAY_MS;
    return { start, end: start + 7 * DAY_MS };
  }
  const date = new Date(day);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  if (period === 'MONTHLY') return { start: Date.UTC(year, month, 1), end: Date.UTC(year, month + 1, 1) };
  return date.getUTCDate() < 16
    ? { start: Date.UTC(year, month, 1), end: Date.UTC(year, month, 16) }
    : { start: Date.UTC(year, month, 16), end: Date.UTC(year, month + 1, 1) };
}

/** The settlement unit of a type: one dividend period, or a salary's day, hour or 5 minutes. */
export function unitWindow(terms: Pick<ContractTerms, 'contractType' | 'period'>, at: number): SettlementWindow {
  const length =
    terms.contractType === 'DAILY_SALARY' ? DAY_MS : terms.contractType === 'HOURLY_SALARY' ? HOUR_MS : REAL_TIME_SALARY_PERIOD_MS;
  if (terms.contractType === 'DIVIDEND') return periodWindow(terms.period, at);
  const start = Math.floor(at / length) * length;
  return { start, end: start + length };
}

/** When a unit is paid: its end plus the settlement delay of the type. */
export const settleTimeOf = (terms: Pick<ContractTerms, 'contractType'>, window: SettlementWindow): number =>
  window.end + SETTLE_DELAY_MS[terms.contractType];

/**
 * The next settlement after `at`: the unit before the running one while its
 * delay has not passed yet (a daily salary at 00:30 is paid at 01:00 for the
 * day before), else the running unit. No delay exceeds a unit's length.
 */
export function nextSettlement(terms: Pick<ContractTerms, 'contractType' | 'period'>, at: number): { window: SettlementWindow; settleAt: number } {
  const running = unitWindow(terms, at);
  const previous = unitWindow(terms, running.start - 1);
  const window = settleTimeOf(terms, previous) > at ? previous : running;
  return { window, settleAt: settleTimeOf(terms, window) };
}

/** The last unit already paid at `at`: the one just before the next settlement's. */
export function lastSettled(terms: Pick<ContractTerms, 'contractType' | 'period'>, at: number): SettlementWindow {
  return unitWindow(terms, nextSettlement(terms, at).window.start - 1);
}

/** The settlement units inside [from, to) in order (every unit whose start lies in it). */
export function unitWindows(terms: Pick<ContractTerms, 'contractType' | 'period'>, from: number, to: number): SettlementWindow[] {
  const windows: SettlementWindow[] = [];
  for (let at = from; at < to; ) {
    const window = unitWindow(terms, at);
    if (window.start >= from) windows.push(window);
    at = window.end;
  }
  return windows;
}

/** The last `count` complete contract periods before the one containing `at`, oldest first. */
export function periodWindows(period: ContractPeriod, at: number, count: number): SettlementWindow[] {
  const windows: SettlementWindow[] = [];
  let current = periodWindow(period, at);
  for (let i = 0; i < count; i += 1) {
    current = periodWindow(period, current.start - 1);
    windows.unshift(current);
  }
  return windows;
}

// --------------------------------------------------------------- simulation

export interface PeriodResult extends SettlementWindow {
  amount: number;
  teamValidBet: number;
  teamProfitLoss: number;
  /** Settlement units in the period that paid, out of `units` (1 for a dividend). */
  paidUnits: number;
  units: number;
}

/**
 * What a contract would have paid in each of the last `count` periods before
 * `at`: a dividend settles the period once, a salary sums its units. Units
 * without activity never pay, so only those with samples are settled.
 */
export function simulatePeriods(terms: ContractTerms, samples: readonly ActivitySample[], at: number, count: number): PeriodResult[] {
  const periods = periodWindows(terms.period, at, count);
  const byUnit = new Map<number, ActivitySample[]>();
  for (const sample of samples) {
    const unit = unitWindow(terms, timeOf(sample.at)).start;
    const list = byUnit.get(unit);
    if (list) list.push(sample);
    else byUnit.set(unit, [sample]);
  }
  return periods.map((period) => {
    const units = terms.contractType === 'DIVIDEND' ? [period] : unitWindows(terms, period.start, period.end);
    let amount = 0;
    let paidUnits = 0;
    for (const unit of units) {
      const inUnit = byUnit.get(unit.start);
      if (!inUnit) continue;
      const settled = settleWindow(terms, inUnit, unit);
      amount += settled.amount;
      if (settled.qualified) paidUnits += 1;
    }
    const totals = measure(samples, period);
    return { ...period, amount: round2(amount), teamValidBet: totals.teamValidBet, teamProfitLoss: totals.teamProfitLoss, paidUnits, units: units.length };
  });
}

export interface PeriodComparison extends SettlementWindow {
  offered: number;
  current: number;
  /** offered − current: what accepting would have gained (negative: lost). */
  difference: number;
}

/** Period by period, the offer against the current contract (0 where there is none). */
export function comparePeriods(offered: readonly PeriodResult[], current: readonly PeriodResult[] | undefined): PeriodComparison[] {
  return offered.map((row, index) => {
    const other = current?.[index]?.start === row.start ? current[index]!.amount : 0;
    return { start: row.start, end: row.end, offered: row.amount, current: other, difference: round2(row.amount - other) };
  });
}

/** The default number of past periods a simulation shows: about a month or a quarter. */
export const SIMULATION_PERIODS: Record<ContractPeriod, number> = { DAILY: 30, WEEKLY: 8, SEMI_MONTHLY: 6, MONTHLY: 3 };

/**
 * How far the team is towards qualifying in the running unit: the smaller
 * of valid-bet and active-member progress, 0–1 (1 = qualifies).
 */
export function tierProgress(terms: ContractTerms, samples: readonly ActivitySample[], at: number): number {
  const window = unitWindow(terms, at);
  const m = measure(samples, window);
  const threshold =
    terms.contractType === 'DAILY_SALARY'
      ? (terms.betAmountPerDay ?? terms.periodValidBet)
      : terms.contractType === 'HOURLY_SALARY'
        ? (terms.betAmountPerHour ?? terms.periodValidBet)
        : terms.periodValidBet;
  const bet = threshold > 0 ? m.teamValidBet / threshold : m.teamValidBet > 0 ? 1 : 0;
  const members = terms.activeMembers > 0 ? m.activeMembers / terms.activeMembers : 1;
  return Math.max(0, Math.min(1, bet, members));
}
