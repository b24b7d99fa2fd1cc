import { callRoute, contract } from '../../lib/api';
import { clearFavouriteIds, setFavouriteIds } from '../../lib/state/favourites';

/** After login (SPEC §4): the member's favourite ids, into the shared store the lobby reads. */
export async function loadFavouriteIds(account: string | null = null): Promise<void> {
  setFavouriteIds(await callRoute(contract.favourites.ids), account);
}

export const resetFavouriteIds = clearFavouriteIds;
