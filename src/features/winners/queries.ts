import type { QueryClient } from '@tanstack/react-query';
import { WINNER_BOARD_LIMIT } from '../../../contracts/shared/constants';
import type { WinnerRecord } from '../../../contracts/shared/entities';
import { contract, routeKeyPrefix, useRouteQuery } from '../../lib/api';

const route = contract.games.winnerBoard;

/** The key prefix of every winner board query (any language; keys are `[method, path, args]`): invalidate it after a win. */
export const WINNERS_QUERY_KEY = routeKeyPrefix(route);

/** A demo-game win lands on the board: whoever posts the win calls this so the board refetches. */
export function invalidateWinners(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: WINNERS_QUERY_KEY });
}

/** Biggest wins first (SPEC §3), whatever order the server sends. */
export function sortWinners(list: readonly WinnerRecord[]): WinnerRecord[] {
  return [...list].sort((a, b) => b.winAmount - a.winAmount);
}

/** SPEC §7 winner board: gameCategory ALL, the UI language, limitNum 20. */
export function useWinnerBoard(language: string) {
  return useRouteQuery(
    route,
    { query: { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_LIMIT } },
    { staleTime: 60_000, select: (value) => ({ list: sortWinners(value.list) }) },
  );
}
