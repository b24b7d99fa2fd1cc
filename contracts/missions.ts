import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { GAME_TYPES } from './shared/constants';
import { respond } from './shared/envelope';
import { isoDateTime } from './shared/entities';
import { meta } from './shared/meta';

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

export const missionSummarySchema = z.object({
  missions: z.array(missionSchema),
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

export const missionsContract = c.router({
  summary: {
    method: 'GET',
    path: '/wps/relay/missions/summary',
    query: z.object({ period: z.enum(MISSION_PERIODS).optional() }),
    responses: respond(missionSummarySchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: "The member's missions with progress and the missions badge count",
  },
  leaderboard: {
    method: 'GET',
    path: '/wps/relay/missions/leaderboard',
    query: z.object({
      period: z.enum(LEADERBOARD_PERIODS).default('WEEKLY'),
      limit: z.coerce.number().int().min(1).max(100).default(50),
    }),
    responses: respond(
      z.object({
        period: z.enum(LEADERBOARD_PERIODS),
        periodStart: isoDateTime,
        periodEnd: isoDateTime,
        list: z.array(leaderboardRowSchema),
        /** The member's own row; rank null when it has no score in the period. */
        me: z.object({ rank: z.number().int().nullable(), score: z.number().int() }),
      }),
    ),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Mission leaderboard ranking (missionLeaderboard) for a period',
  },
});
