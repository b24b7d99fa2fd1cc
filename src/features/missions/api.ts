import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LEADERBOARD_PERIODS, MISSION_PERIODS } from '../../../contracts/missions';
import { contract, routeQueryOptions, useRouteMutation } from '../../lib/api';

export type MissionPeriod = (typeof MISSION_PERIODS)[number];
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** Rows of the leaderboard shown: the top of the board, the member's own row pinned below when outside it. */
export const LEADERBOARD_LIMIT = 20;

/**
 * The member's missions. Always the whole list (the centre's missions badge
 * reads the same cache entry); the period filter is applied on the page.
 */
export function useMissions() {
  return useQuery({ ...routeQueryOptions(contract.missions.summary, { query: {} }), staleTime: 60_000 });
}

/** The leaderboard of a period: rank, masked name and score, with the member's own place. */
export function useLeaderboard(period: LeaderboardPeriod) {
  return useQuery({
    ...routeQueryOptions(contract.missions.leaderboard, { query: { period, limit: LEADERBOARD_LIMIT } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export interface ClaimInput {
  /** The reward-centre item that pays a completed mission. */
  rewardItemId: number;
  requestId: string;
}

/**
 * Claims a completed mission's reward once (through its reward-centre item):
 * the mission turns CLAIMED, the missions and rewards badges drop, and the
 * wallet (header) and points move.
 */
export function useClaimMission() {
  return useRouteMutation(contract.rewards.claim, {
    toArgs: (input: ClaimInput) => ({ body: { id: input.rewardItemId, requestId: input.requestId } }),
    invalidates: [
      contract.missions.summary,
      contract.missions.leaderboard,
      contract.rewards.overview,
      contract.rewards.list,
      contract.wallet.getBalance,
      contract.points.balance,
      contract.records.transactions,
    ],
    exclusive: true,
  });
}
