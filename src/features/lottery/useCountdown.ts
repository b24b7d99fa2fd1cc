import { useEffect, useRef, useState } from 'react';
import { drawStateOf, type DrawSchedule, type DrawState } from './countdown';

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
export function useDrawState(game: Partial<DrawSchedule> | undefined, onDrawn: () => void): DrawState | undefined {
  const now = useNow();
  const drawnFor = useRef<string | null>(null);
  const onDrawnRef = useRef(onDrawn);
  onDrawnRef.current = onDrawn;

  const schedule = game?.drawType && game.nextDrawAt ? { drawType: game.drawType, nextDrawAt: game.nextDrawAt } : undefined;
  const nextDrawAt = schedule?.nextDrawAt;
  useEffect(() => {
    if (!nextDrawAt) return;
    if (now >= Date.parse(nextDrawAt) && drawnFor.current !== nextDrawAt) {
      drawnFor.current = nextDrawAt;
      onDrawnRef.current();
    }
  }, [nextDrawAt, now]);

  // A game without a schedule (the platform's menus carry none) has no countdown.
  return schedule ? drawStateOf(schedule, now) : undefined;
}
