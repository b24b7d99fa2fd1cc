import type { GameType } from '../../contracts/shared/constants';
import { round2 } from '../engine/helpers';
import { vipLevel } from '../rewards/vip';

/** Base manual-rebate rates per game category (fraction of valid bet). */
export const REBATE_BASE_RATES: Record<GameType, number> = {
  RNG: 0.008, FISH: 0.008, LIVE: 0.006, PVP: 0.006, SPORTS: 0.005, ESPORTS: 0.005, COCKFIGHT: 0.004, LOTT: 0.003, ELOTT: 0.003,
};

/** The member's rate: the base rate raised by its VIP level's rebate boost (rounded to 1/10000). */
export function rebateRate(gameType: GameType, level: number): number {
  return Math.round(REBATE_BASE_RATES[gameType] * vipLevel(level).rebateBoost * 10_000) / 10_000;
}

export const REBATE_MIN_CLAIM = 1;
/** Without a previous claim, valid bets of this many days count. */
export const REBATE_WINDOW_DAYS = 30;

export { round2 };
