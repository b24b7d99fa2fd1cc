import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { respond } from './shared/envelope';
import { isoDateTime } from './shared/entities';
import { observed, ours } from './shared/meta';
import { requestId } from './shared/paging';
import { contentPage, pageParams } from './messages';
import { wireId, wireNumber, wireText } from './notices';
import { REWARD_CENTRE_MODULE } from './promotions';

const c = initContract();

/** Where a reward-centre item comes from. */
export const REWARD_SOURCES = ['PROMOTION', 'MISSION', 'VIP', 'REFERRAL', 'EVENT'] as const;
/**
 * Reward-centre statuses, a subset of SPEC §4's promotion statuses:
 * PROCESS not yet claimable, CLAIM claimable, CLAIMED done, CLOSE expired.
 */
export const REWARD_STATUSES = ['PROCESS', 'CLAIM', 'CLAIMED', 'CLOSE'] as const;

export const rewardItemSchema = z.object({
  id: z.number().int(),
  source: z.enum(REWARD_SOURCES),
  title: z.string(),
  description: z.string(),
  iconUrl: z.string(),
  /** Cash credited to the wallet on claim (BONUS ledger row); 0 when none. */
  amount: z.number(),
  /** Points credited on claim; 0 when none. */
  points: z.number().int(),
  status: z.enum(REWARD_STATUSES),
  createTime: isoDateTime,
  expireTime: isoDateTime.nullable(),
  claimTime: isoDateTime.nullable(),
  /** The promotion behind a PROMOTION item: the announcement's go-to-promotion lands on it. */
  promotionId: z.number().int().nullable(),
});
export type RewardItem = z.infer<typeof rewardItemSchema>;

export const vipLevelSchema = z.object({
  level: z.number().int(),
  label: z.string(),
  /** Lifetime valid bet needed to reach the level. */
  requiredValidBet: z.number(),
  upgradeBonus: z.number(),
  birthdayBonus: z.number(),
  weeklyBonus: z.number(),
  /** Rebate rate multiplier applied to manual rebate. */
  rebateBoost: z.number(),
  dailyWithdrawLimit: z.number(),
  /** Points earned per unit of valid bet, relative to level 0. */
  pointsMultiplier: z.number(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const rewardsOverviewSchema = z.object({
  /** The member's level; how far towards the next one is N14's (rankProgress). */
  vip: z.object({
    level: z.number().int(),
    label: z.string(),
    nextLevel: z.number().int().nullable(),
    nextLabel: z.string().nullable(),
  }),
  levels: z.array(vipLevelSchema),
  /** Reward-centre items waiting to be claimed: the rewards badge. */
  unclaimedCount: z.number().int(),
  unclaimedAmount: z.number(),
  /** The most recent reward-centre items of every status. */
  recent: z.array(rewardItemSchema),
});
export type RewardsOverview = z.infer<typeof rewardsOverviewSchema>;

/**
 * N14 (WIRE.md §6.6): the member's rank and the turnover towards the next one. Numbers may arrive as
 * strings; every field may be missing (the select supplies defaults).
 */
export const rankProgressSchema = z.object({
  playerRankName: wireText,
  monthlyTurnover: z.object({ actual: wireNumber.nullish(), expected: wireNumber.nullish() }).nullish(),
  totalTurnover: wireNumber.nullish(),
  completedConditions: wireNumber.nullish(),
  totalExpectedConditions: wireNumber.nullish(),
  labelId: wireId.nullish(),
});
export type RankProgress = z.infer<typeof rankProgressSchema>;

/** A claimed reward-centre item with the balances after it. */
export const claimedRewardSchema = z.object({
  item: rewardItemSchema,
  /** MAIN balance after the claim. */
  balance: z.number(),
  /** Points balance after the claim. */
  points: z.number().int(),
});

export const rewardsContract = c.router({
  overview: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getRewardsOverview',
    responses: respond(rewardsOverviewSchema),
    metadata: ours({ token: true, module: REWARD_CENTRE_MODULE }),
    summary: 'Rewards page: VIP level, level perks, unclaimed rewards badge',
  },
  rankProgress: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerRankProgress',
    responses: respond(rankProgressSchema),
    metadata: observed('N14', { token: true, silent: true }),
    summary: 'N14 the VIP rank and the monthly turnover towards the next one',
  },
  list: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getRewardCentre',
    query: z.object({ ...pageParams, status: z.enum(REWARD_STATUSES).optional() }),
    responses: respond(contentPage(rewardItemSchema).extend({ unclaimedCount: z.number().int() })),
    metadata: ours({ token: true, module: REWARD_CENTRE_MODULE }),
    summary: 'Reward centre items with statuses, claimable first then newest',
  },
  claim: {
    method: 'POST',
    path: '/wps/relay/MCSFE_claimReward',
    body: z.object({ id: z.number().int(), requestId }),
    responses: respond(claimedRewardSchema),
    metadata: ours({ token: true, module: REWARD_CENTRE_MODULE }),
    summary: 'Claim a reward once (cash as a BONUS ledger credit, points to the points balance)',
  },
  claimAll: {
    method: 'POST',
    path: '/wps/relay/MCSFE_claimAllRewards',
    body: z.object({ requestId }),
    responses: respond(
      z.object({
        /** One row per item that was claimable when the call arrived, each claimed or refused on its own. */
        results: z.array(
          z.object({
            id: z.number().int(),
            title: z.string(),
            claimed: z.boolean(),
            amount: z.number(),
            points: z.number().int(),
            /** The refusal code of an item that could not be claimed. */
            code: z.string().nullable(),
          }),
        ),
        totalAmount: z.number(),
        totalPoints: z.number().int(),
        balance: z.number(),
        points: z.number().int(),
      }),
    ),
    metadata: ours({ token: true, module: REWARD_CENTRE_MODULE }),
    summary: 'Claim every claimable reward in one go, each reported (BONUS ledger credits and points)',
  },
});
