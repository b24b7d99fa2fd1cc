import type { ChipTone } from '@/components';
import type { Referral } from '@contracts/promotions';

export type FriendStatus = Referral['friends']['content'][number]['status'];

/** A friend moves from registered to deposited to qualified (the referrer's reward is earned). */
export const FRIEND_STATUS_TONE: Record<FriendStatus, ChipTone> = { REGISTERED: 'neutral', DEPOSITED: 'info', QUALIFIED: 'success' };

/** The absolute registration link: the site origin, the app's base path, then the server's path and query. */
export function absoluteLink(origin: string, basedPath: string): string {
  return new URL(basedPath, origin).href;
}
