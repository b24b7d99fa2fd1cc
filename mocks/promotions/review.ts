import { isoNow, now } from '../engine/clock';
import { exclusive, operationKey } from '../engine/lock';
import { deliverMessage } from '../messages/deliver';
import { post } from '../wallet/ledger';
import { participations, promotions } from './collections';

/**
 * How long the simulated back office takes to review an application: long
 * enough for QA to see APPLYING, short enough to watch it turn ISSUED.
 */
export const PROMOTION_REVIEW_MS = 2 * 60_000;

/** When an application made now is reviewed. */
export const reviewAtFromNow = (): string => new Date(now() + PROMOTION_REVIEW_MS).toISOString();

/**
 * Moves the member's applications along the clock, lazily, whenever its
 * promotions are read or changed: an APPLYING application whose review time
 * has come is approved, its bonus paid (a BONUS ledger row) and the promotion
 * ISSUED, with a message to the member. Seeded applications carry no review
 * time: they wait for a human reviewer, as on a real back office.
 */
export async function settleReviewsHeld(account: string): Promise<void> {
  const at = now();
  for (const part of participations.findMany((q) => q.where({ account, status: 'APPLYING' }))) {
    if (!part.reviewAt || Date.parse(part.reviewAt) > at) continue;
    const promotion = promotions.findFirst((q) => q.where({ id: part.promotionId }));
    const amount = part.bonusAmount ?? promotion?.bonusAmount ?? 0;
    const title = promotion?.title ?? `#${part.promotionId}`;
    const time = amount > 0 ? (await post(account, 'BONUS', amount, `PROMO-${part.promotionId}`, `Promotion bonus: ${title}`, part.reviewAt)).createTime : part.reviewAt;
    await participations.update((q) => q.where({ key: part.key }), {
      data(draft) {
        draft.status = 'ISSUED';
        draft.bonusAmount = amount || null;
        draft.claimTime = time;
        draft.updateTime = time;
      },
    });
    await deliverMessage(
      account,
      `Application approved: ${title}`,
      `<p>Your application for <strong>${title}</strong> was approved${amount > 0 ? ` and <strong>${amount.toFixed(2)}</strong> was credited to your wallet` : ''}.</p>`,
      'personal',
      isoNow(),
    );
  }
}

/** settleReviewsHeld for a caller that does not hold the member's operation key yet. */
export function settleReviews(account: string): Promise<void> {
  return exclusive([operationKey(account)], () => settleReviewsHeld(account));
}
