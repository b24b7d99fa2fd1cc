import { keepPreviousData, queryOptions, useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { processAnswerSchema, type DownlineMember, type ProcessAnswer } from '@contracts/agent';
import type { ConsolidatedContractInfo } from '@contracts/shared/contract-wire';
import { callRoute, contract, routeQueryKey, routeQueryKeyPrefix, routeQueryOptions, useRouteMutation, type ApiError } from '../../lib/api';
import { sessionStore } from '../../lib/storage';
import { useLoginState } from '../session';
import { usePermission } from '../system';
import { reportQuery, toPage, type DayRange } from './paging';
import { selectContractBundle, type ContractBundle, type ProcessTarget, type ReceivedContract } from './rules/consolidated';
import { BALANCE_MOVED } from '@/features/member';

const agent = contract.agent;

export type { DayRange } from './paging';

/** Rows per page of downline management and of the announcements list. */
export const DOWNLINE_PAGE_SIZE = 10;
export const ANNOUNCEMENT_PAGE_SIZE = 9;
/** Enough for a whole direct downline in one call (downline health, pickers). */
const WHOLE_DOWNLINE = 999;

// ------------------------------------------------------------------ K0

/** SPEC §3's session flags, kept from the last K0 answer: the agent menu reads them on the next page load too. */
function rememberContractFlags(bundle: ContractBundle): void {
  sessionStore.set('enableSalary', String(bundle.enableSalary));
  sessionStore.set('enableContract', String(bundle.enableContract));
}

/** SPEC §3's session flags as stored; undefined where K0 never answered this session (agent policy off, trial). */
export function readContractFlags(): { enableSalary?: boolean; enableContract?: boolean } {
  const read = (key: 'enableSalary' | 'enableContract') => {
    const value = sessionStore.get(key);
    return value === null ? undefined : value === 'true';
  };
  return { enableSalary: read('enableSalary'), enableContract: read('enableContract') };
}

/** K0 (WIRE.md §6.7, S20): every answer also refreshes the session flags. */
export function consolidatedQuery() {
  return queryOptions({
    queryKey: routeQueryKey(contract.member.consolidated),
    queryFn: async ({ signal }): Promise<ConsolidatedContractInfo> => {
      const value = await callRoute(contract.member.consolidated, undefined, signal);
      rememberContractFlags(selectContractBundle(value));
      return value;
    },
    staleTime: 15_000,
  });
}

/**
 * The login sequence's step (SPEC §4 After login; src/features/auth/afterLogin.ts calls it for
 * non-trial users with AGENTPOLICY3 on): K0 into the cache and `enableSalary`/`enableContract`
 * into session storage.
 */
export async function loadConsolidated(queryClient: QueryClient): Promise<ContractBundle> {
  return selectContractBundle(await queryClient.fetchQuery(consolidatedQuery()));
}

/** Whether this session may ask for K0: a real member, and the agent policy on (SPEC §4, §6). */
function useConsolidatedAllowed(): boolean {
  const { isLogin, isTrial } = useLoginState();
  const agentPolicy = usePermission()?.features.agentPolicy ?? false;
  return isLogin && !isTrial && agentPolicy;
}

/** The member's contract requests and contracts from its upline (K0), in the screens' shape. */
export function useContractBundle() {
  return useQuery({ ...consolidatedQuery(), select: selectContractBundle, enabled: useConsolidatedAllowed() });
}

/** Offers and termination requests waiting for the member's answer. */
export function usePendingRequests(): ReceivedContract[] {
  return useContractBundle().data?.requests ?? [];
}

/**
 * SPEC §3's `enableSalary`/`enableContract` for the agent menu: the live K0 answer when there is
 * one, else what session storage kept (undefined: K0 is not loaded this session).
 */
export function useContractFlags(): { enableSalary?: boolean; enableContract?: boolean } {
  const bundle = useContractBundle().data;
  if (bundle) return { enableSalary: bundle.enableSalary, enableContract: bundle.enableContract };
  return readContractFlags();
}

// ------------------------------------------------------------- the agent

/** The agent's profile, contracts, affiliate code and team counts. */
export function useAgentAccount() {
  return useQuery({ ...routeQueryOptions(agent.accountDetails), staleTime: 30_000 });
}

const overviewOptions = (range: DayRange) => routeQueryOptions(agent.teamOverview, { query: reportQuery(range) });

export function useTeamOverview(range: DayRange) {
  return useQuery({ ...overviewOptions(range), placeholderData: keepPreviousData });
}

/** The team overview of each day, for the trend chart. */
export function useTeamOverviewPerDay(days: readonly string[]) {
  return useQueries({ queries: days.map((day) => ({ ...overviewOptions({ startDate: day, endDate: day }), staleTime: 60_000 })) });
}

function activityOptions(range: DayRange, account?: string) {
  return routeQueryOptions(agent.teamActivity, { query: { ...reportQuery(range), ...(account ? { subordinateName: account } : {}) } });
}

/**
 * Settled betting activity of a contract scope (the agent, or a member of its
 * team) per 5-minute bucket: the contract simulator's input.
 */
export function useTeamActivity(range: DayRange, account?: string, enabled = true) {
  return useQuery({ ...activityOptions(range, account), staleTime: 60_000, enabled });
}

/** The activity of several members of the team, each over its own range (downline health). */
export function useTeamActivities(scopes: ReadonlyArray<{ account: string; range: DayRange }>) {
  return useQueries({ queries: scopes.map(({ account, range }) => ({ ...activityOptions(range, account), staleTime: 60_000 })) });
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

// --------------------------------------------------------------- contracts

/** Contracts received from the upline and given to the downline, with their history (the agent centre's list). */
export function useContracts(enabled = true) {
  const { isLogin, isTrial } = useLoginState();
  return useQuery({ ...routeQueryOptions(agent.contracts, { query: {} }), enabled: enabled && isLogin && !isTrial, staleTime: 15_000 });
}

/** What a contract change makes stale: K0, both lists, the profile's contracts, the downline's contract chips. */
const CONTRACT_READS = [contract.member.consolidated, agent.contracts, agent.accountDetails, agent.downline] as const;

export function useOfferContract() {
  return useRouteMutation(agent.offerContract, { invalidates: CONTRACT_READS, exclusive: true });
}

/** The agent asks a downline member to end a contract it gave (the member answers the termination request). */
export function useRequestTermination() {
  return useRouteMutation(agent.requestTermination, { invalidates: CONTRACT_READS, exclusive: true });
}

/** K1–K4 `status`: A accept, R refuse (an offer or a termination request), C terminate the member's own contract. */
export type ProcessAction = 'A' | 'R' | 'C';

export interface ContractAnswer {
  target: ProcessTarget;
  status: ProcessAction;
}

/** Our simulated backend names the contracts an acceptance ended; WIRE records no answer, so anything else reads as none. */
export function selectProcessAnswer(value: unknown): ProcessAnswer {
  const parsed = processAnswerSchema.safeParse(value);
  return parsed.success ? parsed.data : { autoTerminated: [] };
}

/** The relay call of an answer: its family's route and exactly WIRE.md §6.7's fields (K1–K4, POST). */
export function processRequest({ target, status }: ContractAnswer) {
  switch (target.contractType) {
    case 'DIVIDEND':
      return { key: 'processDividend', body: { productType: target.productType, computationPeriod: target.computationPeriod, status } } as const;
    case 'DAILY_SALARY':
      return { key: 'processDailySalary', body: { id: target.id, status } } as const;
    case 'HOURLY_SALARY':
      return { key: 'processHourlySalary', body: { contractId: target.contractId, status, productType: target.productType } } as const;
    case 'REALTIME_SALARY':
      return { key: 'processRealtimeSalary', body: { contractId: target.contractId, status } } as const;
  }
}

function processCall(answer: ContractAnswer): Promise<unknown> {
  const request = processRequest(answer);
  switch (request.key) {
    case 'processDividend':
      return callRoute(agent.processDividend, { body: request.body });
    case 'processDailySalary':
      return callRoute(agent.processDailySalary, { body: request.body });
    case 'processHourlySalary':
      return callRoute(agent.processHourlySalary, { body: request.body });
    case 'processRealtimeSalary':
      return callRoute(agent.processRealtimeSalary, { body: request.body });
  }
}

const PROCESS_KEY = ['agent', 'processContract'] as const;

/**
 * Accept, refuse or terminate through the relay of the contract's family (one mutation for the
 * four relays, so the screen reads one pending state); answers whom an acceptance ended. A second
 * answer while one is on its way is not sent (a double click answers once).
 */
export function useProcessContract() {
  const client = useQueryClient();
  const mutation = useMutation<ProcessAnswer, ApiError, ContractAnswer>({
    mutationKey: PROCESS_KEY,
    mutationFn: async (input) => selectProcessAnswer(await processCall(input)),
    onSuccess: () => {
      for (const route of CONTRACT_READS) void client.invalidateQueries({ queryKey: routeQueryKeyPrefix(route) });
    },
  });
  return {
    answer: (input: ContractAnswer): Promise<ProcessAnswer | undefined> =>
      client.isMutating({ mutationKey: PROCESS_KEY }) > 0 ? Promise.resolve(undefined) : mutation.mutateAsync(input),
    isPending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
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

