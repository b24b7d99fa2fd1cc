import { proxy } from 'valtio';

/** The member's favourite game ids (SPEC §3 favIds: node ids as strings). */
export interface FavouriteState {
  ids: string[];
  /** The account the ids were loaded for; null until loaded (or after logout). */
  account: string | null;
}

export const favouriteState = proxy<FavouriteState>({ ids: [], account: null });

/** Replaces the ids (after login, or with the server's answer to a change). */
export function setFavouriteIds(ids: readonly (string | number)[], account: string | null = favouriteState.account): void {
  favouriteState.ids = ids.map(String);
  favouriteState.account = account;
}

export function clearFavouriteIds(): void {
  favouriteState.ids = [];
  favouriteState.account = null;
}

export function isFavourite(ids: readonly string[], nodeId: number | string): boolean {
  return ids.includes(String(nodeId));
}
