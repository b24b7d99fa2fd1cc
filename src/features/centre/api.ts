import { useQuery } from '@tanstack/react-query';
import { contract, routeQueryOptions } from '../../lib/api';
import { useUnreadCount } from '../member';
import { useLoginState } from '../session';

const COUNTS_STALE_MS = 60_000;

/** The badge counts of the member centre menu (SPEC §2: missions, messages, rewards). */
export interface CentreBadgeCounts {
  messages: number;
  missions: number;
  rewards: number;
}

/**
 * Badge counts for a real member; trial accounts fetch none (SPEC §6). The
 * unread count is the header's own (one query, one cache entry).
 */
export function useMemberCentreBadges(): CentreBadgeCounts {
  const { isLogin, isTrial } = useLoginState();
  const realMember = isLogin && !isTrial;
  const messages = useUnreadCount();
  const missions = useQuery({
    ...routeQueryOptions(contract.missions.summary, { query: {} }),
    select: (value) => value.claimable,
    enabled: realMember,
    staleTime: COUNTS_STALE_MS,
  });
  const rewards = useQuery({
    ...routeQueryOptions(contract.rewards.overview),
    select: (value) => value.unclaimedCount,
    enabled: realMember,
    staleTime: COUNTS_STALE_MS,
  });
  return { messages, missions: missions.data ?? 0, rewards: rewards.data ?? 0 };
}
