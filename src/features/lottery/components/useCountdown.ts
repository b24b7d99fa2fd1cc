import { useEffect, useRef } from 'react';
import { useClockNow } from '@/lib/useClockNow';
import { drawStateOf, type DrawSchedule, type DrawState } from '../rules/countdown';

/**
 * The draw state of a game, ticking every second. When the draw time passes,
 * `onDrawn` runs once so the caller can fetch the next draw and the result.
 */
export function useDrawState(game: Partial<DrawSchedule> | undefined, onDrawn: () => void): DrawState | undefined {
  const now = useClockNow();
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
