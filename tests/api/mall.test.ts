import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScenario } from '../../mocks/engine/scenario';
import { REDEEM_REVIEW_MS, clockDecision, forceRedeemDecisions } from '../../mocks/points/backOffice';
import { mallItems, redeemEntries } from '../../mocks/points/collections';
import { changePoints, pointsOf } from '../../mocks/points/ledger';
import { balanceOf, ledgerSumOf } from '../../mocks/wallet/ledger';
import { redeemResultSchema } from '../../contracts/points';
import { POINT_TX_TYPE_IDS } from '../../contracts/shared/constants';
import { callRoute, contract } from '../../src/lib/api';
import { asTrial, loginAs, useSimulatedBackend } from '../support/backend';
import { refusal } from '../support/refusal';
import { BURST, burst } from '../support/burst';

useSimulatedBackend();

/**
 * The points mall's rules beyond the route examples: the catalogue's points
 * range, the back office's clock and QA's forced decisions, never spending
 * more points than the balance or more units than the stock under a burst,
 * a mission reward claimed once, the referral switch, and trial refusals.
 */
const PAY = '246810';
let serial = 0;
const rid = (label: string) => `mall-${label}-${(serial += 1)}-xyz`;
const asPlayer = () => loginAs('player01', 'Player@123');
/** Sets player01's points to exactly `points` through the points ledger. */
async function setPoints(points: number): Promise<void> {
  await changePoints('player01', 'ADJUST', points - pointsOf('player01'), 'Test balance', 'TEST');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the catalogue filter', () => {
  it('keeps items whose required points lie in the range, both ends included, with the type', async () => {
    const value = await callRoute(contract.points.mall, { query: { minPoints: 4_000, maxPoints: 6_000, page: 1 } });
    expect(value.list.map((item) => item.price)).toEqual([6_000, 5_000, 4_500, 4_000]);
    const lifestyle = await callRoute(contract.points.mall, { query: { type: 'LIFESTYLE', maxPoints: 4_000 } });
    expect(lifestyle.list.map((item) => item.id)).toEqual([11, 13]);
    expect((await refusal(callRoute(contract.points.mall, { query: { minPoints: -1 } }))).status).toBe(400);
  });
});

describe('the back office clock', () => {
  it('leaves a new redeem PROCESSING, then decides it once its review time has come', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await asPlayer();
    await setPoints(50_000);
    const { entry } = redeemResultSchema.parse(await callRoute(contract.points.redeem, { body: { rewardId: 13, quantity: 2, password: PAY, requestId: rid('clock') } }));
    expect(entry.status).toBe('PROCESSING');
    vi.setSystemTime(Date.now() + REDEEM_REVIEW_MS - 1_000);
    expect((await callRoute(contract.points.redeemList, { query: { size: 1 } })).content[0]).toMatchObject({ id: entry.id, status: 'PROCESSING' });
    vi.setSystemTime(Date.now() + 2_000);
    const decided = (await callRoute(contract.points.redeemList, { query: { size: 1 } })).content[0]!;
    const verdict = clockDecision({ id: entry.id, account: 'player01' });
    expect(decided).toMatchObject({ id: entry.id, status: verdict });
    // A rejection gives the 8,000 points back, once, however often the balance is read.
    const expected = verdict === 'REJECTED' ? 50_000 : 42_000;
    await Promise.all([callRoute(contract.points.balance), callRoute(contract.points.balance), callRoute(contract.records.transactions, { query: { txTypeIds: POINT_TX_TYPE_IDS, page: 1, size: 10 } })]);
    expect(pointsOf('player01')).toBe(expected);
  });

  it('lets QA force a rejection: points and the cash part come back, the stock returns', async () => {
    await asPlayer();
    await setPoints(300_000);
    const wallet = balanceOf('player01');
    const stock = (await callRoute(contract.points.mall, { query: { type: 'GADGET', page: 1 } })).list.find((item) => item.id === 9)!.stock;
    await callRoute(contract.points.redeem, { body: { rewardId: 9, quantity: 1, password: PAY, requestId: rid('force') } });
    expect(balanceOf('player01')).toBeCloseTo(wallet - 5_000, 2);
    const decided = await forceRedeemDecisions('REJECTED');
    // The seeded Movie Tickets entry was processing too.
    expect(decided).toBe(2);
    expect(pointsOf('player01')).toBe(300_000 + 4_500);
    expect(balanceOf('player01')).toBeCloseTo(wallet, 2);
    expect(balanceOf('player01')).toBe(ledgerSumOf('player01'));
    const after = (await callRoute(contract.points.mall, { query: { type: 'GADGET', page: 1 } })).list.find((item) => item.id === 9)!.stock;
    expect(after).toBe(stock);
    const history = await callRoute(contract.points.redeemList, { query: { status: 'PROCESSING' } });
    expect(history.totalElements).toBe(0);
    expect(await forceRedeemDecisions('APPROVED')).toBe(0);
  });

  it('lets QA force an approval, which keeps the points spent', async () => {
    await asPlayer();
    await setPoints(10_000);
    await callRoute(contract.points.redeem, { body: { rewardId: 11, quantity: 1, password: PAY, requestId: rid('approve') } });
    await forceRedeemDecisions('APPROVED');
    expect(pointsOf('player01')).toBe(7_000);
    const rows = redeemEntries.findMany((q) => q.where({ account: 'player01', itemId: 11 })).map((row) => row.status);
    expect(rows.every((status) => status === 'APPROVED')).toBe(true);
  });
});

describe('the mall under a burst', () => {
  it('never spends more points than the balance when 20 redeems of different ids arrive at once', async () => {
    await asPlayer();
    await setPoints(10_000);
    // 20 x 2,500 points asked against 10,000 held: exactly four can pass.
    const { ok, refused } = await burst(() => callRoute(contract.points.redeem, { body: { rewardId: 4, quantity: 1, password: PAY, requestId: rid('over') } }));
    expect(ok).toHaveLength(4);
    expect(refused.map((error) => error.errorCode)).toEqual(Array.from({ length: 16 }, () => 'point_not_enough'));
    expect(pointsOf('player01')).toBe(0);
  });

  it('never sells more units than the stock', async () => {
    await asPlayer();
    await setPoints(1_000_000);
    await mallItems.update((q) => q.where({ id: 13 }), { data(draft) { draft.stock = 3; } });
    const { ok, refused } = await burst(() => callRoute(contract.points.redeem, { body: { rewardId: 13, quantity: 1, password: PAY, requestId: rid('stock') } }));
    expect(ok).toHaveLength(3);
    expect(new Set(refused.map((error) => error.errorCode))).toEqual(new Set(['state_invalid']));
    expect(pointsOf('player01')).toBe(1_000_000 - 3 * 4_000);
  });

  it('never converts more points than the balance', async () => {
    await asPlayer();
    await setPoints(5_000);
    const { ok } = await burst(() => callRoute(contract.points.convert, { body: { points: 1_400, password: PAY, requestId: rid('convert') } }));
    expect(ok).toHaveLength(3);
    expect(pointsOf('player01')).toBe(800);
    expect(balanceOf('player01')).toBe(ledgerSumOf('player01'));
  });

  it('refuses every redeem and convert with a wrong payment password and spends nothing', async () => {
    await asPlayer();
    await setPoints(20_000);
    const { ok, refused } = await burst((index): Promise<unknown> =>
      index % 2
        ? callRoute(contract.points.redeem, { body: { rewardId: 4, quantity: 1, password: '135790', requestId: rid('wrong') } })
        : callRoute(contract.points.convert, { body: { points: 1_000, password: '135790', requestId: rid('wrong') } }),
    );
    expect(ok).toHaveLength(0);
    expect(new Set(refused.map((error) => error.errorCode))).toEqual(new Set(['invalid.payment.pw', 'payment.pw.locked']));
    expect(pointsOf('player01')).toBe(20_000);
  });

  it("pays a mission's reward once: the mission turns CLAIMED and leaves the badge", async () => {
    await asPlayer();
    const before = await callRoute(contract.missions.summary);
    const mission = before.missions.find((row) => row.status === 'CLAIM')!;
    const points = pointsOf('player01');
    const { ok, refused } = await burst(() => callRoute(contract.rewards.claim, { body: { id: mission.rewardItemId!, requestId: rid('mission') } }));
    expect(ok).toHaveLength(1);
    expect(refused.length).toBe(BURST - 1);
    expect(pointsOf('player01')).toBe(points + mission.rewardPoints);
    const after = await callRoute(contract.missions.summary);
    expect(after.missions.find((row) => row.id === mission.id)!.status).toBe('CLAIMED');
    expect(after.claimable).toBe(before.claimable - 1);
    // N4's missions badge follows.
    expect((await callRoute(contract.promotions.available)).content?.MISSION?.count).toBe(after.claimable);
  });
});

describe('refer a friend', () => {
  it('is offered while N4 REFERRAL is enabled, and says so when it is not', async () => {
    await asPlayer();
    expect((await callRoute(contract.promotions.available)).content?.REFERRAL).toEqual({ count: 0, enabled: true });
    const on = await callRoute(contract.promotions.referral, { query: { autoGenerate: true } });
    expect(on).toMatchObject({ totalInvitations: 12, referralLink: `/register?referralCode=${on.referralCode}` });
    setScenario({ flags: { referral: false } });
    expect((await callRoute(contract.promotions.available)).content?.REFERRAL).toEqual({ count: 0, enabled: false });
  });
});

describe('trial accounts', () => {
  it('are refused the mall, the missions and the referral with in_need_true_account', async () => {
    await asTrial();
    const calls = [
      () => callRoute(contract.points.redeem, { body: { rewardId: 4, quantity: 1, password: PAY, requestId: rid('trial') } }),
      () => callRoute(contract.points.convert, { body: { points: 1_000, password: PAY, requestId: rid('trial') } }),
      () => callRoute(contract.points.redeemList, { query: {} }),
      () => callRoute(contract.missions.summary),
      () => callRoute(contract.missions.leaderboard, { query: { missionId: 902 } }),
      () => callRoute(contract.missions.claim, { body: { milestoneId: 1, claimLeaderboard: false } }),
      () => callRoute(contract.promotions.referral, { query: { autoGenerate: true } }),
      () => callRoute(contract.rewards.claim, { body: { id: 4, requestId: rid('trial') } }),
    ];
    for (const call of calls) expect((await refusal(call())).errorCode).toBe('in_need_true_account');
  });
});
