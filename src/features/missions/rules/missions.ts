import type { ChipTone } from '@/components';
import type { Mission } from '@contracts/missions';

/** Metrics counted in money (shown with the currency symbol); the others are counts. */
const MONEY_METRICS: ReadonlySet<Mission['metric']> = new Set(['VALID_BET', 'DEPOSIT']);

export function isMoneyMetric(metric: Mission['metric']): boolean {
  return MONEY_METRICS.has(metric);
}

/** 0..1 of the way to the target. */
export function missionProgress(mission: Pick<Mission, 'progress' | 'target'>): number {
  if (mission.target <= 0) return 1;
  return Math.min(1, Math.max(0, mission.progress / mission.target));
}

export const MISSION_STATUS_TONE: Record<Mission['status'], ChipTone> = { PROCESS: 'info', CLAIM: 'gold', CLAIMED: 'success', CLOSE: 'neutral' };

/** Claimable first, then those under way, then the claimed, then the expired; the server's order within each. */
const ORDER: Record<Mission['status'], number> = { CLAIM: 0, PROCESS: 1, CLAIMED: 2, CLOSE: 3 };

export function sortMissions<T extends Pick<Mission, 'status'>>(missions: readonly T[]): T[] {
  return missions.map((mission, index) => ({ mission, index })).sort((a, b) => ORDER[a.mission.status] - ORDER[b.mission.status] || a.index - b.index).map(({ mission }) => mission);
}

export interface BoardRow {
  rank: number;
  account: string;
  score: number;
  prize: number;
  vipRankLevel: number;
  mine: boolean;
}

/**
 * The leaderboard rows to show: the top list with the member's row marked,
 * and the member's own row pinned after it when the rank is outside the top.
 */
export function boardRows(
  list: ReadonlyArray<{ rank: number; account: string; score: number; prize: number; vipRankLevel: number }>,
  me: { rank: number | null; score: number },
  meAccount: string,
  meLevel: number,
): { top: BoardRow[]; pinned: BoardRow | null } {
  const top = list.map((row) => ({ ...row, mine: me.rank !== null && row.rank === me.rank }));
  const inTop = top.some((row) => row.mine);
  const pinned = me.rank !== null && !inTop ? { rank: me.rank, account: meAccount, score: me.score, prize: 0, vipRankLevel: meLevel, mine: true } : null;
  return { top, pinned };
}
