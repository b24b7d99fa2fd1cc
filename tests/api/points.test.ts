import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from '../../contracts/shared/constants';
import { setScenario } from '../../mocks/engine/scenario';
import { changePoints } from '../../mocks/points/ledger';
import { MAX_CONVERT_POINTS_PER_DAY } from '../../mocks/points/rates';
import { convertResultSchema, redeemResultSchema } from '../../contracts/points';
import { POINT_TX_TYPE_IDS } from '../../contracts/shared/constants';
import { callRoute, contract } from '../../src/lib/api';
import { asTrial, loginAs, useSimulatedBackend } from '../support/backend';
import { ledgerRows, mainBalance, PAY, pointBalance } from '../support/money';
import { refusal } from '../support/refusal';

useSimulatedBackend();

const points = contract.points;
const asPlayer = () => loginAs('player01', 'Player@123');
let counter = 0;
const rid = () => `points-test-${(counter += 1)}-abcdef`;
const pointsNow = pointBalance;
const cash = mainBalance;
/** N27's points rows, as the points details read them. */
const pointRows = (query: { codeTypes?: string; size?: number } = {}) =>
  callRoute(contract.records.transactions, { query: { txTypeIds: POINT_TX_TYPE_IDS, page: 1, size: 20, ...query } });
/** What the simulated backend answers to N25 and N26 beyond WIRE.md's success. */
const redeem = async (body: { rewardId: number; quantity: number; password: string; requestId: string }) => redeemResultSchema.parse(await callRoute(points.redeem, { body }));
const convert = async (body: { points: number; password: string; requestId: string }) => convertResultSchema.parse(await callRoute(points.convert, { body }));

describe('points.balance (N20) and points.summary', () => {
  it("answers player01's points as the value itself, and beside it what processing redeems hold and its VIP conversion rate", async () => {
    await asPlayer();
    const value = await callRoute(points.balance);
    expect(typeof value).toBe('number');
    expect(value).toBeGreaterThan(20_000);
    const summary = await callRoute(points.summary);
    expect(summary.totalEarned - summary.totalSpent).toBe(value);
    // One redeem of Movie Tickets (4,500) is still processing.
    expect(summary.processingPoints).toBe(4_500);
    expect(summary.pointsPerUnit).toBe(140);
    const { content } = await pointRows({ size: 1 });
    expect(content[0]!.balanceAfter).toBe(value);
  });

  it('refuses a guest and a trial account', async () => {
    expect((await refusal(callRoute(points.balance))).status).toBe(401);
    await asTrial();
    expect((await refusal(callRoute(points.balance))).errorCode).toBe('in_need_true_account');
    expect((await refusal(callRoute(points.summary))).errorCode).toBe('in_need_true_account');
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

describe('the points details (N27 with txTypeIds 8102,8202)', () => {
  it('lists every change newest first, filtered by type', async () => {
    await asPlayer();
    const all = (await pointRows({ size: 100 })).content.map((row) => ({ type: row.codeType, points: Number(row.amount), balanceAfter: Number(row.balanceAfter) }));
    expect(new Set(all.map((row) => row.type))).toEqual(new Set(['ADJUST', 'EARN', 'CONVERT', 'REDEEM', 'REFUND', 'REWARD']));
    for (let i = 0; i < all.length - 1; i += 1) {
      expect(all[i + 1]!.balanceAfter + all[i]!.points).toBe(all[i]!.balanceAfter);
    }
    const converts = await pointRows({ codeTypes: 'CONVERT' });
    expect(converts.content.map((row) => row.amount)).toEqual([-2_800, -5_600]);
  });

  it('lists nothing for a type it does not know', async () => {
    await asPlayer();
    expect((await pointRows({ codeTypes: 'BONUS' })).content).toEqual([]);
  });
});

describe('points.mall', () => {
  it('lists the catalogue with the stock left after redemptions', async () => {
    const value = await callRoute(points.mall, { query: { page: 1 } });
    expect(value.totalCount).toBe(16);
    expect(value.totalPages).toBe(2);
    const all = [...value.list, ...(await callRoute(points.mall, { query: { page: 2 } })).list];
    expect(all.find((item) => item.id === 12)!.stock).toBe(299);
    expect(all.find((item) => item.id === 10)!.stock).toBe(0);
    // WIRE.md §6.6: a "points + cash" item says so with displayPointMoneyAmt "Y" and its two amounts.
    expect(all.filter((item) => item.displayPointMoneyAmt === 'Y').map((item) => item.id)).toEqual([9, 10, 14]);
    expect(all.find((item) => item.id === 9)).toMatchObject({ mpPointAmount: 250_000, mpMoneyAmount: 5_000, price: 250_000 });
    // The picture comes as imageLink or as merchandiseImages of type M.
    expect(all.find((item) => item.id === 3)!.imageLink).toMatch(/^\/mock-assets\//);
    expect(all.find((item) => item.id === 4)!.merchandiseImages).toEqual([{ type: 'M', imageUrl: expect.stringMatching(/^\/mock-assets\//) as string }]);
    const gadgets = await callRoute(points.mall, { query: { type: 'GADGET', page: 1 } });
    expect(gadgets.list.every((item) => item.type === 'GADGET')).toBe(true);
  });

  it('refuses a malformed query', async () => {
    expect((await refusal(callRoute(points.mall, { query: { page: 0 } }))).errorCode).toBe('request_param_err');
    expect((await refusal(callRoute(points.mall, { query: { type: 'CAR' as never } }))).status).toBe(400);
  });
});

describe('points.redeem', () => {
  it('spends the points once, and files a PROCESSING reward entry', async () => {
    await asPlayer();
    const before = await pointsNow();
    const body = { rewardId: 4, quantity: 2, password: PAY, requestId: rid() };
    const first = await redeem(body);
    expect(first.entry).toMatchObject({ type: 'BONUS', name: '20 Free Spins: Fortune Dragon', quantity: 2, requiredPoints: 5_000, requiredAmount: 0, status: 'PROCESSING' });
    expect(first.points).toBe(before - 5_000);
    expect(await redeem(body)).toEqual(first);
    expect(await pointsNow()).toBe(before - 5_000);
    expect((await callRoute(points.redeemList, { query: { size: 1 } })).content[0]).toEqual(first.entry);
  });

  it('takes the cash part of a "points + cash" item from the wallet', async () => {
    await asPlayer();
    await changePoints('player01', 'ADJUST', 300_000, 'Test top-up', 'TEST');
    const wallet = await cash();
    const redeemed = await redeem({ rewardId: 9, quantity: 1, password: PAY, requestId: rid() });
    expect(redeemed.entry).toMatchObject({ requiredPoints: 250_000, requiredAmount: 5_000 });
    expect(redeemed.balance).toBeCloseTo(wallet - 5_000, 2);
    const row = (await ledgerRows({ codeTypes: 'REDEEM', size: 1 })).rows[0]!;
    expect(row).toMatchObject({ amount: -5_000, reference: `MALL-${redeemed.entry.id}` });
  });

  it('refuses insufficient points and a wrong payment password without spending', async () => {
    await asPlayer();
    const before = await pointsNow();
    const poor = await refusal(callRoute(points.redeem, { body: { rewardId: 15, quantity: 1, password: PAY, requestId: rid() } }));
    expect(poor.errorCode).toBe('point_not_enough');
    const wrong = await refusal(callRoute(points.redeem, { body: { rewardId: 4, quantity: 1, password: '111111', requestId: rid() } }));
    expect(wrong.errorCode).toBe('invalid.payment.pw');
    expect(await pointsNow()).toBe(before);
  });

  it('refuses an item out of stock, over the per-member limit, unknown, or too many at once', async () => {
    await asPlayer();
    await changePoints('player01', 'ADJUST', 1_000_000, 'Test top-up', 'TEST');
    const soldOut = await refusal(callRoute(points.redeem, { body: { rewardId: 10, quantity: 1, password: PAY, requestId: rid() } }));
    expect(soldOut.errorCode).toBe('state_invalid');
    // The client words the refusal from its reason (the message is English).
    expect(soldOut.value).toEqual({ reason: 'OUT_OF_STOCK' });
    // The earlier earbuds redeem was rejected, so it does not count against the limit of 1.
    await redeem({ rewardId: 7, quantity: 1, password: PAY, requestId: rid() });
    const limit = await refusal(callRoute(points.redeem, { body: { rewardId: 7, quantity: 1, password: PAY, requestId: rid() } }));
    expect(limit.errorCode).toBe('state_invalid');
    expect(limit.message).toContain('At most 1');
    expect(limit.value).toEqual({ reason: 'MEMBER_LIMIT', limit: 1 });
    expect((await refusal(callRoute(points.redeem, { body: { rewardId: 77, quantity: 1, password: PAY, requestId: rid() } }))).errorCode).toBe('record_not_found');
    expect((await refusal(callRoute(points.redeem, { body: { rewardId: 4, quantity: 11, password: PAY, requestId: rid() } }))).status).toBe(400);
  });

  it('refuses a trial account', async () => {
    await asTrial();
    expect((await refusal(callRoute(points.redeem, { body: { rewardId: 4, quantity: 1, password: PAY, requestId: rid() } }))).errorCode).toBe('in_need_true_account');
  });
});

describe('points.redeemList', () => {
  it('lists the redeem history with every status', async () => {
    await asPlayer();
    const value = await callRoute(points.redeemList, { query: {} });
    expect(value.totalElements).toBe(5);
    expect(value.content.map((entry) => entry.status)).toEqual(['PROCESSING', 'APPROVED', 'APPROVED', 'REJECTED', 'APPROVED']);
    const rejected = await callRoute(points.redeemList, { query: { status: 'REJECTED' } });
    expect(rejected.content[0]).toMatchObject({ name: 'Wireless Earbuds', requiredPoints: 45_000 });
    expect(rejected.content[0]!.remark).toContain('points returned');
  });

  it('refuses a guest', async () => {
    expect((await refusal(callRoute(points.redeemList, { query: {} }))).errorCode).toBe('login.not.session');
  });
});

describe('points.convert', () => {
  it('turns points into wallet money at the VIP rate, once per requestId', async () => {
    await asPlayer();
    const before = { points: await pointsNow(), cash: await cash() };
    const body = { points: 1_400, password: PAY, requestId: rid() };
    const first = await convert(body);
    // Platinum converts 140 points into 1.
    expect(first).toMatchObject({ points: 1_400, amount: 10, pointsBalance: before.points - 1_400 });
    expect(first.balance).toBeCloseTo(before.cash + 10, 2);
    expect(await convert(body)).toEqual(first);
    expect(await pointsNow()).toBe(before.points - 1_400);
    expect(await cash()).toBeCloseTo(before.cash + 10, 2);
    const row = (await ledgerRows({ codeTypes: 'REDEEM', size: 1 })).rows[0]!;
    expect(row).toMatchObject({ id: first.ledgerId, amount: 10 });
  });

  it('rounds the cash down to cents', async () => {
    await asPlayer();
    expect((await convert({ points: 1_000, password: PAY, requestId: rid() })).amount).toBe(7.14);
  });

  it('refuses too few points, a broken step, more than the balance and a wrong payment password', async () => {
    await asPlayer();
    const before = await pointsNow();
    expect((await refusal(callRoute(points.convert, { body: { points: 900, password: PAY, requestId: rid() } }))).errorCode).toBe('request_param_err');
    expect((await refusal(callRoute(points.convert, { body: { points: 1_050, password: PAY, requestId: rid() } }))).errorCode).toBe('request_param_err');
    expect((await refusal(callRoute(points.convert, { body: { points: 190_000, password: PAY, requestId: rid() } }))).errorCode).toBe('point_not_enough');
    expect((await refusal(callRoute(points.convert, { body: { points: 1_000, password: '24681', requestId: rid() } }))).errorCode).toBe('invalid.payment.pw');
    expect(await pointsNow()).toBe(before);
  });

  it('refuses a conversion over the daily cap, saying so by its reason', async () => {
    await asPlayer();
    await changePoints('player01', 'ADJUST', MAX_CONVERT_POINTS_PER_DAY, 'Test top-up', 'TEST');
    await convert({ points: MAX_CONVERT_POINTS_PER_DAY, password: PAY, requestId: rid() });
    const before = await pointsNow();
    const over = await refusal(callRoute(points.convert, { body: { points: 1_000, password: PAY, requestId: rid() } }));
    expect(over.errorCode).toBe('state_invalid');
    expect(over.value).toEqual({ reason: 'DAILY_CONVERT_LIMIT', limit: MAX_CONVERT_POINTS_PER_DAY });
    expect(await pointsNow()).toBe(before);
  });

  it('refuses a member without a payment password and a trial account', async () => {
    await loginAs('agent_div_dl01', 'Member@123');
    const error = await refusal(callRoute(points.convert, { body: { points: 1_000, password: PAY, requestId: rid() } }));
    expect(error.errorCode).toBe('not.exists.payment.password');
    await asTrial();
    expect((await refusal(callRoute(points.convert, { body: { points: 1_000, password: PAY, requestId: rid() } }))).errorCode).toBe('in_need_true_account');
  });
});
