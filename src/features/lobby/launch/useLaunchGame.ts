import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { registerJurisdictionMessageKeys } from '@/lib/api';
import { qsStringify } from '@/lib/api/request';
import { brand, pickCdn } from '@/lib/brand';
import { openModal, showToast } from '@/lib/state/ui';
import { safeUrl } from '@/lib/safeUrl';
import { prepareGameWindow } from './gameWindow';
import { openGameFrame, prefersGameWindow, type FrameGame } from '../game-frame/frameState';
import { readPermission } from '../../system';
import { allowGameOrigin, listenForGameRounds } from './roundMessages';
import { showLobbyRefusal } from '../components/refusalDialogs';
import { useStableNavigate } from '@/lib/stableNavigate';
import { typePath } from '@/lib/pages';
import { vendorPickTarget } from '../nav/navRules';
import { readLoginState } from '../../session';
import { gameLaunchQuery, launchUrlOf, useMemberLaunch, useTrialLaunch, type LobbyGame } from '../api';

/** What a launch needs of a game: a LobbyGame, or the same fields from a winner, a room or a lottery. */
export type LaunchableGame = Pick<LobbyGame, 'name' | 'launch'>;

// A launch meets the jurisdiction profile's refusals (the message before the first bet, verification for free play).
registerJurisdictionMessageKeys();

/** WIRE.md §6.4: vendor ALB makes no API call; it opens the launch CDN's player page with the same query. */
const DIRECT_VENDORS = new Set(['ALB']);

/**
 * A game as the frame launches it (again, on a retry, after a deposit): G11 for a member, G13 for a guest's free
 * trial, the launch CDN's player page for ALB. The language is the UI's at each launch (WIRE.md §6.4: the launch's
 * `language` field and its `Language` header, the WIRE code of the current language, EN or TY).
 */
export function useFrameGameOf() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { mutateAsync: memberLaunch } = useMemberLaunch();
  const { mutateAsync: trialLaunch } = useTrialLaunch();
  return useCallback(
    (game: LaunchableGame, freeTrial: boolean): FrameGame | null => {
      const target = game.launch;
      if (!target) return null;
      return {
        name: game.name,
        freeTrial,
        nodeId: target.nodeId,
        gameType: target.gameType,
        vassalage: target.vassalage,
        launch: async () => {
          const language = i18n.language;
          if (DIRECT_VENDORS.has(target.vassalage)) {
            const hosts = readPermission(queryClient)?.launchCdns ?? brand.launchCdns;
            return `${pickCdn(hosts).replace(/\/$/, '')}/player-wps.html?${qsStringify({ ...gameLaunchQuery(target, { freeTrial, language }) })}`;
          }
          const request = { target, language, freeTrial };
          const { isLogin } = readLoginState(queryClient);
          return launchUrlOf(isLogin ? await memberLaunch(request) : await trialLaunch(request));
        },
      };
    },
    [i18n, queryClient, memberLaunch, trialLaunch],
  );
}

/**
 * Opens a game: in the game frame (issue 35), or, with the player's setting (or the brand's), in a new window
 * opened inside the click so popup blockers allow it. A launch refused for a window closes the window and shows
 * its screen in the frame; a window the browser refused leaves the game in the frame.
 */
function startGame(game: FrameGame): void {
  if (!prefersGameWindow()) {
    openGameFrame(game);
    return;
  }
  const target = prepareGameWindow();
  game.launch().then(
    (url) => {
      const checked = url ? safeUrl(url) : null;
      if (target && checked) {
        allowGameOrigin(checked);
        target.location.href = checked;
        openGameFrame(game, { mode: 'window', gameWindow: target });
        return;
      }
      target?.close();
      if (!target && checked) showToast('gamePopup.blocked', 'warning');
      openGameFrame(game, { url });
    },
    (error: unknown) => {
      target?.close();
      openGameFrame(game, { error });
    },
  );
}

/**
 * SPEC §2 game launch and §6 roles (an item that stands for a vendor, `isGame` "VASSALAGE", is
 * opened by the grid as that vendor's list: useOpenVendor):
 * - an item without gameId or roomId cannot launch: "stay tuned";
 * - a guest gets the login popup, but may play a free trial (supportPlay 0) through G13;
 * - a trial account is told to register first and may only play free trials;
 * - a member launches (G11; the server records it in recent games).
 * The game opens in the game frame, or in a new window (startGame).
 */
export function useLaunchGame() {
  const queryClient = useQueryClient();
  const frameGameOf = useFrameGameOf();
  return useCallback(
    (game: LaunchableGame, options: { freeTrial?: boolean } = {}) => {
      const freeTrial = options.freeTrial === true;
      const frameGame = frameGameOf(game, freeTrial);
      if (!frameGame) {
        showToast('lobby.stayTuned', 'info');
        return;
      }
      const { isLogin, isTrial } = readLoginState(queryClient);
      if (!isLogin && !freeTrial) {
        openModal('login');
        return;
      }
      if (isLogin && isTrial && !freeTrial) {
        showLobbyRefusal('trialLaunch');
        return;
      }
      listenForGameRounds(queryClient);
      startGame(frameGame);
    },
    [queryClient, frameGameOf],
  );
}

/**
 * Opens a game whose URL another call gives (the lottery's G12): the same frame or window as a
 * launch, with the same screens for a refusal and the same refresh after rounds and on closing.
 */
export function useOpenGame() {
  const queryClient = useQueryClient();
  return useCallback(
    (gameName: string, fetchUrl: () => Promise<string | null>): void => {
      listenForGameRounds(queryClient);
      startGame({ name: gameName, freeTrial: false, launch: fetchUrl });
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
