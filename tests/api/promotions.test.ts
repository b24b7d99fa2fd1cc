import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_CHARS, PROMOTION_CATEGORIES } from '../../contracts/shared/constants';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

const promotions = contract.promotions;
const asPlayer = () => loginAs('player01', 'Player@123');
async function asTrial(): Promise<void> {
  const value = await callRoute(contract.session.freePlay, { body: { os: 'Linux', platform: 'W' } });
  useToken(value.token);
}
const balance = async () => (await callRoute(contract.wallet.getBalance)).balance;
let counter = 0;
const rid = () => `promo-test-${(counter += 1)}-abcdef`;
const statusOf = async (id: number) => (await callRoute(promotions.memberList, { query: { pageSize: 100 } })).list.find((p) => p.id === id)!.status;

describe('promotions.list', () => {
  it('lists every category of SPEC §2 with counts, and public statuses only', async () => {
    const value = await callRoute(promotions.list, { query: {} });
    expect(value.categories.map((item) => item.category)).toEqual([...PROMOTION_CATEGORIES]);
    expect(value.categories[0]).toEqual({ category: 'ALL', count: 18 });
    expect(value.totalCount).toBe(18);
    expect(new Set(value.list.map((p) => p.status))).toEqual(new Set(['JOIN', 'COMING_SOON', 'CLOSE']));
    expect(value.list.every((p) => p.bannerUrl.startsWith('/mock-assets/promotion/') && p.content.startsWith('<h3>'))).toBe(true);
    expect(value.availableCount).toBe(value.list.filter((p) => p.status === 'JOIN').length);
  });

  it('filters by category and pages', async () => {
    const sports = await callRoute(promotions.list, { query: { category: 'SPORTS' } });
    expect(sports.list.map((p) => p.title)).toEqual(['Sports Parlay Insurance', 'World Cup Early Bird']);
    const page2 = await callRoute(promotions.list, { query: { pageNo: 2, pageSize: 5 } });
    expect(page2.list).toHaveLength(5);
    expect(page2.totalPages).toBe(4);
    expect(page2.list[0]!.id).toBe(6);
  });

  it('refuses an unknown category', async () => {
    expect((await refusal(callRoute(promotions.list, { query: { category: 'VIP' as never } }))).errorCode).toBe('request_param_err');
  });
});

describe('promotions.memberList', () => {
  it("shows player01's own statuses", async () => {
    await asPlayer();
    const value = await callRoute(promotions.memberList, { query: { pageSize: 100 } });
    const byId = Object.fromEntries(value.list.map((p) => [p.id, p.status]));
    expect(byId).toMatchObject({ 1: 'CLAIMED', 3: 'APPLYING', 4: 'REJECTED', 5: 'CLAIMED', 6: 'JOINED', 7: 'PROCESS', 8: 'CLAIM', 9: 'ISSUED', 10: 'COMING_SOON', 13: 'CLAIM', 14: 'CLOSE', 15: 'JOIN' });
    expect(value.list.find((p) => p.id === 4)!.remark).toContain('rejected');
    expect(value.availableCount).toBe(value.list.filter((p) => p.status === 'JOIN' || p.status === 'CLAIM').length);
  });

  it('refuses a guest and a trial account', async () => {
    expect((await refusal(callRoute(promotions.memberList, { query: {} }))).status).toBe(401);
    await asTrial();
    expect((await refusal(callRoute(promotions.memberList, { query: {} }))).errorCode).toBe('in_need_true_account');
  });
});

describe('promotions.detail', () => {
  it('answers one promotion with its rich content', async () => {
    const value = await callRoute(promotions.detail, { query: { id: 5 } });
    expect(value).toMatchObject({ id: 5, title: 'Reload Bonus 20%', category: 'DEPOSIT', status: 'JOIN', applyRequired: true, bonusAmount: 288 });
    expect(value.content).toContain('<ol><li>Once per day.</li>');
  });

  it('refuses a missing promotion and a bad id', async () => {
    const missing = await refusal(callRoute(promotions.detail, { query: { id: 999 } }));
    expect(missing.errorCode).toBe('record_not_found');
    expect(missing.status).toBe(400);
    expect((await refusal(callRoute(promotions.detail, { query: { id: 0 } }))).status).toBe(400);
  });
});

describe('promotions.apply', () => {
  it('joins an auto-reviewed promotion straight to CLAIM, and a manual one to APPLYING with the remark', async () => {
    await asPlayer();
    expect((await callRoute(promotions.apply, { body: { id: 15 } })).status).toBe('CLAIM');
    const manual = await callRoute(promotions.apply, { body: { id: 18, remark: '  ID approved on 20 Oct  ' } });
    expect(manual).toMatchObject({ status: 'APPLYING', remark: 'ID approved on 20 Oct' });
    expect((await callRoute(promotions.apply, { body: { id: 11 } })).status).toBe('JOINED');
    expect(await statusOf(18)).toBe('APPLYING');
  });

  it('lets a rejected application apply again', async () => {
    await asPlayer();
    expect((await callRoute(promotions.apply, { body: { id: 4, remark: 'Rounds LV-90001 to LV-90008, bet 100 each' } })).status).toBe('APPLYING');
  });

  it('refuses a remark over 140 characters, a second application and a promotion not open', async () => {
    await asPlayer();
    const long = await refusal(callRoute(promotions.apply, { body: { id: 18, remark: 'x'.repeat(FEEDBACK_MAX_CHARS + 1) } }));
    expect(long.errorCode).toBe('request_param_err');
    expect(long.status).toBe(400);
    await expect(callRoute(promotions.apply, { body: { id: 18, remark: 'x'.repeat(FEEDBACK_MAX_CHARS) } })).resolves.toHaveProperty('status', 'APPLYING');
    expect((await refusal(callRoute(promotions.apply, { body: { id: 18 } }))).errorCode).toBe('already_applied');
    expect((await refusal(callRoute(promotions.apply, { body: { id: 6 } }))).errorCode).toBe('already_applied');
    expect((await refusal(callRoute(promotions.apply, { body: { id: 10 } }))).errorCode).toBe('state_invalid');
    expect((await refusal(callRoute(promotions.apply, { body: { id: 14 } }))).errorCode).toBe('state_invalid');
  });

  it('refuses a trial account', async () => {
    await asTrial();
    expect((await refusal(callRoute(promotions.apply, { body: { id: 15 } }))).errorCode).toBe('in_need_true_account');
  });
});

describe('promotions.claim', () => {
  it('credits a BONUS once; a repeat of the requestId answers the same, a new one is refused', async () => {
    await asPlayer();
    const before = await balance();
    const requestId = rid();
    const first = await callRoute(promotions.claim, { body: { id: 8, requestId } });
    expect(first).toMatchObject({ amount: 68, promotion: { id: 8, status: 'CLAIMED' } });
    expect(first.balance).toBeCloseTo(before + 68, 2);
    expect(await callRoute(promotions.claim, { body: { id: 8, requestId } })).toEqual(first);
    expect(await balance()).toBeCloseTo(before + 68, 2);
    const twice = await refusal(callRoute(promotions.claim, { body: { id: 8, requestId: rid() } }));
    expect(twice.errorCode).toBe('already_claimed');
    expect(twice.message).toBe('Already claimed');
    expect(await statusOf(8)).toBe('CLAIMED');
  });

  it('claims what an auto-reviewed application made claimable', async () => {
    await asPlayer();
    await callRoute(promotions.apply, { body: { id: 2 } });
    expect((await callRoute(promotions.claim, { body: { id: 2, requestId: rid() } })).amount).toBe(20);
  });

  it('refuses what is not claimable, a missing promotion and a trial account', async () => {
    await asPlayer();
    expect((await refusal(callRoute(promotions.claim, { body: { id: 3, requestId: rid() } }))).errorCode).toBe('state_invalid');
    expect((await refusal(callRoute(promotions.claim, { body: { id: 15, requestId: rid() } }))).errorCode).toBe('state_invalid');
    expect((await refusal(callRoute(promotions.claim, { body: { id: 999, requestId: rid() } }))).errorCode).toBe('record_not_found');
    expect((await refusal(callRoute(promotions.claim, { body: { id: 8, requestId: 'short' } }))).status).toBe(400);
    await asTrial();
    expect((await refusal(callRoute(promotions.claim, { body: { id: 8, requestId: rid() } }))).errorCode).toBe('in_need_true_account');
  });
});

describe('promotions.raffle and claimRaffle (red envelope)', () => {
  it('lists the active envelope first and the one already opened', async () => {
    await asPlayer();
    const { list } = await callRoute(promotions.raffle);
    expect(list.map((r) => [r.id, r.status, r.claimed])).toEqual([[2, 'ACTIVE', false], [1, 'ENDED', true]]);
    expect(list[1]!.claimedAmount).toBe(28.88);
  });

  it('opens an active envelope once, for an amount within its range', async () => {
    await asPlayer();
    const before = await balance();
    const requestId = rid();
    const opened = await callRoute(promotions.claimRaffle, { body: { raffleId: 2, requestId } });
    expect(opened.amount).toBeGreaterThanOrEqual(1.88);
    expect(opened.amount).toBeLessThanOrEqual(188);
    expect(opened.balance).toBeCloseTo(before + opened.amount, 2);
    expect(await callRoute(promotions.claimRaffle, { body: { raffleId: 2, requestId } })).toEqual(opened);
    expect((await refusal(callRoute(promotions.claimRaffle, { body: { raffleId: 2, requestId: rid() } }))).errorCode).toBe('already_claimed');
    expect((await callRoute(promotions.raffle)).list[0]).toMatchObject({ claimed: true, claimedAmount: opened.amount });
  });

  it('refuses an ended event, a missing one, a guest and a trial account', async () => {
    expect((await refusal(callRoute(promotions.raffle))).status).toBe(401);
    await asPlayer();
    expect((await refusal(callRoute(promotions.claimRaffle, { body: { raffleId: 1, requestId: rid() } }))).errorCode).toBe('state_invalid');
    expect((await refusal(callRoute(promotions.claimRaffle, { body: { raffleId: 7, requestId: rid() } }))).errorCode).toBe('record_not_found');
    await asTrial();
    expect((await refusal(callRoute(promotions.claimRaffle, { body: { raffleId: 2, requestId: rid() } }))).errorCode).toBe('in_need_true_account');
  });
});

describe('promotions.manualRebate and claimRebate', () => {
  it('shows the rebate per category since the last claim', async () => {
    await asPlayer();
    const rebate = await callRoute(promotions.manualRebate);
    expect(rebate.lastClaim).not.toBeNull();
    expect(rebate.since).toBe(rebate.lastClaim!.time);
    expect(rebate.categories.length).toBeGreaterThan(2);
    for (const item of rebate.categories) expect(item.amount).toBe(Math.floor(item.validBet * item.rate * 100 + 1e-6) / 100);
    expect(rebate.totalAmount).toBeCloseTo(rebate.categories.reduce((sum, item) => sum + item.amount, 0), 2);
    // VIP Platinum (level 3) earns 1.3 x the 0.8 % slot rate.
    expect(rebate.categories.find((item) => item.gameType === 'RNG')?.rate).toBe(0.0104);
    expect(rebate.claimable).toBe(true);
  });

  it('credits the rebate once as a REBATE row, then has nothing left to claim', async () => {
    await asPlayer();
    const available = await callRoute(promotions.manualRebate);
    const before = await balance();
    const requestId = rid();
    const claimed = await callRoute(promotions.claimRebate, { body: { requestId } });
    expect(claimed.amount).toBe(available.totalAmount);
    expect(claimed.balance).toBeCloseTo(before + available.totalAmount, 2);
    expect(await callRoute(promotions.claimRebate, { body: { requestId } })).toEqual(claimed);
    const after = await callRoute(promotions.manualRebate);
    expect(after).toMatchObject({ totalAmount: 0, claimable: false, lastClaim: { amount: available.totalAmount } });
    expect((await refusal(callRoute(promotions.claimRebate, { body: { requestId: rid() } }))).errorCode).toBe('nothing_to_claim');
    const row = (await callRoute(contract.records.transactions, { query: { kind: 'REBATE', pageSize: 1 } })).list[0]!;
    expect(row).toMatchObject({ id: claimed.ledgerId, amount: available.totalAmount });
  });

  it('refuses a guest and a trial account', async () => {
    expect((await refusal(callRoute(promotions.manualRebate))).errorCode).toBe('login.not.session');
    await asTrial();
    expect((await refusal(callRoute(promotions.claimRebate, { body: { requestId: rid() } }))).errorCode).toBe('in_need_true_account');
  });
});

describe('promotions.referral', () => {
  it('gives the code, the link and the invited friends with earnings', async () => {
    await asPlayer();
    const value = await callRoute(promotions.referral, { query: { pageSize: 5 } });
    expect(value.referralLink).toBe(`/register?referralCode=${value.referralCode}`);
    expect(value).toMatchObject({ enabled: true, invitedCount: 12, qualifiedCount: 6, pendingEarnings: 50 });
    expect(value.friends).toMatchObject({ totalCount: 12, totalPages: 3, pageSize: 5 });
    expect(value.friends.list).toHaveLength(5);
    expect(value.friends.list.every((friend) => friend.account.includes('***'))).toBe(true);
    const all = await callRoute(promotions.referral, { query: { pageSize: 20 } });
    expect(value.totalEarnings).toBeCloseTo(all.friends.list.reduce((sum, friend) => sum + friend.earned, 0), 2);
  });

  it('refuses a guest', async () => {
    expect((await refusal(callRoute(promotions.referral, { query: {} }))).status).toBe(401);
  });
});
