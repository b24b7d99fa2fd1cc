import { now, SEED } from '../engine/clock';
import { draws, lotteryGames, type LotteryGameRecord } from './collections';
import { drawPrizes, drawRandom, numeroAt, pastDraws } from './schedule';

/** History kept per game: a month of daily draws, the last half hour of fast draws (kept small: the catch-up opens them all). */
export const DAILY_HISTORY = 30;
export const FAST_HISTORY = 30;

export function historyOf(game: LotteryGameRecord): number {
  return game.drawType === 'FAST' ? FAST_HISTORY : DAILY_HISTORY;
}

/** One draw; its numbers depend only on the game and the numero, so a draw is the same whenever it is made. */
export async function createDraw(game: LotteryGameRecord, at: number): Promise<void> {
  const numero = numeroAt(game, at);
  const prizes = drawPrizes(game, drawRandom(`${SEED}:${game.gameCode}:${numero}`));
  await draws.create({
    gameCode: game.gameCode,
    gameName: game.gameName,
    area: game.area,
    numero,
    openTime: new Date(at).toISOString(),
    winningNumber: prizes[0]!.numbers[0]!,
    prizes,
  });
}

/**
 * The seed draws up to the reference date; the clock moves on. Before a
 * lottery answer, every draw that has happened since is opened (up to the
 * history kept) and the oldest beyond it dropped, so results stay current and
 * a countdown that reaches zero is followed by its result.
 */
export function catchUpDraws(at: number = now()): Promise<void> {
  // Parallel lottery calls share one run, so no draw is opened twice.
  running ??= openDrawsUntil(at).finally(() => {
    running = null;
  });
  return running;
}

let running: Promise<void> | null = null;

async function openDrawsUntil(at: number): Promise<void> {
  for (const game of lotteryGames.all()) {
    const kept = draws.findMany((q) => q.where({ gameCode: game.gameCode }));
    const latest = kept.reduce((max, draw) => Math.max(max, Date.parse(draw.openTime)), 0);
    const due = pastDraws(game, at, historyOf(game)).filter((time) => time > latest);
    if (due.length === 0) continue;
    for (const time of due.reverse()) await createDraw(game, time);
    const all = draws.findMany((q) => q.where({ gameCode: game.gameCode })).sort((a, b) => Date.parse(b.openTime) - Date.parse(a.openTime));
    const cutoff = all[historyOf(game) - 1];
    if (cutoff) draws.deleteMany((q) => q.where({ gameCode: game.gameCode }).and((draw) => Date.parse(draw.openTime) < Date.parse(cutoff.openTime)));
  }
}
