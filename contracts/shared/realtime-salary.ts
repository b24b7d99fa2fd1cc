import { REAL_TIME_SALARY_PERIOD_MS } from './constants';

/**
 * Real-time salary (SPEC §6, §9): settled every 5 minutes of the agent clock.
 * One pure module computes the windows and what a window pays, so the
 * simulated backend's settlement and the agent centre's page agree by
 * construction. Times are epoch milliseconds of the agent (server) clock.
 */

export const REALTIME_WINDOW_MS = REAL_TIME_SALARY_PERIOD_MS;

export interface SalaryWindow {
  /** Inclusive. */
  start: number;
  /** Exclusive; the moment the window settles. */
  end: number;
}

/** The 5-minute window holding `time`: boundaries on multiples of 5 minutes. */
export function windowAt(time: number): SalaryWindow {
  const start = Math.floor(time / REALTIME_WINDOW_MS) * REALTIME_WINDOW_MS;
  return { start, end: start + REALTIME_WINDOW_MS };
}

/** The last window that has closed (settled) by `time`. */
export function lastClosedWindow(time: number): SalaryWindow {
  const current = windowAt(time);
  return { start: current.start - REALTIME_WINDOW_MS, end: current.start };
}

/** The terms of a real-time salary contract that decide a window's pay (SPEC §3 Contract). */
export interface RealtimeTerms {
  /** Percent of the team's valid bet. */
  rate: number;
  /** The valid bet the team must reach within the window. */
  periodValidBet: number;
  /** Distinct members who must bet within the window. */
  activeMembers: number;
}

export interface WindowBet {
  account: string;
  validBet: number;
  profitLoss: number;
  betTime: string;
  status: string;
}

export interface WindowSettlement {
  teamValidBet: number;
  teamProfitLoss: number;
  activeMembers: number;
  qualified: boolean;
  amount: number;
}

// The same cents rounding as the backend's ledger.
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Settled bets placed within the window: only they count towards it. */
export function betsInWindow<Bet extends WindowBet>(bets: readonly Bet[], window: SalaryWindow): Bet[] {
  return bets.filter((bet) => {
    if (bet.status !== 'SETTLED') return false;
    const at = Date.parse(bet.betTime);
    return at >= window.start && at < window.end;
  });
}

/**
 * What a window pays: `rate`% of the team's valid bet, when the team reached
 * the contract's valid bet and active members within it (and bet at all).
 */
export function settleWindow(terms: RealtimeTerms, bets: readonly WindowBet[], window: SalaryWindow): WindowSettlement {
  const counted = betsInWindow(bets, window);
  const teamValidBet = round2(counted.reduce((total, bet) => total + bet.validBet, 0));
  const teamProfitLoss = round2(counted.reduce((total, bet) => total + bet.profitLoss, 0));
  const activeMembers = new Set(counted.map((bet) => bet.account)).size;
  const qualified = teamValidBet > 0 && teamValidBet >= terms.periodValidBet && activeMembers >= terms.activeMembers;
  return { teamValidBet, teamProfitLoss, activeMembers, qualified, amount: qualified ? round2((teamValidBet * terms.rate) / 100) : 0 };
}

/** Windows that closed in (from, to]: each settles at its end. */
export function closedWindowsBetween(from: number, to: number): SalaryWindow[] {
  const windows: SalaryWindow[] = [];
  for (let start = windowAt(from).start; start + REALTIME_WINDOW_MS <= to; start += REALTIME_WINDOW_MS) {
    if (start + REALTIME_WINDOW_MS > from) windows.push({ start, end: start + REALTIME_WINDOW_MS });
  }
  return windows;
}

/**
 * The agent clock as the browser sees it: the server's time when an answer
 * left, projected forward by the wall time since, at the server clock's rate
 * (1 on a real server; the simulated backend's fast clock runs faster).
 */
export interface AgentClockReading {
  serverTime: number;
  clockRate: number;
  /** Wall-clock time (Date.now) the reading arrived. */
  receivedAt: number;
}

export function agentNow(reading: AgentClockReading, wallNow: number): number {
  return reading.serverTime + Math.max(0, wallNow - reading.receivedAt) * reading.clockRate;
}

/** Agent-clock milliseconds left until `settleAt`, never negative. */
export function agentMsUntil(reading: AgentClockReading, settleAt: number, wallNow: number): number {
  return Math.max(0, settleAt - agentNow(reading, wallNow));
}

/** Wall-clock milliseconds until `settleAt` happens on the agent clock: when to look again. */
export function wallMsUntil(reading: AgentClockReading, settleAt: number, wallNow: number): number {
  return Math.ceil(agentMsUntil(reading, settleAt, wallNow) / reading.clockRate);
}

/** mm:ss of a countdown (hh:mm:ss beyond an hour). */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
