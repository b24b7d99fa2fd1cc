import { describe, expect, it } from 'vitest';
import { PROMOTION_STATUSES } from '../../contracts/shared/constants';
import type { RewardItem } from '../../contracts/rewards';
import { countdownTo } from '../../src/features/promotions/rules/countdown';
import { ratePercent } from '../../src/features/promotions/rules/rebate';
import { missingRequirements, claimRefusalText, requirementText } from '../../src/features/promotions/rules/refusal';
import { promotionPage, statusAt, type PromotionView } from '../../src/features/promotions/api';
import { withUsername } from '../../src/features/banners/rules/bannerAction';
import { moduleOn } from '../../src/features/member/api';
import { explanationKey, promotionAction } from '../../src/features/promotions/rules/status';
import { ApiError } from '../../src/lib/api/errors';
import type { TFunction } from 'i18next';
import { progressPercent, rewardForPromotion } from '../../src/features/rewards/rules/rewardStatus';
import en from '../../locales/en/engage.json';

describe('promotionAction: SPEC §4 statuses to what the card offers', () => {
  it('offers a member claim, join or apply where it can act, and nothing elsewhere', () => {
    const member = (status: (typeof PROMOTION_STATUSES)[number], applyRequired = false) => promotionAction({ status, applyRequired }, 'member');
    expect(member('CLAIM')).toBe('claim');
    expect(member('JOIN')).toBe('join');
    expect(member('JOIN', true)).toBe('apply');
    // A rejected application is sent again through the form, even where joining needs none.
    expect(member('REJECTED')).toBe('apply');
    for (const status of ['APPLYING', 'CLOSE', 'ISSUED', 'CLAIMED', 'PROCESS', 'JOINED', 'COMING_SOON'] as const) expect(member(status)).toBe('none');
  });

  it('asks a guest to log in for an open promotion and offers a trial account nothing', () => {
    expect(promotionAction({ status: 'JOIN', applyRequired: true }, 'guest')).toBe('login');
    expect(promotionAction({ status: 'CLOSE', applyRequired: false }, 'guest')).toBe('none');
    for (const status of PROMOTION_STATUSES) expect(promotionAction({ status, applyRequired: false }, 'trial')).toBe('none');
  });

  it('has an explanation for each of the ten statuses and for guests and trial accounts', () => {
    const keys = new Set(Object.keys(en.engagePromotions.explain));
    for (const status of PROMOTION_STATUSES) expect(keys.has(explanationKey(status, 'member'))).toBe(true);
    expect(explanationKey('JOIN', 'guest')).toBe('guest');
    expect(explanationKey('CLAIM', 'trial')).toBe('trial');
    expect(keys.has('guest') && keys.has('trial')).toBe(true);
  });
});

describe('reward centre rules', () => {
  const item = (id: number, status: RewardItem['status'], promotionId: number | null): RewardItem => ({
    id, status, promotionId, source: promotionId ? 'PROMOTION' : 'VIP', title: `#${id}`, description: '', iconUrl: '', amount: 1, points: 0,
    createTime: '2026-11-01T00:00:00.000Z', expireTime: null, claimTime: null,
  });

  it('lands the go-to-promotion on the claimable item of that promotion first', () => {
    const items = [item(1, 'CLAIMED', 3), item(2, 'CLAIM', 3), item(3, 'CLAIM', 4), item(4, 'CLAIM', null)];
    expect(rewardForPromotion(items, 3)?.id).toBe(2);
    expect(rewardForPromotion(items, 4)?.id).toBe(3);
    expect(rewardForPromotion([item(1, 'CLAIMED', 9)], 9)?.id).toBe(1);
    expect(rewardForPromotion(items, 99)).toBeUndefined();
  });

  it('words an expired reward apart from other refused claims', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    const refused = (reason?: string) => new ApiError('refused', 'state_invalid', 'refused', 200, reason ? { reason } : null);
    expect(claimRefusalText(refused('EXPIRED'), t)).toBe('engageErrors.expired');
    expect(claimRefusalText(refused(), t)).toBe('engageErrors.invalidState');
    expect(en.engageErrors.expired).toMatch(/expired/);
  });

  it('turns the VIP progress into a bounded percentage', () => {
    expect(progressPercent(0.15425)).toBe(15.4);
    expect(progressPercent(-1)).toBe(0);
    expect(progressPercent(2)).toBe(100);
  });
});

describe('red envelope countdown and rebate rates', () => {
  it('splits the time left and stops at zero', () => {
    const now = Date.parse('2026-11-01T00:00:00.000Z');
    expect(countdownTo('2026-11-02T01:02:03.000Z', now)).toEqual({ days: 1, hours: 1, minutes: 2, seconds: 3, over: false });
    expect(countdownTo('2026-10-31T00:00:00.000Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
  });

  it('shows a rate as a percentage with two decimals', () => {
    expect(ratePercent(0.0104)).toBe('1.04%');
    expect(ratePercent(0.003)).toBe('0.30%');
  });
});

describe('promotion claim requirements (WIRE.md §4.4 prom_claim_req_field)', () => {
  const t = ((key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key)) as unknown as TFunction;
  const refused = (code: string, value: unknown) => new ApiError('refused', code, 'Please verify your mobile number first', 400, value);

  it('reads the requirement value.data names, under either spelling of the code', () => {
    expect(missingRequirements(refused('prom_claim_req_field', { data: 'required.mobile_no_verified' }))).toEqual(['required.mobile_no_verified']);
    expect(missingRequirements(refused('prom.claim.req.field', { data: ['required.mobile_no_verified', 'required.email'] }))).toEqual(['required.mobile_no_verified', 'required.email']);
    expect(missingRequirements(refused('prom_claim_req_field', null))).toEqual([]);
    expect(missingRequirements(refused('already_claimed', { data: 'x' }))).toBeNull();
    expect(missingRequirements(new Error('x'))).toBeNull();
  });

  it('words a known requirement, and names an unknown one', () => {
    expect(requirementText(t, 'required.mobile_no_verified')).toBe('engagePromotions.requirements.mobile');
    expect(requirementText(t, 'required.qq')).toBe('engagePromotions.requirements.other {"requirement":"required.qq"}');
  });
});

describe('public promotions held whole (N1)', () => {
  const promotion = (id: number, category: PromotionView['category']): PromotionView => ({
    id, title: `P${id}`, content: '', summary: '', bannerUrl: null, category, startTime: null, endTime: null,
    promotionType: null, status: 'JOIN', applyRequired: false, bonusAmount: null, remark: null,
  });

  it('pages a category 12 at a time and counts every category, OTHER only under ALL', () => {
    const list = [...Array.from({ length: 13 }, (_, index) => promotion(index + 1, 'SPORTS')), promotion(14, 'OTHER'), promotion(15, 'LIVE')];
    const sports = promotionPage(list, 'SPORTS', 2);
    expect(sports.rows.map((row) => row.id)).toEqual([13]);
    expect(sports.totalPages).toBe(2);
    expect(sports.counts.get('ALL')).toBe(15);
    expect(sports.counts.get('SPORTS')).toBe(13);
    expect(sports.counts.get('NEWBIE')).toBe(0);
    expect(promotionPage(list, 'ALL', 2).rows.map((row) => row.id)).toEqual([13, 14, 15]);
    expect(promotionPage([], 'ALL', 1)).toMatchObject({ rows: [], totalPages: 1 });
  });

  it('reads the status from the dates: not started, open, ended', () => {
    const now = Date.parse('2026-11-27T00:00:00Z');
    expect(statusAt('2026-12-01T00:00:00Z', null, now)).toBe('COMING_SOON');
    expect(statusAt('2026-11-01T00:00:00Z', '2026-11-27T00:00:00Z', now)).toBe('CLOSE');
    expect(statusAt(null, null, now)).toBe('JOIN');
  });
});

describe('banner links and module flags', () => {
  it('adds the username to an http link for a member, and nothing for a guest', () => {
    expect(withUsername('https://partner.example/promo?x=1', 'player01')).toBe('https://partner.example/promo?x=1&username=player01');
    expect(withUsername('https://partner.example/promo', null)).toBe('https://partner.example/promo');
  });

  it('reads whitelabel modules leniently: off only when the flags say so', () => {
    expect(moduleOn({ INBOX3: false }, 'INBOX3')).toBe(false);
    expect(moduleOn({ INBOX3: '0' }, 'INBOX3')).toBe(false);
    expect(moduleOn({ INBOX3: '1' }, 'INBOX3')).toBe(true);
    expect(moduleOn({ INBOX3: true }, 'INBOX3')).toBe(true);
    expect(moduleOn({ COMM3: true }, 'INBOX3')).toBe(true);
    expect(moduleOn(undefined, 'INBOX3')).toBe(true);
  });
});
