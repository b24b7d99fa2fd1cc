import { presetRange } from '../../components';
import { contract, useRouteQuery } from '../../lib/api';

/** The agent's team KPIs for today (SPEC §9's "today" preset, the agent's own calendar day). */
export function useTeamToday() {
  const today = presetRange('today');
  return useRouteQuery(contract.agent.teamOverview, { query: { startTime: today.from, endTime: today.to } }, { staleTime: 60_000 });
}

/** Contract offers from the upline still waiting for an answer. */
export function usePendingOffers() {
  return useRouteQuery(contract.agent.contracts, { query: { status: 'OFFERED' } }, { staleTime: 30_000 });
}
