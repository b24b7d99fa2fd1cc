import { brand } from '../../../lib/brand';
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

/** Shows the launched game: in the prepared window, else in the game popup. */
export function showLaunchedGame(game: LaunchedGame, target: Window | null): void {
  if (brand.gameOpenMode === 'window') {
    if (target) {
      target.location.href = game.url;
      return;
    }
    // The browser refused the window: the game still opens, in the popup.
    showToast('gamePopup.blocked', 'warning');
  }
  openModal('game', { ...game });
}
