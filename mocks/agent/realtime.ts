import type { IncomeRecord, RealtimeWindow } from '../../contracts/agent';
import type { BetRecord } from '../../contracts/records';
import type { Contract } from '../../contracts/shared/entities';
import {
  lastClosedWindow, REALTIME_WINDOW_MS, settleWindow, windowAt, type SalaryWindow, type WindowSettlement,
} from '../../contracts/shared/realtime-salary';
import { now, REFERENCE_DATE } from '../engine/clock';
import { bets } from '../records/collections';
import { incomeRecords } from './collections';
import { activeContractOf } from './contract-rules';
import { teamOf } from './team';

/**
 * Real-time salary settles every 5 minutes of the simulated clock (SPEC §6,
 * §9). The seed stores the windows up to the reference date; every later
 * window is settled as it closes, from the team's settled bets, by the same
 * pure rule the agent centre uses (contracts/shared/realtime-salary.ts).
 * Settling on read is exact: a window's figures depend only on the bets
 * placed in it, which cannot change once it has closed.
 */
const SEEDED_UNTIL = REFERENCE_DATE.getTime();
const iso = (ms: number) => new Date(ms).toISOString();

function teamBets(account: string): BetRecord[] {
  const team = new Set(teamOf(account).map((entry) => entry.member.account));
  return bets.all().filter((bet) => bet.status === 'SETTLED' && team.has(bet.account));
}

function toRecord(contract: Contract, window: SalaryWindow, settlement: WindowSettlement): IncomeRecord {
  return {
    // Stable per window: the same window always answers the same id.
    id: Math.floor(window.start / REALTIME_WINDOW_MS),
    account: contract.account,
    contractId: contract.id,
    source: 'REALTIME_SALARY',
    periodStart: iso(window.start),
    periodEnd: iso(window.end),
    teamValidBet: settlement.teamValidBet,
    teamProfitLoss: settlement.teamProfitLoss,
    activeMembers: settlement.activeMembers,
    rate: contract.rate,
    amount: settlement.amount,
    status: settlement.qualified ? 'PAID' : 'NOT_QUALIFIED',
    settleTime: iso(window.end),
  };
}

/** The first window a contract pays: the first full one after it was accepted, and none the seed already settled. */
function firstLiveWindowStart(contract: Contract): number {
  const from = Math.max(SEEDED_UNTIL, Date.parse(contract.updateTime));
  return Math.ceil(from / REALTIME_WINDOW_MS) * REALTIME_WINDOW_MS;
}

/**
 * The agent's real-time settlements that have happened by now: seeded ones
 * whose window has closed, then every later closed window in which the team
 * bet (windows without bets pay nothing and are not listed, as in the seed).
 */
export function realtimeRecords(account: string): IncomeRecord[] {
  const at = now();
  const seeded = incomeRecords
    .all()
    .filter((row) => row.account === account && row.source === 'REALTIME_SALARY' && Date.parse(row.periodEnd) <= at);
  const contract = activeContractOf(account, 'REALTIME_SALARY');
  if (!contract) return seeded;
  const from = firstLiveWindowStart(contract);
  const until = windowAt(at).start;
  if (until <= from) return seeded;
  const buckets = new Map<number, BetRecord[]>();
  for (const bet of teamBets(account)) {
    const placed = Date.parse(bet.betTime);
    if (placed < from || placed >= until) continue;
    const start = windowAt(placed).start;
    buckets.set(start, [...(buckets.get(start) ?? []), bet]);
  }
  const live = [...buckets.entries()].map(([start, inWindow]) => {
    const window = { start, end: start + REALTIME_WINDOW_MS };
    return toRecord(contract, window, settleWindow(contract, inWindow, window));
  });
  return [...seeded, ...live];
}

/** Every dividend and salary settlement of the agent that has happened by now. */
export function incomeRecordsOf(account: string): IncomeRecord[] {
  const at = now();
  const others = incomeRecords
    .all()
    .filter((row) => row.account === account && row.source !== 'REALTIME_SALARY' && Date.parse(row.periodEnd) <= at);
  return [...others, ...realtimeRecords(account)];
}

/** The live part of the real-time salary page: the contract, the open window so far, and the window that settled last. */
export function realtimeStatus(account: string): { contract: Contract | null; currentWindow: RealtimeWindow; lastSettlement: IncomeRecord | null } {
  const at = now();
  const contract = activeContractOf(account, 'REALTIME_SALARY') ?? null;
  const team = teamBets(account);
  const open = windowAt(at);
  // Only what has happened: bets placed in the open window up to now.
  const soFar = settleWindow(contract ?? { rate: 0, periodValidBet: 0, activeMembers: 0 }, team, { start: open.start, end: Math.min(open.end, at + 1) });
  const currentWindow: RealtimeWindow = {
    periodStart: iso(open.start),
    periodEnd: iso(open.end),
    teamValidBet: soFar.teamValidBet,
    teamProfitLoss: soFar.teamProfitLoss,
    activeMembers: soFar.activeMembers,
    qualified: contract !== null && soFar.qualified,
    projectedAmount: contract ? soFar.amount : 0,
  };
  const closed = lastClosedWindow(at);
  const stored = incomeRecords
    .all()
    .find((row) => row.account === account && row.source === 'REALTIME_SALARY' && Date.parse(row.periodStart) === closed.start);
  const lastSettlement = !contract ? null : stored ? { ...stored } : toRecord(contract, closed, settleWindow(contract, team, closed));
  return { contract: contract ? (JSON.parse(JSON.stringify(contract)) as Contract) : null, currentWindow, lastSettlement };
}
