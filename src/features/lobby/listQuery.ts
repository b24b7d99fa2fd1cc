import type { QueryClient } from '@tanstack/react-query';
import { parsePath } from 'react-router';
import { isGameType, type GameType } from '@contracts/shared/constants';
import { pageOfPath } from '../../lib/pages';
import { pageFromParam } from '../../lib/paging';
import { gameListOptions, gameListQueryOf, type GamePageRequest } from './api';
import { EXTRA_CATEGORIES, LOBBY_PAGE_SIZE, type ExtraCategory } from './constants';

/** The catalogue request a list page's address shows (its page, vendor, search and extra category). */
export function listRequest(gameType: GameType, params: URLSearchParams, language: string): Omit<GamePageRequest, 'view'> {
  const classify = params.get('classify') as ExtraCategory | null;
  return {
    gameType,
    vassalage: params.get('vassalage') || undefined,
    gameName: params.get('gameName')?.trim() || undefined,
    gameClassify: classify && (EXTRA_CATEGORIES as readonly string[]).includes(classify) ? classify : undefined,
    page: pageFromParam(params.get('page')),
    pageSize: LOBBY_PAGE_SIZE,
    language,
  };
}

/**
 * Asks for the games list a list page's address shows (the one its screen reads), unless it shows the player's
 * recent or favourite games, or the hot games, instead.
 */
export function prefetchList(queryClient: QueryClient, gameType: GameType, params: URLSearchParams, language: string): Promise<void> {
  if (params.get('view') || params.get('filter') === 'HOT') return Promise.resolve();
  return queryClient.prefetchQuery(gameListOptions(gameListQueryOf(listRequest(gameType, params, language))));
}

/** The list a path shows when it is a game list page (`/rng?vassalage=PG`), else null. */
export function prefetchListOfPath(queryClient: QueryClient, path: string, language: string): Promise<void> | null {
  const { pathname = '', search } = parsePath(path);
  const page = pageOfPath(pathname);
  if (page?.kind !== 'list' || !isGameType(page.gameType)) return null;
  return prefetchList(queryClient, page.gameType, new URLSearchParams(search), language);
}
