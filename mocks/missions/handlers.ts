import { contract } from '../../contracts';
import type { Mission } from '../../contracts/missions';
import { requireRealMember } from '../engine/auth';
import { implement } from '../engine/implement';
import { ok } from '../engine/refusal';
import { maskAccount } from '../records/helpers';
import { rewardItems } from '../rewards/collections';
import { currentStatus } from '../rewards/expiry';
import { leaderboardScores, missionProgress, missions } from './collections';
import { periodBounds, prizeFor } from './periods';

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

export const missionsImpl = implement(contract.missions, {
  summary: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const all = missionsOf(member.account);
    const rows = all.filter((mission) => !query.period || mission.period === query.period);
    const done = (mission: Mission) => mission.status === 'CLAIM' || mission.status === 'CLAIMED';
    return ok({
      missions: rows,
      total: rows.length,
      completed: rows.filter(done).length,
      claimable: rows.filter((mission) => mission.status === 'CLAIM').length,
      claimed: rows.filter((mission) => mission.status === 'CLAIMED').length,
      score: all.filter(done).reduce((sum, mission) => sum + mission.score, 0),
    });
  },

  leaderboard: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const ranked = leaderboardScores
      .findMany((q) => q.where({ period: query.period }))
      .sort((a, b) => b.score - a.score || a.account.localeCompare(b.account));
    const bounds = periodBounds(query.period);
    const mine = ranked.findIndex((row) => row.account === member.account);
    return ok({
      period: query.period,
      periodStart: bounds.start,
      periodEnd: bounds.end ?? bounds.start,
      list: ranked.slice(0, query.limit).map((row, index) => ({
        rank: index + 1,
        account: maskAccount(row.account),
        nickname: row.nickname,
        avatarUrl: row.avatarUrl,
        vipRankLevel: row.vipRankLevel,
        score: row.score,
        prize: prizeFor(query.period, index + 1),
      })),
      me: { rank: mine >= 0 ? mine + 1 : null, score: mine >= 0 ? (ranked[mine]?.score ?? 0) : 0 },
    });
  },
});
