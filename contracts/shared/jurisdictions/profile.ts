import type { RgExclusionTerm } from '../responsible-gaming';

/**
 * Jurisdiction profiles (issue 35): what the regulator a brand answers to
 * requires of registration, deposits, play, limits, self-exclusion and points.
 * Pure data and pure rules, zod-free, read by both the simulated backend (which
 * enforces them, mocks/jurisdiction.ts) and the app (which shows them,
 * src/features/responsibleGaming/jurisdiction.ts): one module per regulator, so
 * both sides agree by construction, as contracts/shared/responsible-gaming.ts does.
 */
export const JURISDICTIONS = ['PH', 'UK', 'MT'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];
export const DEFAULT_JURISDICTION: Jurisdiction = 'PH';

/** Who PAGCOR bars from play, declared at registration ("NONE": none of them). */
export const BARRED_CATEGORIES = ['STUDENT', 'OFFICIAL', 'AFP_PNP'] as const;
export type BarredCategory = (typeof BARRED_CATEGORIES)[number];
export const REGISTRATION_DECLARATIONS = ['NONE', ...BARRED_CATEGORIES] as const;
export type RegistrationDeclaration = (typeof REGISTRATION_DECLARATIONS)[number];

/** Kinds of deposit payment a regulator may bar; CARD is listed for the rule, the platform offers no card channel. */
export const DEPOSIT_PAYMENT_KINDS = ['BANK', 'EWALLET', 'CRYPTO', 'CARD'] as const;
export type DepositPaymentKind = (typeof DEPOSIT_PAYMENT_KINDS)[number];

export interface JurisdictionProfile {
  id: Jurisdiction;
  /** The regulator's short name, shown as is (PAGCOR, UKGC, MGA). */
  regulator: string;
  /**
   * The regulator's legal age for play. The platform's KYC asks 21 in every profile (SPEC §5,
   * KYC_MIN_AGE), which meets an 18 of UKGC or MGA, so sign-up and KYC keep 21 everywhere.
   */
  minimumAge: number;
  registration: {
    /** Categories barred from play, declared by the player at registration; empty: no declaration asked. */
    barredCategories: readonly BarredCategory[];
  };
  deposits: {
    /** Payment kinds refused for betting. */
    barredKinds: readonly DepositPaymentKind[];
    /** Age and identity verified (KYC approved) before any deposit. */
    verifiedFirst: boolean;
    /** A deposit-limit prompt, answered (a limit set, or declined), before the first deposit. */
    limitPromptFirst: boolean;
    /** The responsible-gaming page shows deposits less withdrawals. */
    showNetDeposits: boolean;
  };
  play: {
    /** Age and identity verified before free play (trial accounts are refused). */
    verifiedForFreePlay: boolean;
    /** A responsible-gaming message, acknowledged after registration and before the first bet. */
    messageBeforeFirstBet: boolean;
  };
  limits: {
    /** How long a limit increase or removal waits; decreases apply at once. */
    increaseDelayMs: number;
  };
  realityCheck: {
    /** The intervals the player chooses from, in minutes. */
    intervals: readonly number[];
  };
  selfExclusion: {
    terms: readonly RgExclusionTerm[];
    /** The responsible-gaming page offers self-exclusion one click from its top. */
    oneClick: boolean;
    /** The player may exclude from every brand of the operator at once. */
    allBrands: boolean;
    /** A self-excluded player may still withdraw (every profile: mocks/responsibleGaming/doors.ts leaves withdrawal open). */
    withdrawWhileExcluded: boolean;
    /** Shortening: null when impossible (the whole term irrevocable); else a reason of at least `reasonMinChars`, a decision within `decisionDays`, then `coolingOffMs`. */
    shortening: { reasonMinChars: number; decisionDays: number; coolingOffMs: number } | null;
  };
  points: {
    /** Real-money value shown next to any points or virtual currency. */
    showMoneyValue: boolean;
  };
}

export const DAY_MS = 24 * 60 * 60_000;

/** A shortening request waits for its decision, then its cooling-off, then applies. */
export const SHORTENING_STATES = ['AWAITING_DECISION', 'COOLING_OFF', 'APPLIED'] as const;
