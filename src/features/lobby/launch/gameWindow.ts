/**
 * A game's own window, opened inside the player's click (popup blockers allow only that), before the
 * launch call answers; the launch then points it at the game. Null when the browser refused it.
 */
export function prepareGameWindow(): Window | null {
  return window.open('about:blank', '_blank');
}
