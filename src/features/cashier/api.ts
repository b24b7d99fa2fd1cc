import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AppRoute } from '@ts-rest/core';
import type { DepositOrder, Withdrawal } from '../../../contracts/wallet';
import { contract, routeKeyPrefix, routeQueryOptions, useRouteMutation, useRouteQuery } from '../../lib/api';
import { useLoginState } from '../session';
import { depositIsLive, withdrawalIsLive } from './rules/timeline';

const wallet = contract.wallet;

/** How often a live order asks the server how far the back office got. */
export const LIVE_POLL_MS = 4_000;
export const CASHIER_PAGE_SIZE = 10;

/**
 * Every answer a money action can change: the header balance and the wallet
 * page (getBalance), the withdraw figures, the order lists and the ledger.
 */
const MONEY_ROUTES: readonly AppRoute[] = [
  wallet.getBalance,
  wallet.withdrawInfo,
  wallet.transfers,
  wallet.depositRecords,
  wallet.withdrawRecords,
  wallet.uplineTransferInfo,
  contract.records.transactions,
];

function useInvalidateMoney() {
  const client = useQueryClient();
  return () => {
    for (const route of MONEY_ROUTES) void client.invalidateQueries({ queryKey: routeKeyPrefix(route) });
  };
}

/**
 * When the back office moves something the member did not do (a deposit
 * credited, a withdrawal refunded), the header balance and the figures must
 * follow without a reload: a change of a watched order's state invalidates them.
 */
function useMoneyFollows(signature: string | undefined) {
  const invalidate = useInvalidateMoney();
  const last = useRef(signature);
  useEffect(() => {
    if (signature !== undefined && last.current !== undefined && last.current !== signature) invalidate();
    last.current = signature;
  });
}

// ---- wallet (transferFund) ----

export function useWallet() {
  const { isLogin } = useLoginState();
  return useRouteQuery(wallet.getBalance, {}, { enabled: isLogin, staleTime: 15_000 });
}

export function useSafeBoxMoves() {
  return useQuery({ ...routeQueryOptions(wallet.transfers, { query: { pageNo: 1, pageSize: 8 } }), select: (value) => value.list });
}

export function useSafeBoxTransfer() {
  return useRouteMutation(wallet.transfer, { invalidates: MONEY_ROUTES, exclusive: true });
}

// ---- deposit ----

export function useDepositChannels() {
  return useRouteQuery(wallet.depositChannels, {}, { staleTime: 5 * 60_000 });
}

export function useCreateDeposit() {
  return useRouteMutation(wallet.deposit, { invalidates: MONEY_ROUTES, exclusive: true });
}

/** One order, polled while the back office may still move it; its credit moves the header at once. */
export function useDepositOrder(id: number | null) {
  const query = useQuery({
    ...routeQueryOptions(wallet.depositOrder, { query: { id: id ?? 0 } }),
    enabled: id !== null,
    refetchInterval: (current) => (current.state.data && depositIsLive(current.state.data) ? LIVE_POLL_MS : false),
  });
  useMoneyFollows(query.data ? `${query.data.status}|${query.data.reviewTime}` : undefined);
  return query;
}

export function useMarkDepositPaid() {
  const client = useQueryClient();
  return useRouteMutation(wallet.markDepositPaid, {
    exclusive: true,
    invalidates: [wallet.depositRecords],
    onSuccess: (order) => {
      client.setQueryData(routeQueryOptions(wallet.depositOrder, { query: { id: order.id } }).queryKey, order);
    },
  });
}

export interface RecordFilter<Status extends string> {
  startDate: string;
  endDate: string;
  status?: Status;
}

export function useDepositRecords(filter: RecordFilter<DepositOrder['status']>, pageNo: number) {
  const query = useQuery({
    ...routeQueryOptions(wallet.depositRecords, { query: { ...filter, pageNo, pageSize: CASHIER_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.list.some(depositIsLive) ? LIVE_POLL_MS : false),
  });
  useMoneyFollows(query.data?.list.map((row) => row.status).join());
  return query;
}

// ---- withdraw ----

export function useWithdrawInfo(options: { enabled?: boolean } = {}) {
  const { isLogin, isTrial } = useLoginState();
  return useRouteQuery(wallet.withdrawInfo, {}, { enabled: isLogin && !isTrial && options.enabled !== false, staleTime: 10_000 });
}

export function useWithdraw() {
  return useRouteMutation(wallet.withdraw, { invalidates: MONEY_ROUTES, exclusive: true });
}

export function useCancelWithdraw() {
  return useRouteMutation(wallet.cancelWithdraw, { invalidates: MONEY_ROUTES, exclusive: true });
}

export function useConfirmWithdraw() {
  return useRouteMutation(wallet.confirmWithdraw, { invalidates: [wallet.withdrawRecords], exclusive: true });
}

export function useWithdrawRecords(filter: RecordFilter<Withdrawal['status']>, pageNo: number) {
  const query = useQuery({
    ...routeQueryOptions(wallet.withdrawRecords, { query: { ...filter, pageNo, pageSize: CASHIER_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.list.some(withdrawalIsLive) ? LIVE_POLL_MS : false),
  });
  useMoneyFollows(query.data?.list.map((row) => `${row.status}${row.confirmation ?? ''}`).join());
  return query;
}

const ACCOUNT_ROUTES = [wallet.withdrawInfo];
export function useAddBankAccount() {
  return useRouteMutation(wallet.addBankAccount, { invalidates: ACCOUNT_ROUTES, exclusive: true });
}
export function useSetDefaultBankAccount() {
  return useRouteMutation(wallet.setDefaultBankAccount, { invalidates: ACCOUNT_ROUTES, exclusive: true });
}
export function useRemoveBankAccount() {
  return useRouteMutation(wallet.removeBankAccount, { invalidates: ACCOUNT_ROUTES, exclusive: true });
}

// ---- transfer to upline ----

export function useUplineInfo() {
  return useRouteQuery(wallet.uplineTransferInfo);
}

export function useUplineTransfer() {
  return useRouteMutation(wallet.transferToUpline, { invalidates: MONEY_ROUTES, exclusive: true });
}
