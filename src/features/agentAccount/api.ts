import { useQuery } from '@tanstack/react-query';
import { presetRange } from '@/components';
import { contract, routeQueryOptions } from '@/lib/api';
import { reportQuery } from '@/features/agent';

/** The team's figures for today (the agent's own calendar day): the account page's summary. */
export function useTodaySummary() {
  const today = presetRange('today');
  return useQuery({ ...routeQueryOptions(contract.agent.teamOverview, { query: reportQuery({ startDate: today.from, endDate: today.to }) }), staleTime: 30_000 });
}
