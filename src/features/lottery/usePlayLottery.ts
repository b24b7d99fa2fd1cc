import { useCallback, useState } from 'react';
import type { RouteArgs } from '../../lib/api';
import { callRoute, contract } from '../../lib/api';
import { useOpenGame } from '../lobby';

type LobbyQuery = Omit<NonNullable<RouteArgs<typeof contract.lottery.lobby>['query']>, 'launchMode' | 'lottoGameCode'>;

/**
 * Opens one lottery game: the lobby call in launch mode GAME gives the game's
 * URL, which opens like any launched game (the game popup, or a window), so
 * the header balance follows each round.
 */
export function usePlayLottery(baseQuery: LobbyQuery) {
  const [pending, setPending] = useState<string | null>(null);
  const openGame = useOpenGame();
  const play = useCallback(
    async (gameCode: string, gameName: string = gameCode) => {
      setPending(gameCode);
      try {
        await openGame(async () => {
          const value = await callRoute(contract.lottery.lobby, { query: { ...baseQuery, launchMode: 'GAME', lottoGameCode: gameCode } });
          return { url: value.url, gameName, freeTrial: false };
        });
      } finally {
        setPending(null);
      }
    },
    [baseQuery, openGame],
  );
  return { play, pending };
}
