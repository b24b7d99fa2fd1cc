import { useQuery } from '@tanstack/react-query';
import { isJurisdiction, profileOf, type JurisdictionProfile } from '@contracts/shared/jurisdictions';
import type { StatusValue } from '@contracts/system';
import { brand } from '@/lib/brand';
import { statusQuery } from './';

/*
 * Its own module, apart from api.ts: the status query is in every visitor's first load, the profiles'
 * rules are not; only the screens that apply them (sign-up, login, cashier, responsible gaming) load them.
 */

/** The regulator of a status answer's `info.jurisdiction` (ours), or the brand's when the platform sends none. */
export const toJurisdiction = (value: StatusValue | undefined): JurisdictionProfile => {
  const named = value?.info?.jurisdiction;
  return profileOf(isJurisdiction(named) ? named : brand.jurisdiction);
};

/**
 * The jurisdiction profile the site follows (issue 35): the brand's, or the one the simulated
 * backend's scenario names (QA switches it in the toolbar and by `?jurisdiction=`).
 */
export function useJurisdiction(): JurisdictionProfile {
  return useQuery({ ...statusQuery(), select: toJurisdiction }).data ?? toJurisdiction(undefined);
}
