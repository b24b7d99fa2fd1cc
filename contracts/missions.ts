import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { GAME_TYPES } from './shared/constants';
import { respond } from './shared/envelope';
import { isoDateTime } from './shared/entities';
import { observed, ours } from './shared/meta';
import { claimedRewardSchema } from './rewards';

const c = initContract();

export const MISSION_PERIODS = ['DAILY', 'WEEKLY', 'ACHIEVEMENT'] as const;
/** What a mission counts. */
export const MISSION_METRICS = ['VALID_BET', 'BET_COUNT', 'DEPOSIT', 'LOGIN_DAYS', 'WIN_COUNT'] as const;
/**
 * Mission statuses, a subset of SPEC §4's promotion statuses: PROCESS under
 * way, CLAIM done (its reward waits in the reward centre), CLAIMED, CLOSE expired.
 */
export const MISSION_STATUSES = ['PROCESS', 'CLAIM', 'CLAIMED', 'CLOSE'] as const;
export const LEADERBOARD_PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;

export const missionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  iconUrl: z.string(),
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(MISSION_METRICS),
  /** Only bets of this category count; null for any. */
  gameType: z.enum(GAME_TYPES).nullable(),
  target: z.number(),
  progress: z.number(),
  rewardAmount: z.number(),
  rewardPoints: z.number().int(),
  /** Score it adds to the mission leaderboard when completed. */
  score: z.number().int(),
  status: z.enum(MISSION_STATUSES),
  startTime: isoDateTime,
  endTime: isoDateTime.nullable(),
  /** The reward-centre item that pays the reward (claim it there), once completed. */
  rewardItemId: z.number().int().nullable(),
});
export type Mission = z.infer<typeof missionSchema>;

/** A leaderboard is asked by its mission id (N29); the summary names the one of each period. */
export const leaderboardRefSchema = z.object({ missionId: z.number().int(), period: z.enum(LEADERBOARD_PERIODS) });

export const missionSummarySchema = z.object({
  missions: z.array(missionSchema),
  leaderboards: z.array(leaderboardRefSchema),
  total: z.number().int(),
  completed: z.number().int(),
  /** Missions whose reward waits to be claimed: the missions badge. */
  claimable: z.number().int(),
  claimed: z.number().int(),
  /** Leaderboard score the member earned from missions. */
  score: z.number().int(),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  /** Masked username, e.g. lu***01. */
  account: z.string(),
  nickname: z.string(),
  avatarUrl: z.string(),
  vipRankLevel: z.number().int(),
  score: z.number().int(),
  /** Prize for the rank at the end of the period; 0 below the prize ranks. */
  prize: z.number(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** How many rows a leaderboard answer carries (the top of the board). */
export const LEADERBOARD_ROWS = 50;

export const missionsContract = c.router({
  summary: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    responses: respond(missionSummarySchema),
    metadata: observed('N28', { token: true }),
    summary: "N28 the member's missions with progress, the missions' claim count and the leaderboards (fields ours)",
  },
  leaderboard: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    query: z.object({ missionId: z.coerce.number().int().positive() }),
    responses: respond(
      z.object({
        period: z.enum(LEADERBOARD_PERIODS),
        periodStart: isoDateTime,
        periodEnd: isoDateTime,
        /** The top LEADERBOARD_ROWS ranks. */
        list: z.array(leaderboardRowSchema),
        /** The member's own row; rank null when it has no score in the period. */
        me: z.object({ rank: z.number().int().nullable(), score: z.number().int() }),
      }),
    ),
    metadata: observed('N29', { token: true }),
    summary: 'N29 a mission leaderboard by missionId: ranks, masked names, prizes and the member\'s own place (fields ours)',
  },
  claim: {
    method: 'POST',
    path: '/wps/relay/MCSFE_claimMissionRewards',
    body: z.object({ milestoneId: z.number().int().positive(), claimLeaderboard: z.boolean() }),
    responses: respond(claimedRewardSchema),
    metadata: ours({ token: true }),
    summary: 'Claim a completed mission\'s reward once (WIRE.md §7.2 claimMissionRewards); no_mission_claim when none waits',
  },
});
