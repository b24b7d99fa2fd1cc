import {
  keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient, type QueryFunction, type QueryFunctionContext, type QueryKey, type SkipToken,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AppRoute } from '@ts-rest/core';
import { WALLET_ACCOUNT_TYPE_IDS } from '@contracts/shared/constants';
import { toNumber } from '@contracts/shared/wire-numbers';
import type {
  BankAccount,
  DEPOSIT_APPROVALS,
  DEPOSIT_CHANNEL_TYPES,
  DepositChannelSetting,
  DepositMethod,
  DepositOrder,
  SafeBoxMove,
  WalletCode,
  WithdrawSettings,
  WithdrawType,
  Withdrawal,
} from '@contracts/wallet';
import { walletCodeOf } from '@contracts/wallet';
import { callRoute, contract, registerJurisdictionMessageKeys, routeQueryOptions, useRouteMutation, useRouteQuery, type ApiError, type RouteValue } from '../../lib/api';
import type { WalletBalance } from '@contracts/wallet';
import { announceMoneyMoved, balanceQuery, invalidateMoney, MONEY_ROUTES, selectWalletBalance } from '../member';
import { useLoginState } from '../session';
import { LIVE_POLL_MS, liveIds, ordersSettled, pendingPollMs, watchRange } from './rules/pending';
import { depositIsLive, withdrawalIsLive } from './rules/timeline';

// Deposits meet the jurisdiction profile's refusals (a barred channel, verification and the limit prompt first).
registerJurisdictionMessageKeys();

const wallet = contract.wallet;

export { LIVE_POLL_MS };
export const CASHIER_PAGE_SIZE = 10;

/**
 * A query of orders that follows the money: when an order it showed live (pending, or paid and
 * awaiting the member's confirmation) comes back decided, the balance and every money answer are
 * invalidated, from the query itself, as it lands (issue 34: no effect watching the data).
 */
function followingOrders<Value, Key extends QueryKey, Row extends { id: number }>(
  options: { queryKey: Key; queryFn?: QueryFunction<Value, Key> | SkipToken },
  rowsOf: (value: Value | undefined) => readonly Row[] | undefined,
  isLive: (row: Row) => boolean,
) {
  const fetchValue = options.queryFn as QueryFunction<Value, Key>;
  return {
    ...options,
    queryFn: async (context: QueryFunctionContext<Key>) => {
      const before = liveIds(rowsOf(context.client.getQueryData<Value>(options.queryKey)), isLive);
      const value = await fetchValue(context);
      if (ordersSettled(before, rowsOf(value) ?? [], isLive)) invalidateMoney(context.client, options.queryKey);
      return value;
    },
  };
}

/** A money write succeeded: every money answer here, and the member's other tabs. */
function moneyMoved(client: QueryClient): void {
  invalidateMoney(client);
  announceMoneyMoved();
}

/** A report page as the record tables read it. */
export interface ReportRows<Row> {
  list: Row[];
  totalPages: number;
  totalCount: number;
}

/** `{content, totalPages, pageNum, totalElements?}` as a table page; the count defaults to the rows shown. */
export function selectReportRows<Row>(value: { content: Row[]; totalPages: number; totalElements?: number }): ReportRows<Row> {
  return { list: value.content, totalPages: value.totalPages, totalCount: value.totalElements ?? value.content.length };
}

// ---- wallet (transferFund) ----

/** The wallet page's view of W1: the two pockets it moves money between, and the server's symbol. */
export interface WalletView {
  pockets: Record<WalletCode, number>;
  currencySymbol: string;
}

/** W1 as the wallet page reads it: MAIN and SAFE_BOX by their account types (0 when the server lists neither). */
export function selectWalletView(value: WalletBalance): WalletView {
  const summary = selectWalletBalance(value);
  const pockets: Record<WalletCode, number> = { MAIN: summary.main, SAFE_BOX: 0 };
  for (const account of summary.accounts) {
    const code = walletCodeOf(account.accountTypeId);
    if (code === 'SAFE_BOX') pockets.SAFE_BOX = account.balance;
  }
  return { pockets, currencySymbol: summary.currencySymbol };
}

/** The wallet page's pockets: the header's own W1 query, so both always show the same figure. */
export function useWallet() {
  const { isLogin } = useLoginState();
  return useQuery({ ...balanceQuery(), enabled: isLogin, select: selectWalletView });
}

/** W2: whether the merchant runs one wallet; true/"true"/"Y"/1 all say so. A refusal (the call is silent) reads as single. */
export function selectIsSingle(value: RouteValue<typeof wallet.merchantWallet>): boolean {
  const flag = value.isSingle;
  if (flag === null || flag === undefined) return true;
  if (typeof flag === 'boolean') return flag;
  return ['true', 'y', '1'].includes(String(flag).trim().toLowerCase());
}

/** W2, cached for the session (WIRE.md §6.3: "Cached"). */
export function useIsSingleWallet(): boolean {
  const { isLogin } = useLoginState();
  const { data } = useQuery({ ...routeQueryOptions(wallet.merchantWallet), enabled: isLogin, staleTime: Infinity, select: selectIsSingle });
  return data ?? true;
}

/** A move as the wallet page lists it: its pockets by code. */
export interface WalletMove extends Omit<SafeBoxMove, 'fromAccountTypeId' | 'toAccountTypeId'> {
  from: WalletCode | null;
  to: WalletCode | null;
}

export function selectWalletMoves(value: RouteValue<typeof wallet.transfers>): WalletMove[] {
  return value.content.map(({ fromAccountTypeId, toAccountTypeId, ...move }) => ({
    ...move,
    from: walletCodeOf(fromAccountTypeId),
    to: walletCodeOf(toAccountTypeId),
  }));
}

export function useSafeBoxMoves() {
  return useQuery({ ...routeQueryOptions(wallet.transfers, { query: { page: 1, size: 8 } }), select: selectWalletMoves });
}

/** W3 in the screen's terms: from one pocket to the other. */
export interface PocketTransfer {
  from: WalletCode;
  to: WalletCode;
  amount: number;
}

export function useSafeBoxTransfer() {
  return useRouteMutation(wallet.transfer, {
    toArgs: ({ from, to, amount }: PocketTransfer) => ({
      body: { fromAccountTypeId: WALLET_ACCOUNT_TYPE_IDS[from], toAccountTypeId: WALLET_ACCOUNT_TYPE_IDS[to], amount },
    }),
    invalidates: MONEY_ROUTES,
    exclusive: true,
    onSuccess: announceMoneyMoved,
  });
}

// ---- deposit ----

/** A deposit channel as the deposit form reads it. */
export interface DepositChannel {
  id: number;
  name: string;
  type: (typeof DEPOSIT_CHANNEL_TYPES)[number];
  provider: string;
  iconUrl: string;
  minAmount: number;
  maxAmount: number;
  feeRate: number;
  approval: (typeof DEPOSIT_APPROVALS)[number];
  processingMinutes: number;
  presetAmounts: number[];
  enabled: boolean;
  instructions: string;
  /** The deposit relay and the ids it is sent with. */
  method: DepositMethod;
  codes: { bankCode: string; bankType: (typeof DEPOSIT_CHANNEL_TYPES)[number]; vendorId: number; mcsBankCode: string };
}

export interface DepositSettings {
  /** False when the server says deposits are closed (`allowDeposit` other than "Y"): no channel is offered. */
  allowed: boolean;
  channels: DepositChannel[];
}

function toChannel(setting: DepositChannelSetting): DepositChannel {
  const { vendorId, bankType, bankCode, mcsBankCode, depositMethod, ...rest } = setting;
  return { ...rest, id: vendorId, type: bankType, method: depositMethod, codes: { bankCode, bankType, vendorId, mcsBankCode } };
}

/** `MCSFE_getDepositSettings` as the form reads it: `allowDeposit` absent counts as allowed, "N" closes deposits. */
export function selectDepositSettings(value: RouteValue<typeof wallet.depositChannels>): DepositSettings {
  const allowed = (value.allowDeposit ?? 'Y').toUpperCase() !== 'N';
  return { allowed, channels: allowed ? (value.channels ?? []).map(toChannel) : [] };
}

export function useDepositChannels() {
  return useQuery({ ...routeQueryOptions(wallet.depositChannels), staleTime: 5 * 60_000, select: selectDepositSettings });
}

/** The relay a channel is paid through (WIRE.md §7.3). */
const DEPOSIT_ROUTES = {
  QR_IMAGE: wallet.depositByQrImage,
  VIRTUAL_WALLET: wallet.depositVirtualWallet,
  MANUAL_TRANSFER: wallet.manualTransfer,
} as const satisfies Record<DepositMethod, AppRoute>;

export interface DepositInput {
  channel: DepositChannel;
  amount: number;
  /** One id per order the member means: a resent request opens one order. */
  requestId: string;
}

/** Opens a deposit order through the channel's own relay, for the member's own account. */
export function useCreateDeposit() {
  const { userInfo } = useLoginState();
  const client = useQueryClient();
  const mutationKey = ['wallet', 'deposit', 'mutation'];
  const mutation = useMutation<DepositOrder, ApiError, DepositInput>({
    mutationKey,
    mutationFn: ({ channel, amount, requestId }) =>
      callRoute(DEPOSIT_ROUTES[channel.method], { body: { targetUsername: userInfo?.account ?? '', amount, requestId, ...channel.codes } }),
    onSuccess: () => moneyMoved(client),
  });
  // A double click sends one order: the guard reads the mutation cache, which holds between the click and the re-render.
  const mutate: typeof mutation.mutate = (...args) => {
    if (client.isMutating({ mutationKey, exact: true }) > 0) return;
    mutation.mutate(...args);
  };
  return { ...mutation, mutate };
}

/** One order, polled while the back office may still move it; its credit moves the header at once. */
export function useDepositOrder(id: number | null) {
  return useQuery({
    ...followingOrders(routeQueryOptions(wallet.depositOrder, { query: { depositId: id ?? 0 } }), (order) => (order ? [order] : undefined), depositIsLive),
    enabled: id !== null,
    refetchInterval: (current) => (current.state.data && depositIsLive(current.state.data) ? LIVE_POLL_MS : false),
  });
}

/** `MCSFE_initiateReminder`: the member says it paid the order. */
export function useMarkDepositPaid() {
  const client = useQueryClient();
  return useRouteMutation(wallet.markDepositPaid, {
    toArgs: (depositId: number) => ({ body: { depositId } }),
    exclusive: true,
    invalidates: [wallet.depositRecords],
    onSuccess: (order) => {
      client.setQueryData(routeQueryOptions(wallet.depositOrder, { query: { depositId: order.id } }).queryKey, order);
    },
  });
}

export interface RecordFilter<Status extends string> {
  startDate: string;
  endDate: string;
  status?: Status;
}

/** A record filter as a report query: N27's `startTime`/`endTime` names, calendar days. */
function reportQuery<Status extends string>(filter: RecordFilter<Status>, page: number) {
  return {
    startTime: filter.startDate,
    endTime: filter.endDate,
    ...(filter.status ? { status: filter.status } : {}),
    page,
    size: CASHIER_PAGE_SIZE,
  };
}

export function useDepositRecords(filter: RecordFilter<DepositOrder['status']>, pageNo: number) {
  return useQuery({
    ...followingOrders(routeQueryOptions(wallet.depositRecords, { query: reportQuery(filter, pageNo) }), (value) => value?.content, depositIsLive),
    select: selectReportRows<DepositOrder>,
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.content.some(depositIsLive) ? LIVE_POLL_MS : false),
  });
}

// ---- withdraw ----

/** The withdraw form's figures, as the screens read them. */
export interface WithdrawInfo extends Omit<WithdrawSettings, 'minimumAmount' | 'maximumAmount' | 'bankCards'> {
  minAmount: number;
  maxAmount: number;
  bankAccounts: BankAccount[];
}

/** `MCSFE_getWithdrawSettings` as the form reads it: the platform's minimumAmount and maximumAmount as numbers. */
export function selectWithdrawInfo(value: WithdrawSettings): WithdrawInfo {
  const { minimumAmount, maximumAmount, bankCards, ...rest } = value;
  return { ...rest, minAmount: toNumber(minimumAmount), maxAmount: toNumber(maximumAmount), bankAccounts: bankCards };
}

export function useWithdrawInfo(options: { enabled?: boolean } = {}) {
  const { isLogin, isTrial } = useLoginState();
  return useQuery({
    // groupId is the client's to add (spec-calls.ts): our one payout group.
    ...routeQueryOptions(wallet.withdrawInfo, { query: {} }),
    enabled: isLogin && !isTrial && options.enabled !== false,
    staleTime: 10_000,
    select: selectWithdrawInfo,
  });
}

export interface WithdrawInput {
  amount: number;
  account: BankAccount;
  paymentPassword: string;
  requestId: string;
}

/** WIRE.md §7.2 `currentWithdrawType` of a payout account: BC a bank card, EW an e-wallet. */
export function withdrawTypeOf(account: Pick<BankAccount, 'type'>): WithdrawType {
  return account.type === 'BANK' ? 'BC' : 'EW';
}

/** The withdrawal relay, password-checked and encrypted. */
export function useWithdraw() {
  return useRouteMutation(wallet.withdraw, {
    toArgs: ({ amount, account, paymentPassword, requestId }: WithdrawInput) => ({
      body: { amount, bankCardId: account.id, password: paymentPassword, currentWithdrawType: withdrawTypeOf(account), requestId },
    }),
    invalidates: MONEY_ROUTES,
    exclusive: true,
    onSuccess: announceMoneyMoved,
  });
}

export function useCancelWithdraw() {
  return useRouteMutation(wallet.cancelWithdraw, {
    toArgs: (withdrawId: number) => ({ body: { withdrawId } }),
    invalidates: MONEY_ROUTES,
    exclusive: true,
    onSuccess: announceMoneyMoved,
  });
}

export function useConfirmWithdraw() {
  return useRouteMutation(wallet.confirmWithdraw, { invalidates: [wallet.withdrawRecords], exclusive: true });
}

export function useWithdrawRecords(filter: RecordFilter<Withdrawal['status']>, pageNo: number) {
  return useQuery({
    ...followingOrders(routeQueryOptions(wallet.withdrawRecords, { query: reportQuery(filter, pageNo) }), (value) => value?.content, withdrawalIsLive),
    select: selectReportRows<Withdrawal>,
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.content.some(withdrawalIsLive) ? LIVE_POLL_MS : false),
  });
}

/** Orders a watch lists at most: a member rarely has more than a few pending. */
const WATCH_SIZE = 20;

/**
 * The member's pending deposits and withdrawals, watched from the shell wherever the member is
 * (mounted once by src/app for a signed-in real member): asked once per login and after each
 * money write or another tab's, polled only while one is pending (pendingPollMs), and an order
 * decided meanwhile refreshes the balance and the figures that depend on it (followingOrders).
 */
export function useWatchPendingOrders(): void {
  const { isLogin, isTrial } = useLoginState();
  const enabled = isLogin && !isTrial;
  const range = useMemo(() => watchRange(new Date()), []);
  const query = { ...range, status: 'PENDING' as const, page: 1, size: WATCH_SIZE };
  useQuery({
    ...followingOrders(routeQueryOptions(wallet.depositRecords, { query }), (value) => value?.content, depositIsLive),
    enabled,
    staleTime: Infinity,
    notifyOnChangeProps: [],
    refetchInterval: (current) => pendingPollMs(current.state.data?.content, depositIsLive, (row) => row.updateTime, Date.now()),
  });
  useQuery({
    ...followingOrders(routeQueryOptions(wallet.withdrawRecords, { query }), (value) => value?.content, withdrawalIsLive),
    enabled,
    staleTime: Infinity,
    notifyOnChangeProps: [],
    refetchInterval: (current) => pendingPollMs(current.state.data?.content, withdrawalIsLive, (row) => row.reviewTime ?? row.createTime, Date.now()),
  });
}

const ACCOUNT_ROUTES = [wallet.withdrawInfo];
export function useAddBankAccount() {
  return useRouteMutation(wallet.addBankAccount, { invalidates: ACCOUNT_ROUTES, exclusive: true });
}
export function useSetDefaultBankAccount() {
  return useRouteMutation(wallet.setDefaultBankAccount, {
    toArgs: (bankCardId: number) => ({ body: { bankCardId } }),
    invalidates: ACCOUNT_ROUTES,
    exclusive: true,
  });
}
export function useRemoveBankAccount() {
  return useRouteMutation(wallet.removeBankAccount, {
    toArgs: (bankCardId: number) => ({ body: { bankCardId } }),
    invalidates: ACCOUNT_ROUTES,
    exclusive: true,
  });
}

// ---- transfer to upline ----

export function useUplineInfo() {
  return useRouteQuery(wallet.uplineTransferInfo);
}

export interface UplineTransferInput {
  amount: number;
  paymentPassword: string;
  remark?: string;
  requestId: string;
}

export function useUplineTransfer() {
  return useRouteMutation(wallet.transferToUpline, {
    toArgs: ({ amount, paymentPassword, remark, requestId }: UplineTransferInput) => ({
      body: { transferAmount: amount, password: paymentPassword, requestId, ...(remark ? { remark } : {}) },
    }),
    invalidates: MONEY_ROUTES,
    exclusive: true,
    onSuccess: announceMoneyMoved,
  });
}
