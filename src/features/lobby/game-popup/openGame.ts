import { brand } from '../../../lib/brand';
import { safeUrl } from '../../../lib/safeUrl';
import { openModal, showToast } from '../../../lib/state/ui';

export interface LaunchedGame {
  url: string;
  gameName: string;
  freeTrial: boolean;
}

/**
 * Where the brand opens games: 'window' needs a window opened inside the
 * click (popup blockers), before the launch call answers; 'popup' needs none.
 */
export function prepareGameWindow(): Window | null {
  return brand.gameOpenMode === 'window' ? window.open('about:blank', '_blank') : null;
}

/** Shows the launched game: in the prepared window, else in the game popup. A URL that fails the check opens nowhere. */
export function showLaunchedGame(game: LaunchedGame, target: Window | null): void {
  const url = safeUrl(game.url);
  if (!url) {
    target?.close();
    showToast('errors.invalidUrl', 'error');
    return;
  }
  if (brand.gameOpenMode === 'window') {
    if (target) {
      target.location.href = url;
      return;
    }
    // The browser refused the window: the game still opens, in the popup.
    showToast('gamePopup.blocked', 'warning');
  }
  openModal('game', { ...game, url });
}
