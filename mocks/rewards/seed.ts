import { TRIAL_ACCOUNT_TYPE } from '../../contracts/shared/constants';
import { daysAgo } from '../engine/fake';
import { members } from '../member/collections';
import { PLAYER01_REWARD_POINT_CLAIMS } from '../points/seed';
import { PLAYER01_REWARD_CASH_CLAIMS, RICH_PLAYER } from '../wallet/history';
import { rewardItems, type RewardRecord } from './collections';
import { daysAhead } from './expiry';

type Plan = Omit<RewardRecord, 'account' | 'iconUrl' | 'claimTime' | 'createTime' | 'expireTime'> & {
  created: number;
  /** Days before the reference date it expired (negative: days ahead, from the day the world starts). */
  expires: number | null;
};

/** The expiry time of a seeded item: days before the reference date, or (negative) days ahead of the day the world runs. */
function expiryOf(expires: number | null): string | null {
  if (expires === null) return null;
  return expires >= 0 ? daysAgo(expires) : daysAhead(-expires);
}

/** player01's reward centre; claimed cash and points items match the history plan. */
const PLAYER01_ITEMS: Plan[] = [
  { id: 1, source: 'VIP', sourceId: null, title: 'Platinum upgrade bonus', description: 'Welcome to VIP Platinum!', amount: 388, points: 0, status: 'CLAIMED', created: 34, expires: 4 },
  { id: 2, source: 'VIP', sourceId: null, title: 'Birthday bonus', description: 'Happy birthday from all of us.', amount: 188, points: 0, status: 'CLOSE', created: 50, expires: 43 },
  { id: 3, source: 'VIP', sourceId: null, title: 'Weekly VIP bonus', description: 'Your weekly Platinum bonus.', amount: 58, points: 0, status: 'CLAIM', created: 1, expires: -6 },
  { id: 4, source: 'MISSION', sourceId: 1, title: 'Mission reward: Daily high roller', description: 'Valid bets of 2,000 in a day.', amount: 5, points: 50, status: 'CLAIM', created: 1, expires: -2 },
  { id: 5, source: 'REFERRAL', sourceId: null, title: 'Referral reward: a friend qualified', description: 'Your friend deposited and bet 5,000.', amount: 30, points: 0, status: 'CLAIM', created: 5, expires: -25 },
  { id: 6, source: 'EVENT', sourceId: null, title: 'Halloween lucky draw', description: 'You drew 500 points!', amount: 0, points: 500, status: 'CLAIMED', created: 13, expires: 6 },
  { id: 7, source: 'VIP', sourceId: null, title: 'Weekly VIP bonus', description: 'Your weekly Platinum bonus.', amount: 58, points: 0, status: 'CLAIMED', created: 18, expires: 11 },
  { id: 8, source: 'PROMOTION', sourceId: 3, title: 'Sports Parlay Insurance payout', description: 'Paid once your application is approved.', amount: 200, points: 0, status: 'PROCESS', created: 2, expires: null },
  { id: 9, source: 'MISSION', sourceId: 7, title: 'Mission reward: Big depositor', description: 'Deposits of 10,000 in total.', amount: 10, points: 0, status: 'CLAIMED', created: 41, expires: null },
  { id: 10, source: 'EVENT', sourceId: null, title: 'Lucky Monday points', description: 'Three hundred points to start the week.', amount: 0, points: 300, status: 'CLAIM', created: 0.5, expires: -7 },
];

function claimDay(id: number): number | null {
  const cash = PLAYER01_REWARD_CASH_CLAIMS.find((claim) => claim.rewardId === id);
  if (cash) return cash.day;
  const points = PLAYER01_REWARD_POINT_CLAIMS.find((claim) => claim.rewardId === id);
  return points ? points.day : null;
}

export async function seed(): Promise<void> {
  for (const plan of PLAYER01_ITEMS) {
    const { created, expires, ...item } = plan;
    const day = claimDay(item.id);
    await rewardItems.create({
      ...item,
      account: RICH_PLAYER,
      iconUrl: `/mock-assets/reward/${item.source.toLowerCase()}.svg`,
      createTime: daysAgo(created),
      expireTime: expiryOf(expires),
      claimTime: item.status === 'CLAIMED' && day !== null ? daysAgo(day) : null,
    });
  }
  // Every other real member has a welcome reward waiting.
  const others = members
    .findMany((q) => q.where({ type: (type) => type !== TRIAL_ACCOUNT_TYPE }))
    .filter((member) => member.account !== RICH_PLAYER)
    .sort((a, b) => a.account.localeCompare(b.account));
  for (const [index, member] of others.entries()) {
    await rewardItems.create({
      id: 101 + index, account: member.account, source: 'EVENT', sourceId: null, title: 'Welcome reward',
      description: 'A small gift to start with.', iconUrl: '/mock-assets/reward/event.svg', amount: 8.88, points: 100,
      status: 'CLAIM', createTime: member.createdAt, expireTime: null, claimTime: null,
    });
  }
}
