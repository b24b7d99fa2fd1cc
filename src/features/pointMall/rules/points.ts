import type { ChipTone } from '@/components';
import type { MallItemType, PointsDetailType, RedeemStatus } from '../api';

/** The mall's tabs, kept in the URL (`/pointMall?tab=history`): SPEC §2's five parts and the conversion. */
export const MALL_TABS = ['redeem', 'history', 'details', 'rules', 'rates', 'convert'] as const;
export type MallTab = (typeof MALL_TABS)[number];
/** Tabs that show the member's own points: a guest is asked to log in, a trial account is refused. */
export const MEMBER_TABS: ReadonlySet<MallTab> = new Set(['history', 'details', 'convert']);

export const ITEM_TYPES = ['CASH_VOUCHER', 'BONUS', 'GADGET', 'LIFESTYLE'] as const satisfies readonly MallItemType[];

/** The catalogue's points ranges, both ends included; `max` null is open-ended. */
export const POINT_RANGES = {
  all: { min: null, max: null },
  upTo5k: { min: null, max: 5_000 },
  from5kTo20k: { min: 5_000, max: 20_000 },
  from20kTo100k: { min: 20_000, max: 100_000 },
  over100k: { min: 100_000, max: null },
} as const satisfies Record<string, { min: number | null; max: number | null }>;
export type PointRange = keyof typeof POINT_RANGES;
export const POINT_RANGE_KEYS = Object.keys(POINT_RANGES) as PointRange[];

export const REDEEM_STATUS_TONE: Record<RedeemStatus, ChipTone> = { PROCESSING: 'warning', APPROVED: 'success', REJECTED: 'danger' };
export const DETAIL_TYPE_TONE: Record<PointsDetailType, ChipTone> = {
  EARN: 'success', REWARD: 'gold', REFUND: 'info', REDEEM: 'warning', CONVERT: 'warning', ADJUST: 'neutral',
};

export type RedeemProblem = 'soldOut' | 'points' | 'quantity' | null;

/** Whether an item is sold out; a stock the server did not send (null) is not. */
export const isSoldOut = (item: { stock: number | null }): boolean => item.stock !== null && item.stock <= 0;

/** The most of an item one redeem may take: the mall's cap, the member's limit and the stock, the unknown ones left out. */
export function maxRedeemQuantity(item: { stock: number | null; perMemberLimit: number | null }, mallCap: number): number {
  return Math.max(1, Math.min(mallCap, item.perMemberLimit ?? mallCap, item.stock ?? mallCap));
}

/** Why a member cannot redeem `quantity` of an item with the points held, or null when it can. */
export function redeemProblem(item: { requiredPoints: number; stock: number | null }, quantity: number, points: number, maxQuantity: number): RedeemProblem {
  if (isSoldOut(item)) return 'soldOut';
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > Math.min(maxQuantity, item.stock ?? maxQuantity)) return 'quantity';
  if (item.requiredPoints * quantity > points) return 'points';
  return null;
}

/** Points still missing for `quantity` of an item (0 when the balance covers it). */
export function pointsShortfall(requiredPoints: number, quantity: number, points: number): number {
  return Math.max(0, requiredPoints * quantity - points);
}

/** The cash a conversion pays: points over the member's rate, rounded down to cents as the server does. */
export function convertPreview(points: number, pointsPerUnit: number): number {
  if (!Number.isFinite(points) || points <= 0 || pointsPerUnit <= 0) return 0;
  return Math.floor(Math.round((points / pointsPerUnit) * 1e6) / 1e4) / 100;
}

export type ConvertProblem = 'min' | 'step' | 'max' | 'balance' | null;

export interface ConvertLimits {
  min: number;
  step: number;
  maxPerDay: number;
  balance: number;
}

/** Why a conversion of `points` cannot go, or null (the daily total is the server's to check). */
export function convertProblem(points: number, limits: ConvertLimits): ConvertProblem {
  if (!Number.isInteger(points) || points < limits.min) return 'min';
  if (points % limits.step !== 0) return 'step';
  if (points > limits.maxPerDay) return 'max';
  if (points > limits.balance) return 'balance';
  return null;
}

/** The most a member can convert now: the balance, capped by the daily limit, down to a step. */
export function maxConvertible(limits: ConvertLimits): number {
  const cap = Math.min(limits.balance, limits.maxPerDay);
  return cap < limits.min ? 0 : cap - (cap % limits.step);
}
