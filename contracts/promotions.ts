import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { FEEDBACK_MAX_CHARS, GAME_TYPES, PROMOTION_CATEGORIES, PROMOTION_STATUSES } from './shared/constants';
import { respond } from './shared/envelope';
import { isoDateTime } from './shared/entities';
import { meta } from './shared/meta';
import { pageQuery, pagedList, requestId } from './shared/paging';

const c = initContract();

/**
 * Promotion statuses (SPEC §4), as this backend uses them:
 * COMING_SOON not started; JOIN open to join/apply; APPLYING waiting for review;
 * REJECTED review refused (may apply again); JOINED taking part (no bonus to claim);
 * PROCESS taking part, target not reached yet; CLAIM bonus ready to claim;
 * CLAIMED claimed by the member; ISSUED paid automatically; CLOSE ended.
 * Guests (and the public list) see the promotion's own status: JOIN, COMING_SOON or CLOSE.
 */
export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Never ALL: ALL is the list filter meaning every category. */
  category: z.enum(PROMOTION_CATEGORIES),
  status: z.enum(PROMOTION_STATUSES),
  bannerUrl: z.string(),
  summary: z.string(),
  /** Rich server HTML: the app sanitizes it before rendering. */
  content: z.string(),
  startTime: isoDateTime,
  /** Null for open-ended promotions. */
  endTime: isoDateTime.nullable(),
  /** Joining takes an application (with an optional remark of at most 140 characters). */
  applyRequired: z.boolean(),
  /** The bonus this member can claim or has claimed, when the promotion pays one. */
  bonusAmount: z.number().nullable(),
  /** The member's apply remark, when applied. */
  remark: z.string().nullable(),
  sort: z.number().int(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListSchema = pagedList(promotionSchema).extend({
  /** Every category of SPEC §2 with how many promotions it holds (ALL = total). */
  categories: z.array(z.object({ category: z.enum(PROMOTION_CATEGORIES), count: z.number().int() })),
  /** Promotions the member can act on now (JOIN or CLAIM): the header's availablePromoCount. */
  availableCount: z.number().int(),
});

const listQuery = z.object({ ...pageQuery, category: z.enum(PROMOTION_CATEGORIES).default('ALL') });

export const claimResultSchema = z.object({
  amount: z.number(),
  /** MAIN balance after the credit. */
  balance: z.number(),
  /** The BONUS or REBATE ledger row. */
  ledgerId: z.number().int(),
});

export const raffleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  startTime: isoDateTime,
  endTime: isoDateTime,
  /** ACTIVE can be opened; ENDED no more. */
  status: z.enum(['ACTIVE', 'ENDED']),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Whether this member already opened its envelope. */
  claimed: z.boolean(),
  claimedAmount: z.number().nullable(),
});
export type Raffle = z.infer<typeof raffleSchema>;

export const rebateCategorySchema = z.object({
  gameType: z.enum(GAME_TYPES),
  validBet: z.number(),
  /** Fraction of the valid bet paid back (0.008 = 0.8 %). */
  rate: z.number(),
  amount: z.number(),
});

export const manualRebateSchema = z.object({
  /** Valid bets counted from here: the last claim, or 30 days back. */
  since: isoDateTime,
  categories: z.array(rebateCategorySchema),
  totalValidBet: z.number(),
  totalAmount: z.number(),
  minClaimAmount: z.number(),
  claimable: z.boolean(),
  lastClaim: z.object({ amount: z.number(), time: isoDateTime }).nullable(),
});
export type ManualRebate = z.infer<typeof manualRebateSchema>;

export const rebateClaimSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  /** Valid bets counted from here to the claim time. */
  since: isoDateTime,
  claimTime: isoDateTime,
  categories: z.array(rebateCategorySchema),
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

export const referralFriendSchema = z.object({
  /** Masked username, e.g. ma***91. */
  account: z.string(),
  registerTime: isoDateTime,
  firstDepositAmount: z.number(),
  totalValidBet: z.number(),
  /** What the referrer earned from this friend. */
  earned: z.number(),
  status: z.enum(['REGISTERED', 'DEPOSITED', 'QUALIFIED']),
});

export const referralSchema = z.object({
  enabled: z.boolean(),
  referralCode: z.string(),
  /** Absolute path of the registration link; the app prefixes the site origin. */
  referralLink: z.string(),
  rules: z.string(),
  invitedCount: z.number().int(),
  qualifiedCount: z.number().int(),
  totalEarnings: z.number(),
  pendingEarnings: z.number(),
  friends: pagedList(referralFriendSchema),
});
export type Referral = z.infer<typeof referralSchema>;

export const promotionsContract = c.router({
  list: {
    method: 'GET',
    path: '/wps/promotions',
    query: listQuery,
    responses: respond(promotionListSchema),
    metadata: meta({ source: 'ours' }),
    summary: 'Public promotion list by category (guest statuses)',
  },
  memberList: {
    method: 'GET',
    path: '/wps/promotions/member',
    query: listQuery,
    responses: respond(promotionListSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: "The same list with the member's own statuses (member centre promotions)",
  },
  detail: {
    method: 'GET',
    path: '/wps/promotions/detail',
    query: z.object({ id: z.coerce.number().int().positive() }),
    responses: respond(promotionSchema),
    metadata: meta({ source: 'ours' }),
    summary: 'One promotion with its rich content',
  },
  apply: {
    method: 'POST',
    path: '/wps/promotions/apply',
    body: z.object({ id: z.number().int(), remark: z.string().trim().max(FEEDBACK_MAX_CHARS).optional() }),
    responses: respond(promotionSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Join or apply for a promotion (remark up to 140 characters)',
  },
  claim: {
    method: 'POST',
    path: '/wps/promotions/claim',
    body: z.object({ id: z.number().int(), requestId }),
    responses: respond(claimResultSchema.extend({ promotion: promotionSchema })),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Claim a promotion bonus once (BONUS ledger credit)',
  },
  raffle: {
    method: 'GET',
    path: '/wps/relay/raffle/info',
    responses: respond(z.object({ list: z.array(raffleSchema) })),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Red envelope events, current first, with whether the member opened them',
  },
  claimRaffle: {
    method: 'POST',
    path: '/wps/relay/raffle/claim',
    body: z.object({ raffleId: z.number().int(), requestId }),
    responses: respond(claimResultSchema.extend({ raffleId: z.number().int() })),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Open the red envelope of an active raffle once (BONUS ledger credit)',
  },
  manualRebate: {
    method: 'GET',
    path: '/wps/rebate/manual',
    responses: respond(manualRebateSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Rebate available per game category since the last claim',
  },
  claimRebate: {
    method: 'POST',
    path: '/wps/rebate/manual',
    body: z.object({ requestId }),
    responses: respond(claimResultSchema.extend({ categories: z.array(rebateCategorySchema) })),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Claim the available rebate (REBATE ledger credit)',
  },
  rebateHistory: {
    method: 'GET',
    path: '/wps/rebate/manual/history',
    query: z.object({ ...pageQuery }),
    responses: respond(pagedList(rebateClaimSchema)),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'The member\'s manual rebate claims, newest first',
  },
  referral: {
    method: 'GET',
    path: '/wps/referral',
    query: z.object({ ...pageQuery }),
    responses: respond(referralSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Referral link and code, invited friends and earnings',
  },
});
