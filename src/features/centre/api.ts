import { useMissionsCount, useRewardsCount, useUnreadCount } from '../member';

/** The badge counts of the member centre menu (SPEC §2: missions, messages, rewards). */
export interface CentreBadgeCounts {
  messages: number;
  missions: number;
  rewards: number;
}

/**
 * Badge counts for a real member; trial accounts fetch none (SPEC §6). They
 * are the header member menu's own queries (one cache entry each), so an
 * action that changes one moves both at once.
 */
export function useMemberCentreBadges(): CentreBadgeCounts {
  return { messages: useUnreadCount(), missions: useMissionsCount(), rewards: useRewardsCount() };
}
