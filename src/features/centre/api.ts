import { useQuery } from '@tanstack/react-query';
import { contract, routeQueryOptions } from '../../lib/api';

const COUNTS_STALE_MS = 60_000;

/** The badge counts of the member centre menu (SPEC §2: missions, messages, rewards). */
export interface CentreBadgeCounts {
  messages: number;
  missions: number;
  rewards: number;
}

/**
 * Badge counts for a real member; trial accounts fetch none (SPEC §6). The
 * unread count shares its cache entry with the header's member menu.
 */
export function useMemberCentreBadges(enabled: boolean): CentreBadgeCounts {
  const messages = useQuery({
    ...routeQueryOptions(contract.messages.unreadCount),
    select: (value) => value.count,
    enabled,
    staleTime: COUNTS_STALE_MS,
  });
  const missions = useQuery({
    ...routeQueryOptions(contract.missions.summary, { query: {} }),
    select: (value) => value.claimable,
    enabled,
    staleTime: COUNTS_STALE_MS,
  });
  const rewards = useQuery({
    ...routeQueryOptions(contract.rewards.overview),
    select: (value) => value.unclaimedCount,
    enabled,
    staleTime: COUNTS_STALE_MS,
  });
  return { messages: messages.data ?? 0, missions: missions.data ?? 0, rewards: rewards.data ?? 0 };
}
