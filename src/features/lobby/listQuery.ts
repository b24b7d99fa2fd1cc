import type { QueryClient } from '@tanstack/react-query';
import { isGameType, type GameType } from '../../../contracts/shared/constants';
import { contract, routeQueryOptions } from '../../lib/api';
import { parsePath } from 'react-router';
import { pageOfPath } from '../../lib/pages';
import { pageFromParam } from '../../lib/paging';
import { EXTRA_CATEGORIES, LIST_FILTER_TYPES, LOBBY_PAGE_SIZE, type ExtraCategory, type ListFilterType } from './constants';

/** Lists stay fresh for a minute: paging back and forth or returning to a vendor shows them at once. */
export const LIST_STALE_MS = 60_000;

/** The games list call for a list page's address (its page, vendor, search, extra category and filter). */
export function listArgs(gameType: GameType, params: URLSearchParams, language: string) {
  const classify = params.get('classify') as ExtraCategory | null;
  const filter = (params.get('filter') as ListFilterType | null) ?? 'ALL';
  return {
    query: {
      gameType,
      vassalage: params.get('vassalage') || undefined,
      gameName: params.get('gameName')?.trim() || undefined,
      gameClassify: classify && (EXTRA_CATEGORIES as readonly string[]).includes(classify) ? classify : undefined,
      filterType: (LIST_FILTER_TYPES as readonly string[]).includes(filter) ? filter : 'ALL',
      pageNo: pageFromParam(params.get('page')),
      pageSize: LOBBY_PAGE_SIZE,
      language,
    },
  } as const;
}

/**
 * Asks for the games list a list page's address shows (the one its screen reads), unless it shows the player's
 * recent or favourite games instead.
 */
export function prefetchList(queryClient: QueryClient, gameType: GameType, params: URLSearchParams, language: string): Promise<void> {
  if (params.get('view')) return Promise.resolve();
  return queryClient.prefetchQuery({ ...routeQueryOptions(contract.games.list, listArgs(gameType, params, language)), staleTime: LIST_STALE_MS });
}

/** The list a path shows when it is a game list page (`/rng?vassalage=PG`), else null. */
export function prefetchListOfPath(queryClient: QueryClient, path: string, language: string): Promise<void> | null {
  const { pathname = '', search } = parsePath(path);
  const page = pageOfPath(pathname);
  if (page?.kind !== 'list' || !isGameType(page.gameType)) return null;
  return prefetchList(queryClient, page.gameType, new URLSearchParams(search), language);
}
