import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { FEEDBACK_MAX_CHARS, GAME_TYPES, PROMOTION_STATUSES } from './shared/constants';
import { respond } from './shared/envelope';
import { isoDateTime } from './shared/entities';
import { observed, ours } from './shared/meta';
import { requestId } from './shared/paging';
import { contentPage, pageParams } from './messages';
import { wireFlag, wireId, wireNumber, wireText } from './notices';

const c = initContract();

// Zod-free, in constants.ts: the member's badges read them in the initial bundle, which carries no schema.
export { AVAILABLE_PROMO_TYPES, PROMO_BADGE_TYPES, REBATE_MODULE, REWARD_CENTRE_MODULE } from './shared/constants';
import { REBATE_MODULE, REWARD_CENTRE_MODULE } from './shared/constants';
/** WIRE.md §4.4: the promotion claim refusal names the requirement in `value.data`, e.g. this one. */
export const MOBILE_VERIFIED_REQUIREMENT = 'required.mobile_no_verified';

/**
 * Promotion statuses (SPEC §4), as this backend uses them:
 * COMING_SOON not started; JOIN open to join/apply; APPLYING waiting for review;
 * REJECTED review refused (may apply again); JOINED taking part (no bonus to claim);
 * PROCESS taking part, target not reached yet; CLAIM bonus ready to claim;
 * CLAIMED claimed by the member; ISSUED paid automatically; CLOSE ended.
 * The public promotions (N1) carry no status: the app reads it from their dates.
 */
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/**
 * The member's part in one promotion (N8's rows, our fields: WIRE records none). `status` is read as
 * any string: the select keeps SPEC's statuses and reads anything else as the public status.
 */
export const wireMemberPromotionSchema = z.object({
  promotionId: wireNumber,
  status: z.string(),
  /** Taking part needs an application (with an optional remark of at most 140 characters). */
  applyRequired: wireFlag.nullish(),
  /** The bonus this member can claim or has claimed. */
  bonusAmount: wireNumber.nullish(),
  /** The member's apply remark, when applied. */
  remark: wireText,
});
export type WireMemberPromotion = z.infer<typeof wireMemberPromotionSchema>;

/** What our own writes answer for the promotion they touched (strict inside the envelope). */
export const memberPromotionSchema = z.object({
  promotionId: z.number().int(),
  status: z.enum(PROMOTION_STATUSES),
  applyRequired: z.boolean(),
  bonusAmount: z.number().nullable(),
  remark: z.string().nullable(),
});
export type MemberPromotion = z.infer<typeof memberPromotionSchema>;

/** A list the platform may send bare or as `{content}`: both read. */
function listOf<T extends z.ZodTypeAny>(item: T) {
  return z.union([z.array(item), z.object({ content: z.array(item) })]);
}

/** N4 `content`: TYPE → {count, enabled}; a type the platform leaves out counts 0 and is off. */
export const availablePromotionsSchema = z.object({
  content: z.record(z.string(), z.object({ count: wireNumber.nullish(), enabled: wireFlag.nullish() }).nullish()).nullish(),
});
export type AvailablePromotions = z.infer<typeof availablePromotionsSchema>;

/** N15: the promotion categories (shape not recorded; ours: `code` is one of SPEC §2's categories). */
export const wirePromotionCategorySchema = z.object({ id: wireId, code: wireText, name: wireText });

/** N9: one product type's rebate; `rebateValue` a percentage (our reading: 0.8 is 0.8 %). Entries at 0 are not shown. */
export const wireRebateSettingSchema = z.object({ productType: z.string(), rebateValue: wireNumber.nullish() });

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

/**
 * MCSFE_getReferralDetails (WIRE.md §7.3, asked with `autoGenerate=true`): `referralCode`,
 * `totalInvitations` and `promotionDomains` are the platform's; the rest is ours.
 */
export const referralSchema = z.object({
  referralCode: z.string(),
  totalInvitations: wireNumber,
  /** Domains the invitation link may use; none: the site's own origin. */
  promotionDomains: z.array(z.string()).nullish(),
  /** Ours: the path of the registration link under a domain. */
  referralLink: z.string(),
  rules: z.string(),
  qualifiedCount: z.number().int(),
  totalEarnings: z.number(),
  pendingEarnings: z.number(),
  friends: contentPage(referralFriendSchema),
});
export type Referral = z.infer<typeof referralSchema>;

export const promotionsContract = c.router({
  memberList: {
    method: 'GET',
    path: '/wps/relay/MCS2_getPromotionClaimList',
    responses: respond(listOf(wireMemberPromotionSchema)),
    metadata: observed('N8', { token: true, module: REWARD_CENTRE_MODULE, silent: true }),
    summary: "N8 the member's part in each promotion (status, bonus, remark); the promotions themselves come with N1",
  },
  available: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getAvailablePromotions',
    responses: respond(availablePromotionsSchema),
    metadata: observed('N4', { token: true, module: REWARD_CENTRE_MODULE, silent: true }),
    summary: 'N4 available promotions per type: the promotions badge, the missions badge and whether refer-a-friend is offered',
  },
  categories: {
    method: 'GET',
    path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
    responses: respond(listOf(wirePromotionCategorySchema)),
    metadata: observed('N15', { silent: true }),
    summary: "N15 the promotion categories N1's promoAnnouncementCategoryIds name",
  },
  apply: {
    method: 'POST',
    path: '/wps/relay/MCSFE_applyPromotion',
    body: z.object({ id: z.number().int(), remark: z.string().trim().max(FEEDBACK_MAX_CHARS).optional() }),
    responses: respond(memberPromotionSchema),
    metadata: ours({ token: true, module: REWARD_CENTRE_MODULE }),
    summary: 'Join or apply for a promotion (remark up to 140 characters)',
  },
  claim: {
    method: 'POST',
    path: '/wps/relay/MCSFE_claimIssuedPromotion',
    body: z.object({ id: z.number().int(), requestId }),
    responses: respond(claimResultSchema.extend({ promotion: memberPromotionSchema })),
    metadata: ours({ token: true, module: REWARD_CENTRE_MODULE }),
    summary: 'Claim a promotion bonus once (BONUS ledger credit); prom_claim_req_field names a missing requirement',
  },
  raffle: {
    method: 'GET',
    path: '/wps/relay/MCS2_getRafflePromotionStatus',
    responses: respond(z.object({ list: z.array(raffleSchema) })),
    metadata: observed('N7', { token: true, module: REWARD_CENTRE_MODULE, silent: true }),
    summary: 'N7 red envelope events, current first, with whether the member opened them (fields ours)',
  },
  claimRaffle: {
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    body: z.object({ raffleId: z.number().int() }),
    responses: respond(claimResultSchema.extend({ raffleId: z.number().int() })),
    metadata: observed('N6', { token: true, module: REWARD_CENTRE_MODULE }),
    summary: 'N6 open the red envelope of an active raffle once (BONUS ledger credit)',
  },
  rebateSettings: {
    method: 'GET',
    path: '/wps/relay/MCS2_getCustomerRebateSettingByProductType',
    responses: respond(listOf(wireRebateSettingSchema)),
    metadata: observed('N9', { token: true, module: REBATE_MODULE, silent: true }),
    summary: "N9 the member's rebate rate per product type",
  },
  manualRebate: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getManualRebate',
    responses: respond(manualRebateSchema),
    metadata: ours({ token: true, module: REBATE_MODULE }),
    summary: 'Rebate available per game category since the last claim',
  },
  claimRebate: {
    method: 'POST',
    path: '/wps/relay/MCSFE_claimManualRebate',
    body: z.object({ requestId }),
    responses: respond(claimResultSchema.extend({ categories: z.array(rebateCategorySchema) })),
    metadata: ours({ token: true, module: REBATE_MODULE }),
    summary: 'Claim the available rebate (REBATE ledger credit)',
  },
  rebateHistory: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getManualRebateHistory',
    query: z.object({ ...pageParams }),
    responses: respond(contentPage(rebateClaimSchema)),
    metadata: ours({ token: true, module: REBATE_MODULE }),
    summary: "The member's manual rebate claims, newest first",
  },
  referral: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getReferralDetails',
    query: z.object({
      /** WIRE.md §7.3: the code is made on the first ask. */
      autoGenerate: z.union([z.literal(true), z.literal('true').transform(() => true as const)]),
      ...pageParams,
    }),
    responses: respond(referralSchema),
    metadata: ours({ token: true }),
    summary: 'Referral code, invitations and promotion domains (WIRE.md §7.3), with invited friends and earnings',
  },
});
