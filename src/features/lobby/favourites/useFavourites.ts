import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError, callRoute, contract, routeKey } from '../../../lib/api';
import { session } from '../../../lib/state/session';
import { openModal, showToast } from '../../../lib/state/ui';
import { showLobbyNotice } from '../notices';
import { clearFavouriteIds, favouriteState, setFavouriteIds } from '../../../lib/state/favourites';
import { createFavouriteToggler, type FavouriteTarget } from './toggle';
import type { GameType } from '../../../../contracts/shared/constants';

const bodyOf = (game: FavouriteTarget) => ({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType as GameType });

/** One toggler for the whole app, so the throttle spans every tile. */
let toggler: ReturnType<typeof createFavouriteToggler> | null = null;
let onChanged: (() => void) | null = null;

function sharedToggler() {
  toggler ??= createFavouriteToggler({
    getIds: () => favouriteState.ids,
    setIds: (ids) => setFavouriteIds(ids),
    add: (game) => callRoute(contract.favourites.add, { body: bodyOf(game) }),
    remove: (game) => callRoute(contract.favourites.remove, { body: bodyOf(game) }),
    onError: (error, _game, action) => {
      const key = error instanceof ApiError ? error.messageKey : null;
      showToast(key ?? (action === 'add' ? 'lobby.favourite.addFailed' : 'lobby.favourite.removeFailed'), 'error');
    },
    onDone: () => onChanged?.(),
  });
  return toggler;
}

/** Loads the member's favourite ids once per login (real members only). */
export function useFavouriteIdsLoader(): void {
  const { isLogin, isTrial, userInfo } = useSnapshot(session);
  const account = isLogin && !isTrial ? (userInfo?.account ?? null) : null;
  useEffect(() => {
    if (!account) {
      if (!isLogin) clearFavouriteIds();
      return;
    }
    if (favouriteState.account === account) return;
    let live = true;
    callRoute(contract.favourites.ids)
      .then((ids) => {
        if (live) setFavouriteIds(ids, account);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [account, isLogin]);
}

/**
 * SPEC §4 favourite toggle for a tile: guests get the login modal, trial
 * accounts the in_need_true_account warning, members the throttled,
 * optimistic toggle with rollback.
 */
export function useFavouriteToggle() {
  const { ids } = useSnapshot(favouriteState);
  const queryClient = useQueryClient();
  useEffect(() => {
    onChanged = () => void queryClient.invalidateQueries({ queryKey: routeKey(contract.favourites.list).slice(0, 2) });
  }, [queryClient]);
  return useMemo(
    () => ({
      ids,
      toggle(game: FavouriteTarget) {
        if (!session.isLogin) {
          openModal('login');
          return;
        }
        if (session.isTrial) {
          showLobbyNotice('trialFavourite');
          return;
        }
        sharedToggler().toggle(game);
      },
    }),
    [ids],
  );
}

/** For tests: forget the shared toggler (and its throttle window). */
export function resetFavouriteToggler(): void {
  toggler = null;
}
