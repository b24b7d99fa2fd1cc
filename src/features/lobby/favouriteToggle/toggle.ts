import { createThrottle } from '@/lib/throttle';
import type { FavouriteChange, FavouriteTarget } from '../../favouriteGames';

/** SPEC §9: the favourite toggle runs at most once per 1000 ms. */
export const FAVOURITE_THROTTLE_MS = 1000;

export interface FavouriteTogglerDeps {
  getIds: () => readonly string[];
  /** The optimistic mutation (features/favouriteGames): it owns the ids, the rollback and the refresh. */
  change: (change: FavouriteChange) => void;
  /** The throttle gate; the app's spans every tile (the favourites mutation cache). */
  pass?: () => boolean;
}

export type ToggleOutcome = 'added' | 'removed' | 'throttled';

/** A thin wrapper over the mutation: the 1000 ms throttle, and add or remove from the ids at hand. */
export function createFavouriteToggler({ getIds, change, pass = createThrottle(FAVOURITE_THROTTLE_MS) }: FavouriteTogglerDeps) {
  return {
    toggle(game: FavouriteTarget): ToggleOutcome {
      if (!pass()) return 'throttled';
      const adding = !getIds().includes(String(game.nodeId));
      change({ game, action: adding ? 'add' : 'remove' });
      return adding ? 'added' : 'removed';
    },
  };
}
