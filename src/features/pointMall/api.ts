import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MALL_ITEM_TYPES, POINTS_DETAIL_TYPES } from '../../../contracts/points';
import type { REDEEM_STATUSES } from '../../../contracts/shared/constants';
import { contract, routeQueryOptions, useRouteMutation } from '../../lib/api';
import { useLoginState } from '../session';

/** Cards of the catalogue per page, and rows of the history tables. */
export const MALL_PAGE_SIZE = 12;
export const HISTORY_PAGE_SIZE = 10;

export type MallItemType = (typeof MALL_ITEM_TYPES)[number];
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];
export type PointsDetailType = (typeof POINTS_DETAIL_TYPES)[number];

/** True for a logged-in member who is not a trial account: the only one whose points the server tells. */
export function useRealMember(): boolean {
  const { isLogin, isTrial } = useLoginState();
  return isLogin && !isTrial;
}

/** The member's point balance and conversion rate; nothing is asked for a guest or a trial account. */
export function usePointsBalance() {
  const realMember = useRealMember();
  return useQuery({ ...routeQueryOptions(contract.points.balance), enabled: realMember, staleTime: 15_000 });
}

/** The mall's switches and limits (public). */
export function usePointsConfig() {
  return useQuery({ ...routeQueryOptions(contract.points.config), staleTime: 5 * 60_000 });
}

/** The points rules (server HTML, sanitized where shown). */
export function usePointsRules() {
  return useQuery({ ...routeQueryOptions(contract.points.rules), staleTime: 5 * 60_000 });
}

/** Points earned per category and conversion per VIP level. */
export function useExchangeRates() {
  return useQuery({ ...routeQueryOptions(contract.points.exchangeRates), staleTime: 5 * 60_000 });
}

export interface CatalogueFilter {
  type?: MallItemType;
  minPoints?: number;
  maxPoints?: number;
}

/** One page of the catalogue, with the stock left. */
export function useMallItems(filter: CatalogueFilter, pageNo: number) {
  const query = { pageNo, pageSize: MALL_PAGE_SIZE, ...filter };
  return useQuery({ ...routeQueryOptions(contract.points.mall, { query }), placeholderData: keepPreviousData });
}

export interface HistoryFilter<Kind extends string> {
  startDate: string;
  endDate: string;
  kind?: Kind;
}

/** One page of the redeem history (SPEC §3 RewardEntry), newest first. */
export function useRedeemHistory(filter: HistoryFilter<RedeemStatus>, pageNo: number) {
  const realMember = useRealMember();
  const query = { pageNo, pageSize: HISTORY_PAGE_SIZE, startDate: filter.startDate, endDate: filter.endDate, ...(filter.kind ? { status: filter.kind } : {}) };
  return useQuery({ ...routeQueryOptions(contract.points.redeemList, { query }), enabled: realMember, placeholderData: keepPreviousData });
}

/** One page of the points details: every change of the balance, newest first. */
export function usePointsDetails(filter: HistoryFilter<PointsDetailType>, pageNo: number) {
  const realMember = useRealMember();
  const query = { pageNo, pageSize: HISTORY_PAGE_SIZE, startDate: filter.startDate, endDate: filter.endDate, ...(filter.kind ? { type: filter.kind } : {}) };
  return useQuery({ ...routeQueryOptions(contract.points.details, { query }), enabled: realMember, placeholderData: keepPreviousData });
}

/** What a redeem or a conversion changes: the points, the mall's stock, the history, and the header balance. */
const POINT_WRITES = [
  contract.points.balance,
  contract.points.details,
  contract.points.redeemList,
  contract.points.mall,
  contract.wallet.getBalance,
  contract.records.transactions,
];

export interface RedeemInput {
  itemId: number;
  quantity: number;
  paymentPassword: string;
  /** One id per confirmed redeem: a resent request redeems once. */
  requestId: string;
}

/** Redeems a mall item with the payment password (encrypted route): a RewardEntry in PROCESSING. */
export function useRedeem() {
  return useRouteMutation(contract.points.redeem, {
    toArgs: (input: RedeemInput) => ({ body: input }),
    invalidates: POINT_WRITES,
    exclusive: true,
  });
}

export interface ConvertInput {
  points: number;
  paymentPassword: string;
  requestId: string;
}

/** Converts points into wallet money with the payment password (encrypted route); the header balance moves. */
export function useConvert() {
  return useRouteMutation(contract.points.convert, {
    toArgs: (input: ConvertInput) => ({ body: input }),
    invalidates: POINT_WRITES,
    exclusive: true,
  });
}
