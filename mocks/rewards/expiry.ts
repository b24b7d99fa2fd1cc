import { now, REFERENCE_DATE, worldReferenceDate } from '../engine/clock';
import type { RewardRecord } from './collections';

/**
 * A claimable item whose expiry time has passed is expired (CLOSE). The
 * status is derived whenever an item is read, so expiry needs no timer and no
 * write, and a claim racing the deadline sees the same answer as the list.
 */
export function currentStatus(item: Pick<RewardRecord, 'status' | 'expireTime'>, at = now()): RewardRecord['status'] {
  return item.status === 'CLAIM' && item.expireTime !== null && Date.parse(item.expireTime) <= at ? 'CLOSE' : item.status;
}

/** The item as it stands now (see currentStatus). */
export function withCurrentStatus(item: RewardRecord, at = now()): RewardRecord {
  const status = currentStatus(item, at);
  return status === item.status ? item : { ...item, status };
}

const DAY_MS = 86_400_000;

/**
 * A seeded deadline `days` ahead, counted from the day the world runs rather
 * than from its reference date: a pinned reference (Node tests) lies in the
 * past, and what the seed plans as still open must be open when the world
 * runs. In the demo both days are today.
 */
export function daysAhead(days: number): string {
  const start = Math.max(REFERENCE_DATE.getTime(), worldReferenceDate(now()).getTime());
  return new Date(start + days * DAY_MS).toISOString();
}
