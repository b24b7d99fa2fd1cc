import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BET_STATUSES } from '../../../../contracts/records';
import type { GAME_TYPES, LEDGER_KINDS, CONTRACT_TYPES } from '../../../../contracts/shared/constants';
import { contract, routeQueryOptions } from '../../../lib/api';

/**
 * The agent centre's team reports (SPEC §2 Agent centre pages): team betting,
 * user loss, my income and downline transactions. Every read covers the
 * agent's whole team unless `account` names one member of it.
 */

/** Rows a report page shows. */
export const REPORT_PAGE_SIZE = 10;
/** Rows per request when a CSV export gathers every page of a filter. */
export const REPORT_EXPORT_PAGE_SIZE = 100;

export type GameType = (typeof GAME_TYPES)[number];
export type BetStatus = (typeof BET_STATUSES)[number];
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export type IncomeSource = (typeof CONTRACT_TYPES)[number];

export interface ReportRange {
  startDate: string;
  endDate: string;
}

/** Drops unset filters so a query key never carries `undefined`. */
function defined<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== '')) as T;
}

// ------------------------------------------------------------ team betting

export interface TeamBetFilter extends ReportRange {
  account?: string;
  gameType?: GameType;
  status?: BetStatus;
}

function teamBetsOptions(filter: TeamBetFilter, pageNo: number, pageSize: number) {
  return routeQueryOptions(contract.agent.teamBets, { query: defined({ ...filter, pageNo, pageSize }) });
}

/** One page of the team's bets, newest first, with the totals of the whole filter. */
export function useTeamBets(filter: TeamBetFilter, pageNo: number) {
  return useQuery({ ...teamBetsOptions(filter, pageNo, REPORT_PAGE_SIZE), placeholderData: keepPreviousData });
}

export function useTeamBetsExport(filter: TeamBetFilter) {
  return usePageFetcher((client, pageNo) => client.fetchQuery(teamBetsOptions(filter, pageNo, REPORT_EXPORT_PAGE_SIZE)), filter);
}

// --------------------------------------------------------------- user loss

export interface TeamLossFilter extends ReportRange {
  account?: string;
}

function teamLossOptions(filter: TeamLossFilter, pageNo: number, pageSize: number) {
  return routeQueryOptions(contract.agent.teamLoss, { query: defined({ ...filter, pageNo, pageSize }) });
}

/** One page of the per-member profit/loss statement, with the totals of the whole team. */
export function useTeamLoss(filter: TeamLossFilter, pageNo: number) {
  return useQuery({ ...teamLossOptions(filter, pageNo, REPORT_PAGE_SIZE), placeholderData: keepPreviousData });
}

export function useTeamLossExport(filter: TeamLossFilter) {
  return usePageFetcher((client, pageNo) => client.fetchQuery(teamLossOptions(filter, pageNo, REPORT_EXPORT_PAGE_SIZE)), filter);
}

// ----------------------------------------------------------------- income

export interface RevenueFilter extends ReportRange {
  source?: IncomeSource;
}

function revenueOptions(filter: RevenueFilter, pageNo: number, pageSize: number) {
  return routeQueryOptions(contract.agent.revenue, { query: defined({ ...filter, pageNo, pageSize }) });
}

/** The agent's paid income per day and source, with the total and the split by source. */
export function useRevenue(filter: RevenueFilter, pageNo: number) {
  return useQuery({ ...revenueOptions(filter, pageNo, REPORT_PAGE_SIZE), placeholderData: keepPreviousData });
}

export function useRevenueExport(filter: RevenueFilter) {
  return usePageFetcher((client, pageNo) => client.fetchQuery(revenueOptions(filter, pageNo, REPORT_EXPORT_PAGE_SIZE)), filter);
}

// ---------------------------------------------------- downline transactions

export interface DownlineLedgerFilter extends ReportRange {
  account?: string;
  kind?: LedgerKind;
}

function downlineLedgerOptions(filter: DownlineLedgerFilter, pageNo: number, pageSize: number) {
  return routeQueryOptions(contract.agent.downlineTransactions, { query: defined({ ...filter, pageNo, pageSize }) });
}

/** One page of the team's ledger rows, newest first. */
export function useDownlineLedger(filter: DownlineLedgerFilter, pageNo: number) {
  return useQuery({ ...downlineLedgerOptions(filter, pageNo, REPORT_PAGE_SIZE), placeholderData: keepPreviousData });
}

export function useDownlineLedgerExport(filter: DownlineLedgerFilter) {
  return usePageFetcher((client, pageNo) => client.fetchQuery(downlineLedgerOptions(filter, pageNo, REPORT_EXPORT_PAGE_SIZE)), filter);
}

// ----------------------------------------------------------------- shared

/** Fetches any page of a filter through the query cache, for the CSV export. */
export function usePageFetcher<Row>(
  fetchPage: (client: QueryClient, pageNo: number) => Promise<{ list: Row[]; totalPages: number }>,
  filter: object,
) {
  const client = useQueryClient();
  const key = JSON.stringify(filter);
  return useCallback(
    async (pageNo: number) => {
      const value = await fetchPage(client, pageNo);
      return { rows: value.list, totalPages: value.totalPages };
    },
    // The filter's content, not its identity, decides what is fetched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, key],
  );
}
