import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  MT_PROFILE,
  PH_PROFILE,
  PROFILES,
  UK_PROFILE,
  declarationBarred,
  depositKindBarred,
  depositStep,
  exclusionEndAt,
  freePlayOpen,
  messageOwed,
  netDeposits,
  pointsMoneyValue,
  profileOf,
  requestShortening,
  shorteningRefusal,
  shorteningState,
} from '../../contracts/shared/jurisdictions';
import { RG_COOLING_OFF_MS, RG_EXCLUSION_TERMS } from '../../contracts/shared/responsible-gaming';

/** Issue 35: one rules module per regulator (contracts/shared/jurisdictions/{ph,uk,mt}.ts), pure. */
const member = { verified: true, hasDeposited: false, limitPromptAnswered: false };
const START = Date.parse('2026-01-10T12:00:00.000Z');
const exclusion = { since: new Date(START).toISOString(), until: '2031-01-10T12:00:00.000Z' };
const REASON = 'My circumstances have changed since then';

describe('the profiles', () => {
  it('PH is the default and the fallback for anything unknown', () => {
    expect(profileOf(undefined)).toBe(PH_PROFILE);
    expect(profileOf('XX')).toBe(PH_PROFILE);
    expect(Object.keys(PROFILES)).toEqual(['PH', 'UK', 'MT']);
  });
});

describe('PH (PAGCOR)', () => {
  it('is 21+ and bars students, government officials and AFP/PNP members declared at registration', () => {
    expect(PH_PROFILE.minimumAge).toBe(21);
    expect(declarationBarred(PH_PROFILE, 'STUDENT')).toBe(true);
    expect(declarationBarred(PH_PROFILE, 'OFFICIAL')).toBe(true);
    expect(declarationBarred(PH_PROFILE, 'AFP_PNP')).toBe(true);
    expect(declarationBarred(PH_PROFILE, 'NONE')).toBe(false);
    expect(declarationBarred(PH_PROFILE, undefined)).toBe(false);
  });

  it('self-excludes for 6 months, 1 year or 5 years, irrevocably: no shortening, no all-brands choice', () => {
    expect(PH_PROFILE.selfExclusion.terms).toEqual(RG_EXCLUSION_TERMS);
    expect(PH_PROFILE.selfExclusion.shortening).toBeNull();
    expect(PH_PROFILE.selfExclusion.allBrands).toBe(false);
    expect(shorteningRefusal(PH_PROFILE, exclusion, '6M', REASON, START)).toBe('NOT_ALLOWED');
  });

  it('bars credit-card and crypto deposits, not banks or e-wallets', () => {
    expect(depositKindBarred(PH_PROFILE, 'CRYPTO')).toBe(true);
    expect(depositKindBarred(PH_PROFILE, 'CARD')).toBe(true);
    expect(depositKindBarred(PH_PROFILE, 'BANK')).toBe(false);
    expect(depositKindBarred(PH_PROFILE, 'EWALLET')).toBe(false);
  });

  it("asks nothing of UKGC's or MGA's: no verification or prompt before a deposit, free play, no message, no money value", () => {
    expect(depositStep(PH_PROFILE, { verified: false, hasDeposited: false, limitPromptAnswered: false })).toBe('NONE');
    expect(freePlayOpen(PH_PROFILE)).toBe(true);
    expect(messageOwed(PH_PROFILE, false)).toBe(false);
    expect(PH_PROFILE.points.showMoneyValue).toBe(false);
    expect(PH_PROFILE.deposits.showNetDeposits).toBe(false);
  });
});

describe('UK (UKGC)', () => {
  it('verifies age and identity before any deposit or free play', () => {
    expect(depositStep(UK_PROFILE, { ...member, verified: false })).toBe('VERIFY');
    expect(freePlayOpen(UK_PROFILE)).toBe(false);
  });

  it('prompts for a deposit limit before the first deposit only, until answered', () => {
    expect(depositStep(UK_PROFILE, member)).toBe('LIMIT_PROMPT');
    expect(depositStep(UK_PROFILE, { ...member, limitPromptAnswered: true })).toBe('NONE');
    expect(depositStep(UK_PROFILE, { ...member, hasDeposited: true })).toBe('NONE');
  });

  it('delays limit increases 24 hours, shows net deposits and lets the player choose the reality-check interval', () => {
    expect(UK_PROFILE.limits.increaseDelayMs).toBe(RG_COOLING_OFF_MS);
    expect(RG_COOLING_OFF_MS).toBe(DAY_MS);
    expect(UK_PROFILE.deposits.showNetDeposits).toBe(true);
    expect(netDeposits(1_250.5, 300.25)).toBe(950.25);
    expect(UK_PROFILE.realityCheck.intervals.length).toBeGreaterThan(1);
  });

  it('bars no payment kind and no registration category, and is 18+', () => {
    expect(UK_PROFILE.minimumAge).toBe(18);
    expect(depositKindBarred(UK_PROFILE, 'CRYPTO')).toBe(false);
    expect(declarationBarred(UK_PROFILE, 'STUDENT')).toBe(false);
  });
});

describe('MT (MGA)', () => {
  it('owes the responsible-gaming message before the first bet, until acknowledged', () => {
    expect(messageOwed(MT_PROFILE, false)).toBe(true);
    expect(messageOwed(MT_PROFILE, true)).toBe(false);
  });

  it('offers self-exclusion one click away, for all brands, and withdrawal while excluded', () => {
    expect(MT_PROFILE.selfExclusion.oneClick).toBe(true);
    expect(MT_PROFILE.selfExclusion.allBrands).toBe(true);
    expect(MT_PROFILE.selfExclusion.withdrawWhileExcluded).toBe(true);
  });

  it('shortens an exclusion only with a reason and an earlier end, one request at a time', () => {
    expect(shorteningRefusal(MT_PROFILE, exclusion, '1Y', 'too short', START)).toBe('REASON');
    expect(shorteningRefusal(MT_PROFILE, exclusion, '5Y', REASON, START)).toBe('NOT_SHORTER');
    expect(shorteningRefusal(MT_PROFILE, exclusion, '1Y', REASON, START)).toBeNull();
    const asked = { ...exclusion, shortening: requestShortening(MT_PROFILE, exclusion, '1Y', REASON, START) };
    expect(shorteningRefusal(MT_PROFILE, asked, '6M', REASON, START + DAY_MS)).toBe('PENDING');
  });

  it('decides within 7 days, then cools off 24 hours, then ends at the later of the end asked for and the cooling-off', () => {
    const request = requestShortening(MT_PROFILE, exclusion, '6M', REASON, START);
    expect(Date.parse(request.decideBy) - START).toBe(7 * DAY_MS);
    expect(request.until).toBe('2026-07-10T12:00:00.000Z');
    const asked = { ...exclusion, shortening: request };
    expect(shorteningState(MT_PROFILE, request, START + 6 * DAY_MS)).toBe('AWAITING_DECISION');
    expect(shorteningState(MT_PROFILE, request, START + 7 * DAY_MS + 1)).toBe('COOLING_OFF');
    expect(exclusionEndAt(MT_PROFILE, asked, START + 7 * DAY_MS + 1)).toBe(Date.parse(exclusion.until));
    expect(shorteningState(MT_PROFILE, request, START + 8 * DAY_MS)).toBe('APPLIED');
    expect(exclusionEndAt(MT_PROFILE, asked, START + 8 * DAY_MS)).toBe(Date.parse('2026-07-10T12:00:00.000Z'));
    // Asked on day 200 to end at month 6: the end is the cooling-off's, never the past.
    const late = START + 200 * DAY_MS;
    const past = { ...exclusion, shortening: requestShortening(MT_PROFILE, exclusion, '6M', REASON, late) };
    expect(exclusionEndAt(MT_PROFILE, past, late + 9 * DAY_MS)).toBe(late + 8 * DAY_MS);
  });

  it('shows the money value of points at the member rate, rounded down to the cent', () => {
    expect(MT_PROFILE.points.showMoneyValue).toBe(true);
    expect(pointsMoneyValue(1_000, 100)).toBe(10);
    expect(pointsMoneyValue(1_234, 100)).toBe(12.34);
    expect(pointsMoneyValue(1, 3)).toBe(0.33);
    expect(pointsMoneyValue(100, 0)).toBeNull();
  });
});

describe('the app reads the profile from the start-up status', () => {
  it("takes the status answer's jurisdiction, else the brand's", async () => {
    const { toJurisdiction } = await import('../../src/features/system/api/jurisdiction');
    expect(toJurisdiction({ maintenance: 0, regionRestriction: 0, info: { mainDomain: '', jurisdiction: 'UK' } } as never)).toBe(UK_PROFILE);
    expect(toJurisdiction({ maintenance: 0, regionRestriction: 0, info: { mainDomain: '' } } as never)).toBe(PH_PROFILE);
    expect(toJurisdiction({ maintenance: 0, regionRestriction: 0, info: { mainDomain: '', jurisdiction: 'ZZ' } } as never)).toBe(PH_PROFILE);
    expect(toJurisdiction(undefined)).toBe(PH_PROFILE);
  });
});
