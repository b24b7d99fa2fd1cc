import { proxy, ref } from 'valtio';
import { brand } from '@/lib/brand';

/**
 * The game frame's state (issue 35): the game open in the in-app frame (or in its own window), kept
 * out of the frame's code so the shell can tell whether one is open without loading it.
 */

/** A game the frame launches: a catalogue game (G11, G13) or a lottery game (G12). */
export interface FrameGame {
  name: string;
  freeTrial: boolean;
  /** A catalogue game's node, type and vendor: closing it (#734), resuming it, similar games. Absent for a lottery game. */
  nodeId?: string;
  gameType?: string;
  vassalage?: string;
  /** Asks the server for a launch: the game's URL (null when the answer named none); throws the refusal. */
  launch: () => Promise<string | null>;
}

/**
 * - `frame`: the frame covers the page under the site's header;
 * - `deposit`: the balance was too low; the player is on the deposit page and comes back to launch;
 * - `window`: the game plays in its own window; a bar says so until the window closes.
 */
export type FrameMode = 'frame' | 'deposit' | 'window';

interface GameFrameState {
  game: FrameGame | null;
  mode: FrameMode;
  /** A refusal met before the frame opened (a launch for a window): the frame starts on its screen. */
  error: unknown;
  /** The game's own window (mode `window`). */
  gameWindow: Window | null;
  /** The launch URL already answered (a window the browser refused): the frame plays it without a second launch. */
  url: string | null;
  /** Changes with every opening, so a new game starts the frame afresh. */
  opening: number;
  /** Where focus was when the game opened: it returns there when the frame closes. */
  returnFocus: HTMLElement | null;
  /**
   * The player's choice, this page life: games in a new window (true) or in the frame (false); null: the brand's
   * default. Not stored: SPEC §3's storage list has no key for it.
   */
  windowPreferred: boolean | null;
}

export const gameFrame = proxy<GameFrameState>({
  game: null,
  mode: 'frame',
  error: null,
  gameWindow: null,
  url: null,
  opening: 0,
  returnFocus: null,
  windowPreferred: null,
});

/** Whether launches open a new window: the player's setting, else the brand's. */
export function prefersGameWindow(): boolean {
  return gameFrame.windowPreferred ?? brand.gameOpenMode === 'window';
}

export function setGameWindowPreference(on: boolean): void {
  gameFrame.windowPreferred = on;
}

/** Opens a game in the frame (or, with `gameWindow`, records the window it plays in). */
export function openGameFrame(
  game: FrameGame,
  options: { mode?: FrameMode; error?: unknown; gameWindow?: Window | null; url?: string | null } = {},
): void {
  // A game the frame opens in place of another (resumed, similar) keeps the first one's way back.
  if (gameFrame.game === null) {
    const focused = typeof document === 'undefined' ? null : document.activeElement;
    gameFrame.returnFocus = focused instanceof HTMLElement && focused !== document.body ? ref(focused) : null;
  }
  // Refs: the game's functions, a refusal and a window are kept as they are, never proxied.
  gameFrame.game = ref(game);
  gameFrame.mode = options.mode ?? 'frame';
  gameFrame.error = options.error ? ref(options.error as object) : null;
  gameFrame.gameWindow = options.gameWindow ? ref(options.gameWindow) : null;
  gameFrame.url = options.url ?? null;
  gameFrame.opening += 1;
}

/** Where focus goes back to once the closed frame has left the page (the shell's slot calls it after rendering). */
let focusAfterClose: HTMLElement | null = null;

/** Leaves the game: the frame (or the bar) goes, and focus returns to where the game was opened from. */
export function closeGameFrame(): void {
  focusAfterClose = gameFrame.returnFocus;
  gameFrame.game = null;
  gameFrame.mode = 'frame';
  gameFrame.error = null;
  gameFrame.gameWindow = null;
  gameFrame.url = null;
  gameFrame.returnFocus = null;
}

/** Returns focus to where the closed game was opened from, if that control is still on the page. */
export function restoreFocusAfterGame(): void {
  const back = focusAfterClose;
  focusAfterClose = null;
  if (back?.isConnected) back.focus();
}
