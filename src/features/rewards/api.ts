import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RewardItem } from '../../../contracts/rewards';
import { contract, routeKeyPrefix, routeQueryOptions, useRouteMutation, type RouteValue } from '../../lib/api';
import { withMainBalance } from '../member';

/** Rows a page of the reward centre shows. */
export const REWARD_CENTRE_PAGE_SIZE = 8;

/** What a claim changes besides the reward itself: the badge, the wallet and points, the ledger. */
const AFTER_CLAIM = [
  contract.rewards.overview,
  contract.rewards.list,
  contract.wallet.getBalance,
  contract.points.balance,
  contract.records.transactions,
  contract.missions.summary,
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
  rows: value.list,
  totalPages: value.totalPages,
  totalCount: value.totalCount,
  unclaimedCount: value.unclaimedCount,
});

/** One page of the reward centre: claimable first, then newest (the server's order). */
export function useRewardCentre(pageNo: number) {
  return useQuery({
    ...routeQueryOptions(contract.rewards.list, { query: { pageNo, pageSize: REWARD_CENTRE_PAGE_SIZE } }),
    select: toPage,
    placeholderData: keepPreviousData,
  });
}

/** The header reads the balance query: the claim's own answer moves it at once, before the refetch. */
function useSetBalance() {
  const client = useQueryClient();
  return (balance: number) =>
    client.setQueryData(routeQueryOptions(contract.wallet.getBalance).queryKey, (value) => (value ? withMainBalance(value, balance) : value));
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
      for (const stale of [contract.rewards.list, contract.rewards.overview]) void client.invalidateQueries({ queryKey: routeKeyPrefix(stale) });
    },
  });
}

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
