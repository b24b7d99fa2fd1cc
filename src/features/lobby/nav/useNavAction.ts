import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type MouseEvent } from 'react';
import { navigateWhenReady } from '@/lib/dataFirst';
import { i18n } from '@/lib/i18n';
import { useStableNavigate } from '@/lib/stableNavigate';
import { prefetchListOfPath } from '../api';
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
  /**
   * A click on the link of a target: a launch stays on the page, and a plain click opens a page as `act` does (a
   * game list with its data). A click for a new tab or window, or on the page already open (which the link replaces
   * in the history), is left to the link.
   */
  const follow = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, target: NavTarget) => {
      const own = event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.currentTarget.href === window.location.href;
      if (target.kind === 'page' && own) return;
      event.preventDefault();
      act(target);
    },
    [act],
  );
  return { act, warm, follow };
}
