import { Collection } from '@msw/data';
import { z } from 'zod';
import { isoDateTime } from '../../contracts/shared/entities';
import { LEADERBOARD_PERIODS, MISSION_STATUSES, missionSchema } from '../../contracts/missions';

/** The missions every member has (catalogue). */
export const missionRecordSchema = missionSchema.omit({ progress: true, status: true, rewardItemId: true });
export type MissionRecord = z.infer<typeof missionRecordSchema>;
export const missions = new Collection({ schema: missionRecordSchema });

/**
 * A member's progress in a mission. Once completed, its reward waits in the
 * reward centre (rewardItemId) and the mission's status follows that item.
 */
export const missionProgressSchema = z.object({
  key: z.string(),
  account: z.string(),
  missionId: z.number().int(),
  progress: z.number(),
  /** PROCESS or CLOSE while there is no reward item. */
  status: z.enum(MISSION_STATUSES),
  rewardItemId: z.number().int().nullable(),
  updateTime: isoDateTime,
});
export type MissionProgress = z.infer<typeof missionProgressSchema>;
export const missionProgress = new Collection({ schema: missionProgressSchema });

/** Leaderboard scores per period (catalogue: generated from the seed). */
export const leaderboardScoreSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  account: z.string(),
  nickname: z.string(),
  avatarUrl: z.string(),
  vipRankLevel: z.number().int(),
  score: z.number().int(),
});
export const leaderboardScores = new Collection({ schema: leaderboardScoreSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = { missionProgress };
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = { missions, leaderboardScores };
