import { PRIZE_MODES, VN_LOTTERY_VENDOR } from './constants';

export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Vendor cards whose presence in the ELOTT lane switches the prize mode to ELOTT (WIRE.md §6.4, SPEC §4). */
export const ELOTT_CARDS = [VN_LOTTERY_VENDOR, 'LOTT'] as const;

/**
 * SPEC §4 prize mode: ELOTT when the lottery data contains the card
 * TCG_LOTTO_VN or LOTT, else LOTT. `data` is the lottery lanes' vendor
 * cards (anything with a `vassalage`) or their vendor codes.
 */
export function prizeModeOf(data: ReadonlyArray<string | { vassalage: string }>): Extract<PrizeMode, 'LOTT' | 'ELOTT'> {
  const codes = data.map((item) => (typeof item === 'string' ? item : item.vassalage));
  return codes.some((code) => (ELOTT_CARDS as readonly string[]).includes(code)) ? 'ELOTT' : 'LOTT';
}
