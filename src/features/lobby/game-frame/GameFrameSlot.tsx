import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { ensureScreenTexts } from '@/lib/i18n';
import { gameFrame, restoreFocusAfterGame } from './frameState';

/** The frame's code (with the screens' texts) loads with the first game, never with the shell. */
const GameFrame = lazy(() =>
  Promise.all([import('./GameFrame'), ensureScreenTexts()]).then(([module]) => ({ default: module.GameFrame })),
);

/** Whether the game frame covers the page now (the shell hides the page, the side menu and the footer). */
export function useGameFrameShown(): boolean {
  const { game, mode } = useSnapshot(gameFrame);
  return game !== null && mode === 'frame';
}

/** Where the shell shows the game frame (issue 35), or its bar while the game plays in a window or waits for a deposit. */
export function GameFrameSlot() {
  const { game, opening } = useSnapshot(gameFrame);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !game) restoreFocusAfterGame();
    wasOpen.current = game !== null;
  }, [game]);
  if (!game) return null;
  return (
    <Suspense fallback={null}>
      <GameFrame key={opening} />
    </Suspense>
  );
}
