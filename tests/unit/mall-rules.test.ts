import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enMall from '../../locales/en/mall.json';
import tyMall from '../../locales/ty/mall.json';
import { ApiError } from '../../src/lib/api';
import { boardRows, missionProgress, sortMissions } from '../../src/features/missions/rules/missions';
import { mallErrorText } from '../../src/features/pointMall/rules/errorText';
import { convertPreview, convertProblem, maxConvertible, pointsShortfall, redeemProblem } from '../../src/features/pointMall/rules/points';
import { absoluteLink } from '../../src/features/referral/rules/friends';

const limits = { min: 1_000, step: 100, maxPerDay: 200_000, balance: 34_273 };

describe('points mall rules', () => {
  it('previews a conversion as the server pays it: down to cents', () => {
    expect(convertPreview(1_400, 140)).toBe(10);
    expect(convertPreview(1_000, 140)).toBe(7.14);
    expect(convertPreview(0, 140)).toBe(0);
    expect(convertPreview(-5, 140)).toBe(0);
  });

  it('refuses a conversion under the minimum, off the step, over the day or over the balance', () => {
    expect(convertProblem(900, limits)).toBe('min');
    expect(convertProblem(1_050, limits)).toBe('step');
    expect(convertProblem(34_300, limits)).toBe('balance');
    expect(convertProblem(200_100, { ...limits, balance: 1_000_000 })).toBe('max');
    expect(convertProblem(34_200, limits)).toBeNull();
    expect(maxConvertible(limits)).toBe(34_200);
    expect(maxConvertible({ ...limits, balance: 999 })).toBe(0);
  });

  it('tells why a redeem cannot go: sold out, a bad quantity, or points missing', () => {
    const item = { requiredPoints: 45_000, stock: 20 };
    expect(redeemProblem(item, 1, 34_273, 10)).toBe('points');
    expect(pointsShortfall(45_000, 1, 34_273)).toBe(10_727);
    expect(redeemProblem({ ...item, stock: 0 }, 1, 100_000, 10)).toBe('soldOut');
    expect(redeemProblem({ requiredPoints: 3_000, stock: 2 }, 3, 100_000, 10)).toBe('quantity');
    expect(redeemProblem({ requiredPoints: 3_000, stock: 2 }, 2, 6_000, 10)).toBeNull();
  });
});

describe('mall refusal texts', () => {
  const refused = (code: string, message: string, value: Record<string, unknown> | null = null) =>
    new ApiError('refused', code, message, 400, value, 'points.redeem');

  it("words every INVALID_STATE refusal in the reader's language, never with the server's English message", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ty', resources: { en: { translation: enMall }, ty: { translation: tyMall } }, interpolation: { escapeValue: false } });
    const cases = [
      [refused('state_invalid', 'Coffee Shop Gift Card is out of stock', { reason: 'OUT_OF_STOCK' }), tyMall.mallPoints.errors.reasons.OUT_OF_STOCK],
      [refused('state_invalid', 'At most 1 per member', { reason: 'MEMBER_LIMIT', limit: 1 }), 'Hanggang 1 lamang ng item na ito ang maaari mong i-redeem.'],
      [refused('state_invalid', 'At most 200000 points a day', { reason: 'DAILY_CONVERT_LIMIT', limit: 200_000 }), 'Hanggang 200,000 puntos lamang ang maaari mong ipalit bawat araw.'],
      // WIRE.md §4.4: the platform's own code for a member without a payment password.
      [refused('not.exists.payment.password', 'Please set a payment password first'), tyMall.mallPoints.errors.reasons.NO_PAYMENT_PASSWORD],
      [refused('state_invalid', 'Something new the server says'), tyMall.mallPoints.errors.notAvailable],
    ] as const;
    for (const [error, text] of cases) expect(mallErrorText(i18n.t, error, 'fil')).toBe(text);
  });
});

describe('missions rules', () => {
  it('caps the progress and puts claimable missions first', () => {
    expect(missionProgress({ progress: 1_800, target: 3_000 })).toBeCloseTo(0.6);
    expect(missionProgress({ progress: 5, target: 3 })).toBe(1);
    const order = sortMissions([{ status: 'CLOSE' }, { status: 'PROCESS' }, { status: 'CLAIMED' }, { status: 'CLAIM' }] as const);
    expect(order.map((mission) => mission.status)).toEqual(['CLAIM', 'PROCESS', 'CLAIMED', 'CLOSE']);
  });

  it("marks the member's row in the top, or pins it below when outside", () => {
    const list = [1, 2, 3].map((rank) => ({ rank, account: `pl***0${rank}`, score: 1_000 - rank, prize: 0, vipRankLevel: 1 }));
    const inside = boardRows(list, { rank: 2, score: 998 }, 'player01', 3);
    expect(inside.top.map((row) => row.mine)).toEqual([false, true, false]);
    expect(inside.pinned).toBeNull();
    const outside = boardRows(list, { rank: 17, score: 300 }, 'player01', 3);
    expect(outside.top.some((row) => row.mine)).toBe(false);
    expect(outside.pinned).toMatchObject({ rank: 17, account: 'player01', score: 300, mine: true });
    expect(boardRows(list, { rank: null, score: 0 }, 'player01', 3).pinned).toBeNull();
  });
});

describe('referral link', () => {
  it('keeps the base path the router prefixed', () => {
    expect(absoluteLink('https://site.example', '/demo/register?referralCode=R1')).toBe('https://site.example/demo/register?referralCode=R1');
  });
});
