import { useEffect, useRef, useState } from 'react';
import type { LotteryGameEntry } from '../../../contracts/lottery';
import { drawStateOf, type DrawState } from './countdown';

/** The current time, ticking every second (one timer per component). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The draw state of a game, ticking every second. When the draw time passes,
 * `onDrawn` runs once so the caller can fetch the next draw and the result.
 */
export function useDrawState(game: Pick<LotteryGameEntry, 'drawType' | 'nextDrawAt'> | undefined, onDrawn: () => void): DrawState | undefined {
  const now = useNow();
  const drawnFor = useRef<string | null>(null);
  const onDrawnRef = useRef(onDrawn);
  onDrawnRef.current = onDrawn;

  useEffect(() => {
    if (!game) return;
    if (now >= Date.parse(game.nextDrawAt) && drawnFor.current !== game.nextDrawAt) {
      drawnFor.current = game.nextDrawAt;
      onDrawnRef.current();
    }
  }, [game, now]);

  return game ? drawStateOf(game, now) : undefined;
}
