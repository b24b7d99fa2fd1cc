import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { ApiError } from '../../../lib/api';
import { openModal, showToast } from '../../../lib/state/ui';
import { prepareGameWindow, showLaunchedGame, type LaunchedGame } from '../game-popup/openGame';
import { allowGameOrigin, listenForGameRounds } from '../game-popup/roundMessages';
import { showLobbyNotice } from '../notices';
import { readLoginState } from '../../session';
import { useMemberLaunch, useTrialLaunch, type LaunchableGame } from './api';

export type { LaunchableGame };

function launchError(error: unknown): void {
  const key = error instanceof ApiError ? error.messageKey : 'errors.unknown';
  if (key) showToast(key, 'error', true, error instanceof ApiError ? error.messageParams : undefined);
  else showToast((error as ApiError).message, 'error', false);
}

/**
 * SPEC §2 game launch and §6 roles:
 * - a guest gets the login popup, but may play a free trial (supportPlay 0)
 *   on a play-money ticket of the trial-launch route;
 * - a trial account is told to register first and may only play free trials;
 * - a member launches (the server records it in recent games).
 * The game opens in the game popup, or in a new window when the brand says so.
 */
export function useLaunchGame() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { mutateAsync: memberLaunch } = useMemberLaunch();
  const { mutateAsync: trialLaunch } = useTrialLaunch();
  return useCallback(
    async (game: LaunchableGame, options: { freeTrial?: boolean } = {}) => {
      const freeTrial = options.freeTrial === true;
      const { isLogin, isTrial } = readLoginState(queryClient);
      if (!isLogin && !freeTrial) {
        openModal('login');
        return;
      }
      if (isLogin && isTrial && !freeTrial) {
        showLobbyNotice('trialLaunch');
        return;
      }
      const target = prepareGameWindow();
      const launch = { game, language: i18n.language, freeTrial };
      try {
        const value = isLogin ? await memberLaunch(launch) : await trialLaunch(launch);
        allowGameOrigin(value.url);
        listenForGameRounds(queryClient);
        showLaunchedGame({ url: value.url, gameName: game.gameName || game.nodeName || game.gameCode, freeTrial: value.freeTrial }, target);
      } catch (error) {
        target?.close();
        launchError(error);
      }
    },
    [i18n.language, queryClient, memberLaunch, trialLaunch],
  );
}

/**
 * Opens a game whose URL another call gives (the lottery lobby's GAME mode):
 * the same popup or window as a launch, and the same after-round refresh of
 * the balance, recent games and winner board.
 */
export function useOpenGame() {
  const queryClient = useQueryClient();
  return useCallback(
    async (fetchGame: () => Promise<LaunchedGame>): Promise<boolean> => {
      const target = prepareGameWindow();
      try {
        const game = await fetchGame();
        allowGameOrigin(game.url);
        listenForGameRounds(queryClient);
        showLaunchedGame(game, target);
        return true;
      } catch (error) {
        target?.close();
        launchError(error);
        return false;
      }
    },
    [queryClient],
  );
}
