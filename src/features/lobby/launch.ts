import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LobbyGame } from '../../../contracts/games';
import type { GameType } from '../../../contracts/shared/constants';
import { ApiError, callRoute, contract } from '../../lib/api';
import { session } from '../../lib/state/session';
import { openModal, showToast } from '../../lib/state/ui';
import { showLobbyNotice } from './notices';

export type LaunchableGame = Pick<LobbyGame, 'nodeId' | 'gameCode' | 'vassalage' | 'gameType'>;

/**
 * SPEC §2 game launch: a guest gets the login popup, a trial account is told
 * to register (it may only play free trials), a member launches. The game
 * opens in a new window for now (the in-app game popup comes later); the
 * window is opened before the call so popup blockers let it through.
 */
export function useLaunchGame() {
  const { i18n } = useTranslation();
  return useCallback(
    async (game: LaunchableGame, options: { freeTrial?: boolean } = {}) => {
      const freeTrial = options.freeTrial === true;
      if (!session.isLogin) {
        openModal('login');
        return;
      }
      if (session.isTrial && !freeTrial) {
        showLobbyNotice('trialLaunch');
        return;
      }
      const target = window.open('about:blank', '_blank');
      try {
        const value = await callRoute(contract.games.launch, {
          body: {
            nodeId: game.nodeId,
            gameCode: game.gameCode,
            vassalage: game.vassalage,
            gameType: game.gameType as GameType,
            ...(freeTrial ? { freeTrial: true } : {}),
            language: i18n.language,
          },
        });
        if (target) target.location.href = value.url;
        else window.open(value.url, '_blank', 'noopener');
      } catch (error) {
        target?.close();
        const key = error instanceof ApiError ? error.messageKey : null;
        if (key) showToast(key, 'error');
        else showToast(error instanceof ApiError ? error.message : 'errors.unknown', 'error', !(error instanceof ApiError));
      }
    },
    [i18n.language],
  );
}
