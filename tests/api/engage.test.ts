import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../mocks/messages/collections';
import { pointsOf } from '../../mocks/points/ledger';
import { PROMOTION_REVIEW_MS } from '../../mocks/promotions/review';
import { rebateClaims } from '../../mocks/promotions/collections';
import { round2 } from '../../mocks/engine/helpers';
import { balanceOf, ledgerSumOf } from '../../mocks/wallet/ledger';
import { callRoute, contract } from '../../src/lib/api';
import { asTrial, loginAs, useSimulatedBackend } from '../support/backend';
import { refusal } from '../support/refusal';
import { BURST, burst } from '../support/burst';

useSimulatedBackend();

/**
 * The member centre's engagement rules (issue 14): claim all, the rebate
 * history, the back office's review clock, and the once-only and
 * own-inbox-only rules under bursts of parallel requests.
 */
let serial = 0;
const rid = (label: string) => `engage-${label}-${(serial += 1)}-abc`;
const asPlayer = () => loginAs('player01', 'Player@123');
afterEach(() => {
  vi.useRealTimers();
});

/** N8 comes bare or as `{content}`. */
const partsOf = (value: Awaited<ReturnType<typeof memberList>>) => (Array.isArray(value) ? value : value.content);
const memberList = () => callRoute(contract.promotions.memberList);
const statusOf = async (id: number) => partsOf(await memberList()).find((p) => p.promotionId === id)!.status;

describe('rewards.claimAll', () => {
  it('claims every claimable item in one go, reports each, and moves balance and points by the sum', async () => {
    await asPlayer();
    const before = { balance: balanceOf('player01'), points: pointsOf('player01') };
    const claimable = (await callRoute(contract.rewards.list, { query: { status: 'CLAIM' } })).content;
    expect(claimable.map((item) => item.id).sort((a, b) => a - b)).toEqual([3, 4, 5, 10]);
    const value = await callRoute(contract.rewards.claimAll, { body: { requestId: rid('all') } });
    expect(value.results.map((row) => row.id).sort((a, b) => a - b)).toEqual([3, 4, 5, 10]);
    expect(value.results.every((row) => row.claimed && row.code === null)).toBe(true);
    expect(value.totalAmount).toBe(58 + 5 + 30);
    expect(value.totalPoints).toBe(50 + 300);
    expect(value.balance).toBe(round2(before.balance + 93));
    expect(value.points).toBe(before.points + 350);
    expect(balanceOf('player01')).toBe(ledgerSumOf('player01'));
    const after = await callRoute(contract.rewards.overview);
    expect(after.unclaimedCount).toBe(0);
    const again = await refusal(callRoute(contract.rewards.claimAll, { body: { requestId: rid('all') } }));
    expect(again.errorCode).toBe('nothing_to_claim');
  });

  it('under a burst with single claims of the same items, every item is paid exactly once', async () => {
    await asPlayer();
    const before = { balance: balanceOf('player01'), points: pointsOf('player01') };
    const { ok } = await burst<unknown>((index) =>
      index % 2 === 0
        ? callRoute(contract.rewards.claimAll, { body: { requestId: rid('burst-all') } })
        : callRoute(contract.rewards.claim, { body: { id: [3, 4, 5, 10][index % 4]!, requestId: rid('burst-one') } }),
    );
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(balanceOf('player01')).toBe(round2(before.balance + 93));
    expect(pointsOf('player01')).toBe(before.points + 350);
    expect(balanceOf('player01')).toBe(ledgerSumOf('player01'));
  });

  it('a second single claim is refused ALREADY_CLAIMED; a trial account is refused', async () => {
    await asPlayer();
    await callRoute(contract.rewards.claim, { body: { id: 5, requestId: rid('one') } });
    const { refused } = await burst(() => callRoute(contract.rewards.claim, { body: { id: 5, requestId: rid('again') } }));
    expect(refused).toHaveLength(BURST);
    expect(refused.every((error) => error.errorCode === 'already_claimed')).toBe(true);
    await asTrial();
    expect((await refusal(callRoute(contract.rewards.claimAll, { body: { requestId: rid('trial') } }))).errorCode).toBe('in_need_true_account');
  });

  it('names the promotion behind a PROMOTION item, and no other', async () => {
    await asPlayer();
    const { content: list } = await callRoute(contract.rewards.list, { query: { size: 50 } });
    expect(list.find((item) => item.id === 8)).toMatchObject({ source: 'PROMOTION', promotionId: 3 });
    expect(list.filter((item) => item.source !== 'PROMOTION').every((item) => item.promotionId === null)).toBe(true);
  });
});

describe('promotions.rebateHistory', () => {
  it('lists the claims newest first, the new claim on top with its categories', async () => {
    await asPlayer();
    const before = await callRoute(contract.promotions.rebateHistory, { query: {} });
    expect(before.totalCount).toBe(rebateClaims.findMany((q) => q.where({ account: 'player01' })).length);
    const claimed = await callRoute(contract.promotions.claimRebate, { body: { requestId: rid('rebate') } });
    const after = await callRoute(contract.promotions.rebateHistory, { query: { size: 5 } });
    expect(after.totalCount).toBe((before.totalCount ?? 0) + 1);
    expect(after.content[0]).toMatchObject({ amount: claimed.amount, categories: claimed.categories });
    const times = after.content.map((row) => Date.parse(row.claimTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('refuses a second claim under a burst with NOTHING_TO_CLAIM, and a trial account', async () => {
    await asPlayer();
    const { ok, refused } = await burst(() => callRoute(contract.promotions.claimRebate, { body: { requestId: rid('rebate-burst') } }));
    expect(ok).toHaveLength(1);
    expect(refused.every((error) => error.errorCode === 'nothing_to_claim')).toBe(true);
    await asTrial();
    expect((await refusal(callRoute(contract.promotions.rebateHistory, { query: {} }))).errorCode).toBe('in_need_true_account');
  });
});

describe('once-only refusals under a burst carry a clear code', () => {
  it('red envelope: one opening, the rest ALREADY_CLAIMED', async () => {
    await asPlayer();
    const { ok, refused } = await burst(() => callRoute(contract.promotions.claimRaffle, { body: { raffleId: 2 } }));
    expect(ok).toHaveLength(1);
    expect(refused.every((error) => error.errorCode === 'already_claimed')).toBe(true);
  });

  it('promotion bonus: one claim, the rest ALREADY_CLAIMED', async () => {
    await asPlayer();
    const { ok, refused } = await burst(() => callRoute(contract.promotions.claim, { body: { id: 13, requestId: rid('promo') } }));
    expect(ok).toHaveLength(1);
    expect(refused.every((error) => error.errorCode === 'already_claimed')).toBe(true);
  });
});

describe('the back office reviews applications on a clock', () => {
  it('an application waits in APPLYING, then turns ISSUED with its bonus paid and a message delivered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await asPlayer();
    const unread = await callRoute(contract.messages.unreadCount);
    const before = balanceOf('player01');
    expect((await callRoute(contract.promotions.apply, { body: { id: 18, remark: 'ID approved' } })).status).toBe('APPLYING');
    vi.setSystemTime(Date.now() + PROMOTION_REVIEW_MS - 1_000);
    expect(await statusOf(18)).toBe('APPLYING');
    vi.setSystemTime(Date.now() + 2_000);
    const { ok } = await burst(() => callRoute(contract.promotions.memberList));
    expect(ok.every((value) => partsOf(value).find((p) => p.promotionId === 18)!.status === 'ISSUED')).toBe(true);
    // A burst of reads pays the approved bonus once.
    expect(balanceOf('player01')).toBe(round2(before + 28));
    expect(await callRoute(contract.messages.unreadCount)).toBe(unread + 1);
    // Issued is paid: nothing left to claim, and applying again is refused.
    expect((await refusal(callRoute(contract.promotions.claim, { body: { id: 18, requestId: rid('issued') } }))).errorCode).toBe('already_claimed');
    expect((await refusal(callRoute(contract.promotions.apply, { body: { id: 18 } }))).errorCode).toBe('already_applied');
  });

  it('seeded applications wait for a human reviewer', async () => {
    await asPlayer();
    expect(await statusOf(3)).toBe('APPLYING');
  });
});

describe('messages touch only the caller’s inbox, also under a burst', () => {
  it('mark-all-read in a burst marks the 7 unread once', async () => {
    await asPlayer();
    const { ok } = await burst(() => callRoute(contract.messages.markRead, { body: { all: true } }));
    expect(ok.reduce((sum, value) => sum + value.affected, 0)).toBe(7);
    expect(ok.every((value) => value.unreadCount === 0)).toBe(true);
    // Other inboxes keep their unread messages.
    expect(messages.findMany((q) => q.where({ account: 'kycpending01', read: false }))).toHaveLength(3);
  });

  it('deleting the same two messages in a burst deletes them once; the rest are not found', async () => {
    await asPlayer();
    const { content } = await callRoute(contract.messages.list, { query: { size: 2 } });
    const ids = content.map((message) => Number(message.id));
    const { ok, refused } = await burst(() => callRoute(contract.messages.remove, { body: { ids } }));
    expect(ok).toHaveLength(1);
    expect(ok[0]!.affected).toBe(2);
    expect(refused.every((error) => error.errorCode === 'record_not_found')).toBe(true);
    expect((await callRoute(contract.messages.list, { query: {} })).totalCount).toBe(23);
  });

  it("another member's ids are refused for read and delete, and nothing of theirs changes", async () => {
    const theirs = messages.findMany((q) => q.where({ account: 'kycpending01' })).map((message) => message.id);
    await asPlayer();
    const { refused } = await burst<unknown>((index) =>
      index % 2 === 0
        ? callRoute(contract.messages.remove, { body: { ids: [theirs[0]!] } })
        : callRoute(contract.messages.markRead, { body: { ids: [theirs[1]!] } }),
    );
    expect(refused).toHaveLength(BURST);
    expect(refused.every((error) => error.errorCode === 'record_not_found')).toBe(true);
    expect(messages.findMany((q) => q.where({ account: 'kycpending01' }))).toHaveLength(5);
    expect(messages.findMany((q) => q.where({ account: 'kycpending01', read: false }))).toHaveLength(3);
  });

  it('refuses a trial account on every message route', async () => {
    await asTrial();
    const calls = [
      callRoute(contract.messages.list, { query: {} }),
      callRoute(contract.messages.detail, { query: { id: 1 } }),
      callRoute(contract.messages.markRead, { body: { all: true } }),
      callRoute(contract.messages.remove, { body: { ids: [1] } }),
    ];
    for (const call of calls) expect((await refusal(call)).errorCode).toBe('in_need_true_account');
  });
});
