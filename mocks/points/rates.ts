import type { GameType } from '../../contracts/shared/constants';
import { floor2 } from '../engine/helpers';

/** Valid bet that earns one point, per game category. */
export const VALID_BET_PER_POINT: Record<GameType, number> = {
  RNG: 10, FISH: 10, PVP: 15, LIVE: 20, SPORTS: 20, ESPORTS: 20, COCKFIGHT: 25, LOTT: 30, ELOTT: 30,
};

/** Points that convert into one unit of currency, by VIP level 0..5. */
export const POINTS_PER_UNIT_BY_LEVEL = [200, 180, 160, 140, 120, 100] as const;

export function pointsPerUnit(level: number): number {
  return POINTS_PER_UNIT_BY_LEVEL[Math.min(Math.max(level, 0), POINTS_PER_UNIT_BY_LEVEL.length - 1)] ?? 200;
}

/** Cash for converting points at a VIP level, down to cents. */
export function convertAmount(points: number, level: number): number {
  return floor2(points / pointsPerUnit(level));
}

export const MIN_CONVERT_POINTS = 1_000;
export const CONVERT_STEP = 100;
export const MAX_CONVERT_POINTS_PER_DAY = 200_000;
export const MAX_REDEEM_QUANTITY = 10;
