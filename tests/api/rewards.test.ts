import { afterEach, describe, expect, it, vi } from 'vitest';
import { POINT_TX_TYPE_IDS } from '../../contracts/shared/constants';
import { callRoute, contract } from '../../src/lib/api';
import { asTrial, loginAs, useSimulatedBackend } from '../support/backend';
import { ledgerRows, mainBalance, pointBalance } from '../support/money';
import { refusal } from '../support/refusal';

useSimulatedBackend();

const rewards = contract.rewards;
const asPlayer = () => loginAs('player01', 'Player@123');
let counter = 0;
const rid = () => `reward-test-${(counter += 1)}-abcdef`;

describe('rewards.overview', () => {
  it("gives player01's VIP level, the next one, the perks table and the unclaimed badge", async () => {
    await asPlayer();
    const value = await callRoute(rewards.overview);
    expect(value.vip).toEqual({ level: 3, label: 'Platinum', nextLevel: 4, nextLabel: 'Diamond' });
    expect(value.levels.map((level) => level.label)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Royal']);
    expect(value.unclaimedCount).toBe(4);
    expect(value.unclaimedAmount).toBe(58 + 5 + 30);
    expect(value.recent[0]!.status).toBe('CLAIM');
  });

  it('refuses a guest and a trial account', async () => {
    expect((await refusal(callRoute(rewards.overview))).errorCode).toBe('login.not.session');
    await asTrial();
    expect((await refusal(callRoute(rewards.overview))).errorCode).toBe('in_need_true_account');
  });
});

describe('rewards.rankProgress (N14)', () => {
  it("gives player01's rank, the turnover towards the next one and the conditions met", async () => {
    await asPlayer();
    const value = await callRoute(rewards.rankProgress);
    expect(value).toMatchObject({ playerRankName: 'Platinum', totalExpectedConditions: 2, labelId: '3' });
    const { actual, expected } = value.monthlyTurnover!;
    // Platinum needs 200,000 of lifetime valid bets, Diamond 800,000.
    expect(expected).toBe(600_000);
    expect(actual!).toBeGreaterThan(0);
    expect(actual!).toBeLessThan(expected!);
    expect(actual!).toBeCloseTo(value.totalTurnover! - 200_000, 2);
    // The turnover is not reached yet; the identity is approved.
    expect(value.completedConditions).toBe(1);
  });

  it('refuses a guest', async () => {
    expect((await refusal(callRoute(rewards.rankProgress))).status).toBe(401);
  });
});

describe('rewards.list (reward centre)', () => {
  it('lists claimable items first, then the newest, with every status', async () => {
    await asPlayer();
    const value = await callRoute(rewards.list, { query: { size: 20 } });
    expect(value.totalCount).toBe(10);
    expect(value.unclaimedCount).toBe(4);
    expect(value.content.slice(0, 4).every((item) => item.status === 'CLAIM')).toBe(true);
    expect(new Set(value.content.map((item) => item.status))).toEqual(new Set(['CLAIM', 'CLAIMED', 'PROCESS', 'CLOSE']));
    const claimed = await callRoute(rewards.list, { query: { status: 'CLAIMED' } });
    expect(claimed.content.map((item) => item.id).sort((a, b) => a - b)).toEqual([1, 6, 7, 9]);
    expect(claimed.content.every((item) => item.claimTime !== null)).toBe(true);
  });

  it('refuses an unknown status and a guest', async () => {
    expect((await refusal(callRoute(rewards.list, { query: { size: 20 } }))).status).toBe(401);
    await asPlayer();
    expect((await refusal(callRoute(rewards.list, { query: { status: 'LOST' as never } }))).errorCode).toBe('request_param_err');
  });
});

describe('rewards.claim', () => {
  it('credits a cash reward once as a BONUS row', async () => {
    await asPlayer();
    const before = (await mainBalance());
    const requestId = rid();
    const first = await callRoute(rewards.claim, { body: { id: 3, requestId } });
    expect(first.item).toMatchObject({ id: 3, status: 'CLAIMED' });
    expect(first.balance).toBeCloseTo(before + 58, 2);
    expect(await callRoute(rewards.claim, { body: { id: 3, requestId } })).toEqual(first);
    const again = await refusal(callRoute(rewards.claim, { body: { id: 3, requestId: rid() } }));
    expect(again.errorCode).toBe('already_claimed');
    expect((await mainBalance())).toBeCloseTo(before + 58, 2);
    const row = (await ledgerRows({ codeTypes: 'BONUS', size: 1 })).rows[0]!;
    expect(row).toMatchObject({ amount: 58, reference: 'REWARD-3' });
  });

  it('credits points rewards to the point balance, and both for a mission reward', async () => {
    await asPlayer();
    const points = await pointBalance();
    const claimed = await callRoute(rewards.claim, { body: { id: 10, requestId: rid() } });
    expect(claimed.points).toBe(points + 300);
    const mission = await callRoute(rewards.claim, { body: { id: 4, requestId: rid() } });
    expect(mission.points).toBe(points + 350);
    expect((await callRoute(contract.records.transactions, { query: { txTypeIds: POINT_TX_TYPE_IDS, codeTypes: 'REWARD', page: 1, size: 1 } })).content[0]).toMatchObject({ amount: 50 });
    expect((await callRoute(rewards.overview)).unclaimedCount).toBe(2);
  });

  it('refuses an expired, an in-progress and another member’s reward, and a trial account', async () => {
    await asPlayer();
    expect((await refusal(callRoute(rewards.claim, { body: { id: 2, requestId: rid() } }))).errorCode).toBe('state_invalid');
    expect((await refusal(callRoute(rewards.claim, { body: { id: 8, requestId: rid() } }))).errorCode).toBe('state_invalid');
    expect((await refusal(callRoute(rewards.claim, { body: { id: 101, requestId: rid() } }))).errorCode).toBe('record_not_found');
    await asTrial();
    expect((await refusal(callRoute(rewards.claim, { body: { id: 3, requestId: rid() } }))).errorCode).toBe('in_need_true_account');
  });

  it("lets another member claim its own welcome reward", async () => {
    await loginAs('expired01', 'Expired@123');
    const { content: list } = await callRoute(rewards.list, { query: { status: 'CLAIM' } });
    expect(list).toHaveLength(1);
    const claimed = await callRoute(rewards.claim, { body: { id: list[0]!.id, requestId: rid() } });
    expect(claimed.item).toMatchObject({ title: 'Welcome reward', status: 'CLAIMED', amount: 8.88, points: 100 });
  });
});

describe('reward expiry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Moves the clock to `at` (the session is opened again: a token does not outlive days). */
  async function at(time: number): Promise<void> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(time);
    await asPlayer();
  }

  it('closes a claimable reward once its expiry time passes: listed as CLOSE, off the badge, refused, skipped by claim-all', async () => {
    await asPlayer();
    const { content: list } = await callRoute(rewards.list, { query: { status: 'CLAIM' } });
    expect(list.map((item) => item.id).sort((a, b) => a - b)).toEqual([3, 4, 5, 10]);
    // The seeded open rewards expire days ahead of the day the world runs: 4 first, then 3.
    const deadline = Date.parse(list.find((item) => item.id === 3)!.expireTime!);
    expect(deadline).toBeGreaterThan(Date.now());

    await at(deadline - 1_000);
    expect((await callRoute(rewards.list, { query: { status: 'CLAIM' } })).content.map((item) => item.id).sort((a, b) => a - b)).toEqual([3, 5, 10]);

    await at(deadline + 1_000);
    const before = await mainBalance();
    const value = await callRoute(rewards.list, { query: { size: 20 } });
    expect(value.unclaimedCount).toBe(2);
    expect(value.content.filter((item) => item.id === 3 || item.id === 4).map((item) => item.status)).toEqual(['CLOSE', 'CLOSE']);
    expect((await callRoute(rewards.overview)).unclaimedCount).toBe(2);
    const expired = await refusal(callRoute(rewards.claim, { body: { id: 3, requestId: rid() } }));
    expect(expired.errorCode).toBe('state_invalid');
    expect(expired.value).toEqual({ reason: 'EXPIRED' });
    // A burst of claims on the expired reward: every one refused, nothing paid.
    const burst = await Promise.allSettled(Array.from({ length: 6 }, () => callRoute(rewards.claim, { body: { id: 4, requestId: rid() } })));
    expect(burst.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect((await mainBalance())).toBeCloseTo(before, 2);
    // The mission behind item 4 follows its reward: no longer claimable.
    expect((await callRoute(contract.missions.summary)).missions.find((mission) => mission.rewardItemId === 4)?.status).toBe('CLOSE');
    const all = await callRoute(rewards.claimAll, { body: { requestId: rid() } });
    expect(all.results.map((row) => row.id).sort((a, b) => a - b)).toEqual([5, 10]);
    expect(all.totalAmount).toBe(30);
  });
});
