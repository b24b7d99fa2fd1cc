import type { PromotionStatus } from '@contracts/promotions';
import type { ChipTone } from '@/components';

export type { PromotionStatus };
export type Viewer = 'guest' | 'trial' | 'member';

/**
 * What a card offers for each of SPEC §4's ten promotion statuses: an action
 * the member can take now, or why there is none.
 * - join: taking part needs nothing else; apply: it needs an application (remark);
 * - claim: a bonus is waiting; login: a guest must log in first;
 * - none: an explanation only (under review, taking part, paid, ended, not started).
 */
export type PromotionAction = 'join' | 'apply' | 'claim' | 'login' | 'none';

export function promotionAction(promotion: { status: PromotionStatus; applyRequired: boolean }, viewer: Viewer): PromotionAction {
  const { status, applyRequired } = promotion;
  const open = status === 'JOIN' || status === 'REJECTED';
  if (viewer === 'guest') return status === 'JOIN' ? 'login' : 'none';
  if (viewer === 'trial') return 'none';
  if (status === 'CLAIM') return 'claim';
  // A rejected application may be sent again; a first one needs the form when the promotion is reviewed.
  if (open) return applyRequired || status === 'REJECTED' ? 'apply' : 'join';
  return 'none';
}

/** The i18n key (under engagePromotions.explain) telling the member where it stands. */
export function explanationKey(status: PromotionStatus, viewer: Viewer): string {
  if (viewer === 'trial') return 'trial';
  if (viewer === 'guest' && status === 'JOIN') return 'guest';
  return status;
}

export const PROMOTION_STATUS_TONE: Record<PromotionStatus, ChipTone> = {
  JOIN: 'gold',
  CLAIM: 'gold',
  APPLYING: 'info',
  PROCESS: 'info',
  JOINED: 'success',
  CLAIMED: 'success',
  ISSUED: 'success',
  REJECTED: 'danger',
  CLOSE: 'neutral',
  COMING_SOON: 'warning',
};
