import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RankProgress, RewardItem } from '@contracts/rewards';
import { rewardForPromotion } from './rules/rewardStatus';
import { contract, routeQueryKeyPrefix, routeQueryOptions, useRouteMutation, type RouteValue } from '../../lib/api';
import { BALANCE_MOVED, setMainBalance } from '@/features/member';

/** Rows a page of the reward centre shows. */
export const REWARD_CENTRE_PAGE_SIZE = 8;

/** What a claim changes besides the reward itself: the badge, the wallet and points, the ledger. */
const AFTER_CLAIM = [
  contract.rewards.overview,
  contract.rewards.list,
  ...BALANCE_MOVED,
  contract.points.balance,
  contract.records.transactions,
  contract.missions.summary,
  // N4: a mission's reward claimed here lowers the missions badge.
  contract.promotions.available,
] as const;

/** VIP level, progress, perks per level, the unclaimed badge (the rewards page). */
export function useRewardsOverview() {
  return useQuery({ ...routeQueryOptions(contract.rewards.overview), staleTime: 60_000 });
}

export interface RewardCentrePage {
  rows: RewardItem[];
  totalPages: number;
  totalCount: number;
  unclaimedCount: number;
}

const toPage = (value: RouteValue<typeof contract.rewards.list>): RewardCentrePage => ({
  rows: value.content,
  totalPages: value.totalPages ?? 1,
  totalCount: value.totalCount ?? value.content.length,
  unclaimedCount: value.unclaimedCount,
});

/** One page of the reward centre: claimable first, then newest (the server's order). */
export function useRewardCentre(page: number) {
  return useQuery({
    ...routeQueryOptions(contract.rewards.list, { query: { page, size: REWARD_CENTRE_PAGE_SIZE } }),
    select: toPage,
    placeholderData: keepPreviousData,
  });
}

/** Enough rows to find the item an announcement names, whatever page it sits on. */
const SPOTLIGHT_PAGE_SIZE = 200;

/** The member's item for a promotion an announcement named (a claimable one first), or undefined when it has none. */
export function useRewardSpotlight(promotionId: number) {
  return useQuery({
    ...routeQueryOptions(contract.rewards.list, { query: { page: 1, size: SPOTLIGHT_PAGE_SIZE } }),
    enabled: promotionId > 0,
    select: (value) => rewardForPromotion(value.content, promotionId),
  });
}

/** N14 as the rewards page reads it: the rank and the turnover towards the next one. */
export interface RankView {
  rankName: string;
  totalTurnover: number;
  monthlyActual: number;
  monthlyExpected: number;
  /** 0..1 of the monthly turnover; 1 when nothing more is expected (the top rank). */
  progress: number;
  completedConditions: number;
  totalConditions: number;
}

export function selectRankProgress(value: RankProgress): RankView {
  const actual = Math.max(0, value.monthlyTurnover?.actual ?? 0);
  const expected = Math.max(0, value.monthlyTurnover?.expected ?? 0);
  return {
    rankName: value.playerRankName ?? '',
    totalTurnover: value.totalTurnover ?? 0,
    monthlyActual: actual,
    monthlyExpected: expected,
    progress: expected > 0 ? Math.min(1, actual / expected) : 1,
    completedConditions: Math.max(0, value.completedConditions ?? 0),
    totalConditions: Math.max(0, value.totalExpectedConditions ?? 0),
  };
}

/** N14 (silent): a failure leaves the rank panel on the overview's level alone. */
export function useRankProgress() {
  return useQuery({ ...routeQueryOptions(contract.rewards.rankProgress), staleTime: 60_000, select: selectRankProgress });
}

/** The header reads the balance query: the claim's own answer moves it at once, before the refetch. */
function useSetBalance() {
  const client = useQueryClient();
  return (balance: number) => setMainBalance(client, balance);
}

/**
 * Claims one reward; a fresh requestId per claim, so a resent request never pays twice.
 * A refusal means the item moved on (claimed elsewhere, or expired while the page was open):
 * the list is read again so the card shows where it stands.
 */
export function useClaimReward() {
  const setBalance = useSetBalance();
  const client = useQueryClient();
  return useRouteMutation(contract.rewards.claim, {
    toArgs: (id: number) => ({ body: { id, requestId: crypto.randomUUID() } }),
    invalidates: AFTER_CLAIM,
    onSuccess: (value) => setBalance(value.balance),
    onError: () => {
      for (const stale of [contract.rewards.list, contract.rewards.overview]) void client.invalidateQueries({ queryKey: routeQueryKeyPrefix(stale) });
    },
  });
}

/** What a claim-all answers: each item claimed or refused on its own, and the totals. */
export type ClaimAllValue = RouteValue<typeof contract.rewards.claimAll>;

/** Claims every claimable reward in one call; the answer reports each item. */
export function useClaimAllRewards() {
  const setBalance = useSetBalance();
  return useRouteMutation(contract.rewards.claimAll, {
    toArgs: (_input: void) => ({ body: { requestId: crypto.randomUUID() } }),
    invalidates: AFTER_CLAIM,
    exclusive: true,
    onSuccess: (value) => setBalance(value.balance),
  });
}
