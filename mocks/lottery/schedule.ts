import type { LotteryGameRecord } from './collections';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** YYYYMMDD of an instant in the game's local time. */
function localDate(game: LotteryGameRecord, at: number): string {
  return new Date(at + game.utcOffsetHours * HOUR).toISOString().slice(0, 10).replace(/-/g, '');
}

/** The draw number of the draw at `at`: the local date, plus the draw of the day for fast games. */
export function numeroAt(game: LotteryGameRecord, at: number): string {
  if (game.drawType === 'DAILY' || !game.intervalSeconds) return localDate(game, at);
  const local = at + game.utcOffsetHours * HOUR;
  const sequence = Math.floor((local % DAY) / (game.intervalSeconds * 1000)) + 1;
  return `${localDate(game, at)}${String(sequence).padStart(4, '0')}`;
}

function dailyDrawOn(game: LotteryGameRecord, localDayStart: number): number {
  const [hours, minutes] = (game.drawTime ?? '18:00').split(':').map(Number);
  return localDayStart + (hours ?? 0) * HOUR + (minutes ?? 0) * 60_000 - game.utcOffsetHours * HOUR;
}

/** The first draw strictly after `after`. */
export function nextDrawAt(game: LotteryGameRecord, after: number): number {
  if (game.drawType === 'FAST' && game.intervalSeconds) {
    const step = game.intervalSeconds * 1000;
    return (Math.floor(after / step) + 1) * step;
  }
  const localDayStart = Math.floor((after + game.utcOffsetHours * HOUR) / DAY) * DAY;
  const today = dailyDrawOn(game, localDayStart);
  return today > after ? today : dailyDrawOn(game, localDayStart + DAY);
}

/** The `count` latest draws at or before `until`, latest first. */
export function pastDraws(game: LotteryGameRecord, until: number, count: number): number[] {
  const times: number[] = [];
  let at = nextDrawAt(game, until);
  for (let i = 0; i < count; i += 1) {
    at = game.drawType === 'FAST' && game.intervalSeconds ? at - game.intervalSeconds * 1000 : at - DAY;
    times.push(at);
  }
  return times;
}

/** Prize rows of each table: [prize, how many numbers, digits]. */
const PRIZE_TABLES: Record<LotteryGameRecord['prizeTable'], Array<[string, number, number]>> = {
  VN_NORTH: [['DB', 1, 5], ['G1', 1, 5], ['G2', 2, 5], ['G3', 6, 5], ['G4', 4, 4], ['G5', 6, 4], ['G6', 3, 3], ['G7', 4, 2]],
  VN_SOUTH: [['DB', 1, 6], ['G1', 1, 5], ['G2', 1, 5], ['G3', 2, 5], ['G4', 7, 5], ['G5', 1, 4], ['G6', 3, 4], ['G7', 1, 3], ['G8', 1, 2]],
  SEA_4D: [['1ST', 1, 4], ['2ND', 1, 4], ['3RD', 1, 4], ['SPECIAL', 10, 4], ['CONSOLATION', 10, 4]],
  SEA_6D: [['1ST', 1, 6], ['FRONT3', 2, 3], ['LAST3', 2, 3], ['LAST2', 1, 2]],
};

/** mulberry32 seeded by an FNV-1a hash of the seed text: cheap enough to make per draw. */
export function drawRandom(seed: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i += 1) state = Math.imul(state ^ seed.charCodeAt(i), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function drawPrizes(game: LotteryGameRecord, random: () => number): Array<{ prize: string; numbers: string[] }> {
  const number = (digits: number) => Array.from({ length: digits }, () => Math.floor(random() * 10)).join('');
  return PRIZE_TABLES[game.prizeTable].map(([prize, count, digits]) => ({
    prize,
    numbers: Array.from({ length: count }, () => number(digits)),
  }));
}
