import { describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import type { AppRoute } from '@ts-rest/core';
import { contract } from '@contracts';
import type { NoticeValue } from '@contracts/notices';
import { selectBanners, UNGROUPED_BANNER_GROUP } from '@/features/banners/api';
import { selectMissionsCount, selectPromoCount, selectReferralOffered } from '@/features/member/api';
import { selectInboxPage } from '@/features/messages/api';
import { selectAnnouncements, selectNotices, selectPopups } from '@/features/announcements/api';
import { bannerOf, categoryOf, selectCategoryCodes, selectMemberParts, selectRebateRates, toPromotionView } from '@/features/promotions/api';
import { selectReferral } from '@/features/referral/api';
import { selectRankProgress } from '@/features/rewards/api';

/**
 * WIRE.md §6.6's answers (its field lists, and its observed values where it gives any) parsed by
 * each route's own answer schema, then run through the feature's select: the screens' shapes come
 * out, defaults filled for what the platform leaves out.
 */
function valueOf<R extends AppRoute>(route: R, body: unknown) {
  const parsed = (route.responses as Record<number, ZodTypeAny>)[200]!.parse(body) as { success: boolean; value: unknown };
  expect(parsed.success).toBe(true);
  return parsed.value as never;
}

/** Local "yyyy-MM-dd HH:mm:ss", the way the platform writes `startDateStr`, as the ISO the screens get. */
const local = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0) =>
  new Date(year, month - 1, day, hours, minutes, seconds).toISOString();

/** N1 in WIRE's shape: banners without groupName, notices with startDateStr and endDate, `hot` present. */
const N1 = {
  success: true,
  message: 'success',
  value: {
    banners: [
      { url: 'https://img.example/b1.jpg', linkage: 'https://partner.example/promo?x=1', linkageType: 'URL' },
      { url: 'https://img.example/b2.jpg', linkage: 12, linkageType: 'P' },
      { url: 'https://img.example/b3.jpg', linkageType: 'G', nodeId: 20451, roomId: 'PT-7', vendor: 'PT' },
      { url: 'https://img.example/b4.jpg', linkageType: 'G', nodeId: 'LOTTO_LOBBY' },
      { url: 'https://img.example/b5.jpg', linkage: '/agent', linkageType: 'URL' },
      { url: 'https://img.example/b6.jpg' },
      { url: 'https://img.example/reg.jpg', groupName: 'w_reg', linkageType: 'URL', linkage: '/promotions' },
    ],
    player: [
      { id: 31, title: 'Scheduled maintenance', content: '<p>AG Live, Tuesday 10:00</p>', startDateStr: '2026-11-20 10:00:00', endDate: 1_795_000_000_000 },
      { id: '32', title: 'New games', content: null, startDateStr: '2026-11-21 08:30:00' },
    ],
    popup: [
      { title: 'Payday bonus', content: '<p>Claim it</p>', promotionType: 'MANUAL', execution: 'A' },
      { title: 'Welcome', content: '<p>Hello</p>', execution: 'B' },
      { title: 'First login gift', content: '<p>Yours</p>', execution: 'F' },
    ],
    promotion: [
      {
        id: 12,
        title: 'Reload Bonus 20%',
        content: '<h3>Reload Bonus 20%</h3><p>A 20% bonus on every reload, up to 288.</p>',
        startDate: '2026-11-01 00:00:00',
        endDate: '2099-12-31 23:59:59',
        announcementImages: [
          { sequence: 2, url: 'https://img.example/promo-12-detail.jpg' },
          { sequence: 1, url: 'https://img.example/promo-12.jpg' },
        ],
        promotionType: 'MANUAL',
        promoAnnouncementCategoryIds: [101],
      },
      { id: '13', title: 'Coming soon', startDate: 4_102_444_800_000, promotionType: 'LOGIN' },
    ],
    hot: [{ gameCode: 'ignored', anything: true }],
  },
};

describe('N1 MCSFE_getListAnnouncements', () => {
  const value = valueOf(contract.notices.notice, N1);

  it('puts banners without a group on home, and reads each linkage type', () => {
    expect(UNGROUPED_BANNER_GROUP).toBe('w_home');
    const home = selectBanners(value, 'w_home');
    expect(home.map((banner) => banner.action)).toEqual([
      { kind: 'external', url: 'https://partner.example/promo?x=1' },
      { kind: 'route', to: '/promotions?promotion=12' },
      { kind: 'game', nodeId: '20451', gameId: 'PT-7', vendor: 'PT' },
      { kind: 'lotteryLobby' },
      { kind: 'route', to: '/agent' },
      { kind: 'none' },
    ]);
    expect(home[0]).toMatchObject({ url: 'https://img.example/b1.jpg', title: '' });
    expect(selectBanners(value, 'w_reg').map((banner) => banner.url)).toEqual(['https://img.example/reg.jpg']);
    expect(selectBanners(value, 'w_live')).toEqual([]);
  });

  it('reads notices: ids as strings, startDateStr as local time, endDate epoch ms, missing content empty', () => {
    expect(selectNotices(value)).toEqual([
      { id: '31', title: 'Scheduled maintenance', content: '<p>AG Live, Tuesday 10:00</p>', startTime: local(2026, 11, 20, 10), endTime: new Date(1_795_000_000_000).toISOString() },
      { id: '32', title: 'New games', content: '', startTime: local(2026, 11, 21, 8, 30), endTime: null },
    ]);
  });

  it('narrows popups to the audience: guests B, members A, the first login A and F', () => {
    expect(selectPopups(value, ['B']).map((popup) => popup.title)).toEqual(['Welcome']);
    expect(selectPopups(value, ['A'])).toEqual([{ key: 'PU#0', title: 'Payday bonus', content: '<p>Claim it</p>', promotionType: 'MANUAL' }]);
    expect(selectPopups(value, ['A', 'F']).map((popup) => popup.title)).toEqual(['Payday bonus', 'First login gift']);
  });

  it('lists notices, popups and promotions as announcements, newest first, and ignores hot', () => {
    const list = selectAnnouncements(value, ['B']);
    expect(list.map((item) => [item.type, item.title])).toEqual([
      ['PR', 'Coming soon'],
      ['PL', 'New games'],
      ['PL', 'Scheduled maintenance'],
      ['PR', 'Reload Bonus 20%'],
      ['PU', 'Welcome'],
    ]);
    expect(list.find((item) => item.type === 'PR' && item.title === 'Reload Bonus 20%')).toMatchObject({ promotionId: 12, promotionType: 'MANUAL' });
    expect(list.some((item) => item.title === 'ignored')).toBe(false);
  });

  it('reads a promotion without category through N15, its image by sequence, and its status from its dates', () => {
    const codes = selectCategoryCodes(valueOf(contract.promotions.categories, { success: true, value: [{ id: 101, code: 'deposit', name: 'Deposit' }, { id: '102', name: 'VIP' }] }));
    expect([...codes]).toEqual([['101', 'DEPOSIT']]);
    const [reload, soon] = (value as NoticeValue).promotion!;
    const now = Date.parse('2026-11-27T00:00:00Z');
    const view = toPromotionView(reload!, codes, now);
    expect(view).toMatchObject({
      id: 12,
      category: 'DEPOSIT',
      bannerUrl: 'https://img.example/promo-12.jpg',
      startTime: local(2026, 11, 1),
      endTime: local(2099, 12, 31, 23, 59, 59),
      status: 'JOIN',
      summary: 'A 20% bonus on every reload, up to 288.',
      applyRequired: false,
      bonusAmount: null,
    });
    // No category, no ids, no images, no content: "other", no picture, no text; not started yet.
    expect(toPromotionView(soon!, codes, now)).toMatchObject({ id: 13, category: 'OTHER', bannerUrl: null, content: '', endTime: null, status: 'COMING_SOON' });
    expect(categoryOf({ category: 'Sports', promoAnnouncementCategoryIds: [101] }, codes)).toBe('SPORTS');
    expect(bannerOf([{ sequence: 3, url: 'c' }, { sequence: 2, url: 'b' }])).toBe('b');
  });
});

describe('N2 CSP_unreadCount', () => {
  it('reads the value as a bare number, sent as a number or a string', () => {
    expect(valueOf(contract.messages.unreadCount, { success: true, value: 1 })).toBe(1);
    expect(valueOf(contract.messages.unreadCount, { success: true, value: '7' })).toBe(7);
  });
});

describe('N3 CSP_getInbox', () => {
  it('reads content[].{read, subject}, defaults for the rest', () => {
    const value = valueOf(contract.messages.list, { success: true, value: { content: [{ id: 5, read: false, subject: 'Welcome' }, { id: '6', read: 'Y', subject: 'Paid', sendTime: '2026-11-20 09:00:00', category: 'personal' }] } });
    expect(selectInboxPage(value)).toEqual({
      rows: [
        { id: 5, subject: 'Welcome', read: false, sendTime: null, category: null },
        { id: 6, subject: 'Paid', read: true, sendTime: local(2026, 11, 20, 9), category: 'personal' },
      ],
      totalPages: 1,
    });
  });
});

describe('N4 MCSFE_getAvailablePromotions', () => {
  const value = valueOf(contract.promotions.available, {
    success: true,
    value: {
      content: {
        MANUAL: { count: 2, enabled: true },
        RAFFLE: { count: 1, enabled: true },
        TICKET: { count: '3', enabled: true },
        REGISTER: { count: 0, enabled: true },
        LOGIN: { count: 1, enabled: false },
        SAVIOR: { count: 1, enabled: true },
        MISSION_MANUAL: { count: 1, enabled: true },
        MISSION: { count: 4, enabled: true },
        REFERRAL: { count: 0, enabled: true },
        DEPOSIT: { count: 9, enabled: true },
      },
    },
  });

  it('sums the promo badge over MANUAL, RAFFLE, TICKET, REGISTER, LOGIN, SAVIOR, MISSION_MANUAL only', () => {
    expect(selectPromoCount(value)).toBe(2 + 1 + 3 + 0 + 1 + 1 + 1);
  });

  it('reads the missions badge from MISSION and refer-a-friend from REFERRAL.enabled', () => {
    expect(selectMissionsCount(value)).toBe(4);
    expect(selectReferralOffered(value)).toBe(true);
    const off = valueOf(contract.promotions.available, { success: true, value: { content: { REFERRAL: { count: 0, enabled: 'N' } } } });
    expect(selectReferralOffered(off)).toBe(false);
    expect(selectPromoCount(off)).toBe(0);
    const empty = valueOf(contract.promotions.available, { success: true, value: {} });
    expect([selectPromoCount(empty), selectMissionsCount(empty), selectReferralOffered(empty)]).toEqual([0, 0, false]);
  });
});

describe('N8, N9, N14 and MCSFE_getReferralDetails', () => {
  it('N8: the member part of each promotion, an unknown status left to the public one', () => {
    const parts = selectMemberParts(valueOf(contract.promotions.memberList, { success: true, value: { content: [{ promotionId: '8', status: 'claim', bonusAmount: '68' }, { promotionId: 9, status: 'PAUSED', applyRequired: 'Y' }] } }));
    expect(parts.get(8)).toEqual({ status: 'CLAIM', applyRequired: false, bonusAmount: 68, remark: null });
    expect(parts.get(9)).toEqual({ status: null, applyRequired: true, bonusAmount: null, remark: null });
  });

  it('N9: entries with rebateValue > 0 are shown, as fractions', () => {
    const value = valueOf(contract.promotions.rebateSettings, { success: true, value: [{ productType: 'RNG', rebateValue: '0.8' }, { productType: 'LOTT', rebateValue: 0 }, { productType: 'LIVE' }] });
    expect(selectRebateRates(value)).toEqual([{ productType: 'RNG', rate: 0.008 }]);
  });

  it('N14: rank, monthly turnover and conditions, numbers as strings too', () => {
    const value = valueOf(contract.rewards.rankProgress, {
      success: true,
      value: { playerRankName: 'VIP3', monthlyTurnover: { actual: '2500', expected: 10000 }, totalTurnover: 88000, completedConditions: 1, totalExpectedConditions: '2', labelId: 3 },
    });
    expect(selectRankProgress(value)).toEqual({ rankName: 'VIP3', totalTurnover: 88000, monthlyActual: 2500, monthlyExpected: 10000, progress: 0.25, completedConditions: 1, totalConditions: 2 });
    expect(selectRankProgress(valueOf(contract.rewards.rankProgress, { success: true, value: {} }))).toMatchObject({ rankName: '', progress: 1, totalConditions: 0 });
  });

  it('referral: referralCode, totalInvitations and a promotion domain as the link origin', () => {
    const value = valueOf(contract.promotions.referral, {
      success: true,
      value: {
        referralCode: 'R100042', totalInvitations: '12', promotionDomains: ['promo.lucky88.example'], referralLink: '/register?referralCode=R100042',
        rules: '<p>Rules</p>', qualifiedCount: 6, totalEarnings: 120, pendingEarnings: 50, friends: { content: [], totalPages: 0, pageNum: 1 },
      },
    });
    expect(selectReferral(value)).toMatchObject({ referralCode: 'R100042', invitedCount: 12, promotionOrigin: 'https://promo.lucky88.example', friends: { rows: [], totalPages: 0, totalCount: 0 } });
  });
});
