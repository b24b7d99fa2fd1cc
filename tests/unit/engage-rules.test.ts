import { describe, expect, it } from 'vitest';
import { PROMOTION_STATUSES } from '../../contracts/shared/constants';
import type { RewardItem } from '../../contracts/rewards';
import { countdownTo } from '../../src/features/promotions/rules/countdown';
import { ratePercent } from '../../src/features/promotions/rules/rebate';
import { refusalText } from '../../src/features/promotions/rules/refusal';
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
    expect(refusalText(t, refused('EXPIRED'))).toBe('engageErrors.expired');
    expect(refusalText(t, refused())).toBe('engageErrors.invalidState');
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
