import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { changedWithin, useFavouriteChange, useFavouriteIds, type FavouriteTarget } from '../../favouriteGames';
import { useLoginState } from '../../session';
import { admitRealMember } from '../components/refusalDialogs';
import { createFavouriteToggler, FAVOURITE_THROTTLE_MS } from './toggle';

/**
 * SPEC §4 favourite toggle for a tile: guests get the login modal, trial
 * accounts the in_need_true_account warning, members the throttled,
 * optimistic toggle with rollback.
 */
export function useFavouriteToggle() {
  const ids = useFavouriteIds();
  const { isLogin, isTrial } = useLoginState();
  const { mutate } = useFavouriteChange();
  const queryClient = useQueryClient();
  return useMemo(() => {
    // One window for the whole app, whichever tile is clicked: the last change any tile sent.
    const pass = () => !changedWithin(queryClient, FAVOURITE_THROTTLE_MS);
    const toggler = createFavouriteToggler({ getIds: () => ids, change: (change) => mutate(change), pass });
    return {
      ids,
      toggle(game: FavouriteTarget) {
        if (admitRealMember({ isLogin, isTrial })) toggler.toggle(game);
      },
    };
  }, [ids, isLogin, isTrial, mutate, queryClient]);
}
