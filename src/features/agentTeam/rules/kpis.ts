import type { TeamOverview } from '@contracts/agent';

export type KpiId = 'teamSize' | 'newMembers' | 'activeMembers' | 'depositAmount' | 'withdrawAmount' | 'validBet' | 'profitLoss';

/**
 * The team overview's KPI cards, in order. Profit/loss is the team's
 * payout − bet, so a negative figure is the house's (and the agent's) gain.
 */
export const KPIS: Record<KpiId, { money: boolean; pick: (overview: TeamOverview) => number }> = {
  teamSize: { money: false, pick: (o) => o.teamSize },
  newMembers: { money: false, pick: (o) => o.newMembers },
  activeMembers: { money: false, pick: (o) => o.activeMembers },
  depositAmount: { money: true, pick: (o) => o.depositAmount },
  withdrawAmount: { money: true, pick: (o) => o.withdrawAmount },
  validBet: { money: true, pick: (o) => o.validBet },
  profitLoss: { money: true, pick: (o) => o.profitLoss },
};

/** KPIs with a per-day trend (team size is a headcount, not a flow). */
export const TREND_KPIS: readonly KpiId[] = ['newMembers', 'activeMembers', 'depositAmount', 'withdrawAmount', 'validBet', 'profitLoss'];

const DAY_MS = 86_400_000;

/** Every yyyy-MM-dd day from `from` to `to`, inclusive (UTC days, as the backend counts them). */
export function daysOf(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return [];
  const days: string[] = [];
  for (let at = start; at <= end; at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}
