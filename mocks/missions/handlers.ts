import { contract } from '../../contracts';
import { LEADERBOARD_PERIODS, LEADERBOARD_ROWS, type Mission } from '../../contracts/missions';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireRealMember } from '../engine/auth';
import { implement } from '../engine/implement';
import { ok, refuse } from '../engine/refusal';
import { claimRewardItemHeld } from '../rewards/handlers';
import { exclusive, operationKey } from '../engine/lock';
import { maskAccount } from '../engine/helpers';
import { rewardItems } from '../rewards/collections';
import { currentStatus } from '../rewards/expiry';
import { leaderboardScores, missionProgress, missions } from './collections';
import { periodBounds, prizeFor } from './periods';

type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** A mission as the member sees it: its progress, and a status that follows its reward item once completed. */
function missionsOf(account: string): Mission[] {
  return missions
    .findMany()
    .sort((a, b) => a.id - b.id)
    .map((mission) => {
      const part = missionProgress.findFirst((q) => q.where({ key: `${account}:${mission.id}` }));
      const item = part?.rewardItemId ? rewardItems.findFirst((q) => q.where({ id: part.rewardItemId ?? -1, account })) : undefined;
      return {
        ...mission,
        progress: Math.min(part?.progress ?? 0, mission.target),
        status: item ? currentStatus(item) : (part?.status ?? 'PROCESS'),
        rewardItemId: item?.id ?? null,
      };
    });
}

/** Missions whose reward waits to be claimed: the missions badge (N4 MISSION). */
export function claimableMissionCount(account: string): number {
  return missionsOf(account).filter((mission) => mission.status === 'CLAIM').length;
}

/** The leaderboard "missions" N29 is asked for, one per period (the platform numbers them itself). */
export const LEADERBOARD_MISSION_IDS: Record<LeaderboardPeriod, number> = { DAILY: 901, WEEKLY: 902, MONTHLY: 903 };

export const missionsImpl = implement(contract.missions, {
  summary: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    const rows = missionsOf(member.account);
    const done = (mission: Mission) => mission.status === 'CLAIM' || mission.status === 'CLAIMED';
    return ok({
      missions: rows,
      leaderboards: LEADERBOARD_PERIODS.map((period) => ({ missionId: LEADERBOARD_MISSION_IDS[period], period })),
      total: rows.length,
      completed: rows.filter(done).length,
      claimable: rows.filter((mission) => mission.status === 'CLAIM').length,
      claimed: rows.filter((mission) => mission.status === 'CLAIMED').length,
      score: rows.filter(done).reduce((sum, mission) => sum + mission.score, 0),
    });
  },

  leaderboard: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const period = LEADERBOARD_PERIODS.find((candidate) => LEADERBOARD_MISSION_IDS[candidate] === query.missionId);
    if (!period) throw refuse(ERROR_CODES.NOT_FOUND, 'No such leaderboard', 404);
    const ranked = leaderboardScores
      .findMany((q) => q.where({ period }))
      .sort((a, b) => b.score - a.score || a.account.localeCompare(b.account));
    const bounds = periodBounds(period);
    const mine = ranked.findIndex((row) => row.account === member.account);
    return ok({
      period,
      periodStart: bounds.start,
      periodEnd: bounds.end ?? bounds.start,
      list: ranked.slice(0, LEADERBOARD_ROWS).map((row, index) => ({
        rank: index + 1,
        account: maskAccount(row.account),
        nickname: row.nickname,
        avatarUrl: row.avatarUrl,
        vipRankLevel: row.vipRankLevel,
        score: row.score,
        prize: prizeFor(period, index + 1),
      })),
      me: { rank: mine >= 0 ? mine + 1 : null, score: mine >= 0 ? (ranked[mine]?.score ?? 0) : 0 },
    });
  },

  // §7.2 claimMissionRewards: a mission is one milestone; its reward is the reward-centre item it made.
  claim: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    // One section per member: of a burst, the first claims and the rest find nothing left.
    const value = await exclusive([operationKey(member.account)], async () => {
      const mission = missionsOf(member.account).find((candidate) => candidate.id === body.milestoneId);
      if (!mission || mission.status !== 'CLAIM' || mission.rewardItemId === null) {
        throw refuse(ERROR_CODES.NO_MISSION_CLAIM, 'There is no mission reward to claim');
      }
      return claimRewardItemHeld(member.account, mission.rewardItemId);
    });
    return ok(value);
  },
});
