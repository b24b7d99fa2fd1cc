import type { POINTS_DETAIL_TYPES } from '../../contracts/points';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { isoNow } from '../engine/clock';
import { exclusive } from '../engine/lock';
import { refuse } from '../engine/refusal';
import { nextIdOf } from '../engine/helpers';
import { pointsAccounts, pointsDetails, type PointsAccount, type PointsDetailRecord } from './collections';

type PointsDetailType = (typeof POINTS_DETAIL_TYPES)[number];

export function pointsAccountOf(account: string): PointsAccount | undefined {
  return pointsAccounts.findFirst((q) => q.where({ account }));
}

export function pointsOf(account: string): number {
  return pointsAccountOf(account)?.points ?? 0;
}

/**
 * The only way a point balance changes: one details row per change. Spending
 * below zero is refused with INSUFFICIENT_POINTS. Points never expire.
 */
export function changePoints(
  account: string,
  type: PointsDetailType,
  points: number,
  remark: string,
  reference: string,
  at: string = isoNow(),
): Promise<PointsDetailRecord> {
  // Read, check and write as one section: parallel changes queue instead of writing a stale balance.
  return exclusive([`points:${account}`], () => changePointsHeld(account, type, points, remark, reference, at));
}

async function changePointsHeld(
  account: string, type: PointsDetailType, points: number, remark: string, reference: string, at: string,
): Promise<PointsDetailRecord> {
  const delta = Math.trunc(points);
  let row = pointsAccountOf(account);
  if (!row) row = await pointsAccounts.create({ account, points: 0, totalEarned: 0, totalSpent: 0 });
  const balanceAfter = row.points + delta;
  if (balanceAfter < 0) throw refuse(ERROR_CODES.INSUFFICIENT_POINTS, 'Not enough points');
  await pointsAccounts.update((q) => q.where({ account }), {
    data(draft) {
      draft.points = balanceAfter;
      // A refund gives back spent points rather than earning new ones.
      if (type === 'REFUND') draft.totalSpent -= delta;
      else if (delta > 0) draft.totalEarned += delta;
      else draft.totalSpent -= delta;
    },
  });
  return pointsDetails.create({ id: nextIdOf(pointsDetails), account, type, points: delta, balanceAfter, remark, reference, createTime: at });
}
