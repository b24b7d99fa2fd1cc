import { keepPreviousData, useMutation, useQuery, useQueryClient, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import type { GameType } from '../../../contracts/shared/constants';
import { callRoute, contract, domainKey, isApiError, routeQueryOptions, type RouteArgs } from '../../lib/api';
import { showToast } from '../../lib/state/ui';
import { useLoginState } from '../session';

/** SPEC §3 favIds: the member's favourite games, node ids as strings. */
export const favouriteIdsQuery = () => ({
  ...routeQueryOptions(contract.favourites.ids),
  // Only this app changes them, through the mutation below, which refreshes them itself.
  staleTime: Infinity,
});

const NONE: readonly string[] = [];

export type FavouriteListQuery = NonNullable<RouteArgs<typeof contract.favourites.list>['query']>;

/** One page of the member's favourite games (SPEC §3: content, pageNum, totalPages). */
export const favouriteListQuery = (query: FavouriteListQuery) => routeQueryOptions(contract.favourites.list, { query });

/** A page of favourites as the lobby lists show it; the previous page stays while the next loads. */
export function useFavouriteList(query: FavouriteListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...favouriteListQuery(query),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    select: (value) => ({ games: value.content, totalPages: value.totalPages, totalCount: value.totalElements }),
  });
}

/** The favourite ids of a real member; none for guests and trial accounts (SPEC §6). */
export function useFavouriteIds(): readonly string[] {
  const { isLogin, isTrial } = useLoginState();
  const { data } = useQuery({ ...favouriteIdsQuery(), enabled: isLogin && !isTrial });
  return isLogin && !isTrial ? (data ?? NONE) : NONE;
}

export function isFavourite(ids: readonly string[], nodeId: number | string): boolean {
  return ids.includes(String(nodeId));
}

export interface FavouriteTarget {
  nodeId: number;
  vassalage: string;
  gameType: string;
}

export interface FavouriteChange {
  game: FavouriteTarget;
  action: 'add' | 'remove';
}

/** POST or DELETE: both answer the favIds after the change. */
function sendFavouriteChange({ game, action }: FavouriteChange): Promise<string[]> {
  const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType as GameType };
  return callRoute(action === 'add' ? contract.favourites.add : contract.favourites.remove, { body });
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

const applied = (ids: readonly string[], id: string, action: FavouriteChange['action']) =>
  action === 'add' ? [id, ...ids.filter((value) => value !== id)] : ids.filter((value) => value !== id);

function reportFailure(error: unknown, { action }: FavouriteChange): void {
  const key = isApiError(error) ? error.messageKey : null;
  showToast(key ?? (action === 'add' ? 'lobby.favourite.addFailed' : 'lobby.favourite.removeFailed'), 'error');
}

/**
 * SPEC §4 favourite toggle as one optimistic mutation: the ids change in the
 * cache first, a failure rolls that id back and says so, and every favourites
 * query is refreshed once the server has answered.
 */
export function favouriteChangeOptions(
  queryClient: QueryClient,
  send: (change: FavouriteChange) => Promise<string[]> = sendFavouriteChange,
  onFailure: (error: unknown, change: FavouriteChange) => void = reportFailure,
): MutationOptions<string[], unknown, FavouriteChange, { previous: readonly string[] | undefined }> {
  const idsKey = favouriteIdsQuery().queryKey;
  return {
    mutationKey: CHANGE_KEY,
    mutationFn: send,
    onMutate: async ({ game, action }) => {
      // A refetch in flight must not land on top of the optimistic ids.
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData<string[]>(idsKey);
      queryClient.setQueryData<string[]>(idsKey, applied(previous ?? [], String(game.nodeId), action));
      return { previous };
    },
    onError: (error, change, context) => {
      const id = String(change.game.nodeId);
      const now = queryClient.getQueryData<string[]>(idsKey) ?? [];
      // Undo only this change, and only while it still shows: a newer toggle of the game wins.
      if (context && now.includes(id) === (change.action === 'add')) {
        queryClient.setQueryData<string[]>(idsKey, applied(now, id, change.action === 'add' ? 'remove' : 'add'));
      }
      onFailure(error, change);
    },
    onSuccess: (ids, { game, action }) => {
      const now = queryClient.getQueryData<string[]>(idsKey) ?? [];
      // The server's answer is the truth, unless a later toggle of the game already moved on.
      if (now.includes(String(game.nodeId)) === (action === 'add')) queryClient.setQueryData(idsKey, ids);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKey('favourites') }),
  };
}

export function useFavouriteChange() {
  const queryClient = useQueryClient();
  return useMutation(favouriteChangeOptions(queryClient));
}
