import type { DemoGameMessage } from '../../contracts/games';

/**
 * The lobby window that launched this game: the parent frame (game popup) or
 * the opener (new window), and only when it is this page's own origin.
 */
export function lobbyWindow(): Window | null {
  const candidates = [window.parent !== window ? window.parent : null, window.opener as Window | null];
  for (const candidate of candidates) {
    try {
      if (candidate && candidate.location.origin === window.location.origin) return candidate;
    } catch {
      // A cross-origin window throws on .location: never ours to talk to.
    }
  }
  return null;
}

/**
 * The simulated backend answers from the lobby page (MSW's service worker
 * hands each request to the page that started it). A framed game's requests
 * would reach it only while that tab is visible, and a game opened in a new
 * window is a page the worker does not serve at all. Issuing the calls with
 * the lobby window's own fetch makes them the lobby's requests in both cases,
 * so the game always plays against the lobby's world. Demo builds only.
 */
export function routeCallsThroughLobby(): void {
  const lobby = lobbyWindow();
  if (!lobby || lobby === window) return;
  const lobbyFetch = lobby.fetch.bind(lobby);
  window.fetch = (input, init) => lobbyFetch(input, init);
}

/** Tells the lobby a round was played (same origin only: the target origin is strict). */
export function notifyLobby(message: DemoGameMessage): void {
  lobbyWindow()?.postMessage(message, window.location.origin);
}
