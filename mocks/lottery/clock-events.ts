import { soonestPer, type ClockEvent } from '../engine/clock-events';
import { lotteryGames } from './collections';
import { nextDrawAt } from './schedule';

/** The next draw of a fast game and of a daily one. */
export function nextDraws(at: number): ClockEvent[] {
  const next = lotteryGames.all().map((game) => ({ game, drawAt: nextDrawAt(game, at) }));
  return soonestPer(next, ({ game }) => game.drawType, (row) => row.drawAt).map(({ game, drawAt }) => ({
    kind: 'draw',
    at: drawAt,
    detail: game.gameName,
  }));
}
