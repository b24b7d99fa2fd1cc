import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { navigateWhenReady } from '../../../lib/dataFirst';
import { i18n } from '../../../lib/i18n';
import { useStableNavigate } from '../../../lib/stableNavigate';
import { prefetchListOfPath } from '../listQuery';
import type { NavTarget } from './navRules';
import { useVendorLaunch } from './useVendorLaunch';

/** Carries out a nav target: goes to its page, or launches its vendor. */
export function useNavAction() {
  // Not useNavigate: the header and side menu would re-render on every navigation.
  const navigate = useStableNavigate();
  const { launchVendor, prepare } = useVendorLaunch();
  const queryClient = useQueryClient();
  const act = useCallback(
    (target: NavTarget) => {
      if (target.kind === 'launch') return void launchVendor(target.gameType, target.vassalage);
      // A game list page opens with its first list in (lib/dataFirst.ts says why); other pages at once.
      const list = prefetchListOfPath(queryClient, target.path, i18n.language);
      if (list) navigateWhenReady(list, () => void navigate(target.path));
      else void navigate(target.path);
    },
    [navigate, launchVendor, queryClient],
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
