import type { PROMOTION_CATEGORIES } from '../../contracts/shared/constants';
import { daysAgo, fakerFor } from '../engine/fake';
import { daysAhead } from '../rewards/expiry';
import { maskAccount } from '../records/helpers';
import { PLAYER01_PROMOTION_BONUSES, PLAYER01_RAFFLE_CLAIMS, RICH_PLAYER } from '../wallet/history';
import { participations, promotions, raffleClaims, raffles, referrals, type PromotionRecord } from './collections';

type Category = Exclude<(typeof PROMOTION_CATEGORIES)[number], 'ALL'>;

interface PromotionPlan {
  title: string;
  category: Category;
  status: 'JOIN' | 'COMING_SOON' | 'CLOSE';
  applyRequired: boolean;
  review: 'AUTO' | 'MANUAL';
  bonusAmount: number | null;
  summary: string;
  terms: string[];
  /** Days relative to the reference date (negative = after it); end null = open-ended. */
  start: number;
  end: number | null;
}

const PLANS: PromotionPlan[] = [
  { title: 'Welcome Bonus 100% up to 100', category: 'NEWBIE', status: 'JOIN', applyRequired: false, review: 'AUTO', bonusAmount: 100, start: 365, end: null,
    summary: 'Double your first deposit, up to 100.', terms: ['New members only.', 'Minimum deposit 100.', 'Turnover x10 before withdrawal.'] },
  { title: 'First Deposit Free Spins', category: 'NEWBIE', status: 'JOIN', applyRequired: false, review: 'AUTO', bonusAmount: 20, start: 200, end: null,
    summary: 'Twenty free spins worth 20 after your first deposit.', terms: ['One per member.', 'Free spins valid 7 days.'] },
  { title: 'Sports Parlay Insurance', category: 'SPORTS', status: 'JOIN', applyRequired: true, review: 'MANUAL', bonusAmount: 200, start: 30, end: -60,
    summary: 'Lose a 5-leg parlay by one leg and get your stake back up to 200.', terms: ['Apply before placing the parlay.', 'Minimum odds 1.5 per leg.', 'Reviewed within 24 hours.'] },
  { title: 'Live Casino Winning Streak', category: 'LIVE', status: 'JOIN', applyRequired: true, review: 'MANUAL', bonusAmount: 388, start: 40, end: -30,
    summary: 'Win 8 baccarat hands in a row and earn up to 388.', terms: ['Minimum bet 50 per hand.', 'Submit your round ids in the remark.'] },
  { title: 'Reload Bonus 20%', category: 'DEPOSIT', status: 'JOIN', applyRequired: true, review: 'AUTO', bonusAmount: 288, start: 90, end: -90,
    summary: 'A 20% bonus on every reload, up to 288.', terms: ['Once per day.', 'Turnover x8.'] },
  { title: 'Slots Weekly Tournament', category: 'SLOTS', status: 'JOIN', applyRequired: false, review: 'AUTO', bonusAmount: null, start: 60, end: -120,
    summary: 'Climb the weekly slots leaderboard for a share of 50,000.', terms: ['Join once; every slot bet counts.', 'Prizes paid every Monday.'] },
  { title: 'Fishing Frenzy', category: 'FISH', status: 'JOIN', applyRequired: false, review: 'AUTO', bonusAmount: 50, start: 20, end: -40,
    summary: 'Catch 500 fish this month and collect 50.', terms: ['All fishing games count.', 'Progress updates hourly.'] },
  { title: 'Tongits Champion Bonus', category: 'CARDS', status: 'JOIN', applyRequired: true, review: 'AUTO', bonusAmount: 68, start: 25, end: -35,
    summary: 'Win 20 tongits rounds this week for 68.', terms: ['Apply to join.', 'Bonus turnover x3.'] },
  { title: 'Weekly Cashback 5%', category: 'REBATE', status: 'JOIN', applyRequired: false, review: 'AUTO', bonusAmount: 58, start: 120, end: null,
    summary: '5% of your weekly net loss back, paid automatically every Monday.', terms: ['Minimum net loss 500.', 'Paid automatically.'] },
  { title: 'Lotto Lucky Number Bonus', category: 'LOTTO', status: 'COMING_SOON', applyRequired: true, review: 'MANUAL', bonusAmount: 100, start: -10, end: -70,
    summary: 'Hit your lucky number and win an extra 100.', terms: ['Starts soon.'] },
  { title: 'Double Points Weekend', category: 'POINTS_MALL', status: 'JOIN', applyRequired: false, review: 'AUTO', bonusAmount: null, start: 15, end: -300,
    summary: 'Earn double points on every weekend bet.', terms: ['Saturdays and Sundays.', 'Points never expire.'] },
  { title: 'Monthly Turnover Ranking', category: 'RANKING', status: 'JOIN', applyRequired: false, review: 'AUTO', bonusAmount: 88, start: 45, end: -200,
    summary: 'The top 100 by monthly turnover share the prize pool.', terms: ['Ranking resets on the 1st.', 'Prizes credited within 3 days.'] },
  { title: 'Download the App: 18 Free', category: 'APP_DOWNLOAD', status: 'JOIN', applyRequired: false, review: 'AUTO', bonusAmount: 18, start: 150, end: null,
    summary: 'Log in once from the app and collect 18.', terms: ['One per member and device.'] },
  { title: 'World Cup Early Bird', category: 'SPORTS', status: 'CLOSE', applyRequired: true, review: 'MANUAL', bonusAmount: 150, start: 160, end: 100,
    summary: 'Early bird bonus for the tournament. This promotion has ended.', terms: ['Ended.'] },
  { title: 'GCash Deposit 3% Extra', category: 'DEPOSIT', status: 'JOIN', applyRequired: false, review: 'AUTO', bonusAmount: 30, start: 10, end: -50,
    summary: 'Deposit with GCash and get 3% extra, up to 30.', terms: ['GCash deposits only.', 'Turnover x3.'] },
  { title: 'Baccarat Lucky Pair', category: 'LIVE', status: 'COMING_SOON', applyRequired: false, review: 'AUTO', bonusAmount: 88, start: -5, end: -40,
    summary: 'Hit a lucky pair for an extra 88.', terms: ['Starts soon.'] },
  { title: 'Halloween Spin Fest', category: 'SLOTS', status: 'CLOSE', applyRequired: false, review: 'AUTO', bonusAmount: 66, start: 20, end: 1,
    summary: 'Spooky spins with extra prizes. This promotion has ended.', terms: ['Ended.'] },
  { title: 'Verify your ID: 28 Free', category: 'NEWBIE', status: 'JOIN', applyRequired: true, review: 'MANUAL', bonusAmount: 28, start: 100, end: null,
    summary: 'Complete your ID verification and collect 28.', terms: ['Apply after your ID is approved.'] },
];

function contentOf(plan: PromotionPlan): string {
  return [
    `<h3>${plan.title}</h3>`,
    `<p>${plan.summary}</p>`,
    '<h4>How to take part</h4>',
    `<p>${plan.applyRequired ? 'Press <strong>Apply</strong> and tell us anything we need in the remark.' : 'Press <strong>Join</strong>: nothing else to do.'}</p>`,
    '<h4>Terms</h4>',
    `<ol>${plan.terms.map((term) => `<li>${term}</li>`).join('')}</ol>`,
    '<p><em>General promotion terms apply. The platform may change or end this promotion at any time.</em></p>',
  ].join('');
}

/** player01's part in promotions besides the bonuses the history plan already paid. */
const PLAYER01_PARTS: Array<{ promotionId: number; status: PromotionRecord['status']; day: number; remark?: string; bonusAmount?: number }> = [
  { promotionId: 3, status: 'APPLYING', day: 2, remark: 'Parlay ticket SBT-220931 lost on one leg' },
  { promotionId: 4, status: 'REJECTED', day: 12, remark: 'Rounds: LV-88172 to LV-88179 (rejected: minimum bet not met)' },
  { promotionId: 6, status: 'JOINED', day: 20 },
  { promotionId: 7, status: 'PROCESS', day: 8 },
  { promotionId: 8, status: 'CLAIM', day: 4, bonusAmount: 68 },
  { promotionId: 13, status: 'CLAIM', day: 1, bonusAmount: 18 },
];

export async function seed(): Promise<void> {
  const faker = fakerFor('promotions');
  for (const [index, plan] of PLANS.entries()) {
    const id = index + 1;
    await promotions.create({
      id,
      title: plan.title,
      category: plan.category,
      status: plan.status,
      bannerUrl: `/mock-assets/promotion/promo-${id}.svg`,
      summary: plan.summary,
      content: contentOf(plan),
      startTime: daysAgo(plan.start),
      endTime: plan.end === null ? null : daysAgo(plan.end),
      applyRequired: plan.applyRequired,
      bonusAmount: plan.bonusAmount,
      remark: null,
      sort: id * 10,
      review: plan.review,
    });
  }

  const account = RICH_PLAYER;
  for (const bonus of PLAYER01_PROMOTION_BONUSES) {
    await participations.create({
      key: `${account}:${bonus.promotionId}`, account, promotionId: bonus.promotionId, status: bonus.status, remark: null,
      bonusAmount: bonus.amount, applyTime: daysAgo(bonus.day + 1), updateTime: daysAgo(bonus.day), claimTime: daysAgo(bonus.day),
    });
  }
  for (const part of PLAYER01_PARTS) {
    await participations.create({
      key: `${account}:${part.promotionId}`, account, promotionId: part.promotionId, status: part.status,
      remark: part.remark ?? null, bonusAmount: part.bonusAmount ?? null, applyTime: daysAgo(part.day),
      updateTime: daysAgo(part.day - 0.5), claimTime: null,
    });
  }

  await raffles.create({
    id: 1, title: 'Mid-Autumn Red Envelope', description: 'Open one red envelope during the festival for up to 88.88.',
    startTime: daysAgo(45), endTime: daysAgo(38), status: 'ENDED', minAmount: 8.88, maxAmount: 88.88,
  });
  await raffles.create({
    id: 2, title: 'Weekend Red Envelope Rain', description: 'One lucky red envelope per member: open it for up to 188.',
    startTime: daysAgo(3), endTime: daysAhead(30), status: 'ACTIVE', minAmount: 1.88, maxAmount: 188,
  });
  for (const [index, claim] of PLAYER01_RAFFLE_CLAIMS.entries()) {
    await raffleClaims.create({ id: index + 1, account, raffleId: claim.raffleId, amount: claim.amount, claimTime: daysAgo(claim.day) });
  }

  // Twelve friends player01 referred.
  for (let n = 1; n <= 12; n += 1) {
    const deposited = n <= 9;
    const qualified = n <= 6;
    const validBet = qualified ? faker.number.int({ min: 5_000, max: 60_000 }) : deposited ? faker.number.int({ min: 100, max: 4_000 }) : 0;
    const earned = qualified ? Math.round(validBet * 0.002 * 100) / 100 + 50 : 0;
    await referrals.create({
      id: n,
      referrer: account,
      account: maskAccount(`${faker.internet.username().replace(/[^A-Za-z0-9]/g, '').toLowerCase()}${n}`),
      registerTime: daysAgo(faker.number.int({ min: 2, max: 90 })),
      firstDepositAmount: deposited ? faker.number.int({ min: 1, max: 30 }) * 100 : 0,
      totalValidBet: validBet,
      earned,
      status: qualified ? 'QUALIFIED' : deposited ? 'DEPOSITED' : 'REGISTERED',
      pending: n <= 2 ? 25 : 0,
    });
  }
}
