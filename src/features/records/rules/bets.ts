import type { ChipTone } from '@/components';
import { BET_STATUSES } from '@contracts/records';
import { GAME_TYPES, VENDORS_BY_CATEGORY, type GameType } from '@contracts/shared/constants';

export type BetStatus = (typeof BET_STATUSES)[number];

/** Settled bets are done (neutral: the win/loss column carries the colour), open ones wait, cancelled ones are void. */
export const BET_STATUS_TONE: Record<BetStatus, ChipTone> = {
  SETTLED: 'success',
  UNSETTLED: 'info',
  CANCELLED: 'neutral',
};

/** Every vendor code of SPEC §3, once each, in a stable order. */
export const ALL_VENDORS: readonly string[] = [...new Set(GAME_TYPES.flatMap((gameType) => VENDORS_BY_CATEGORY[gameType]))].sort();

/** The vendors a game type offers; without a type, every vendor. */
export function vendorsFor(gameType: GameType | ''): readonly string[] {
  return gameType ? VENDORS_BY_CATEGORY[gameType] : ALL_VENDORS;
}

/** A vendor kept only when the game type offers it: changing the type must not leave an impossible filter. */
export function keepVendor(gameType: GameType | '', vendor: string): string {
  return vendor && vendorsFor(gameType).includes(vendor) ? vendor : '';
}
