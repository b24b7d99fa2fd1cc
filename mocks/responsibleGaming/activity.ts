import type { RgActivity, RgActivityRow } from '../../contracts/responsibleGaming';
import type { GameType } from '../../contracts/shared/constants';
import { RG_ACTIVITY_TYPES, type RgActivityType } from '../../contracts/shared/responsible-gaming';
import { bets } from '../wallet/collections';
import { inDateRange, round2 } from '../engine/helpers';

/** Bets of one vertical closer than this belong to one sitting. */
const SITTING_GAP_MS = 30 * 60_000;
/** The least a sitting counts for: one round takes a few minutes. */
const SITTING_MIN_MS = 5 * 60_000;

const verticalOf = (gameType: GameType): RgActivityType => (gameType === 'ELOTT' ? 'LOTT' : gameType);

/** Minutes of play in a vertical: the spans of its sittings, read from the bet times. */
export function minutesPlayed(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let total = 0;
  let start = sorted[0];
  let last = sorted[0];
  for (const time of sorted.slice(1)) {
    if (time - last! > SITTING_GAP_MS) {
      total += Math.max(SITTING_MIN_MS, last! - start!);
      start = time;
    }
    last = time;
  }
  if (start !== undefined) total += Math.max(SITTING_MIN_MS, last! - start);
  return Math.round(total / 60_000);
}

/** The activity summary of a member over a date range, every vertical listed (zeros included). */
export function activityOf(account: string, range: { startDate?: string; endDate?: string }): RgActivity {
  const inRange = inDateRange(range);
  const played = bets.findMany((q) => q.where({ account })).filter((bet) => bet.status !== 'CANCELLED' && inRange(bet.betTime));
  const rows: RgActivityRow[] = RG_ACTIVITY_TYPES.map((gameType) => {
    const mine = played.filter((bet) => verticalOf(bet.gameType) === gameType);
    const betAmount = round2(mine.reduce((sum, bet) => sum + bet.betAmount, 0));
    const payout = round2(mine.reduce((sum, bet) => sum + bet.payout, 0));
    const net = round2(mine.reduce((sum, bet) => sum + bet.profitLoss, 0));
    return { gameType, minutesPlayed: minutesPlayed(mine.map((bet) => Date.parse(bet.betTime))), betCount: mine.length, betAmount, payout, net };
  });
  const sum = (pick: (row: RgActivityRow) => number) => round2(rows.reduce((total, row) => total + pick(row), 0));
  return {
    rows,
    totals: {
      minutesPlayed: rows.reduce((total, row) => total + row.minutesPlayed, 0),
      betCount: rows.reduce((total, row) => total + row.betCount, 0),
      betAmount: sum((row) => row.betAmount),
      payout: sum((row) => row.payout),
      net: sum((row) => row.net),
    },
  };
}
