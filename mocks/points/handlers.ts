import { contract } from '../../contracts';
import { MALL_PAGE_SIZE, type MallCatalogueItem, type PointReward } from '../../contracts/points';
import { DEFAULT_CURRENCY_SYMBOL, GAME_TYPES } from '../../contracts/shared/constants';
import type { RewardEntry } from '../../contracts/shared/entities';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireRealMember } from '../engine/auth';
import { isoNow } from '../engine/clock';
import { implement } from '../engine/implement';
import { ok, refuse } from '../engine/refusal';
import { dayOf, inReportRange, newestFirst, nextIdOf, reportPageOf } from '../engine/helpers';
import { VIP_LEVELS } from '../rewards/vip';
import { once } from '../wallet/idempotency';
import { checkMoneyPassword } from '../wallet/payment-password';
import { balanceOf, post } from '../wallet/ledger';
import { reviewDeadline, settleRedeems, settleRedeemsHeld } from './backOffice';
import { POINTS_RULES_HTML } from './catalogue';
import { mallItems, pointsDetails, redeemEntries, type RedeemRecord } from './collections';
import { changePoints, pointsAccountOf, pointsOf } from './ledger';
import {
  CONVERT_STEP,
  MAX_CONVERT_POINTS_PER_DAY,
  MAX_REDEEM_QUANTITY,
  MIN_CONVERT_POINTS,
  POINTS_PER_UNIT_BY_LEVEL,
  VALID_BET_PER_POINT,
  convertAmount,
  pointsPerUnit,
} from './rates';

function toRewardEntry(record: RedeemRecord): RewardEntry {
  const { account: _account, itemId: _itemId, requestId: _requestId, updateTime: _updateTime, decideAt: _decideAt, ...entry } = record;
  return entry;
}

/** Units of an item redeemed and not rejected (by everyone, or by one member). */
function redeemedQuantity(itemId: number, account?: string): number {
  return redeemEntries
    .findMany((q) => q.where(account ? { itemId, account } : { itemId }))
    .filter((entry) => entry.status !== 'REJECTED')
    .reduce((sum, entry) => sum + entry.quantity, 0);
}

function stockLeft(itemId: number, initial: number): number {
  return Math.max(0, initial - redeemedQuantity(itemId));
}

/**
 * A catalogue item as N21 answers it (WIRE.md §6.6). A "points + cash" item says so with
 * displayPointMoneyAmt "Y" and its two amounts; `price` is its points either way. Half the items show
 * their picture as `imageLink`, the other half as `merchandiseImages` (type "M"): the platform sends
 * either, and the client must read both.
 */
function toPointReward(item: MallCatalogueItem, stock: number): PointReward {
  const picture = item.id % 2 === 0 ? { merchandiseImages: [{ type: 'M', imageUrl: item.imageUrl }] } : { imageLink: item.imageUrl };
  const cash = item.requiredAmount > 0 ? { displayPointMoneyAmt: 'Y', mpPointAmount: item.requiredPoints, mpMoneyAmount: item.requiredAmount } : { displayPointMoneyAmt: 'N' };
  return {
    id: item.id, name: item.name, ...picture, ...cash, price: item.requiredPoints, type: item.type,
    description: item.description, stock, perMemberLimit: item.perMemberLimit,
  };
}

export const pointsImpl = implement(contract.points, {
  balance: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    await settleRedeems(member.account);
    return ok(pointsOf(member.account));
  },

  summary: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    await settleRedeems(member.account);
    const row = pointsAccountOf(member.account);
    const processingPoints = redeemEntries
      .findMany((q) => q.where({ account: member.account, status: 'PROCESSING' }))
      .reduce((sum, entry) => sum + entry.requiredPoints, 0);
    return ok({
      totalEarned: row?.totalEarned ?? 0,
      totalSpent: row?.totalSpent ?? 0,
      processingPoints,
      pointsPerUnit: pointsPerUnit(member.vipRankLevel),
      currencySymbol: member.currencySymbol || DEFAULT_CURRENCY_SYMBOL,
    });
  },

  config: async () =>
    ok({
      enabled: true,
      redeemEnabled: true,
      convertEnabled: true,
      minConvertPoints: MIN_CONVERT_POINTS,
      convertStep: CONVERT_STEP,
      maxConvertPointsPerDay: MAX_CONVERT_POINTS_PER_DAY,
      maxRedeemQuantity: MAX_REDEEM_QUANTITY,
      expires: false as const,
      currencySymbol: DEFAULT_CURRENCY_SYMBOL,
    }),

  rules: async () => ok({ title: 'Points rules', content: POINTS_RULES_HTML, updateTime: '2026-09-01T00:00:00.000Z' }),

  exchangeRates: async () =>
    ok({
      earn: GAME_TYPES.map((gameType) => ({ gameType, validBetPerPoint: VALID_BET_PER_POINT[gameType] })),
      convert: VIP_LEVELS.map((level) => ({
        vipRankLevel: level.level,
        vipLabelName: level.label,
        pointsPerUnit: POINTS_PER_UNIT_BY_LEVEL[level.level] ?? pointsPerUnit(level.level),
      })),
    }),

  mall: async ({ query }) => {
    const rows = mallItems
      .findMany()
      .filter((item) => !query.type || item.type === query.type)
      .filter((item) => (query.minPoints === undefined || item.requiredPoints >= query.minPoints) && (query.maxPoints === undefined || item.requiredPoints <= query.maxPoints))
      .sort((a, b) => a.id - b.id)
      .map((item) => toPointReward(item, stockLeft(item.id, item.stock)));
    const page = reportPageOf(rows, query.page, MALL_PAGE_SIZE);
    return ok({ list: page.content, totalPages: page.totalPages, totalCount: page.totalElements });
  },

  redeem: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    await checkMoneyPassword(member, body.password);
    const account = member.account;
    // The stock is shared by every member: its item is locked too.
    const value = await once(account, body.requestId, ctx.key, body, async () => {
      // Entries the back office has decided give back their points and stock before this one is checked.
      await settleRedeemsHeld(account);
      const item = mallItems.findFirst((q) => q.where({ id: body.rewardId }));
      if (!item) throw refuse(ERROR_CODES.NOT_FOUND, 'No such mall item', 404);
      if (stockLeft(item.id, item.stock) < body.quantity) throw refuse(ERROR_CODES.INVALID_STATE, `${item.name} is out of stock`, 200, { reason: 'OUT_OF_STOCK' });
      if (redeemedQuantity(item.id, account) + body.quantity > item.perMemberLimit) {
        throw refuse(ERROR_CODES.INVALID_STATE, `At most ${item.perMemberLimit} per member`, 200, { reason: 'MEMBER_LIMIT', limit: item.perMemberLimit });
      }
      const points = item.requiredPoints * body.quantity;
      const cash = item.requiredAmount * body.quantity;
      if (pointsOf(account) < points) throw refuse(ERROR_CODES.INSUFFICIENT_POINTS, 'Not enough points');
      if (cash > balanceOf(account)) throw refuse(ERROR_CODES.INSUFFICIENT_BALANCE);
      const id = nextIdOf(redeemEntries);
      const time = isoNow();
      await changePoints(account, 'REDEEM', -points, `Redeemed ${body.quantity} x ${item.name}`, `REDEEM-${id}`, time);
      if (cash > 0) await post(account, 'REDEEM', -cash, `MALL-${id}`, `Cash part of ${item.name}`, time);
      const record = await redeemEntries.create({
        id, account, itemId: item.id, requestId: body.requestId, type: item.type, name: item.name, quantity: body.quantity,
        requiredPoints: points, requiredAmount: cash, status: 'PROCESSING', time, remark: 'Processing within 3 working days',
        updateTime: time, decideAt: reviewDeadline(time),
      });
      return { entry: toRewardEntry(record), points: pointsOf(account), balance: balanceOf(account) };
    }, [`mall:${body.rewardId}`]);
    return ok(value);
  },

  redeemList: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    await settleRedeems(member.account);
    const inRange = inReportRange(query);
    const rows = redeemEntries
      .findMany((q) => q.where({ account: member.account }))
      .filter((row) => inRange(row.time) && (!query.status || row.status === query.status))
      .sort(newestFirst((row) => row.time))
      .map(toRewardEntry);
    return ok(reportPageOf(rows, query.page, query.size));
  },

  convert: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    await checkMoneyPassword(member, body.password);
    const account = member.account;
    const value = await once(account, body.requestId, ctx.key, body, async () => {
      await settleRedeemsHeld(account);
      if (body.points < MIN_CONVERT_POINTS || body.points % CONVERT_STEP !== 0) {
        throw refuse(ERROR_CODES.VALIDATION, `body.points: at least ${MIN_CONVERT_POINTS}, in steps of ${CONVERT_STEP}`, 400);
      }
      const today = dayOf(isoNow());
      const convertedToday = pointsDetails
        .findMany((q) => q.where({ account, type: 'CONVERT' }))
        .filter((row) => dayOf(row.createTime) === today)
        .reduce((sum, row) => sum - row.points, 0);
      if (convertedToday + body.points > MAX_CONVERT_POINTS_PER_DAY) {
        throw refuse(ERROR_CODES.INVALID_STATE, `At most ${MAX_CONVERT_POINTS_PER_DAY} points a day`, 200, {
          reason: 'DAILY_CONVERT_LIMIT', limit: MAX_CONVERT_POINTS_PER_DAY,
        });
      }
      if (pointsOf(account) < body.points) throw refuse(ERROR_CODES.INSUFFICIENT_POINTS, 'Not enough points');
      const amount = convertAmount(body.points, member.vipRankLevel);
      const time = isoNow();
      const detail = await changePoints(account, 'CONVERT', -body.points, `Converted into ${amount.toFixed(2)}`, 'CONVERT', time);
      const row = await post(account, 'REDEEM', amount, `CONVERT-${detail.id}`, `Converted ${body.points} points`, time);
      return { points: body.points, amount, pointsBalance: pointsOf(account), balance: balanceOf(account), ledgerId: row.id };
    });
    return ok(value);
  },
});
