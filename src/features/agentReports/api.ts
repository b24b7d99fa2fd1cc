import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BET_STATUSES } from '@contracts/records';
import type { CONTRACT_TYPES, GameType, LedgerKind } from '@contracts/shared/constants';
import { contract, routeQueryOptions } from '@/lib/api';
import { pageQuery, REPORT_EXPORT_PAGE_SIZE, REPORT_PAGE_SIZE, toPage, usePageFetcher, type DayRange } from '@/features/agent';

/**
 * The agent centre's team reports (SPEC §2 Agent centre pages): team betting,
 * user loss, my income and downline transactions. Every read covers the
 * agent's whole team unless `account` names one member of it (the wire's
 * `subordinateName`, WIRE.md §7.4).
 */

export { REPORT_EXPORT_PAGE_SIZE, REPORT_PAGE_SIZE };

export type { GameType, LedgerKind };
export type BetStatus = (typeof BET_STATUSES)[number];
export type IncomeSource = (typeof CONTRACT_TYPES)[number];

export type ReportRange = DayRange;

/** Drops unset filters so a query key never carries `undefined`. */
function defined<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== '')) as T;
}

/** A report filter (a day range, a member, more) and a page as the wire's query. */
function wireQuery<F extends ReportRange & { account?: string }>(filter: F, pageNo: number, pageSize: number) {
  const { startDate, endDate, account, ...rest } = filter;
  return defined({ ...rest, ...pageQuery({ startDate, endDate }, pageNo, pageSize), subordinateName: account });
}

// ------------------------------------------------------------ team betting

export interface TeamBetFilter extends ReportRange {
  account?: string;
  gameType?: GameType;
  status?: BetStatus;
}

function teamBetsOptions(filter: TeamBetFilter, pageNo: number, pageSize: number) {
  return routeQueryOptions(contract.agent.teamBets, { query: wireQuery(filter, pageNo, pageSize) });
}

/** One page of the team's bets, newest first, with the totals of the whole filter. */
export function useTeamBets(filter: TeamBetFilter, pageNo: number) {
  return useQuery({ ...teamBetsOptions(filter, pageNo, REPORT_PAGE_SIZE), select: toPage, placeholderData: keepPreviousData });
}

export function useTeamBetsExport(filter: TeamBetFilter) {
  return usePageFetcher((client, pageNo) => client.fetchQuery(teamBetsOptions(filter, pageNo, REPORT_EXPORT_PAGE_SIZE)).then(toPage), filter);
}

// --------------------------------------------------------------- user loss

export interface TeamLossFilter extends ReportRange {
  account?: string;
}

function teamLossOptions(filter: TeamLossFilter, pageNo: number, pageSize: number) {
  return routeQueryOptions(contract.agent.teamLoss, { query: wireQuery(filter, pageNo, pageSize) });
}

/** One page of the per-member profit/loss statement, with the totals of the whole team. */
export function useTeamLoss(filter: TeamLossFilter, pageNo: number) {
  return useQuery({ ...teamLossOptions(filter, pageNo, REPORT_PAGE_SIZE), select: toPage, placeholderData: keepPreviousData });
}

export function useTeamLossExport(filter: TeamLossFilter) {
  return usePageFetcher((client, pageNo) => client.fetchQuery(teamLossOptions(filter, pageNo, REPORT_EXPORT_PAGE_SIZE)).then(toPage), filter);
}

// ----------------------------------------------------------------- income

export interface RevenueFilter extends ReportRange {
  source?: IncomeSource;
}

function revenueOptions(filter: RevenueFilter, pageNo: number, pageSize: number) {
  return routeQueryOptions(contract.agent.revenue, { query: wireQuery(filter, pageNo, pageSize) });
}

/** The agent's paid income per day and source, with the total and the split by source. */
export function useRevenue(filter: RevenueFilter, pageNo: number) {
  return useQuery({ ...revenueOptions(filter, pageNo, REPORT_PAGE_SIZE), select: toPage, placeholderData: keepPreviousData });
}

export function useRevenueExport(filter: RevenueFilter) {
  return usePageFetcher((client, pageNo) => client.fetchQuery(revenueOptions(filter, pageNo, REPORT_EXPORT_PAGE_SIZE)).then(toPage), filter);
}

// ---------------------------------------------------- downline transactions

export interface DownlineLedgerFilter extends ReportRange {
  account?: string;
  kind?: LedgerKind;
}

function downlineLedgerOptions(filter: DownlineLedgerFilter, pageNo: number, pageSize: number) {
  return routeQueryOptions(contract.agent.downlineTransactions, { query: wireQuery(filter, pageNo, pageSize) });
}

/** One page of the team's ledger rows, newest first. */
export function useDownlineLedger(filter: DownlineLedgerFilter, pageNo: number) {
  return useQuery({ ...downlineLedgerOptions(filter, pageNo, REPORT_PAGE_SIZE), select: toPage, placeholderData: keepPreviousData });
}

export function useDownlineLedgerExport(filter: DownlineLedgerFilter) {
  return usePageFetcher((client, pageNo) => client.fetchQuery(downlineLedgerOptions(filter, pageNo, REPORT_EXPORT_PAGE_SIZE)).then(toPage), filter);
}
