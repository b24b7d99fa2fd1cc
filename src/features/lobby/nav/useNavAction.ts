import { useCallback } from 'react';
import { useStableNavigate } from '../../../lib/stableNavigate';
import type { NavTarget } from './navRules';
import { useVendorLaunch } from './useVendorLaunch';

/** Carries out a nav target: goes to its page, or launches its vendor. */
export function useNavAction() {
  // Not useNavigate: the header and side menu would re-render on every navigation.
  const navigate = useStableNavigate();
  const { launchVendor, prepare } = useVendorLaunch();
  const act = useCallback(
    (target: NavTarget) => {
      if (target.kind === 'page') void navigate(target.path);
      else void launchVendor(target.gameType, target.vassalage);
    },
    [navigate, launchVendor],
  );
  /** Fetches a launch target's entry game ahead, so the click launches at once. */
  const warm = useCallback(
    (target: NavTarget) => {
      if (target.kind === 'launch') prepare(target.gameType, target.vassalage);
    },
    [prepare],
  );
  return { act, warm };
}
