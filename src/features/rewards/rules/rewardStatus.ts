import type { ChipTone } from '@/components';
import type { RewardItem } from '@contracts/rewards';

/** Each reward-centre status as a chip tone: what can be claimed stands out, what is over recedes. */
export const REWARD_STATUS_TONE: Record<RewardItem['status'], ChipTone> = {
  CLAIM: 'gold',
  PROCESS: 'info',
  CLAIMED: 'success',
  CLOSE: 'neutral',
};

/** The item an announcement's go-to-promotion names, if the member has one for that promotion. */
export function rewardForPromotion(items: readonly RewardItem[], promotionId: number): RewardItem | undefined {
  const matches = items.filter((item) => item.promotionId === promotionId);
  // A claimable one first: that is what the member came for.
  return matches.find((item) => item.status === 'CLAIM') ?? matches[0];
}

/** 0..100 for a progress bar, from the overview's 0..1. */
export const progressPercent = (progress: number): number => Math.round(Math.min(1, Math.max(0, progress)) * 1000) / 10;
