import { RG_COOLING_OFF_MS, RG_EXCLUSION_TERMS, RG_REALITY_CHECK_OPTIONS } from '../responsible-gaming';
import type { JurisdictionProfile } from './profile';

/**
 * UKGC (Great Britain): 18 and over, age and identity verified before any deposit or free play; a
 * deposit-limit prompt before the first deposit; limit increases after 24 hours, decreases at once;
 * net deposits shown; reality checks at the interval the player chooses.
 */
export const UK_PROFILE: JurisdictionProfile = {
  id: 'UK',
  regulator: 'UKGC',
  minimumAge: 18,
  registration: { barredCategories: [] },
  deposits: { barredKinds: [], verifiedFirst: true, limitPromptFirst: true, showNetDeposits: true },
  play: { verifiedForFreePlay: true, messageBeforeFirstBet: false },
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
