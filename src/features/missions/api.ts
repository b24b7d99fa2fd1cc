import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LEADERBOARD_PERIODS, MISSION_PERIODS } from '@contracts/missions';
import { contract, routeQueryOptions, useRouteMutation } from '../../lib/api';
import { BALANCE_MOVED } from '@/features/member';

export type MissionPeriod = (typeof MISSION_PERIODS)[number];
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** Rows of the leaderboard shown: the top of the board, the member's own row pinned below when outside it. */
export const LEADERBOARD_LIMIT = 20;

/** The member's missions (N28), always the whole list: the period filter is applied on the page. */
export function useMissions() {
  return useQuery({ ...routeQueryOptions(contract.missions.summary), staleTime: 60_000 });
}

/**
 * The leaderboard of a period (N29, asked by its mission id, which the summary names): rank, masked
 * name and score, with the member's own place. Only the top LEADERBOARD_LIMIT rows are shown.
 */
export function useLeaderboard(period: LeaderboardPeriod) {
  const missions = useMissions();
  const missionId = missions.data?.leaderboards.find((board) => board.period === period)?.missionId;
  const query = useQuery({
    ...routeQueryOptions(contract.missions.leaderboard, { query: { missionId: missionId ?? 0 } }),
    enabled: missionId !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    select: (value) => ({ ...value, list: value.list.slice(0, LEADERBOARD_LIMIT) }),
  });
  // No board for the period (or no summary): an error, not an endless wait.
  return { ...query, isError: query.isError || missions.isError || (missions.isSuccess && missionId === undefined) };
}

/**
 * Claims a completed mission's reward once (§7.2 claimMissionRewards; a mission is one milestone):
 * the mission turns CLAIMED, the missions and rewards badges drop, and the wallet (header) and points
 * move. `no_mission_claim` is the pipeline's dialog (WIRE.md §4.4).
 */
export function useClaimMission() {
  return useRouteMutation(contract.missions.claim, {
    toArgs: (missionId: number) => ({ body: { milestoneId: missionId, claimLeaderboard: false } }),
    invalidates: [
      contract.missions.summary,
      contract.missions.leaderboard,
      contract.promotions.available,
      contract.rewards.overview,
      contract.rewards.list,
      ...BALANCE_MOVED,
      contract.points.balance,
      contract.records.transactions,
    ],
    exclusive: true,
  });
}
