import type { LEADERBOARD_PERIODS, MISSION_PERIODS } from '../../contracts/missions';
import { REFERENCE_DATE } from '../engine/clock';

type Period = (typeof LEADERBOARD_PERIODS)[number] | (typeof MISSION_PERIODS)[number];
const DAY = 86_400_000;

/**
 * The current period of the seeded world: days, weeks (Monday to Monday) and
 * months around the reference date, in UTC.
 */
export function periodBounds(period: Period): { start: string; end: string | null } {
  const ref = REFERENCE_DATE;
  const dayStart = Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth(), ref.getUTCDate());
  if (period === 'DAILY') return { start: new Date(dayStart).toISOString(), end: new Date(dayStart + DAY).toISOString() };
  if (period === 'WEEKLY') {
    const monday = dayStart - ((ref.getUTCDay() + 6) % 7) * DAY;
    return { start: new Date(monday).toISOString(), end: new Date(monday + 7 * DAY).toISOString() };
  }
  if (period === 'MONTHLY') {
    return {
      start: new Date(Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth(), 1)).toISOString(),
      end: new Date(Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth() + 1, 1)).toISOString(),
    };
  }
  return { start: new Date(dayStart - 365 * DAY).toISOString(), end: null };
}

/** Prizes of the top ranks of a WEEKLY board; DAILY pays a seventh, MONTHLY four times. */
export function prizeFor(period: (typeof LEADERBOARD_PERIODS)[number], rank: number): number {
  const weekly = rank === 1 ? 888 : rank === 2 ? 588 : rank === 3 ? 388 : rank <= 10 ? 88 : 0;
  const factor = period === 'DAILY' ? 1 / 7 : period === 'MONTHLY' ? 4 : 1;
  return Math.round(weekly * factor * 100) / 100;
}
