import { useCallback } from 'react';
import { useOpenGame } from '../../lobby';
import { lotteryUrlOf, useLotteryGameLaunch, type LotteryGameLaunch } from '../api';

/**
 * Opens one lottery game: G12 gives the game's URL, which opens like any launched game (the game
 * frame, or a window), so the header balance follows each round. `pending` is the game being launched.
 */
export function usePlayLottery(base: Omit<LotteryGameLaunch, 'gameCode'>) {
  const launch = useLotteryGameLaunch();
  const { mutateAsync } = launch;
  const openGame = useOpenGame();
  const play = useCallback(
    (gameCode: string, gameName: string = gameCode) =>
      openGame(gameName, async () => lotteryUrlOf(await mutateAsync({ ...base, gameCode }))),
    [base, openGame, mutateAsync],
  );
  return { play, pending: launch.isPending ? (launch.variables?.gameCode ?? null) : null };
}
