import { useMutation, useQuery, useQueryClient, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import type { GameType } from '@contracts/shared/constants';
import { callRoute, contract, domainKey, isApiError, routeQueryOptions } from '../../lib/api';
import { showToast } from '../../lib/state/ui';
import { useLoginState } from '../session';

/** G6 answers the node ids as numbers or strings (WIRE.md §8 Q17): the app compares them as strings. */
export function selectFavouriteIds(value: ReadonlyArray<number | string>): string[] {
  return value.map((id) => String(id).trim()).filter(Boolean);
}

/** SPEC §3 favIds: the member's favourite games. The cache keeps the answer; `select` gives strings. */
export const favouriteIdsQuery = () => ({
  ...routeQueryOptions(contract.favourites.ids),
  // Only this app changes them, through the mutation below, which refreshes them itself.
  staleTime: Infinity,
});

const NONE: readonly string[] = [];

/** The favourite ids of a real member; none for guests and trial accounts (SPEC §6). */
export function useFavouriteIds(): readonly string[] {
  const { isLogin, isTrial } = useLoginState();
  const { data } = useQuery({ ...favouriteIdsQuery(), select: selectFavouriteIds, enabled: isLogin && !isTrial });
  return isLogin && !isTrial ? (data ?? NONE) : NONE;
}

export function isFavourite(ids: readonly string[], nodeId: number | string): boolean {
  return ids.includes(String(nodeId));
}

export interface FavouriteTarget {
  /** The node id as the game item gave it (text or number). */
  nodeId: string | number;
  vassalage: string;
  gameType: string;
}

export interface FavouriteChange {
  game: FavouriteTarget;
  action: 'add' | 'remove';
}

/** WIRE.md §6.4 G9: the platform sends `nodeId` as a number; an id that is not a number goes as given. */
export function favouriteBody(game: FavouriteTarget) {
  const id = String(game.nodeId).trim();
  return { nodeId: /^\d+$/.test(id) ? Number(id) : id, vendor: game.vassalage, gameType: game.gameType as GameType };
}

/** G8 POST or G9 DELETE (a JSON body), with the game's own gameType (§8 Q18); both answer a bare success. */
async function sendFavouriteChange({ game, action }: FavouriteChange): Promise<unknown> {
  return callRoute(action === 'add' ? contract.favourites.add : contract.favourites.remove, { body: favouriteBody(game) });
}

/** Every add and remove is one mutation under this key: the throttle reads their send times from the mutation cache. */
const CHANGE_KEY = [...domainKey('favourites'), 'change'] as const;

/**
 * SPEC §9: was a favourite change sent less than `intervalMs` ago, from any
 * tile? The mutation cache of the app's query client is the one record of
 * it, so the window spans every tile and no module state outlives the app.
 */
export function changedWithin(queryClient: QueryClient, intervalMs: number, now: number = Date.now()): boolean {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: CHANGE_KEY })
    .some((mutation) => now - mutation.state.submittedAt < intervalMs);
}

/** The cached ids with one change applied, as text (the cache may hold the server's numbers). */
const applied = (ids: ReadonlyArray<number | string>, id: string, action: FavouriteChange['action']) => {
  const others = selectFavouriteIds(ids).filter((value) => value !== id);
  return action === 'add' ? [id, ...others] : others;
};
const cachedIds = (queryClient: QueryClient, key: readonly unknown[]) => selectFavouriteIds(queryClient.getQueryData<Array<number | string>>(key) ?? []);

function reportFailure(error: unknown, { action }: FavouriteChange): void {
  const key = isApiError(error) ? error.messageKey : null;
  showToast(key ?? (action === 'add' ? 'lobby.favourite.addFailed' : 'lobby.favourite.removeFailed'), 'error');
}

/**
 * SPEC §4 favourite toggle as one optimistic mutation: the ids change in the
 * cache first, a failure rolls that id back and says so. The platform answers
 * a bare success (G8, G9), so the ids and lists are asked again once the last
 * pending change has answered: a refetch while a newer change is on its way
 * would land on top of that change's optimistic ids.
 */
export function favouriteChangeOptions(
  queryClient: QueryClient,
  send: (change: FavouriteChange) => Promise<unknown> = sendFavouriteChange,
  onFailure: (error: unknown, change: FavouriteChange) => void = reportFailure,
): MutationOptions<unknown, unknown, FavouriteChange, { previous: ReadonlyArray<number | string> | undefined }> {
  const idsKey = favouriteIdsQuery().queryKey;
  return {
    mutationKey: CHANGE_KEY,
    mutationFn: send,
    onMutate: async ({ game, action }) => {
      // A refetch in flight must not land on top of the optimistic ids.
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData<Array<number | string>>(idsKey);
      queryClient.setQueryData<Array<number | string>>(idsKey, applied(previous ?? [], String(game.nodeId), action));
      return { previous };
    },
    onError: (error, change, context) => {
      const id = String(change.game.nodeId);
      const now = cachedIds(queryClient, idsKey);
      // Undo only this change, and only while it still shows: a newer toggle of the game wins.
      if (context && now.includes(id) === (change.action === 'add')) {
        queryClient.setQueryData<Array<number | string>>(idsKey, applied(now, id, change.action === 'add' ? 'remove' : 'add'));
      }
      onFailure(error, change);
    },
    onSettled: () => {
      // This change still counts as pending here: refresh only when no other one is on its way.
      if (queryClient.isMutating({ mutationKey: CHANGE_KEY }) <= 1) return queryClient.invalidateQueries({ queryKey: domainKey('favourites') });
      return undefined;
    },
  };
}

export function useFavouriteChange() {
  const queryClient = useQueryClient();
  return useMutation(favouriteChangeOptions(queryClient));
}
