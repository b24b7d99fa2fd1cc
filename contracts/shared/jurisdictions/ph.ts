import { RG_COOLING_OFF_MS, RG_EXCLUSION_TERMS, RG_REALITY_CHECK_OPTIONS } from '../responsible-gaming';
import { BARRED_CATEGORIES, type JurisdictionProfile } from './profile';

/**
 * PAGCOR (the Philippines), the default: today's behaviour. 21 and over; students, government
 * officials and members of the AFP and PNP barred; self-exclusion for 6 months, 1 year or 5 years,
 * irrevocable for its whole term (which holds the first six months); no credit-card or crypto
 * deposits for betting (December 2025).
 */
export const PH_PROFILE: JurisdictionProfile = {
  id: 'PH',
  regulator: 'PAGCOR',
  minimumAge: 21,
  registration: { barredCategories: BARRED_CATEGORIES },
  deposits: { barredKinds: ['CRYPTO', 'CARD'], verifiedFirst: false, limitPromptFirst: false, showNetDeposits: false },
  play: { verifiedForFreePlay: false, messageBeforeFirstBet: false },
  limits: { increaseDelayMs: RG_COOLING_OFF_MS },
  realityCheck: { intervals: RG_REALITY_CHECK_OPTIONS },
  selfExclusion: {
    terms: RG_EXCLUSION_TERMS,
    oneClick: false,
    allBrands: false,
    withdrawWhileExcluded: true,
    shortening: null,
  },
  points: { showMoneyValue: false },
};
