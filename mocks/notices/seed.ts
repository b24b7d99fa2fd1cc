import { ANNOUNCEMENT_TYPES, BANNER_GROUPS, EXECUTIONS } from '../../contracts/shared/constants';
import type { Announcement } from '../../contracts/shared/entities';
import { daysAgo, fakerFor } from '../engine/fake';
import { announcements, banners, notices } from './collections';

const BANNERS_PER_GROUP: Record<(typeof BANNER_GROUPS)[number], number> = {
  w_home: 5, w_rng: 3, w_live: 3, w_fish: 2, w_pvp: 2, w_sports: 3, w_esports: 2, w_elott: 2, w_lott: 2, w_reg: 2, w_pagco: 1,
};
const BANNER_TITLES = [
  'Welcome Bonus 100% up to 8,888', 'Daily Reload 10%', 'Weekly Cashback 5%', 'VIP Royal Club', 'Refer a Friend',
  'Sabong Nights', 'Jackpot Frenzy', 'Fishing Tournament', 'Sports Parlay Boost', 'Lotto Lucky Draw',
];
const LINKAGES = ['NONE', 'URL', 'PROMOTION', 'GAME'] as const;

const MARQUEE = [
  { type: 'H', title: 'Welcome to Lucky88', content: 'Welcome to Lucky88! Deposit now and get a 100% welcome bonus up to 8,888.' },
  { type: 'PL', title: 'Scheduled maintenance', content: 'AG Live will be under maintenance on Tuesday from 10:00 to 12:00 (GMT+8).' },
  { type: 'PL', title: 'GCash deposits restored', content: 'GCash deposits are working normally again. Thank you for your patience.' },
  { type: 'H', title: 'Sabong Nights', content: 'Cockfight derby every Friday night: place 5 bets and win a free bet of 188.' },
  { type: 'PL', title: 'Beware of scams', content: 'Our staff will never ask for your password or payment password. Report suspicious messages to customer service.' },
  { type: 'PL', title: 'New games', content: '12 new slot games from PT and CQ9 have arrived in the lobby.' },
  { type: 'H', title: 'VIP upgrade bonus', content: 'Reach Gold level this month and receive an upgrade bonus of 888.' },
  { type: 'PL', title: 'Withdrawal times', content: 'Withdrawals requested between 02:00 and 04:00 are processed after the bank cut-off.' },
] as const;

const PROMOTION_TYPES = ['DEPOSIT', 'NEWBIE', 'REBATE', 'SLOTS', 'LIVE', 'SPORTS', 'POINTS_MALL', 'APP_DOWNLOAD', 'RANKING'] as const;

/** Announcement body (server HTML) for a seeded item. */
function body(title: string, paragraph: string, index: number): string {
  return `<h3>${title}</h3><p>${paragraph}</p><p><img src="/mock-assets/announcement/${(index % 6) + 1}.svg" alt="${title}"></p>`;
}

/** Deliberately unsafe server HTML: the app's sanitizer must neutralise it. */
export const UNSAFE_ANNOUNCEMENT_TITLE = 'System upgrade completed';
const UNSAFE_CONTENT =
  '<h3>System upgrade completed</h3><p>Thank you for waiting. All games are open again.</p>' +
  '<img src="x" onerror="alert(\'xss\')">' +
  '<script>document.cookie = "stolen=" + document.cookie;</script>' +
  '<a href="javascript:alert(1)">Claim your compensation</a>';

/** The banner's picture says its title (the mock asset renders the label). */
function bannerArt(group: string, n: number, title: string) {
  return { title, url: `/mock-assets/banner/${group}-${n}.svg?label=${encodeURIComponent(title)}` };
}

export async function seed(): Promise<void> {
  const faker = fakerFor('notices');

  let bannerId = 0;
  for (const group of BANNER_GROUPS) {
    for (let n = 1; n <= BANNERS_PER_GROUP[group]; n += 1) {
      bannerId += 1;
      const linkageType = group === 'w_pagco' ? 'NONE' : LINKAGES[(bannerId + n) % LINKAGES.length]!;
      const linkage =
        linkageType === 'URL' ? '/promotions'
          : linkageType === 'PROMOTION' ? String(faker.number.int({ min: 1, max: 30 }))
            : linkageType === 'GAME' ? `RNG:PT:${faker.string.alphanumeric({ length: 6, casing: 'lower' })}`
              : undefined;
      await banners.create({
        id: bannerId,
        groupName: group,
        ...bannerArt(group, n, group === 'w_pagco' ? 'Licensed and regulated' : faker.helpers.arrayElement(BANNER_TITLES)),
        linkageType,
        ...(linkage ? { linkage } : {}),
        sort: n,
      });
    }
  }

  for (const [index, notice] of MARQUEE.entries()) {
    await notices.create({ id: index + 1, ...notice, createTime: daysAgo(index * 2 + 0.25) });
  }

  // 45 announcements on the web platform plus a few mobile-only ones, newest first by id.
  const items: Array<Omit<Announcement, 'id' | 'createTime'> & { platform: 'W' | 'M' }> = [];
  for (let n = 0; n < 45; n += 1) {
    const type = ANNOUNCEMENT_TYPES[n % ANNOUNCEMENT_TYPES.length]!;
    const execution = EXECUTIONS[Math.floor(n / ANNOUNCEMENT_TYPES.length) % EXECUTIONS.length]!;
    const isPromotion = type === 'PR' || (type === 'PU' && n % 2 === 0);
    const amount = faker.number.int({ min: 1, max: 90 }) * 100 + 88;
    const title = isPromotion
      ? `${faker.helpers.arrayElement(['Weekend', 'Midweek', 'Payday', 'Holiday', 'Lucky'])} bonus ${amount}`
      : faker.helpers.arrayElement(['Service notice', 'New games arrived', 'Payment update', 'Security reminder', 'Event results', 'Tournament update']);
    const paragraph = isPromotion
      ? `Deposit at least ${Math.round(amount / 2)} and receive a ${faker.number.int({ min: 5, max: 50 })}% bonus. Turnover ${faker.number.int({ min: 3, max: 15 })}x applies.`
      : faker.helpers.arrayElement([
          'Please update the app to the newest version for a smoother experience.',
          'Deposits through bank transfer may take up to 30 minutes tonight.',
          'Congratulations to all winners of last week\'s leaderboard!',
          'Keep your payment password secret and never share SMS codes.',
        ]);
    items.push({
      title,
      content: body(title, paragraph, n),
      type,
      execution,
      promotionType: isPromotion ? faker.helpers.arrayElement(PROMOTION_TYPES) : null,
      promotionId: isPromotion ? faker.number.int({ min: 1, max: 30 }) : null,
      platform: 'W',
    });
  }
  items[7] = { ...items[7]!, title: UNSAFE_ANNOUNCEMENT_TITLE, content: UNSAFE_CONTENT, promotionType: null, promotionId: null };
  for (let n = 0; n < 3; n += 1) {
    items.push({
      title: `Mobile app notice ${n + 1}`, content: '<p>Only shown in the mobile app.</p>', type: 'PU', execution: 'B',
      promotionType: null, promotionId: null, platform: 'M',
    });
  }
  for (const [index, item] of items.entries()) {
    await announcements.create({ id: index + 1, ...item, createTime: daysAgo(index * 1.5 + 0.1) });
  }
}
