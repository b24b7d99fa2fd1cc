import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { DownlineMember } from '@contracts/agent';
import { contract, routeQueryOptions, useRouteMutation } from '@/lib/api';
import { reportQuery, toPage, type DayRange } from '@/features/agent';
import { BALANCE_MOVED } from '@/features/member';

const agent = contract.agent;

/** Rows per page of downline management and of the announcements list. */
export const DOWNLINE_PAGE_SIZE = 10;
export const ANNOUNCEMENT_PAGE_SIZE = 9;
/** Enough for a whole direct downline in one call (downline health, pickers). */
const WHOLE_DOWNLINE = 999;

// ------------------------------------------------------------- the team

const overviewOptions = (range: DayRange) => routeQueryOptions(agent.teamOverview, { query: reportQuery(range) });

export function useTeamOverview(range: DayRange) {
  return useQuery({ ...overviewOptions(range), placeholderData: keepPreviousData });
}

/** The team overview of each day, for the trend chart. */
export function useTeamOverviewPerDay(days: readonly string[]) {
  return useQueries({ queries: days.map((day) => ({ ...overviewOptions({ startDate: day, endDate: day }), staleTime: 60_000 })) });
}

export function useAgentAnnouncements(pageNo: number) {
  return useQuery({
    ...routeQueryOptions(agent.announcements, { query: { page: pageNo, size: ANNOUNCEMENT_PAGE_SIZE } }),
    select: toPage,
    placeholderData: keepPreviousData,
  });
}

export interface DownlineFilter {
  username?: string;
  /** A sub-agent of the team to drill into; the agent's own downline when absent. */
  upline?: string;
}

export function useDownline(filter: DownlineFilter, pageNo: number) {
  const query = {
    page: pageNo,
    size: DOWNLINE_PAGE_SIZE,
    ...(filter.username ? { subordinateName: filter.username } : {}),
    ...(filter.upline ? { upline: filter.upline } : {}),
  };
  return useQuery({ ...routeQueryOptions(agent.downline, { query }), select: toPage, placeholderData: keepPreviousData });
}

/** The whole direct downline, for downline health and the offer picker. */
export function useWholeDownline() {
  return useQuery({
    ...routeQueryOptions(agent.downline, { query: { page: 1, size: WHOLE_DOWNLINE } }),
    select: (value): DownlineMember[] => value.content,
  });
}

// ----------------------------------------------------------------- money

/** Money moves out of the agent and into the member: both balances, the downline list and the team views. */
export function useTransferToDownline() {
  return useRouteMutation(agent.transferToDownline, {
    invalidates: [...BALANCE_MOVED, agent.downline, agent.accountDetails, agent.teamOverview, contract.member.getInfo],
    exclusive: true,
  });
}

export function useRegisterDownline() {
  return useRouteMutation(agent.registerDownline, { invalidates: [agent.downline, agent.accountDetails, agent.teamOverview], exclusive: true });
}

