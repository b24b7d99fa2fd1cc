/**
 * Betting on a draw closes shortly before it is drawn: a daily draw a few
 * minutes before, a fast draw a few seconds before. Between close and draw the
 * draw is "drawing" and no bets are taken.
 */
export const CLOSE_BEFORE_MS = { DAILY: 5 * 60_000, FAST: 5_000 } as const;

export type DrawPhase = 'open' | 'drawing';

export interface DrawState {
  phase: DrawPhase;
  closesAt: number;
  drawAt: number;
  /** Until betting closes while open; until the draw while drawing. Never negative. */
  remainingMs: number;
}

/** What a countdown needs of a game: its draw type and next draw (the platform's menus carry neither). */
export interface DrawSchedule {
  drawType: 'DAILY' | 'FAST';
  nextDrawAt: string;
}

export function drawStateOf(game: DrawSchedule, now: number): DrawState {
  const drawAt = Date.parse(game.nextDrawAt);
  const closesAt = drawAt - CLOSE_BEFORE_MS[game.drawType];
  if (now < closesAt) return { phase: 'open', closesAt, drawAt, remainingMs: closesAt - now };
  return { phase: 'drawing', closesAt, drawAt, remainingMs: Math.max(0, drawAt - now) };
}

/** 3723000 → "01:02:03"; a day or more shows the hours in full ("27:00:00"). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}
