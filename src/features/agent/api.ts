import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DownlineMember } from '../../../contracts/agent';
import type { ContractType } from '../../../contracts/shared/contract-settlement';
import type { Contract } from '../../../contracts/shared/entities';
import { contract, routeQueryOptions, useRouteMutation, useRouteQuery } from '../../lib/api';
import { useLoginState } from '../session';

const agent = contract.agent;

/** Rows per page of downline management and of the announcements list. */
export const DOWNLINE_PAGE_SIZE = 10;
export const ANNOUNCEMENT_PAGE_SIZE = 9;
/** Enough for a whole direct downline in one call (downline health, pickers). */
const WHOLE_DOWNLINE = 999;

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The agent's profile, contracts, affiliate code and team counts. */
export function useAgentAccount() {
  return useRouteQuery(agent.accountDetails, undefined, { staleTime: 30_000 });
}

export function useTeamOverview(range: DayRange) {
  return useQuery({ ...routeQueryOptions(agent.teamOverview, { query: range }), placeholderData: keepPreviousData });
}

/**
 * Settled betting activity of a contract scope (the agent, or a member of its
 * team) per 5-minute bucket: the contract simulator's input.
 */
export function useTeamActivity(range: DayRange, account?: string, enabled = true) {
  return useQuery({
    ...routeQueryOptions(agent.teamActivity, { query: { ...range, ...(account ? { account } : {}) } }),
    staleTime: 60_000,
    enabled,
  });
}

export function useAgentAnnouncements(pageNo: number) {
  return useQuery({
    ...routeQueryOptions(agent.announcements, { query: { pageNo, pageSize: ANNOUNCEMENT_PAGE_SIZE } }),
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
    pageNo,
    pageSize: DOWNLINE_PAGE_SIZE,
    ...(filter.username ? { username: filter.username } : {}),
    ...(filter.upline ? { upline: filter.upline } : {}),
  };
  return useQuery({ ...routeQueryOptions(agent.downline, { query }), placeholderData: keepPreviousData });
}

/** The whole direct downline, for downline health and the offer picker. */
export function useWholeDownline() {
  return useQuery({
    ...routeQueryOptions(agent.downline, { query: { pageNo: 1, pageSize: WHOLE_DOWNLINE } }),
    select: (value): DownlineMember[] => value.list,
  });
}

/** Contracts received from the upline and given to the downline; any logged-in real member has them. */
export function useContracts(enabled = true) {
  const { isLogin, isTrial } = useLoginState();
  return useQuery({ ...routeQueryOptions(agent.contracts, { query: {} }), enabled: enabled && isLogin && !isTrial, staleTime: 15_000 });
}

/** Offers waiting for the caller's answer. */
export function usePendingOffers(): Contract[] {
  return useContracts().data?.received.filter((row) => row.status === 'OFFERED') ?? [];
}

/** What a contract change makes stale: both lists, the profile's contracts, the downline's contract chips. */
const CONTRACT_READS = [agent.contracts, agent.accountDetails, agent.downline] as const;

export function useOfferContract() {
  return useRouteMutation(agent.offerContract, { invalidates: CONTRACT_READS, exclusive: true });
}

const PROCESS_ROUTE = {
  DIVIDEND: agent.processDividend,
  DAILY_SALARY: agent.processDailySalary,
  HOURLY_SALARY: agent.processHourlySalary,
  REALTIME_SALARY: agent.processRealtimeSalary,
} as const;

export interface ContractAnswer {
  contract: Contract;
  action: 'accept' | 'refuse' | 'terminate';
}

/** Accept, refuse or terminate: the relay route of the contract's type. */
export function useProcessContract() {
  // One hook per relay route keeps each call typed by its own contract entry.
  const dividend = useRouteMutation(PROCESS_ROUTE.DIVIDEND, { invalidates: CONTRACT_READS, exclusive: true });
  const daily = useRouteMutation(PROCESS_ROUTE.DAILY_SALARY, { invalidates: CONTRACT_READS, exclusive: true });
  const hourly = useRouteMutation(PROCESS_ROUTE.HOURLY_SALARY, { invalidates: CONTRACT_READS, exclusive: true });
  const realtime = useRouteMutation(PROCESS_ROUTE.REALTIME_SALARY, { invalidates: CONTRACT_READS, exclusive: true });
  const byType: Record<ContractType, typeof dividend> = { DIVIDEND: dividend, DAILY_SALARY: daily, HOURLY_SALARY: hourly, REALTIME_SALARY: realtime };
  const all = [dividend, daily, hourly, realtime];
  return {
    answer: ({ contract: row, action }: ContractAnswer) =>
      byType[row.contractType].mutateAsync({ body: { contractId: row.id, action } }),
    isPending: all.some((mutation) => mutation.isPending),
    error: all.find((mutation) => mutation.error)?.error ?? null,
    reset: () => all.forEach((mutation) => mutation.reset()),
  };
}

/** Money moves out of the agent and into the member: both balances, the downline list and the team views. */
export function useTransferToDownline() {
  return useRouteMutation(agent.transferToDownline, {
    invalidates: [contract.wallet.getBalance, agent.downline, agent.accountDetails, agent.teamOverview, contract.member.getInfo],
    exclusive: true,
  });
}

export function useRegisterDownline() {
  return useRouteMutation(agent.registerDownline, { invalidates: [agent.downline, agent.accountDetails, agent.teamOverview], exclusive: true });
}
