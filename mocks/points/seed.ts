import { TRIAL_ACCOUNT_TYPE } from '../../contracts/shared/constants';
import { daysAgo } from '../engine/fake';
import { members } from '../member/collections';
import { bets } from '../wallet/collections';
import { hashText } from '../engine/helpers';
import { vipLevel } from '../rewards/vip';
import { HISTORY_DAYS, PLAYER01_CONVERSIONS, RICH_PLAYER } from '../wallet/history';
import { MALL_ITEMS } from './catalogue';
import { mallItems, redeemEntries } from './collections';
import { changePoints } from './ledger';
import { convertAmount, VALID_BET_PER_POINT } from './rates';

/** player01's mall redemptions: item, quantity, day and how the back office decided. */
export const PLAYER01_REDEMPTIONS = [
  { itemId: 11, quantity: 2, day: 50, status: 'APPROVED', remark: 'Gift cards sent to your e-mail' },
  { itemId: 7, quantity: 1, day: 36, status: 'REJECTED', remark: 'Delivery address incomplete: points returned' },
  { itemId: 4, quantity: 3, day: 26, status: 'APPROVED', remark: 'Free spins added to your account' },
  { itemId: 1, quantity: 1, day: 15, status: 'APPROVED', remark: 'Voucher credited' },
  { itemId: 12, quantity: 1, day: 3, status: 'PROCESSING', remark: 'Processing within 3 working days' },
] as const;

/** Reward-centre items of player01 claimed for points (ids of the rewards seed). */
export const PLAYER01_REWARD_POINT_CLAIMS = [{ rewardId: 6, day: 12, points: 500 }] as const;

const at = (day: number, hour: number) => daysAgo(day - hour / 24);

const DAY_MS = 86_400_000;
/**
 * The start of the UTC day `days` before the reference date's. The seeded bets sit at fixed times of their UTC day
 * (mocks/wallet/seed.ts), so windows on day boundaries hold the same bets whatever the reference's time of day.
 */
const dayStartAgo = (days: number) => Math.floor(Date.parse(daysAgo(days)) / DAY_MS) * DAY_MS;

/** Points earned from a member's settled bets in the whole UTC days (fromDay, toDay] before the reference day. */
function earnedBetween(account: string, level: number, fromDay: number, toDay: number): number {
  const from = dayStartAgo(fromDay);
  const to = dayStartAgo(toDay);
  const raw = bets
    .findMany((q) => q.where({ account, status: 'SETTLED' }))
    .filter((bet) => Date.parse(bet.betTime) > from && Date.parse(bet.betTime) <= to)
    .reduce((sum, bet) => sum + bet.validBet / VALID_BET_PER_POINT[bet.gameType], 0);
  return Math.floor(raw * vipLevel(level).pointsMultiplier);
}

async function seedRichPlayer(): Promise<void> {
  const member = members.findFirst((q) => q.where({ account: RICH_PLAYER }));
  if (!member) return;
  type Event = { time: string; run: () => Promise<unknown> };
  const events: Event[] = [];
  const account = member.account;
  events.push({ time: at(HISTORY_DAYS, 1), run: () => changePoints(account, 'ADJUST', 60_000, 'Points carried over from the previous programme', 'CARRY-OVER', at(HISTORY_DAYS, 1)) });
  for (let day = HISTORY_DAYS - 4; day >= 1; day -= 7) {
    const points = earnedBetween(account, member.vipRankLevel, day + 7, day);
    if (points > 0) events.push({ time: at(day, 0.5), run: () => changePoints(account, 'EARN', points, 'Weekly points from valid bets', `EARN-${day}`, at(day, 0.5)) });
  }
  for (const [index, conversion] of PLAYER01_CONVERSIONS.entries()) {
    const amount = convertAmount(conversion.points, member.vipRankLevel);
    // The wallet seed posted the matching REDEEM ledger row on that day.
    events.push({ time: at(conversion.day, 3), run: () => changePoints(account, 'CONVERT', -conversion.points, `Converted into ${amount.toFixed(2)}`, `CONVERT-${index + 1}`, at(conversion.day, 3)) });
  }
  for (const claim of PLAYER01_REWARD_POINT_CLAIMS) {
    events.push({ time: at(claim.day, 4), run: () => changePoints(account, 'REWARD', claim.points, 'Reward centre claim', `REWARD-${claim.rewardId}`, at(claim.day, 4)) });
  }
  for (const [index, plan] of PLAYER01_REDEMPTIONS.entries()) {
    const item = MALL_ITEMS.find((candidate) => candidate.id === plan.itemId)!;
    const id = index + 1;
    const points = item.requiredPoints * plan.quantity;
    const time = at(plan.day, 5);
    events.push({
      time,
      run: async () => {
        await changePoints(account, 'REDEEM', -points, `Redeemed ${plan.quantity} x ${item.name}`, `REDEEM-${id}`, time);
        await redeemEntries.create({
          id, account, itemId: item.id, requestId: null, type: item.type, name: item.name, quantity: plan.quantity,
          requiredPoints: points, requiredAmount: item.requiredAmount * plan.quantity, status: plan.status,
          time, remark: plan.remark, updateTime: plan.status === 'PROCESSING' ? time : at(plan.day - 1, 5),
        });
      },
    });
    if (plan.status === 'REJECTED') {
      const refundTime = at(plan.day - 1, 5);
      events.push({ time: refundTime, run: () => changePoints(account, 'REFUND', points, `Refund: ${item.name}`, `REDEEM-${id}`, refundTime) });
    }
  }
  events.sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  for (const event of events) await event.run();
}

/** Seeds the points domain: the mall, player01's points history, a balance for every other member. */
export async function seed(): Promise<void> {
  for (const item of MALL_ITEMS) await mallItems.create({ ...item });
  await seedRichPlayer();
  const others = members
    .findMany((q) => q.where({ type: (type) => type !== TRIAL_ACCOUNT_TYPE }))
    .filter((member) => member.account !== RICH_PLAYER)
    .sort((a, b) => a.account.localeCompare(b.account));
  for (const member of others) {
    const points = (hashText(`points:${member.account}`) % 80) * 100;
    if (points === 0 || member.firstTimeLogin) continue;
    await changePoints(member.account, 'EARN', points, 'Points from valid bets', 'EARN-OPENING', daysAgo(7));
  }
}
