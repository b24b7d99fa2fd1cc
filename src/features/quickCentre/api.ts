import { contract, useRouteQuery } from '../../lib/api';

/** Today as the date range of SPEC §9's presets (the server's days are ISO dates). */
export function todayRange(now: Date = new Date()): { startDate: string; endDate: string } {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return { startDate: day, endDate: day };
}

/** The agent's team KPIs for today. */
export function useTeamToday() {
  return useRouteQuery(contract.agent.teamOverview, { query: todayRange() }, { staleTime: 60_000 });
}

/** Contract offers from the upline still waiting for an answer. */
export function usePendingOffers() {
  return useRouteQuery(contract.agent.contracts, { query: { status: 'OFFERED' } }, { staleTime: 30_000 });
}
