import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MALL_ITEM_TYPES, POINTS_DETAIL_TYPES, type MallItem, type PointReward, type PointsDetail } from '@contracts/points';
import { POINT_TX_TYPE_IDS, type REDEEM_STATUSES } from '@contracts/shared/constants';
import type { RewardEntry } from '@contracts/shared/entities';
import { toNumber } from '@contracts/shared/wire-numbers';
import { contract, routeQueryOptions, useRouteMutation, type RouteValue } from '../../lib/api';
import { useLoginState } from '../session';
import { BALANCE_MOVED } from '@/features/member';

/** Rows of the history tables per page (the catalogue's page size is the server's: 12). */
export const HISTORY_PAGE_SIZE = 10;

export type MallItemType = (typeof MALL_ITEM_TYPES)[number];
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];
export type PointsDetailType = (typeof POINTS_DETAIL_TYPES)[number];

/** True for a logged-in member who is not a trial account: the only one whose points the server tells. */
export function useRealMember(): boolean {
  const { isLogin, isTrial } = useLoginState();
  return isLogin && !isTrial;
}

/** N20's value (a number or a numeric string, WIRE.md §6.6) as whole points. */
export function selectPoints(value: RouteValue<typeof contract.points.balance>): number {
  return Math.trunc(toNumber(value));
}

/** The member's point balance (N20); nothing is asked for a guest or a trial account. */
export function usePointsBalance() {
  const realMember = useRealMember();
  return useQuery({ ...routeQueryOptions(contract.points.balance), enabled: realMember, staleTime: 15_000, select: selectPoints });
}

/** What the mall's header shows beside the balance: earned, held by redeems in process, the member's rate. */
export function usePointsSummary() {
  const realMember = useRealMember();
  return useQuery({ ...routeQueryOptions(contract.points.summary), enabled: realMember, staleTime: 15_000 });
}

/** The mall's switches and limits (N23, public). */
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

const isMallItemType = (value: unknown): value is MallItemType => (MALL_ITEM_TYPES as readonly unknown[]).includes(value);

/**
 * One N21 item as the catalogue reads it (WIRE.md §6.6): the picture from `imageLink` or the
 * merchandise image of type "M" (any image when none is marked), the price as points (and money
 * when displayPointMoneyAmt is "Y"), and our stock and limit when the server sends them.
 */
export function selectMallItem(item: PointReward): MallItem {
  const images = item.merchandiseImages ?? [];
  const picture = item.imageLink || (images.find((image) => image.type === 'M') ?? images[0])?.imageUrl || '';
  const mixed = item.displayPointMoneyAmt === 'Y';
  return {
    id: toNumber(item.id),
    type: isMallItemType(item.type) ? item.type : null,
    name: item.name,
    description: item.description ?? '',
    imageUrl: picture,
    requiredPoints: Math.trunc(toNumber(mixed ? (item.mpPointAmount ?? item.price) : item.price)),
    requiredAmount: mixed ? toNumber(item.mpMoneyAmount) : 0,
    stock: item.stock ?? null,
    perMemberLimit: item.perMemberLimit ?? null,
  };
}

export interface MallPage {
  list: MallItem[];
  totalPages: number;
  totalCount: number;
}

export function selectMallPage(value: RouteValue<typeof contract.points.mall>): MallPage {
  const list = value.list.map(selectMallItem);
  return { list, totalPages: toNumber(value.totalPages), totalCount: value.totalCount ?? list.length };
}

/** One page of the catalogue (N21), with the stock left. */
export function useMallItems(filter: CatalogueFilter, page: number) {
  return useQuery({
    ...routeQueryOptions(contract.points.mall, { query: { page, ...filter } }),
    select: selectMallPage,
    placeholderData: keepPreviousData,
  });
}

export interface HistoryFilter<Kind extends string> {
  startDate: string;
  endDate: string;
  kind?: Kind;
}

export interface HistoryPage<Row> {
  list: Row[];
  totalPages: number;
  totalCount: number;
}

/** One page of the redeem history (N24, SPEC §3 RewardEntry), newest first. */
export function useRedeemHistory(filter: HistoryFilter<RedeemStatus>, page: number) {
  const realMember = useRealMember();
  const query = { page, size: HISTORY_PAGE_SIZE, startTime: filter.startDate, endTime: filter.endDate, ...(filter.kind ? { status: filter.kind } : {}) };
  return useQuery({
    ...routeQueryOptions(contract.points.redeemList, { query }),
    enabled: realMember,
    placeholderData: keepPreviousData,
    select: (value): HistoryPage<RewardEntry> => ({ list: value.content, totalPages: value.totalPages, totalCount: value.totalElements ?? value.content.length }),
  });
}

const POINTS_DETAIL_TYPE_SET: ReadonlySet<string> = new Set(POINTS_DETAIL_TYPES);

/** N27's points rows as the details table reads them: whole points, a type this client knows (ADJUST otherwise). */
export function selectPointsDetails(value: RouteValue<typeof contract.records.transactions>): HistoryPage<PointsDetail> {
  const list = value.content.map((row) => ({
    id: toNumber(row.id),
    type: (POINTS_DETAIL_TYPE_SET.has(row.codeType ?? '') ? row.codeType : 'ADJUST') as PointsDetailType,
    points: Math.trunc(toNumber(row.amount)),
    balanceAfter: Math.trunc(toNumber(row.balanceAfter)),
    remark: row.remark ?? '',
    createTime: row.createTime,
  }));
  return { list, totalPages: value.totalPages, totalCount: value.totalElements ?? list.length };
}

/** One page of the points details: N27's points rows (WIRE.md §6.6 `txTypeIds: "8102,8202"`), newest first. */
export function usePointsDetails(filter: HistoryFilter<PointsDetailType>, page: number) {
  const realMember = useRealMember();
  const query = {
    txTypeIds: POINT_TX_TYPE_IDS,
    startTime: filter.startDate,
    endTime: filter.endDate,
    ...(filter.kind ? { codeTypes: filter.kind } : {}),
    page,
    size: HISTORY_PAGE_SIZE,
  };
  return useQuery({
    ...routeQueryOptions(contract.records.transactions, { query }),
    enabled: realMember,
    placeholderData: keepPreviousData,
    select: selectPointsDetails,
  });
}

/** What a redeem or a conversion changes: the points, the mall's stock, the history, and the header balance. */
const POINT_WRITES = [
  contract.points.balance,
  contract.points.summary,
  contract.points.redeemList,
  contract.points.mall,
  ...BALANCE_MOVED,
  contract.records.transactions,
];

export interface RedeemInput {
  itemId: number;
  quantity: number;
  paymentPassword: string;
  /** One id per confirmed redeem: a resent request redeems once. */
  requestId: string;
}

/** Redeems a mall item with the payment password (N25, encrypted): a RewardEntry in PROCESSING. */
export function useRedeem() {
  return useRouteMutation(contract.points.redeem, {
    toArgs: ({ itemId, quantity, paymentPassword, requestId }: RedeemInput) => ({ body: { rewardId: itemId, quantity, password: paymentPassword, requestId } }),
    invalidates: POINT_WRITES,
    exclusive: true,
  });
}

export interface ConvertInput {
  points: number;
  paymentPassword: string;
  requestId: string;
}

/** Converts points into wallet money with the payment password (N26, encrypted); the header balance moves. */
export function useConvert() {
  return useRouteMutation(contract.points.convert, {
    toArgs: ({ points, paymentPassword, requestId }: ConvertInput) => ({ body: { points, password: paymentPassword, requestId } }),
    invalidates: POINT_WRITES,
    exclusive: true,
  });
}
