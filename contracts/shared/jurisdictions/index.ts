import { RG_EXCLUSION_MONTHS, type RgExclusionTerm } from '../responsible-gaming';
import { MT_PROFILE } from './mt';
import { PH_PROFILE } from './ph';
import {
  DAY_MS,
  DEFAULT_JURISDICTION,
  JURISDICTIONS,
  type DepositPaymentKind,
  type Jurisdiction,
  type JurisdictionProfile,
  type RegistrationDeclaration,
  SHORTENING_STATES,
} from './profile';
import { UK_PROFILE } from './uk';

export * from './profile';
export { MT_PROFILE, PH_PROFILE, UK_PROFILE };

export const PROFILES: Record<Jurisdiction, JurisdictionProfile> = { PH: PH_PROFILE, UK: UK_PROFILE, MT: MT_PROFILE };

export function isJurisdiction(value: unknown): value is Jurisdiction {
  return typeof value === 'string' && (JURISDICTIONS as readonly string[]).includes(value);
}

/** The profile of a jurisdiction; anything unknown is the default's. */
export function profileOf(id: string | null | undefined): JurisdictionProfile {
  return isJurisdiction(id) ? PROFILES[id] : PROFILES[DEFAULT_JURISDICTION];
}

/** A registration's declaration that names a category the profile bars. */
export function declarationBarred(profile: JurisdictionProfile, declaration: RegistrationDeclaration | undefined): boolean {
  return declaration !== undefined && declaration !== 'NONE' && profile.registration.barredCategories.includes(declaration);
}

/** Whether a deposit channel's kind is refused for betting. */
export function depositKindBarred(profile: JurisdictionProfile, kind: DepositPaymentKind): boolean {
  return profile.deposits.barredKinds.includes(kind);
}

/** What a member must do before a deposit: verify (KYC), answer the deposit-limit prompt, or nothing. */
export type DepositStep = 'VERIFY' | 'LIMIT_PROMPT' | 'NONE';

export function depositStep(
  profile: JurisdictionProfile,
  member: { verified: boolean; hasDeposited: boolean; limitPromptAnswered: boolean },
): DepositStep {
  if (profile.deposits.verifiedFirst && !member.verified) return 'VERIFY';
  if (profile.deposits.limitPromptFirst && !member.hasDeposited && !member.limitPromptAnswered) return 'LIMIT_PROMPT';
  return 'NONE';
}

/** A member must acknowledge the responsible-gaming message before betting. */
export function messageOwed(profile: JurisdictionProfile, acknowledged: boolean): boolean {
  return profile.play.messageBeforeFirstBet && !acknowledged;
}

/** Free play (a trial account, which nobody has verified) is open. */
export function freePlayOpen(profile: JurisdictionProfile): boolean {
  return !profile.play.verifiedForFreePlay;
}

/** Deposits less withdrawals, to the cent. */
export function netDeposits(deposited: number, withdrawn: number): number {
  return Math.round((deposited - withdrawn) * 100) / 100;
}

/** The money value of `points` at `pointsPerUnit` points for one unit of currency (to the cent, rounded down). */
export function pointsMoneyValue(points: number, pointsPerUnit: number): number | null {
  if (!(pointsPerUnit > 0)) return null;
  return Math.floor((points / pointsPerUnit) * 100) / 100;
}

/** A request to shorten a self-exclusion, and the back office's decision. */
export interface ExclusionShortening {
  requestedAt: string;
  /** The end asked for. */
  until: string;
  reason: string;
  /** The decision comes by then at the latest (the simulated back office decides at this moment). */
  decideBy: string;
}

export interface Exclusion {
  since: string;
  until: string;
  allBrands?: boolean;
  shortening?: ExclusionShortening | null;
}

/** Adds calendar months, as exclusionEnd does. */
function plusMonths(at: number, months: number): number {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

export type ShorteningRefusal = 'NOT_ALLOWED' | 'REASON' | 'NOT_SHORTER' | 'PENDING';

/**
 * Whether a self-exclusion may be asked to end at `term` from its start, at `at`: the profile must
 * allow shortening, the reason must be long enough, the end must be earlier than now's, and only
 * one request may wait at a time.
 */
export function shorteningRefusal(
  profile: JurisdictionProfile,
  exclusion: Exclusion,
  term: RgExclusionTerm,
  reason: string,
  at: number,
): ShorteningRefusal | null {
  const rule = profile.selfExclusion.shortening;
  if (!rule) return 'NOT_ALLOWED';
  if (exclusion.shortening && shorteningState(profile, exclusion.shortening, at) !== 'APPLIED') return 'PENDING';
  if (reason.trim().length < rule.reasonMinChars) return 'REASON';
  if (plusMonths(Date.parse(exclusion.since), RG_EXCLUSION_MONTHS[term]) >= exclusionEndAt(profile, exclusion, at)) return 'NOT_SHORTER';
  return null;
}

/** A new request: the decision is due within the profile's decision window. */
export function requestShortening(profile: JurisdictionProfile, exclusion: Exclusion, term: RgExclusionTerm, reason: string, at: number): ExclusionShortening {
  const days = profile.selfExclusion.shortening?.decisionDays ?? 0;
  return {
    requestedAt: new Date(at).toISOString(),
    until: new Date(plusMonths(Date.parse(exclusion.since), RG_EXCLUSION_MONTHS[term])).toISOString(),
    reason: reason.trim(),
    decideBy: new Date(at + days * DAY_MS).toISOString(),
  };
}

/** Waiting for the decision, in its cooling-off after it, or applied. */
export type ShorteningState = (typeof SHORTENING_STATES)[number];

/** When the cooling-off after the decision ends. */
export function coolingOffEnd(profile: JurisdictionProfile, shortening: ExclusionShortening): number {
  return Date.parse(shortening.decideBy) + (profile.selfExclusion.shortening?.coolingOffMs ?? 0);
}

export function shorteningState(profile: JurisdictionProfile, shortening: ExclusionShortening, at: number): ShorteningState {
  if (at < Date.parse(shortening.decideBy)) return 'AWAITING_DECISION';
  if (at < coolingOffEnd(profile, shortening)) return 'COOLING_OFF';
  return 'APPLIED';
}

/**
 * When a self-exclusion ends, seen at `at`: its own end, or, once a shortening's decision and
 * cooling-off are over, the later of the end asked for and the end of that cooling-off.
 */
export function exclusionEndAt(profile: JurisdictionProfile, exclusion: Exclusion, at: number): number {
  const until = Date.parse(exclusion.until);
  const shortening = exclusion.shortening;
  if (!shortening || shorteningState(profile, shortening, at) !== 'APPLIED') return until;
  return Math.min(until, Math.max(Date.parse(shortening.until), coolingOffEnd(profile, shortening)));
}
