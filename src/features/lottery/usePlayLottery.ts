import { useCallback } from 'react';
import { useOpenGame } from '../lobby';
import { lotteryUrlOf, useLotteryGameLaunch, type LotteryGameLaunch } from './api';

/**
 * Opens one lottery game: G12 gives the game's URL, which opens like any launched game (the game
 * popup, or a window), so the header balance follows each round. `pending` is the game being launched.
 */
export function usePlayLottery(base: Omit<LotteryGameLaunch, 'gameCode'>) {
  const launch = useLotteryGameLaunch();
  const { mutateAsync } = launch;
  const openGame = useOpenGame();
  const play = useCallback(
    (gameCode: string, gameName: string = gameCode) =>
      openGame(async () => {
        const url = lotteryUrlOf(await mutateAsync({ ...base, gameCode }));
        if (!url) throw new Error('The lottery launch named no URL');
        return { url, gameName, freeTrial: false };
      }),
    [base, openGame, mutateAsync],
  );
  return { play, pending: launch.isPending ? (launch.variables?.gameCode ?? null) : null };
}
