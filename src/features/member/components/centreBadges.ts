import { useMissionsCount, useRewardsCount, useUnreadCount } from '../api';

/**
 * The centre menus' badge counts for a real member; trial accounts fetch none (SPEC §6). They are the
 * header member menu's own queries (one cache entry each), so an action that changes one moves both at once.
 */
export function useMemberCentreBadges(): { messages: number; missions: number; rewards: number } {
  return { messages: useUnreadCount(), missions: useMissionsCount(), rewards: useRewardsCount() };
}
