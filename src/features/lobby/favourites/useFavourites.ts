import { useMemo } from 'react';
import { createThrottle } from '../../../lib/throttle';
import { openModal } from '../../../lib/state/ui';
import { useFavouriteChange, useFavouriteIds, type FavouriteTarget } from '../../favourites';
import { useLoginState } from '../../session';
import { showLobbyNotice } from '../notices';
import { createFavouriteToggler, FAVOURITE_THROTTLE_MS } from './toggle';

/** One throttle window for the whole app, whichever tile is clicked. */
let gate = createThrottle(FAVOURITE_THROTTLE_MS);

/**
 * SPEC §4 favourite toggle for a tile: guests get the login modal, trial
 * accounts the in_need_true_account warning, members the throttled,
 * optimistic toggle with rollback.
 */
export function useFavouriteToggle() {
  const ids = useFavouriteIds();
  const { isLogin, isTrial } = useLoginState();
  const { mutate } = useFavouriteChange();
  return useMemo(() => {
    const toggler = createFavouriteToggler({ getIds: () => ids, change: (change) => mutate(change), pass: () => gate() });
    return {
      ids,
      toggle(game: FavouriteTarget) {
        if (!isLogin) {
          openModal('login');
          return;
        }
        if (isTrial) {
          showLobbyNotice('trialFavourite');
          return;
        }
        toggler.toggle(game);
      },
    };
  }, [ids, isLogin, isTrial, mutate]);
}

/** For tests: forget the throttle window. */
export function resetFavouriteToggler(): void {
  gate = createThrottle(FAVOURITE_THROTTLE_MS);
}
