import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { WINNER_BOARD_LIMIT, type GameType } from '@contracts/shared/constants';
import type { WinnerRecord } from '@contracts/shared/entities';
import { contract, routeQueryKeyPrefix, routeQueryOptions, type RouteValue } from '../../lib/api';
import { toLobbyGame, type LobbyGame } from '../lobby';

/** One win as the board and the winners page show it: who, how much, and the game it launches. */
export interface Winner {
  rank: number;
  customerName: string;
  winAmount: number;
  game: LobbyGame;
}

/** `winAmount` may come as text, with thousands separators. */
function amountOf(value: number | string): number {
  const number = typeof value === 'number' ? value : Number(value.replace(/,/g, ''));
  return Number.isFinite(number) ? number : 0;
}

/**
 * G17 (WIRE.md §6.4): flatten each `vo` into the item, biggest win first (SPEC §3), whatever order
 * the server sends. `vo` carries the game's item fields, so a click launches it.
 */
export function selectWinners(value: { list: WinnerRecord[] }): Winner[] {
  return value.list
    .map(({ vo }) => ({
      customerName: vo.customerName?.trim() ?? '',
      winAmount: amountOf(vo.winAmount),
      game: toLobbyGame({ ...vo, nodeId: vo.nodeId ?? '' }),
    }))
    .sort((a, b) => b.winAmount - a.winAmount)
    .map((winner, index) => ({ ...winner, rank: index + 1 }));
}

const route = contract.games.winnerBoard;

/** The key prefix of every winner board query (any language or category): invalidate it after a win. */
export const WINNERS_QUERY_KEY = routeQueryKeyPrefix(route);

/** A demo-game win lands on the board: whoever posts the win calls this so the board refetches. */
export function invalidateWinners(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: WINNERS_QUERY_KEY });
}

/** G17: gameCategory ALL on home (or one type on the winners page), the UI language, limitNum 20. */
export const winnerBoardOptions = (language: string, gameCategory: 'ALL' | GameType = 'ALL') =>
  queryOptions({
    ...routeQueryOptions(route, { query: { gameCategory, language, limitNum: WINNER_BOARD_LIMIT } }),
    staleTime: 60_000,
    select: (value: RouteValue<typeof route>) => selectWinners(value),
  });

export function useWinnerBoard(language: string) {
  return useQuery(winnerBoardOptions(language));
}

/** The winners page: the same board for one category; the previous list stays while the next loads. */
export function useWinnerRanking(language: string, gameCategory: 'ALL' | GameType) {
  return useQuery({ ...winnerBoardOptions(language, gameCategory), placeholderData: (previous) => previous });
}
