import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { GAME_TYPES, REDEEM_STATUSES } from './shared/constants';
import { respond } from './shared/envelope';
import { isoDateTime, rewardEntrySchema } from './shared/entities';
import { nameText } from './shared/limits';
import { meta } from './shared/meta';
import { dateRangeQuery, pageQuery, pagedList, requestId } from './shared/paging';

const c = initContract();

/*
 * The points mall. Points are whole numbers and never expire (SPEC §9).
 * A redeemed item becomes a RewardEntry (SPEC §3) in PROCESSING; points go
 * back to the member if the back office rejects it.
 */

export const MALL_ITEM_TYPES = ['CASH_VOUCHER', 'BONUS', 'GADGET', 'LIFESTYLE'] as const;

export const mallItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(MALL_ITEM_TYPES),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  requiredPoints: z.number().int(),
  /** Cash paid from the wallet on top of the points ("points + cash" items); 0 for most. */
  requiredAmount: z.number(),
  /** Units left. */
  stock: z.number().int(),
  /** How many one member may redeem in total. */
  perMemberLimit: z.number().int(),
});
export type MallItem = z.infer<typeof mallItemSchema>;

export const POINTS_DETAIL_TYPES = ['EARN', 'REDEEM', 'CONVERT', 'REFUND', 'REWARD', 'ADJUST'] as const;

export const pointsDetailSchema = z.object({
  id: z.number().int(),
  type: z.enum(POINTS_DETAIL_TYPES),
  /** Signed: earned positive, spent negative. */
  points: z.number().int(),
  balanceAfter: z.number().int(),
  remark: z.string(),
  createTime: isoDateTime,
});
export type PointsDetail = z.infer<typeof pointsDetailSchema>;

export const pointsBalanceSchema = z.object({
  points: z.number().int(),
  totalEarned: z.number().int(),
  totalSpent: z.number().int(),
  /** Points held by redeems still PROCESSING (already deducted). */
  processingPoints: z.number().int(),
  /** This member's conversion rate: points for 1 unit of currency (by VIP level). */
  pointsPerUnit: z.number().int(),
  currencySymbol: z.string(),
});

export const pointsConfigSchema = z.object({
  enabled: z.boolean(),
  redeemEnabled: z.boolean(),
  convertEnabled: z.boolean(),
  /** Smallest conversion and its step, in points. */
  minConvertPoints: z.number().int(),
  convertStep: z.number().int(),
  maxConvertPointsPerDay: z.number().int(),
  maxRedeemQuantity: z.number().int(),
  /** Points never expire. */
  expires: z.literal(false),
  currencySymbol: z.string(),
});

export const exchangeRatesSchema = z.object({
  /** Valid bet that earns 1 point, per game category. */
  earn: z.array(z.object({ gameType: z.enum(GAME_TYPES), validBetPerPoint: z.number() })),
  /** Points converted into 1 unit of currency, per VIP level. */
  convert: z.array(z.object({ vipRankLevel: z.number().int(), vipLabelName: z.string(), pointsPerUnit: z.number().int() })),
});

export const pointsContract = c.router({
  balance: {
    method: 'GET',
    path: '/wps/relay/points/balance',
    responses: respond(pointsBalanceSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: "The member's point balance and conversion rate",
  },
  config: {
    method: 'GET',
    path: '/wps/relay/points/config',
    responses: respond(pointsConfigSchema),
    metadata: meta({ source: 'ours' }),
    summary: 'Points mall switches and limits',
  },
  rules: {
    method: 'GET',
    path: '/wps/relay/points/rules',
    responses: respond(z.object({ title: z.string(), content: z.string(), updateTime: isoDateTime })),
    metadata: meta({ source: 'ours' }),
    summary: 'Points rules text (server HTML)',
  },
  exchangeRates: {
    method: 'GET',
    path: '/wps/relay/points/exchangeRates',
    responses: respond(exchangeRatesSchema),
    metadata: meta({ source: 'ours' }),
    summary: 'Exchange rate table: earning per category, conversion per VIP level',
  },
  details: {
    method: 'GET',
    path: '/wps/relay/points/details',
    query: z.object({ ...pageQuery, ...dateRangeQuery, type: z.enum(POINTS_DETAIL_TYPES).optional() }),
    responses: respond(pagedList(pointsDetailSchema)),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Points details: every change of the point balance, newest first',
  },
  mall: {
    method: 'GET',
    path: '/wps/relay/points/mall',
    query: z.object({
      ...pageQuery,
      type: z.enum(MALL_ITEM_TYPES).optional(),
      /** Points range of the catalogue filter, both ends included. */
      minPoints: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
      maxPoints: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
    }),
    responses: respond(pagedList(mallItemSchema)),
    metadata: meta({ source: 'ours' }),
    summary: 'The points mall catalogue, by type and points range',
  },
  redeem: {
    method: 'POST',
    path: '/wps/relay/points/redeem',
    body: z.object({
      itemId: z.number().int(),
      quantity: z.number().int().min(1).max(10),
      paymentPassword: nameText.min(1),
      requestId,
    }),
    responses: respond(
      z.object({
        entry: rewardEntrySchema,
        points: z.number().int(),
        /** MAIN balance after any cash part. */
        balance: z.number(),
      }),
    ),
    metadata: meta({ token: true, encrypted: true, source: 'ours' }),
    summary: 'Redeem a mall item (payment password): a RewardEntry in PROCESSING',
  },
  redeemList: {
    method: 'GET',
    path: '/wps/relay/points/redeemList',
    query: z.object({ ...pageQuery, ...dateRangeQuery, status: z.enum(REDEEM_STATUSES).optional() }),
    responses: respond(pagedList(rewardEntrySchema)),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Redeem history (RewardEntry), newest first',
  },
  convert: {
    method: 'POST',
    path: '/wps/relay/points/convert',
    body: z.object({ points: z.number().int().positive(), paymentPassword: nameText.min(1), requestId }),
    responses: respond(
      z.object({
        points: z.number().int(),
        amount: z.number(),
        pointsBalance: z.number().int(),
        balance: z.number(),
        ledgerId: z.number().int(),
      }),
    ),
    metadata: meta({ token: true, encrypted: true, source: 'ours' }),
    summary: 'Convert points into wallet money (payment password; REDEEM ledger credit)',
  },
});
