import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { GAME_TYPES, REDEEM_STATUSES } from './shared/constants';
import { ack, respond } from './shared/envelope';
import { isoDateTime, rewardEntrySchema } from './shared/entities';
import { nameText } from './shared/limits';
import { observed, ours } from './shared/meta';
import { requestId } from './shared/paging';
import { numberish, reportPage, reportPageQuery, reportTimeQuery } from './shared/report-paging';

const c = initContract();

/*
 * The points mall (WIRE.md §6.6 N20-N27). Points are whole numbers and never expire (SPEC §9). A
 * redeemed item becomes a RewardEntry (SPEC §3) in PROCESSING; points go back to the member if the
 * back office rejects it. The points details are N27's points rows (records.transactions with
 * txTypeIds 8102,8202).
 */

export const MALL_ITEM_TYPES = ['CASH_VOUCHER', 'BONUS', 'GADGET', 'LIFESTYLE'] as const;

/** A catalogue item of the simulated mall (its record), and the shape screens read once the select made it from N21. */
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
export type MallCatalogueItem = z.infer<typeof mallItemSchema>;

/**
 * A catalogue item as screens read it: N21's item with the defaults a platform answer may leave
 * out (a type we do not know is null, an unknown stock or limit is null).
 */
export interface MallItem {
  id: number;
  type: (typeof MALL_ITEM_TYPES)[number] | null;
  name: string;
  description: string;
  imageUrl: string;
  requiredPoints: number;
  requiredAmount: number;
  stock: number | null;
  perMemberLimit: number | null;
}

/**
 * One item of N21 `MCS2_getPointReward` (WIRE.md §6.6): `{id, name, imageLink` or
 * `merchandiseImages[{type: "M", imageUrl}], displayPointMoneyAmt: "Y" | "N", mpPointAmount,
 * mpMoneyAmount, price, type}`. "Y" means the item costs points plus money (mpPointAmount and
 * mpMoneyAmount); otherwise `price` is its points. `description`, `stock` and `perMemberLimit` are ours.
 */
export const pointRewardSchema = z.object({
  id: numberish,
  name: z.string(),
  imageLink: z.string().nullable().optional(),
  merchandiseImages: z.array(z.object({ type: z.string().nullable().optional(), imageUrl: z.string() })).nullable().optional(),
  displayPointMoneyAmt: z.string().nullable().optional(),
  mpPointAmount: numberish.nullable().optional(),
  mpMoneyAmount: numberish.nullable().optional(),
  price: numberish.nullable().optional(),
  type: z.union([z.string(), z.number()]).nullable().optional(),
  description: z.string().nullable().optional(),
  stock: z.number().int().nullable().optional(),
  perMemberLimit: z.number().int().nullable().optional(),
});
export type PointReward = z.infer<typeof pointRewardSchema>;

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

/** Ours: what the mall's header shows beside N20's balance. */
export const pointsSummarySchema = z.object({
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

/** N25's body (field names not recorded: ours). `password` is the payment password. */
export const redeemBodySchema = z.object({
  rewardId: z.number().int(),
  quantity: z.number().int().min(1).max(10),
  password: nameText.min(1),
  requestId,
});

/** N26's body (field names not recorded: ours). */
export const convertBodySchema = z.object({ points: z.number().int().positive(), password: nameText.min(1), requestId });

/**
 * What the simulated backend answers to N25 and N26 beyond WIRE.md's "success" (the contract reads
 * an acknowledgement; these are for tests and tools, never for screens).
 */
export const redeemResultSchema = z.object({ entry: rewardEntrySchema, points: z.number().int(), balance: z.number() });
export const convertResultSchema = z.object({
  points: z.number().int(),
  amount: z.number(),
  pointsBalance: z.number().int(),
  balance: z.number(),
  ledgerId: z.number().int(),
});

/** A page of N21, as the simulated mall serves it. */
export const MALL_PAGE_SIZE = 12;

export const pointsContract = c.router({
  balance: {
    method: 'GET',
    path: '/wps/relay/MCS2_getPointBalance',
    responses: respond(numberish),
    metadata: observed('N20', { token: true, module: 'PTSYS3' }),
    summary: "The member's point balance (a number, or a numeric string)",
  },
  summary: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointSummary',
    responses: respond(pointsSummarySchema),
    metadata: ours({ token: true, module: 'PTSYS3' }),
    summary: 'Points earned and spent, points held by redeems in process, and the member\'s conversion rate',
  },
  config: {
    method: 'GET',
    path: '/wps/relay/MCS2_getPointConfig',
    responses: respond(pointsConfigSchema),
    metadata: observed('N23', { module: 'PTSYS3' }),
    summary: 'Points mall switches and limits (fields not recorded: ours)',
  },
  rules: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointRules',
    responses: respond(z.object({ title: z.string(), content: z.string(), updateTime: isoDateTime })),
    metadata: ours({ module: 'PTSYS3' }),
    summary: 'Points rules text (server HTML)',
  },
  exchangeRates: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointExchangeRates',
    responses: respond(exchangeRatesSchema),
    metadata: ours({ module: 'PTSYS3' }),
    summary: 'Exchange rate table: earning per category, conversion per VIP level',
  },
  mall: {
    method: 'GET',
    path: '/wps/relay/MCS2_getPointReward',
    query: z.object({
      type: z.enum(MALL_ITEM_TYPES).optional(),
      page: z.coerce.number().int().min(1).default(1),
      /** Ours: the catalogue's points range, both ends included. */
      minPoints: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
      maxPoints: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
    }),
    responses: respond(
      z.object({
        list: z.array(pointRewardSchema),
        totalPages: numberish,
        /** Ours: the items of the whole filter. */
        totalCount: z.number().int().optional(),
      }),
    ),
    metadata: observed('N21', { module: 'PTSYS3', silent: true }),
    summary: 'The points mall catalogue, by type (and our points range), 12 a page',
  },
  redeem: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    body: redeemBodySchema,
    responses: respond(ack),
    metadata: observed('N25', { token: true, encrypted: true, module: 'PTSYS3' }),
    summary: 'Redeem a mall item (payment password): a RewardEntry in PROCESSING',
  },
  redeemList: {
    method: 'GET',
    path: '/wps/relay/MCS2_getRedeemPointList',
    query: z.object({ ...reportPageQuery, ...reportTimeQuery, status: z.enum(REDEEM_STATUSES).optional() }),
    responses: respond(reportPage(rewardEntrySchema)),
    metadata: observed('N24', { token: true, module: 'PTSYS3' }),
    summary: 'Redeem history (RewardEntry), newest first (request and answer not recorded: ours)',
  },
  convert: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    body: convertBodySchema,
    responses: respond(ack),
    metadata: observed('N26', { token: true, encrypted: true, module: 'PTSYS3' }),
    summary: 'Convert points into wallet money (payment password; REDEEM ledger credit)',
  },
});
