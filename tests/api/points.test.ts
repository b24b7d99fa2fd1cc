import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from '../../contracts/shared/constants';
import { setScenario } from '../../mocks/engine/scenario';
import { changePoints } from '../../mocks/points/ledger';
import { MAX_CONVERT_POINTS_PER_DAY } from '../../mocks/points/rates';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

const points = contract.points;
const PAY = '246810';
const asPlayer = () => loginAs('player01', 'Player@123');
async function asTrial(): Promise<void> {
  const value = await callRoute(contract.session.freePlay, { body: { os: 'Linux', platform: 'W' } });
  useToken(value.token);
}
let counter = 0;
const rid = () => `points-test-${(counter += 1)}-abcdef`;
const pointsNow = async () => (await callRoute(points.balance)).points;
const cash = async () => (await callRoute(contract.wallet.getBalance)).balance;

describe('points.balance', () => {
  it("answers player01's points, what is held by processing redeems and its VIP conversion rate", async () => {
    await asPlayer();
    const value = await callRoute(points.balance);
    expect(value.points).toBeGreaterThan(20_000);
    expect(value.totalEarned - value.totalSpent).toBe(value.points);
    // One redeem of Movie Tickets (4,500) is still processing.
    expect(value.processingPoints).toBe(4_500);
    expect(value.pointsPerUnit).toBe(140);
    const { list } = await callRoute(points.details, { query: { pageSize: 1 } });
    expect(list[0]!.balanceAfter).toBe(value.points);
  });

  it('refuses a guest and a trial account', async () => {
    expect((await refusal(callRoute(points.balance))).status).toBe(401);
    await asTrial();
    expect((await refusal(callRoute(points.balance))).errorCode).toBe('in_need_true_account');
  });
});

describe('points.config, rules and exchangeRates (public)', () => {
  it('answers the switches and limits; points never expire', async () => {
    const value = await callRoute(points.config);
    expect(value).toMatchObject({ enabled: true, expires: false, minConvertPoints: 1_000, convertStep: 100, maxRedeemQuantity: 10 });
  });

  it('answers the rules text', async () => {
    const value = await callRoute(points.rules);
    expect(value.content).toContain('<strong>never expire</strong>');
    expect(value.content).toContain('payment password');
  });

  it('answers earning per category and conversion per VIP level', async () => {
    const value = await callRoute(points.exchangeRates);
    expect(value.earn.map((row) => row.gameType)).toEqual([...GAME_TYPES]);
    expect(value.earn.find((row) => row.gameType === 'RNG')!.validBetPerPoint).toBe(10);
    expect(value.convert.map((row) => row.pointsPerUnit)).toEqual([200, 180, 160, 140, 120, 100]);
    expect(value.convert[3]).toMatchObject({ vipRankLevel: 3, vipLabelName: 'Platinum' });
  });

  it('refuse like every route while the system is under maintenance', async () => {
    setScenario({ status: 'maintenance' });
    for (const route of [points.config, points.rules, points.exchangeRates]) {
      const error = await refusal(callRoute(route));
      expect(error.errorCode).toBe('system_under_maintenance');
      expect(error.status).toBe(503);
    }
  });
});

describe('points.details', () => {
  it('lists every change newest first, filtered by type', async () => {
    await asPlayer();
    const all = await callRoute(points.details, { query: { pageSize: 100 } });
    expect(new Set(all.list.map((row) => row.type))).toEqual(new Set(['ADJUST', 'EARN', 'CONVERT', 'REDEEM', 'REFUND', 'REWARD']));
    for (let i = 0; i < all.list.length - 1; i += 1) {
      expect(all.list[i + 1]!.balanceAfter + all.list[i]!.points).toBe(all.list[i]!.balanceAfter);
    }
    const converts = await callRoute(points.details, { query: { type: 'CONVERT' } });
    expect(converts.list.map((row) => row.points)).toEqual([-2_800, -5_600]);
  });

  it('refuses an unknown type', async () => {
    await asPlayer();
    expect((await refusal(callRoute(points.details, { query: { type: 'BONUS' as never } }))).status).toBe(400);
  });
});

describe('points.mall', () => {
  it('lists the catalogue with the stock left after redemptions', async () => {
    const value = await callRoute(points.mall, { query: { pageSize: 50 } });
    expect(value.totalCount).toBe(16);
    expect(value.list.find((item) => item.id === 12)!.stock).toBe(299);
    expect(value.list.find((item) => item.id === 10)!.stock).toBe(0);
    expect(value.list.filter((item) => item.requiredAmount > 0).map((item) => item.id)).toEqual([9, 10, 14]);
    const gadgets = await callRoute(points.mall, { query: { type: 'GADGET' } });
    expect(gadgets.list.every((item) => item.type === 'GADGET')).toBe(true);
  });

  it('refuses a malformed query', async () => {
    expect((await refusal(callRoute(points.mall, { query: { pageSize: 0 } }))).errorCode).toBe('request_param_err');
    expect((await refusal(callRoute(points.mall, { query: { type: 'CAR' as never } }))).status).toBe(400);
  });
});

describe('points.redeem', () => {
  it('spends the points once, and files a PROCESSING reward entry', async () => {
    await asPlayer();
    const before = await pointsNow();
    const body = { itemId: 4, quantity: 2, paymentPassword: PAY, requestId: rid() };
    const first = await callRoute(points.redeem, { body });
    expect(first.entry).toMatchObject({ type: 'BONUS', name: '20 Free Spins: Fortune Dragon', quantity: 2, requiredPoints: 5_000, requiredAmount: 0, status: 'PROCESSING' });
    expect(first.points).toBe(before - 5_000);
    expect(await callRoute(points.redeem, { body })).toEqual(first);
    expect(await pointsNow()).toBe(before - 5_000);
    expect((await callRoute(points.redeemList, { query: { pageSize: 1 } })).list[0]).toEqual(first.entry);
  });

  it('takes the cash part of a "points + cash" item from the wallet', async () => {
    await asPlayer();
    await changePoints('player01', 'ADJUST', 300_000, 'Test top-up', 'TEST');
    const wallet = await cash();
    const redeemed = await callRoute(points.redeem, { body: { itemId: 9, quantity: 1, paymentPassword: PAY, requestId: rid() } });
    expect(redeemed.entry).toMatchObject({ requiredPoints: 250_000, requiredAmount: 5_000 });
    expect(redeemed.balance).toBeCloseTo(wallet - 5_000, 2);
    const row = (await callRoute(contract.records.transactions, { query: { kind: 'REDEEM', pageSize: 1 } })).list[0]!;
    expect(row).toMatchObject({ amount: -5_000, reference: `MALL-${redeemed.entry.id}` });
  });

  it('refuses insufficient points and a wrong payment password without spending', async () => {
    await asPlayer();
    const before = await pointsNow();
    const poor = await refusal(callRoute(points.redeem, { body: { itemId: 15, quantity: 1, paymentPassword: PAY, requestId: rid() } }));
    expect(poor.errorCode).toBe('point_not_enough');
    const wrong = await refusal(callRoute(points.redeem, { body: { itemId: 4, quantity: 1, paymentPassword: '111111', requestId: rid() } }));
    expect(wrong.errorCode).toBe('invalid.payment.pw');
    expect(await pointsNow()).toBe(before);
  });

  it('refuses an item out of stock, over the per-member limit, unknown, or too many at once', async () => {
    await asPlayer();
    await changePoints('player01', 'ADJUST', 1_000_000, 'Test top-up', 'TEST');
    const soldOut = await refusal(callRoute(points.redeem, { body: { itemId: 10, quantity: 1, paymentPassword: PAY, requestId: rid() } }));
    expect(soldOut.errorCode).toBe('state_invalid');
    // The client words the refusal from its reason (the message is English).
    expect(soldOut.value).toEqual({ reason: 'OUT_OF_STOCK' });
    // The earlier earbuds redeem was rejected, so it does not count against the limit of 1.
    await callRoute(points.redeem, { body: { itemId: 7, quantity: 1, paymentPassword: PAY, requestId: rid() } });
    const limit = await refusal(callRoute(points.redeem, { body: { itemId: 7, quantity: 1, paymentPassword: PAY, requestId: rid() } }));
    expect(limit.errorCode).toBe('state_invalid');
    expect(limit.message).toContain('At most 1');
    expect(limit.value).toEqual({ reason: 'MEMBER_LIMIT', limit: 1 });
    expect((await refusal(callRoute(points.redeem, { body: { itemId: 77, quantity: 1, paymentPassword: PAY, requestId: rid() } }))).errorCode).toBe('record_not_found');
    expect((await refusal(callRoute(points.redeem, { body: { itemId: 4, quantity: 11, paymentPassword: PAY, requestId: rid() } }))).status).toBe(400);
  });

  it('refuses a trial account', async () => {
    await asTrial();
    expect((await refusal(callRoute(points.redeem, { body: { itemId: 4, quantity: 1, paymentPassword: PAY, requestId: rid() } }))).errorCode).toBe('in_need_true_account');
  });
});

describe('points.redeemList', () => {
  it('lists the redeem history with every status', async () => {
    await asPlayer();
    const value = await callRoute(points.redeemList, { query: {} });
    expect(value.totalCount).toBe(5);
    expect(value.list.map((entry) => entry.status)).toEqual(['PROCESSING', 'APPROVED', 'APPROVED', 'REJECTED', 'APPROVED']);
    const rejected = await callRoute(points.redeemList, { query: { status: 'REJECTED' } });
    expect(rejected.list[0]).toMatchObject({ name: 'Wireless Earbuds', requiredPoints: 45_000 });
    expect(rejected.list[0]!.remark).toContain('points returned');
  });

  it('refuses a guest', async () => {
    expect((await refusal(callRoute(points.redeemList, { query: {} }))).errorCode).toBe('login.not.session');
  });
});

describe('points.convert', () => {
  it('turns points into wallet money at the VIP rate, once per requestId', async () => {
    await asPlayer();
    const before = { points: await pointsNow(), cash: await cash() };
    const body = { points: 1_400, paymentPassword: PAY, requestId: rid() };
    const first = await callRoute(points.convert, { body });
    // Platinum converts 140 points into 1.
    expect(first).toMatchObject({ points: 1_400, amount: 10, pointsBalance: before.points - 1_400 });
    expect(first.balance).toBeCloseTo(before.cash + 10, 2);
    expect(await callRoute(points.convert, { body })).toEqual(first);
    expect(await pointsNow()).toBe(before.points - 1_400);
    expect(await cash()).toBeCloseTo(before.cash + 10, 2);
    const row = (await callRoute(contract.records.transactions, { query: { kind: 'REDEEM', pageSize: 1 } })).list[0]!;
    expect(row).toMatchObject({ id: first.ledgerId, amount: 10 });
  });

  it('rounds the cash down to cents', async () => {
    await asPlayer();
    expect((await callRoute(points.convert, { body: { points: 1_000, paymentPassword: PAY, requestId: rid() } })).amount).toBe(7.14);
  });

  it('refuses too few points, a broken step, more than the balance and a wrong payment password', async () => {
    await asPlayer();
    const before = await pointsNow();
    expect((await refusal(callRoute(points.convert, { body: { points: 900, paymentPassword: PAY, requestId: rid() } }))).errorCode).toBe('request_param_err');
    expect((await refusal(callRoute(points.convert, { body: { points: 1_050, paymentPassword: PAY, requestId: rid() } }))).errorCode).toBe('request_param_err');
    expect((await refusal(callRoute(points.convert, { body: { points: 190_000, paymentPassword: PAY, requestId: rid() } }))).errorCode).toBe('point_not_enough');
    expect((await refusal(callRoute(points.convert, { body: { points: 1_000, paymentPassword: '24681', requestId: rid() } }))).errorCode).toBe('invalid.payment.pw');
    expect(await pointsNow()).toBe(before);
  });

  it('refuses a conversion over the daily cap, saying so by its reason', async () => {
    await asPlayer();
    await changePoints('player01', 'ADJUST', MAX_CONVERT_POINTS_PER_DAY, 'Test top-up', 'TEST');
    await callRoute(points.convert, { body: { points: MAX_CONVERT_POINTS_PER_DAY, paymentPassword: PAY, requestId: rid() } });
    const before = await pointsNow();
    const over = await refusal(callRoute(points.convert, { body: { points: 1_000, paymentPassword: PAY, requestId: rid() } }));
    expect(over.errorCode).toBe('state_invalid');
    expect(over.value).toEqual({ reason: 'DAILY_CONVERT_LIMIT', limit: MAX_CONVERT_POINTS_PER_DAY });
    expect(await pointsNow()).toBe(before);
  });

  it('refuses a member without a payment password and a trial account', async () => {
    await loginAs('agent_div_dl01', 'Member@123');
    const error = await refusal(callRoute(points.convert, { body: { points: 1_000, paymentPassword: PAY, requestId: rid() } }));
    expect(error.errorCode).toBe('state_invalid');
    await asTrial();
    expect((await refusal(callRoute(points.convert, { body: { points: 1_000, paymentPassword: PAY, requestId: rid() } }))).errorCode).toBe('in_need_true_account');
  });
});
