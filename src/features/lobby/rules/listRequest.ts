import type { RouteArgs } from '@/lib/api';
import type { contract } from '@/lib/api';
import type { GameType } from '@contracts/shared/constants';
import { pageFromParam } from '@/lib/paging';
import { EXTRA_CATEGORIES, LOBBY_PAGE_SIZE, type ExtraCategory } from './constants';

/** What a list page shows: the catalogue (all or hot), or the member's recent or favourite games. */
export type ListView = 'all' | 'hot' | 'recent' | 'favorite';

export interface GamePageRequest {
  view: ListView;
  /** Absent: every type (the account pages). */
  gameType?: GameType;
  vassalage?: string;
  gameName?: string;
  gameClassify?: NonNullable<RouteArgs<typeof contract.games.list>['query']>['gameClassify'];
  page: number;
  pageSize: number;
  language: string;
  enabled?: boolean;
}

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
