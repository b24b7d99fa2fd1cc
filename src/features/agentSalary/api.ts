import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { IncomeRecord } from '@contracts/agent';
import { callRoute, contract, routeQueryKey, routeQueryKeyPrefix, routeQueryOptions, type ApiError, type RouteValue } from '@/lib/api';
import { pageQuery, REPORT_EXPORT_PAGE_SIZE, REPORT_PAGE_SIZE, toPage, usePageFetcher, type DayRange as ReportRange } from '@/features/agent';
import { wallMsUntil } from './rules/agentClock';
import { settledSince } from './rules/settled';
import { BALANCE_MOVED } from '@/features/member';

/**
 * The agent's own contract settlements (SPEC §2, §6): dividend, daily,
 * hourly and real-time salary, each behind its permission feature; the
 * server refuses a route whose feature is off (FEATURE_DISABLED).
 */
export const SETTLEMENT_ROUTES = {
  DIVIDEND: contract.agent.dividendRecords,
  DAILY_SALARY: contract.agent.dailySalary,
  HOURLY_SALARY: contract.agent.hourlySalary,
} as const;
export type SettlementKind = keyof typeof SETTLEMENT_ROUTES;

function settlementOptions(kind: SettlementKind, range: ReportRange, pageNo: number, pageSize: number) {
  return routeQueryOptions(SETTLEMENT_ROUTES[kind], { query: pageQuery(range, pageNo, pageSize) });
}

/** One page of a kind of settlement, newest first, with the total paid over the whole range. */
export function useSettlements(kind: SettlementKind, range: ReportRange, pageNo: number) {
  return useQuery({ ...settlementOptions(kind, range, pageNo, REPORT_PAGE_SIZE), select: toPage, placeholderData: keepPreviousData });
}

export function useSettlementsExport(kind: SettlementKind, range: ReportRange) {
  return usePageFetcher<IncomeRecord>((client, pageNo) => client.fetchQuery(settlementOptions(kind, range, pageNo, REPORT_EXPORT_PAGE_SIZE)).then(toPage), { kind, ...range });
}

type RealtimeSalaryAnswer = RouteValue<typeof contract.agent.realtimeSalary>;

/** The real-time salary answer as the page reads it (one page of settlements, the window, the clock). */
export type RealtimeSalaryValue = ReturnType<typeof toPage<RealtimeSalaryAnswer>>;

/** A little after the agent clock reaches the settlement, so the window has closed on the server. */
const AFTER_SETTLEMENT_MS = 300;

/**
 * What a settlement paid into the agent's wallet changes: the header balance,
 * the agent's summary and overview, its income and its ledger.
 */
const PAID_INTO_WALLET = [
  ...BALANCE_MOVED,
  contract.member.getInfo,
  contract.agent.accountDetails,
  contract.agent.teamOverview,
  contract.agent.revenue,
  contract.records.transactions,
] as const;

function paidIntoWallet(client: QueryClient): void {
  for (const route of PAID_INTO_WALLET) void client.invalidateQueries({ queryKey: routeQueryKeyPrefix(route) });
}

/**
 * A page of real-time salary settlements, with the open window and the last settlement. The query follows
 * the money itself (issue 34: no effect watching the data): an answer showing a window settled since the
 * one before it refreshes what that window's pay moved (the header balance first) as it lands, whoever
 * asked again — the page's own timer, a clock jump (FollowClock) or the CSV export.
 */
export function realtimeSalaryQuery(range: ReportRange, pageNo: number, pageSize = REPORT_PAGE_SIZE) {
  const args = { query: pageQuery(range, pageNo, pageSize) };
  return queryOptions<RealtimeSalaryAnswer, ApiError>({
    queryKey: routeQueryKey(contract.agent.realtimeSalary, args),
    queryFn: async ({ client, queryKey, signal }) => {
      const before = client.getQueryData<RealtimeSalaryAnswer>(queryKey);
      const value = await callRoute(contract.agent.realtimeSalary, args, signal);
      if (settledSince(before, value)) paidIntoWallet(client);
      return value;
    },
  });
}

/**
 * Real-time salary: the settlements of the range, the open window and the
 * last settlement. The query looks again by itself when the open window
 * settles, on the agent clock the answer carries (its rate included); what the
 * settled window paid follows from that answer (realtimeSalaryQuery).
 */
export function useRealtimeSalary(range: ReportRange, pageNo: number) {
  return useQuery({
    ...realtimeSalaryQuery(range, pageNo),
    select: toPage,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const value = query.state.data;
      if (!value) return false;
      const reading = { serverTime: Date.parse(value.serverTime), clockRate: value.clockRate, receivedAt: query.state.dataUpdatedAt };
      const wait = wallMsUntil(reading, Date.parse(value.nextSettleTime), Date.now());
      return Number.isFinite(wait) ? wait + AFTER_SETTLEMENT_MS : false;
    },
  });
}

export function useRealtimeSalaryExport(range: ReportRange) {
  return usePageFetcher<IncomeRecord>((client, pageNo) => client.fetchQuery(realtimeSalaryQuery(range, pageNo, REPORT_EXPORT_PAGE_SIZE)).then(toPage), { realtime: true, ...range });
}
