import { useCallback } from 'react';
import { useOpenGame } from '../lobby';
import { useLotteryGameLaunch, type LotteryLobbyQuery } from './api';

/**
 * Opens one lottery game: the lobby call in launch mode GAME gives the game's
 * URL, which opens like any launched game (the game popup, or a window), so
 * the header balance follows each round. `pending` is the game being launched.
 */
export function usePlayLottery(baseQuery: LotteryLobbyQuery) {
  const launch = useLotteryGameLaunch();
  const { mutateAsync } = launch;
  const openGame = useOpenGame();
  const play = useCallback(
    (gameCode: string, gameName: string = gameCode) =>
      openGame(async () => {
        const value = await mutateAsync({ query: baseQuery, gameCode });
        return { url: value.url, gameName, freeTrial: false };
      }),
    [baseQuery, openGame, mutateAsync],
  );
  return { play, pending: launch.isPending ? (launch.variables?.gameCode ?? null) : null };
}
