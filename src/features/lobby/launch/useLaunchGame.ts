import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { ApiError } from '../../../lib/api';
import { qsStringify } from '../../../lib/api/request';
import { brand, pickCdn } from '../../../lib/brand';
import { openModal, showToast } from '../../../lib/state/ui';
import { prepareGameWindow, showLaunchedGame, type LaunchedGame } from '../game-popup/openGame';
import { allowGameOrigin, listenForGameRounds } from '../game-popup/roundMessages';
import { showLobbyNotice } from '../notices';
import { useStableNavigate } from '../../../lib/stableNavigate';
import { typePath } from '../../../lib/pages';
import { vendorPickTarget } from '../nav/navRules';
import { readLoginState } from '../../session';
import { gameLaunchQuery, launchUrlOf, useMemberLaunch, useTrialLaunch, type LobbyGame } from '../api';

/** What a launch needs of a game: a LobbyGame, or the same fields from a winner, a room or a lottery. */
export type LaunchableGame = Pick<LobbyGame, 'name' | 'launch'>;

/**
 * A refused launch: the pipeline already showed vendor maintenance, the deposit offer for
 * launch_game_balance_not_enough, #734 and #727 (errorBehaviour, WireNoticeModal); anything it did
 * not show is a toast here, so a refusal is never told twice.
 */
function launchError(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.presented) return;
    if (error.messageKey) showToast(error.messageKey, 'error', true, error.messageParams);
    else showToast(error.message, 'error', false);
    return;
  }
  showToast('errors.unknown', 'error');
}

/** WIRE.md §6.4: vendor ALB makes no API call; it opens the launch CDN's player page with the same query. */
const DIRECT_VENDORS = new Set(['ALB']);

/**
 * SPEC §2 game launch and §6 roles (an item that stands for a vendor, `isGame` "VASSALAGE", is
 * opened by the grid as that vendor's list: useOpenVendor):
 * - an item without gameId or roomId cannot launch: "stay tuned";
 * - a guest gets the login popup, but may play a free trial (supportPlay 0) through G13;
 * - a trial account is told to register first and may only play free trials;
 * - a member launches (G11; the server records it in recent games).
 * The game opens in the game popup, or in a new window when the brand says so.
 */
export function useLaunchGame() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { mutateAsync: memberLaunch } = useMemberLaunch();
  const { mutateAsync: trialLaunch } = useTrialLaunch();
  return useCallback(
    async (game: LaunchableGame, options: { freeTrial?: boolean } = {}) => {
      const launch = game.launch;
      if (!launch) {
        showToast('lobby.stayTuned', 'info');
        return;
      }
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
      const language = i18n.language;
      const windowTarget = prepareGameWindow();
      try {
        let url: string | null;
        if (DIRECT_VENDORS.has(launch.vassalage)) {
          url = `${pickCdn(brand.launchCdns).replace(/\/$/, '')}/player-wps.html?${qsStringify({ ...gameLaunchQuery(launch, { freeTrial, language }) })}`;
        } else {
          const request = { target: launch, language, freeTrial };
          url = launchUrlOf(isLogin ? await memberLaunch(request) : await trialLaunch(request));
        }
        if (!url) {
          windowTarget?.close();
          showToast('errors.invalidUrl', 'error');
          return;
        }
        allowGameOrigin(url);
        listenForGameRounds(queryClient);
        showLaunchedGame({ url, gameName: game.name, freeTrial }, windowTarget);
      } catch (error) {
        windowTarget?.close();
        launchError(error);
      }
    },
    [i18n.language, queryClient, memberLaunch, trialLaunch],
  );
}

/**
 * Opens a game whose URL another call gives (the lottery's G12): the same popup or window as a
 * launch, and the same after-round refresh of the balance, recent games and winner board.
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

/**
 * WIRE.md §6.4: an item with `isGame` "VASSALAGE" opens that vendor's games instead of launching:
 * its type's list filtered to the vendor (a type without a list page opens its page).
 */
export function useOpenVendor() {
  const navigate = useStableNavigate();
  return useCallback(
    (game: Pick<LobbyGame, 'vassalage' | 'gameType'>) => {
      const target = vendorPickTarget(game.gameType, { vassalage: game.vassalage, gameType: game.gameType });
      void navigate(target.kind === 'page' ? target.path : (typePath(game.gameType) ?? '/'));
    },
    [navigate],
  );
}
