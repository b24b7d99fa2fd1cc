import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BET_STATUSES, BONUS_SOURCES, BetRecord, BetTotals, BonusRecord, PersonalProfit } from '@contracts/records';
import { LEDGER_KINDS, type GameType } from '@contracts/shared/constants';
import { toNumber } from '@contracts/shared/wire-numbers';
import { contract, routeQueryOptions, type RouteValue } from '../../lib/api';
import type { LedgerKind } from './rules/ledger';

/** Rows a page of a record table shows. */
const RECORDS_PAGE_SIZE = 10;
/** Rows per request when the CSV export gathers every page of a filter. */
export const RECORDS_EXPORT_PAGE_SIZE = 100;

export type BetStatus = (typeof BET_STATUSES)[number];
export type BonusSource = (typeof BONUS_SOURCES)[number];

/** Calendar days (yyyy-MM-dd), both ends included. */
export interface DayFilter {
  startDate: string;
  endDate: string;
}

export interface TransactionFilter extends DayFilter {
  /** Undefined lists every kind. */
  kind?: LedgerKind;
}

export interface BetFilter extends DayFilter {
  gameType?: GameType;
  vassalage?: string;
  status?: BetStatus;
}

export interface BonusFilter extends DayFilter {
  source?: BonusSource;
}

interface Paged<Row, Totals> {
  rows: Row[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
  totals: Totals;
}

/** A main-wallet row of N27 as the history reads it. */
export interface TransactionRow {
  id: number;
  /** The ledger kind, or null for a code this client has no words for (shown as `code`). */
  kind: LedgerKind | null;
  code: string;
  /** Signed: credits positive, debits negative. */
  amount: number;
  balanceAfter: number;
  reference: string;
  remark: string;
  createTime: string;
}

export type TransactionPage = Paged<TransactionRow, { credit: number; debit: number; net: number }>;
export type BetPage = Paged<BetRecord, BetTotals>;
export type BonusPage = Paged<BonusRecord, { amount: number; turnoverRemaining: number }>;

/** Drops the filters left at "all", so the query key and the URL only carry what narrows the list. */
function defined<T extends object>(filter: T): Partial<T> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;
}

type TransactionsValue = RouteValue<typeof contract.records.transactions>;

const isLedgerKind = (code: string): code is LedgerKind => (LEDGER_KINDS as readonly string[]).includes(code);

/** One N27 row as the history reads it: numbers whatever the wire sent, texts defaulted. */
export function selectTransactionRow(row: TransactionsValue['content'][number]): TransactionRow {
  const code = row.codeType ?? '';
  return {
    id: toNumber(row.id),
    kind: isLedgerKind(code) ? code : null,
    code,
    amount: toNumber(row.amount),
    balanceAfter: toNumber(row.balanceAfter),
    reference: row.reference ?? '',
    remark: row.remark ?? '',
    createTime: row.createTime,
  };
}

/**
 * N27's main-wallet page as the history reads it. The totals are ours; without them (a platform
 * answer) they are the page's own.
 */
export function selectTransactionPage(value: TransactionsValue): TransactionPage {
  const rows = value.content.map(selectTransactionRow);
  const credit = rows.filter((row) => row.amount > 0).reduce((sum, row) => sum + row.amount, 0);
  const debit = rows.filter((row) => row.amount < 0).reduce((sum, row) => sum - row.amount, 0);
  const totals = value.totals
    ? { credit: toNumber(value.totals.credit), debit: toNumber(value.totals.debit), net: toNumber(value.totals.net) }
    : { credit, debit, net: credit - debit };
  return { rows, pageNo: value.pageNum, totalPages: value.totalPages, totalCount: value.totalElements ?? rows.length, totals };
}

/** A transaction filter as N27's query: calendar days as startTime/endTime, the kind as codeTypes. */
function transactionsOptions(filter: TransactionFilter, page: number, size: number) {
  const query = {
    startTime: filter.startDate,
    endTime: filter.endDate,
    ...(filter.kind ? { codeTypes: filter.kind } : {}),
    page,
    size,
  };
  return routeQueryOptions(contract.records.transactions, { query });
}

/** One page of the member's ledger (transactionHistory), newest first, with totals of the whole filter. */
export function useTransactions(filter: TransactionFilter, pageNo: number) {
  return useQuery({
    ...transactionsOptions(filter, pageNo, RECORDS_PAGE_SIZE),
    select: selectTransactionPage,
    // The old page stays (dimmed) while the next one loads: no jump to a skeleton on every page turn.
    placeholderData: keepPreviousData,
  });
}

/** Fetches any page of a filter through the query cache, for the CSV export. */
export function useTransactionPageFetcher(filter: TransactionFilter) {
  const client = useQueryClient();
  const { startDate, endDate, kind } = filter;
  return useCallback(
    async (pageNo: number) => {
      const value = await client.fetchQuery(transactionsOptions({ startDate, endDate, kind }, pageNo, RECORDS_EXPORT_PAGE_SIZE));
      return { rows: value.content.map(selectTransactionRow), totalPages: value.totalPages };
    },
    [client, startDate, endDate, kind],
  );
}

/** A day filter and its extra fields as a report query: N27's startTime/endTime names, calendar days. */
function reportQuery<F extends DayFilter>({ startDate, endDate, ...rest }: F, page: number, size: number) {
  return { startTime: startDate, endTime: endDate, ...defined(rest), page, size };
}

function betsOptions(filter: BetFilter, pageNo: number, pageSize: number) {
  return routeQueryOptions(contract.records.bets, { query: reportQuery(filter, pageNo, pageSize) });
}

/** One page of the betting record (personalHistoryCopy), newest first, with totals of the whole filter. */
export function useBets(filter: BetFilter, pageNo: number) {
  return useQuery({
    ...betsOptions(filter, pageNo, RECORDS_PAGE_SIZE),
    select: (value): BetPage => ({
      rows: value.content, pageNo: value.pageNum, totalPages: value.totalPages, totalCount: value.totalElements ?? value.content.length, totals: value.totals,
    }),
    placeholderData: keepPreviousData,
  });
}

/** Every page of a betting-record filter, for the CSV export. */
export function useBetPageFetcher(filter: BetFilter) {
  const client = useQueryClient();
  const { startDate, endDate, gameType, vassalage, status } = filter;
  return useCallback(
    async (pageNo: number) => {
      const value = await client.fetchQuery(betsOptions({ startDate, endDate, gameType, vassalage, status }, pageNo, RECORDS_EXPORT_PAGE_SIZE));
      return { rows: value.content, totalPages: value.totalPages };
    },
    [client, startDate, endDate, gameType, vassalage, status],
  );
}

function bonusOptions(filter: BonusFilter, pageNo: number, pageSize: number) {
  return routeQueryOptions(contract.records.bonus, { query: reportQuery(filter, pageNo, pageSize) });
}

/** One page of bonus details, newest first, with the amount and the turnover still owed of the whole filter. */
export function useBonuses(filter: BonusFilter, pageNo: number) {
  return useQuery({
    ...bonusOptions(filter, pageNo, RECORDS_PAGE_SIZE),
    select: (value): BonusPage => ({
      rows: value.content,
      pageNo: value.pageNum,
      totalPages: value.totalPages,
      totalCount: value.totalElements ?? value.content.length,
      totals: { amount: value.totalAmount, turnoverRemaining: value.turnoverRemaining },
    }),
    placeholderData: keepPreviousData,
  });
}

/** Every page of a bonus filter, for the CSV export. */
export function useBonusPageFetcher(filter: BonusFilter) {
  const client = useQueryClient();
  const { startDate, endDate, source } = filter;
  return useCallback(
    async (pageNo: number) => {
      const value = await client.fetchQuery(bonusOptions({ startDate, endDate, source }, pageNo, RECORDS_EXPORT_PAGE_SIZE));
      return { rows: value.content, totalPages: value.totalPages };
    },
    [client, startDate, endDate, source],
  );
}

/** Personal profit of a range: totals, days oldest first (as a chart reads them), and game categories. */
export function useProfit(filter: DayFilter) {
  return useQuery({
    ...routeQueryOptions(contract.records.profit, { query: { startTime: filter.startDate, endTime: filter.endDate } }),
    select: (value): PersonalProfit => ({ ...value, days: [...value.days].reverse() }),
    placeholderData: keepPreviousData,
  });
}

/** One ledger row with what caused it (transactionDetails). */
export function useTransactionDetail(id: number | null) {
  return useQuery({
    ...routeQueryOptions(contract.records.transactionDetail, { query: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}
