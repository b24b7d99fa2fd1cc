import { RG_COOLING_OFF_MS, RG_EXCLUSION_TERMS, RG_REALITY_CHECK_OPTIONS } from '../responsible-gaming';
import { DAY_MS, type JurisdictionProfile } from './profile';

/**
 * MGA (Malta): 18 and over; a responsible-gaming message after registration and before the first
 * bet; self-exclusion one click from the responsible-gaming page, with an "all brands" choice; an
 * excluded player can still withdraw; shortening an exclusion needs a reason and a decision within
 * 7 days, then its cooling-off (24 hours) before it applies; real-money value next to any points.
 */
export const MT_PROFILE: JurisdictionProfile = {
  id: 'MT',
  regulator: 'MGA',
  minimumAge: 18,
  registration: { barredCategories: [] },
  deposits: { barredKinds: [], verifiedFirst: false, limitPromptFirst: false, showNetDeposits: false },
  play: { verifiedForFreePlay: false, messageBeforeFirstBet: true },
  limits: { increaseDelayMs: RG_COOLING_OFF_MS },
  realityCheck: { intervals: RG_REALITY_CHECK_OPTIONS },
  selfExclusion: {
    terms: RG_EXCLUSION_TERMS,
    oneClick: true,
    allBrands: true,
    withdrawWhileExcluded: true,
    shortening: { reasonMinChars: 20, decisionDays: 7, coolingOffMs: DAY_MS },
  },
  points: { showMoneyValue: true },
};
