import { now } from '../engine/clock';
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
