import { describe, expect, it } from 'vitest';
import { MOBILE_VERIFIED_REQUIREMENT, PROMO_BADGE_TYPES } from '../../contracts/promotions';
import { FEEDBACK_MAX_CHARS, GAME_TYPES, PROMOTION_CATEGORIES } from '../../contracts/shared/constants';
import { setScenario } from '../../mocks/engine/scenario';
import { members } from '../../mocks/member/collections';
import { callRoute, contract } from '../../src/lib/api';
import { asTrial, loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { ledgerRows, mainBalance } from '../support/money';
import { refusal } from '../support/refusal';

useSimulatedBackend();

const promotions = contract.promotions;
const asPlayer = () => loginAs('player01', 'Player@123');
const balance = mainBalance;
let counter = 0;
const rid = () => `promo-test-${(counter += 1)}-abcdef`;
const partsOf = async () => {
  const value = await callRoute(promotions.memberList);
  return Array.isArray(value) ? value : value.content;
};
const statusOf = async (id: number) => (await partsOf()).find((p) => p.promotionId === id)!.status;
const availableOf = async () => (await callRoute(promotions.available)).content ?? {};

describe('promotions.memberList (N8)', () => {
  it("shows player01's own statuses, and the public one where it takes no part", async () => {
    await asPlayer();
    const parts = await partsOf();
    expect(parts).toHaveLength(18);
    const byId = Object.fromEntries(parts.map((p) => [p.promotionId, p.status]));
    expect(byId).toMatchObject({ 1: 'CLAIMED', 3: 'APPLYING', 4: 'REJECTED', 5: 'CLAIMED', 6: 'JOINED', 7: 'PROCESS', 8: 'CLAIM', 9: 'ISSUED', 10: 'COMING_SOON', 13: 'CLAIM', 14: 'CLOSE', 15: 'JOIN' });
    expect(parts.find((p) => p.promotionId === 4)!.remark).toContain('rejected');
    expect(parts.find((p) => p.promotionId === 8)).toMatchObject({ applyRequired: true, bonusAmount: 68 });
  });

  it('refuses a guest and a trial account', async () => {
    expect((await refusal(callRoute(promotions.memberList))).status).toBe(401);
    await asTrial();
    expect((await refusal(callRoute(promotions.memberList))).errorCode).toBe('in_need_true_account');
  });
});

describe('promotions.available (N4)', () => {
  it('counts per type what the member can join or claim, the raffles it can open, the missions to claim, and REFERRAL', async () => {
    await asPlayer();
    const content = await availableOf();
    for (const type of PROMO_BADGE_TYPES) expect(content[type], type).toBeDefined();
    // MANUAL promotions player01 can act on: Tongits (claim) and Verify your ID (apply).
    expect(content.MANUAL).toEqual({ count: 2, enabled: true });
    expect(content.LOGIN).toMatchObject({ count: 2 });
    expect(content.RAFFLE).toEqual({ count: 1, enabled: true });
    expect(content.TICKET).toEqual({ count: 0, enabled: false });
    expect(content.MISSION).toEqual({ count: 1, enabled: true });
    expect(content.REFERRAL).toEqual({ count: 0, enabled: true });
    await callRoute(promotions.claim, { body: { id: 8, requestId: rid() } });
    await callRoute(promotions.claimRaffle, { body: { raffleId: 2 } });
    const after = await availableOf();
    expect(after.MANUAL!.count).toBe(1);
    expect(after.RAFFLE!.count).toBe(0);
  });

  it('says whether refer-a-friend is offered, and refuses guests and trial accounts', async () => {
    setScenario({ flags: { referral: false } });
    await asPlayer();
    expect((await availableOf()).REFERRAL).toEqual({ count: 0, enabled: false });
    useToken(null);
    expect((await refusal(callRoute(promotions.available))).status).toBe(401);
    await asTrial();
    expect((await refusal(callRoute(promotions.available))).errorCode).toBe('in_need_true_account');
  });
});

describe('promotions.categories (N15)', () => {
  it("answers the categories N1's promoAnnouncementCategoryIds name, to guests too", async () => {
    const value = await callRoute(promotions.categories);
    const list = Array.isArray(value) ? value : value.content;
    expect(list.map((entry) => entry.code)).toEqual(PROMOTION_CATEGORIES.filter((code) => code !== 'ALL'));
    const ids = new Set(list.map((entry) => String(entry.id)));
    const catalogue = (await callRoute(contract.notices.notice, { query: { execution: 'B' } })).promotion ?? [];
    expect(catalogue.flatMap((item) => item.promoAnnouncementCategoryIds ?? []).every((id) => ids.has(String(id)))).toBe(true);
  });
});

describe('promotions.apply', () => {
  it('joins an auto-reviewed promotion straight to CLAIM, and a manual one to APPLYING with the remark', async () => {
    await asPlayer();
    expect((await callRoute(promotions.apply, { body: { id: 15 } })).status).toBe('CLAIM');
    const manual = await callRoute(promotions.apply, { body: { id: 18, remark: '  ID approved on 20 Oct  ' } });
    expect(manual.promotionId).toBe(18);
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
    expect(first).toMatchObject({ amount: 68, promotion: { promotionId: 8, status: 'CLAIMED' } });
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

  it('names a requirement not met yet in value.data (prom_claim_req_field), and pays once it is', async () => {
    // A downline player whose mobile number is not verified.
    await loginAs('agent_div_dl02', 'Member@123');
    expect((await callRoute(promotions.apply, { body: { id: 15 } })).status).toBe('CLAIM');
    const missing = await refusal(callRoute(promotions.claim, { body: { id: 15, requestId: rid() } }));
    expect(missing).toMatchObject({ status: 400, errorCode: 'prom_claim_req_field', value: { data: MOBILE_VERIFIED_REQUIREMENT } });
    expect(await statusOf(15)).toBe('CLAIM');
    await members.update((q) => q.where({ account: 'agent_div_dl02' }), { data(draft) { draft.mobileVerified = true; } });
    expect((await callRoute(promotions.claim, { body: { id: 15, requestId: rid() } })).amount).toBe(30);
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
    const opened = await callRoute(promotions.claimRaffle, { body: { raffleId: 2 } });
    expect(opened.amount).toBeGreaterThanOrEqual(1.88);
    expect(opened.amount).toBeLessThanOrEqual(188);
    expect(opened.balance).toBeCloseTo(before + opened.amount, 2);
    // N6 carries the raffle id only: a second opening is refused, and pays nothing.
    expect((await refusal(callRoute(promotions.claimRaffle, { body: { raffleId: 2 } }))).errorCode).toBe('already_claimed');
    expect(await balance()).toBeCloseTo(before + opened.amount, 2);
    expect((await callRoute(promotions.raffle)).list[0]).toMatchObject({ claimed: true, claimedAmount: opened.amount });
  });

  it('refuses an ended event, a missing one, a guest and a trial account', async () => {
    expect((await refusal(callRoute(promotions.raffle))).status).toBe(401);
    await asPlayer();
    expect((await refusal(callRoute(promotions.claimRaffle, { body: { raffleId: 1 } }))).errorCode).toBe('state_invalid');
    expect((await refusal(callRoute(promotions.claimRaffle, { body: { raffleId: 7 } }))).errorCode).toBe('record_not_found');
    expect((await refusal(callRoute(promotions.claimRaffle, { body: { raffleId: 2, requestId: rid() } as never }))).errorCode).toBe('request_param_err');
    await asTrial();
    expect((await refusal(callRoute(promotions.claimRaffle, { body: { raffleId: 2 } }))).errorCode).toBe('in_need_true_account');
  });
});

describe('promotions.rebateSettings (N9)', () => {
  it("answers the member's rate per product type as a percentage", async () => {
    await asPlayer();
    const value = await callRoute(promotions.rebateSettings);
    const list = Array.isArray(value) ? value : value.content;
    expect(list.map((entry) => entry.productType)).toEqual([...GAME_TYPES]);
    // VIP Platinum (level 3) earns 1.3 x the 0.8 % slot rate, the same rate the manual rebate pays.
    expect(list.find((entry) => entry.productType === 'RNG')?.rebateValue).toBe(1.04);
    expect((await callRoute(promotions.manualRebate)).categories.find((item) => item.gameType === 'RNG')?.rate).toBe(0.0104);
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
    const row = (await ledgerRows({ codeTypes: 'REBATE', size: 1 })).rows[0]!;
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
    const value = await callRoute(promotions.referral, { query: { autoGenerate: true, size: 5 } });
    expect(value.referralLink).toBe(`/register?referralCode=${value.referralCode}`);
    expect(value).toMatchObject({ totalInvitations: 12, promotionDomains: [], qualifiedCount: 6, pendingEarnings: 50 });
    expect(value.friends).toMatchObject({ totalCount: 12, totalPages: 3, pageNum: 1 });
    expect(value.friends.content).toHaveLength(5);
    expect(value.friends.content.every((friend) => friend.account.includes('***'))).toBe(true);
    const all = await callRoute(promotions.referral, { query: { autoGenerate: true, size: 20 } });
    expect(value.totalEarnings).toBeCloseTo(all.friends.content.reduce((sum, friend) => sum + friend.earned, 0), 2);
  });

  it('refuses a guest', async () => {
    expect((await refusal(callRoute(promotions.referral, { query: { autoGenerate: true } }))).status).toBe(401);
  });
});
