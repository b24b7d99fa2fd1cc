import { BANNER_GROUPS, EXECUTIONS, PROMOTION_CATEGORIES } from '../../contracts/shared/constants';
import { MOBILE_VERIFIED_REQUIREMENT } from '../../contracts/promotions';
import { daysAgo, fakerFor } from '../engine/fake';
import { daysAhead } from '../rewards/expiry';
import { gamesOf } from '../games/query';
import { SITE_NAME } from '../system/data';
import { banners, notices, popups, promotionCategories, promotions, type BannerRecord, type PromotionRecord } from './collections';

const BANNERS_PER_GROUP: Record<(typeof BANNER_GROUPS)[number], number> = {
  w_home: 5, w_rng: 3, w_live: 3, w_fish: 2, w_pvp: 2, w_sports: 3, w_esports: 2, w_elott: 2, w_lott: 2, w_reg: 2, w_pagco: 1,
};
/** Banners the way the platform sends them: no group at all (WIRE reads none). The app shows them on home. */
const UNGROUPED_BANNERS = 2;
const BANNER_TITLES = [
  'Welcome Bonus 100% up to 8,888', 'Daily Reload 10%', 'Weekly Cashback 5%', 'VIP Royal Club', 'Refer a Friend',
  'Sabong Nights', 'Jackpot Frenzy', 'Fishing Tournament', 'Sports Parlay Boost', 'Lotto Lucky Draw',
];
/** What a click does, in turn: nothing, a link, a promotion, a game. */
const LINKAGES = [null, 'URL', 'P', 'G'] as const;

const MARQUEE = [
  { type: 'H', title: `Welcome to ${SITE_NAME}`, content: `Welcome to ${SITE_NAME}! Deposit now and get a 100% welcome bonus up to 8,888.` },
  { type: 'PL', title: 'Scheduled maintenance', content: 'AG Live will be under maintenance on Tuesday from 10:00 to 12:00 (GMT+8).' },
  { type: 'PL', title: 'GCash deposits restored', content: 'GCash deposits are working normally again. Thank you for your patience.' },
  { type: 'H', title: 'Sabong Nights', content: 'Cockfight derby every Friday night: place 5 bets and win a free bet of 188.' },
  { type: 'PL', title: 'Beware of scams', content: 'Our staff will never ask for your password or payment password. Report suspicious messages to customer service.' },
  { type: 'PL', title: 'New games', content: '12 new slot games from PT and CQ9 have arrived in the lobby.' },
  { type: 'H', title: 'VIP upgrade bonus', content: 'Reach Gold level this month and receive an upgrade bonus of 888.' },
  { type: 'PL', title: 'Withdrawal times', content: 'Withdrawals requested between 02:00 and 04:00 are processed after the bank cut-off.' },
] as const;

/** Deliberately unsafe server HTML (a player notice): the app's sanitizer must neutralise it. */
export const UNSAFE_ANNOUNCEMENT_TITLE = 'System upgrade completed';
const UNSAFE_CONTENT =
  '<h3>System upgrade completed</h3><p>Thank you for waiting. All games are open again.</p>' +
  '<img src="x" onerror="alert(\'xss\')">' +
  '<script>document.cookie = "stolen=" + document.cookie;</script>' +
  '<a href="javascript:alert(1)">Claim your compensation</a>';

/** Three popups per execution; every other one offers its promotion. */
const POPUPS_PER_EXECUTION = 3;
const POPUP_PROMOTION_TYPES = ['MANUAL', 'REGISTER', 'LOGIN'] as const;

type Category = Exclude<(typeof PROMOTION_CATEGORIES)[number], 'ALL'>;
/** N15's ids: the platform numbers its categories itself. */
const CATEGORY_ID_BASE = 101;
const categoryId = (code: Category) => CATEGORY_ID_BASE + PROMOTION_CATEGORIES.indexOf(code) - 1;

interface PromotionPlan {
  title: string;
  category: Category;
  /** How N1 names the category: both ways, the id only (the string left out), or neither ("other"). */
  naming?: 'both' | 'idOnly' | 'none';
  promotionType: string;
  applyRequired: boolean;
  review: 'AUTO' | 'MANUAL';
  bonusAmount: number | null;
  requirement?: string;
  summary: string;
  terms: string[];
  /** Days relative to the reference date (negative = after it); end null = open-ended. */
  start: number;
  end: number | null;
}

const PLANS: PromotionPlan[] = [
  { title: 'Welcome Bonus 100% up to 100', category: 'NEWBIE', promotionType: 'REGISTER', applyRequired: false, review: 'AUTO', bonusAmount: 100, start: 365, end: null,
    summary: 'Double your first deposit, up to 100.', terms: ['New members only.', 'Minimum deposit 100.', 'Turnover x10 before withdrawal.'] },
  { title: 'First Deposit Free Spins', category: 'NEWBIE', naming: 'idOnly', promotionType: 'REGISTER', applyRequired: false, review: 'AUTO', bonusAmount: 20, start: 200, end: null,
    summary: 'Twenty free spins worth 20 after your first deposit.', terms: ['One per member.', 'Free spins valid 7 days.'] },
  { title: 'Sports Parlay Insurance', category: 'SPORTS', promotionType: 'MANUAL', applyRequired: true, review: 'MANUAL', bonusAmount: 200, start: 30, end: -60,
    summary: 'Lose a 5-leg parlay by one leg and get your stake back up to 200.', terms: ['Apply before placing the parlay.', 'Minimum odds 1.5 per leg.', 'Reviewed within 24 hours.'] },
  { title: 'Live Casino Winning Streak', category: 'LIVE', promotionType: 'MANUAL', applyRequired: true, review: 'MANUAL', bonusAmount: 388, start: 40, end: -30,
    summary: 'Win 8 baccarat hands in a row and earn up to 388.', terms: ['Minimum bet 50 per hand.', 'Submit your round ids in the remark.'] },
  { title: 'Reload Bonus 20%', category: 'DEPOSIT', promotionType: 'MANUAL', applyRequired: true, review: 'AUTO', bonusAmount: 288, start: 90, end: -90,
    summary: 'A 20% bonus on every reload, up to 288.', terms: ['Once per day.', 'Turnover x8.'] },
  { title: 'Slots Weekly Tournament', category: 'SLOTS', promotionType: 'RANKING', applyRequired: false, review: 'AUTO', bonusAmount: null, start: 60, end: -120,
    summary: 'Climb the weekly slots leaderboard for a share of 50,000.', terms: ['Join once; every slot bet counts.', 'Prizes paid every Monday.'] },
  { title: 'Fishing Frenzy', category: 'FISH', promotionType: 'MISSION_MANUAL', applyRequired: false, review: 'AUTO', bonusAmount: 50, start: 20, end: -40,
    summary: 'Catch 500 fish this month and collect 50.', terms: ['All fishing games count.', 'Progress updates hourly.'] },
  { title: 'Tongits Champion Bonus', category: 'CARDS', promotionType: 'MANUAL', applyRequired: true, review: 'AUTO', bonusAmount: 68, start: 25, end: -35,
    summary: 'Win 20 tongits rounds this week for 68.', terms: ['Apply to join.', 'Bonus turnover x3.'] },
  { title: 'Weekly Cashback 5%', category: 'REBATE', promotionType: 'SAVIOR', applyRequired: false, review: 'AUTO', bonusAmount: 58, start: 120, end: null,
    summary: '5% of your weekly net loss back, paid automatically every Monday.', terms: ['Minimum net loss 500.', 'Paid automatically.'] },
  { title: 'Lotto Lucky Number Bonus', category: 'LOTTO', promotionType: 'MANUAL', applyRequired: true, review: 'MANUAL', bonusAmount: 100, start: -10, end: -70,
    summary: 'Hit your lucky number and win an extra 100.', terms: ['Starts soon.'] },
  { title: 'Double Points Weekend', category: 'POINTS_MALL', naming: 'none', promotionType: 'POINTS', applyRequired: false, review: 'AUTO', bonusAmount: null, start: 15, end: -300,
    summary: 'Earn double points on every weekend bet.', terms: ['Saturdays and Sundays.', 'Points never expire.'] },
  { title: 'Monthly Turnover Ranking', category: 'RANKING', promotionType: 'RANKING', applyRequired: false, review: 'AUTO', bonusAmount: 88, start: 45, end: -200,
    summary: 'The top 100 by monthly turnover share the prize pool.', terms: ['Ranking resets on the 1st.', 'Prizes credited within 3 days.'] },
  { title: 'Download the App: 18 Free', category: 'APP_DOWNLOAD', promotionType: 'LOGIN', applyRequired: false, review: 'AUTO', bonusAmount: 18, start: 150, end: null,
    summary: 'Log in once from the app and collect 18.', terms: ['One per member and device.'] },
  { title: 'World Cup Early Bird', category: 'SPORTS', promotionType: 'MANUAL', applyRequired: true, review: 'MANUAL', bonusAmount: 150, start: 160, end: 100,
    summary: 'Early bird bonus for the tournament. This promotion has ended.', terms: ['Ended.'] },
  { title: 'GCash Deposit 3% Extra', category: 'DEPOSIT', promotionType: 'LOGIN', applyRequired: false, review: 'AUTO', bonusAmount: 30, start: 10, end: -50, requirement: MOBILE_VERIFIED_REQUIREMENT,
    summary: 'Deposit with GCash and get 3% extra, up to 30.', terms: ['GCash deposits only.', 'A verified mobile number is needed to claim.', 'Turnover x3.'] },
  { title: 'Baccarat Lucky Pair', category: 'LIVE', promotionType: 'MANUAL', applyRequired: false, review: 'AUTO', bonusAmount: 88, start: -5, end: -40,
    summary: 'Hit a lucky pair for an extra 88.', terms: ['Starts soon.'] },
  { title: 'Halloween Spin Fest', category: 'SLOTS', promotionType: 'MANUAL', applyRequired: false, review: 'AUTO', bonusAmount: 66, start: 20, end: 1,
    summary: 'Spooky spins with extra prizes. This promotion has ended.', terms: ['Ended.'] },
  { title: 'Verify your ID: 28 Free', category: 'NEWBIE', promotionType: 'MANUAL', applyRequired: true, review: 'MANUAL', bonusAmount: 28, start: 100, end: null,
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

/**
 * A plan's day: the past against the reference date, the future from whichever is later, the
 * reference or today, so a promotion that has not started yet still has not when the tests' pinned
 * reference date lies behind the wall clock.
 */
const dayOf = (days: number) => (days >= 0 ? daysAgo(days) : daysAhead(-days));

/** The banner's picture says its title (the mock asset renders the label). */
const bannerArt = (group: string, n: number, title: string) => `/mock-assets/banner/${group}-${n}.svg?label=${encodeURIComponent(title)}`;

/** What a banner of the given kind leads to. */
function linkOf(kind: (typeof LINKAGES)[number], index: number, group: string): Pick<BannerRecord, 'linkageType' | 'linkage' | 'nodeId' | 'roomId' | 'vendor'> {
  const none = { linkageType: null, linkage: null, nodeId: null, roomId: null, vendor: null };
  if (group === 'w_pagco') return { ...none, linkageType: 'URL', linkage: 'https://www.pagcor.ph/' };
  if (kind === 'URL') return { ...none, linkageType: 'URL', linkage: '/promotions' };
  if (kind === 'P') return { ...none, linkageType: 'P', linkage: String((index % PLANS.length) + 1) };
  if (kind === 'G') {
    // The lottery banners open the lottery lobby; the others a game of the catalogue.
    if (group === 'w_lott' || group === 'w_elott') return { ...none, linkageType: 'G', nodeId: 'LOTTO_LOBBY' };
    const game = gamesOf('RNG')[index % 10];
    if (!game) return none;
    return { ...none, linkageType: 'G', nodeId: String(game.nodeId), roomId: game.gameCode, vendor: game.vassalage };
  }
  return none;
}

export async function seed(): Promise<void> {
  const faker = fakerFor('notices');

  let bannerId = 0;
  for (const group of BANNER_GROUPS) {
    for (let n = 1; n <= BANNERS_PER_GROUP[group]; n += 1) {
      bannerId += 1;
      const title = group === 'w_pagco' ? 'Licensed and regulated' : faker.helpers.arrayElement(BANNER_TITLES);
      await banners.create({
        id: bannerId, groupName: group, title, url: bannerArt(group, n, title),
        ...linkOf(LINKAGES[(bannerId + n) % LINKAGES.length]!, bannerId, group), sort: n,
      });
    }
  }
  for (let n = 1; n <= UNGROUPED_BANNERS; n += 1) {
    bannerId += 1;
    const title = n === 1 ? 'Refer a Friend' : 'Jackpot Frenzy';
    await banners.create({ id: bannerId, groupName: null, title, url: bannerArt('platform', n, title), ...linkOf(n === 1 ? 'P' : null, bannerId, 'platform'), sort: 100 + n });
  }

  const marquee = [...MARQUEE, { type: 'PL' as const, title: UNSAFE_ANNOUNCEMENT_TITLE, content: UNSAFE_CONTENT }];
  for (const [index, notice] of marquee.entries()) {
    await notices.create({
      id: index + 1, ...notice, startTime: daysAgo(index * 2 + 0.25),
      // Every other notice runs until a set day; the rest until withdrawn.
      endTime: index % 2 === 0 ? daysAgo(-30 - index) : null,
    });
  }

  let popupId = 0;
  for (const execution of EXECUTIONS) {
    for (let n = 0; n < POPUPS_PER_EXECUTION; n += 1) {
      popupId += 1;
      const promotionType = n % 2 === 0 ? POPUP_PROMOTION_TYPES[(popupId + n) % POPUP_PROMOTION_TYPES.length]! : null;
      const title = promotionType ? `${faker.helpers.arrayElement(['Weekend', 'Midweek', 'Payday', 'Holiday', 'Lucky'])} bonus ${faker.number.int({ min: 1, max: 90 }) * 100 + 88}` : faker.helpers.arrayElement(['Service notice', 'New games arrived', 'Payment update', 'Security reminder']);
      await popups.create({
        id: popupId, title, execution, promotionType, platform: 'W',
        content: `<h3>${title}</h3><p>${promotionType ? 'Claim it in the reward centre before it ends.' : 'Thank you for playing with us.'}</p><p><img src="/mock-assets/announcement/${(popupId % 6) + 1}.svg" alt="${title}"></p>`,
      });
    }
  }
  for (let n = 0; n < 3; n += 1) {
    popupId += 1;
    await popups.create({ id: popupId, title: `Mobile app notice ${n + 1}`, content: '<p>Only shown in the mobile app.</p>', execution: 'B', promotionType: null, platform: 'M' });
  }

  for (const code of PROMOTION_CATEGORIES) {
    if (code !== 'ALL') await promotionCategories.create({ id: categoryId(code), code, name: code.replace(/_/g, ' ').toLowerCase() });
  }
  for (const [index, plan] of PLANS.entries()) {
    const id = index + 1;
    const naming = plan.naming ?? 'both';
    const record: PromotionRecord = {
      id,
      title: plan.title,
      category: naming === 'both' ? plan.category : null,
      categoryIds: naming === 'none' ? [] : [categoryId(plan.category)],
      content: contentOf(plan),
      // The platform keeps the images in its own order: the banner (sequence 1) is not always first.
      images: [
        { sequence: 1, url: `/mock-assets/promo/promo-${id}.svg?label=${encodeURIComponent(plan.title)}` },
        { sequence: 2, url: `/mock-assets/promo/promo-${id}-detail.svg` },
      ].sort((a, b) => (id % 2 === 0 ? b.sequence - a.sequence : a.sequence - b.sequence)),
      promotionType: plan.promotionType,
      startTime: dayOf(plan.start),
      endTime: plan.end === null ? null : dayOf(plan.end),
      applyRequired: plan.applyRequired,
      review: plan.review,
      bonusAmount: plan.bonusAmount,
      requirement: plan.requirement ?? null,
      sort: id * 10,
    };
    await promotions.create(record);
  }
}
