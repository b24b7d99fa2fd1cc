import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LedgerEntry } from '../../../contracts/shared/entities';
import { contract, routeQueryOptions, type RouteValue } from '../../lib/api';
import type { LedgerKind } from './rules/ledger';

/** Rows a page of transaction history shows. */
export const TRANSACTIONS_PAGE_SIZE = 10;
/** Rows per request when the CSV export gathers every page of a filter. */
export const TRANSACTIONS_EXPORT_PAGE_SIZE = 100;

export interface TransactionFilter {
  startDate: string;
  endDate: string;
  /** Undefined lists every kind. */
  kind?: LedgerKind;
}

export interface TransactionPage {
  rows: LedgerEntry[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
  totals: { credit: number; debit: number; net: number };
}

type TransactionsValue = RouteValue<typeof contract.records.transactions>;

const toPage = (value: TransactionsValue): TransactionPage => ({
  rows: value.list,
  pageNo: value.pageNo,
  totalPages: value.totalPages,
  totalCount: value.totalCount,
  totals: value.totals,
});

function transactionsOptions(filter: TransactionFilter, pageNo: number, pageSize: number) {
  const query = { startDate: filter.startDate, endDate: filter.endDate, pageNo, pageSize, ...(filter.kind ? { kind: filter.kind } : {}) };
  return routeQueryOptions(contract.records.transactions, { query });
}

/** One page of the member's ledger (transactionHistory), newest first, with totals of the whole filter. */
export function useTransactions(filter: TransactionFilter, pageNo: number) {
  return useQuery({
    ...transactionsOptions(filter, pageNo, TRANSACTIONS_PAGE_SIZE),
    select: toPage,
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
      const value = await client.fetchQuery(transactionsOptions({ startDate, endDate, kind }, pageNo, TRANSACTIONS_EXPORT_PAGE_SIZE));
      return { rows: value.list, totalPages: value.totalPages };
    },
    [client, startDate, endDate, kind],
  );
}
