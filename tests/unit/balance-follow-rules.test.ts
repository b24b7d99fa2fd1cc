import { describe, expect, it } from 'vitest';
import { FRESH_ORDER_MS, LIVE_POLL_MS, STALE_POLL_MS, liveIds, ordersSettled, pendingPollMs, watchRange } from '../../src/features/cashier/rules/pending';
import { depositIsLive, withdrawalIsLive } from '../../src/features/cashier/rules/timeline';
import {
  HIDDEN_REFETCH_MS, hiddenLongEnough, moneyChannelName, msUntilNextSince, readMoneyMessage, sessionMarker, sinceChange,
} from '../../src/features/member/rules/balanceFollow';
import type { DepositOrder, Withdrawal } from '../../contracts/wallet';

/** Issue 35 point 1's pure rules: pending detection and polling, the tab's return, the header's "updated" text, the tabs' messages. */

const NOW = Date.parse('2026-11-28T12:00:00Z');
const deposit = (id: number, status: DepositOrder['status'], updateTime = '2026-11-28T11:59:00Z') => ({ id, status, updateTime }) as DepositOrder;
const withdrawal = (id: number, status: Withdrawal['status'], confirmation: Withdrawal['confirmation'] = null) =>
  ({ id, status, confirmation, createTime: '2026-11-28T11:00:00Z', reviewTime: null }) as Withdrawal;

describe('pending orders', () => {
  it('lists the ids of the live orders: a pending deposit; a pending withdrawal or a paid one awaiting confirmation', () => {
    expect(liveIds([deposit(1, 'PENDING'), deposit(2, 'APPROVED'), deposit(3, 'EXPIRED')], depositIsLive)).toEqual(new Set([1]));
    expect(liveIds([withdrawal(1, 'PENDING'), withdrawal(2, 'PAID'), withdrawal(3, 'PAID', 'RECEIVED'), withdrawal(4, 'REJECTED')], withdrawalIsLive)).toEqual(new Set([1, 2]));
    expect(liveIds(undefined, depositIsLive)).toEqual(new Set());
  });

  it('an order settles when it was live and comes back decided or no longer listed among the live ones', () => {
    const before = new Set([1, 2]);
    expect(ordersSettled(before, [deposit(1, 'PENDING'), deposit(2, 'PENDING')], depositIsLive)).toBe(false);
    expect(ordersSettled(before, [deposit(1, 'APPROVED'), deposit(2, 'PENDING')], depositIsLive)).toBe(true);
    expect(ordersSettled(before, [deposit(2, 'PENDING')], depositIsLive)).toBe(true);
    // A first answer, or a new order appearing, is no settlement.
    expect(ordersSettled(new Set(), [deposit(3, 'APPROVED')], depositIsLive)).toBe(false);
    expect(ordersSettled(new Set([1]), [deposit(1, 'PENDING'), deposit(4, 'PENDING')], depositIsLive)).toBe(false);
  });

  it('polls every LIVE_POLL_MS while a live order moved recently, every STALE_POLL_MS when all are old, never with none', () => {
    const moved = (row: DepositOrder) => row.updateTime;
    expect(LIVE_POLL_MS).toBeGreaterThanOrEqual(5_000);
    expect(LIVE_POLL_MS).toBeLessThanOrEqual(10_000);
    expect(pendingPollMs([deposit(1, 'PENDING')], depositIsLive, moved, NOW)).toBe(LIVE_POLL_MS);
    const old = new Date(NOW - FRESH_ORDER_MS).toISOString();
    expect(pendingPollMs([deposit(1, 'PENDING', old)], depositIsLive, moved, NOW)).toBe(STALE_POLL_MS);
    expect(pendingPollMs([deposit(1, 'PENDING', old), deposit(2, 'PENDING')], depositIsLive, moved, NOW)).toBe(LIVE_POLL_MS);
    expect(pendingPollMs([deposit(1, 'APPROVED'), deposit(2, 'REJECTED')], depositIsLive, moved, NOW)).toBe(false);
    expect(pendingPollMs([], depositIsLive, moved, NOW)).toBe(false);
    expect(pendingPollMs(undefined, depositIsLive, moved, NOW)).toBe(false);
  });

  it('watches the last week, in the member’s calendar days', () => {
    expect(watchRange(new Date(2026, 0, 3, 9, 30))).toEqual({ startTime: '2025-12-27', endTime: '2026-01-03' });
  });
});

describe('the tab comes back', () => {
  it(`refetches only after ${HIDDEN_REFETCH_MS} ms hidden`, () => {
    expect(hiddenLongEnough(null, NOW)).toBe(false);
    expect(hiddenLongEnough(NOW - HIDDEN_REFETCH_MS + 1, NOW)).toBe(false);
    expect(hiddenLongEnough(NOW - HIDDEN_REFETCH_MS, NOW)).toBe(true);
  });
});

describe('"Updated … ago"', () => {
  it('says just now under a minute, then minutes, hours and days', () => {
    expect(sinceChange(NOW, NOW)).toEqual({ unit: 'now', count: 0 });
    expect(sinceChange(NOW - 59_999, NOW)).toEqual({ unit: 'now', count: 0 });
    expect(sinceChange(NOW - 60_000, NOW)).toEqual({ unit: 'minutes', count: 1 });
    expect(sinceChange(NOW - 59 * 60_000, NOW)).toEqual({ unit: 'minutes', count: 59 });
    expect(sinceChange(NOW - 60 * 60_000, NOW)).toEqual({ unit: 'hours', count: 1 });
    expect(sinceChange(NOW - 49 * 3_600_000, NOW)).toEqual({ unit: 'days', count: 2 });
    // A clock that stepped back never reads as the future.
    expect(sinceChange(NOW + 5_000, NOW)).toEqual({ unit: 'now', count: 0 });
  });

  it('re-renders when the text would change, not before', () => {
    expect(msUntilNextSince(NOW, NOW)).toBe(60_000);
    expect(msUntilNextSince(NOW - 90_000, NOW)).toBe(30_000);
    expect(msUntilNextSince(NOW - 90 * 60_000, NOW)).toBe(30 * 60_000);
  });
});

describe('messages between the tabs of a member', () => {
  const who = sessionMarker('rjc', 'player01');

  it('marks a session by a hash of merchant and account: stable, different per member and brand, never the account itself', () => {
    expect(sessionMarker('rjc', 'player01')).toBe(who);
    expect(who).toMatch(/^[0-9a-f]{8}$/);
    expect(sessionMarker('rjc', 'player02')).not.toBe(who);
    expect(sessionMarker('emc', 'player01')).not.toBe(who);
    expect(moneyChannelName('royal')).not.toBe(moneyChannelName('emerald'));
  });

  it("reads this member's news, and nothing else", () => {
    expect(readMoneyMessage({ who, kind: 'balance', main: 12.5 }, who)).toEqual({ who, kind: 'balance', main: 12.5 });
    expect(readMoneyMessage({ who, kind: 'moved' }, who)).toEqual({ who, kind: 'moved' });
    expect(readMoneyMessage({ who: sessionMarker('rjc', 'other'), kind: 'moved' }, who)).toBeNull();
    expect(readMoneyMessage({ who, kind: 'balance', main: '12.5' }, who)).toBeNull();
    expect(readMoneyMessage({ who, kind: 'balance', main: Number.NaN }, who)).toBeNull();
    expect(readMoneyMessage({ who, kind: 'logout' }, who)).toBeNull();
    expect(readMoneyMessage('moved', who)).toBeNull();
    expect(readMoneyMessage(null, who)).toBeNull();
  });
});
