import { prizeModeOf, type PrizeMode } from '@contracts/lottery';

export type LotteryArea = 'VN' | 'SEA';

/** The prize modes a player may switch between on the Vietnam lottery (SEA has only its own). */
export const VN_PRIZE_MODES = ['LOTT', 'ELOTT', 'ZY'] as const satisfies readonly PrizeMode[];

/**
 * SPEC §4 prize mode of a lobby: South-East Asia plays in SEA mode; Vietnam
 * follows the lottery vendor cards (ELOTT when TCG_LOTTO_VN or LOTT is among
 * them, else LOTT; WIRE.md §6.4 reads them from the ELOTT lane). ZY is only
 * ever chosen explicitly by the player.
 */
export function lobbyPrizeMode(area: LotteryArea, cards: ReadonlyArray<string | { vassalage: string }>): PrizeMode {
  return area === 'SEA' ? 'SEA' : prizeModeOf(cards);
}

/** The page names of the lottery routes (src/app/routes.tsx) and the area each one opens. */
export type LotteryPage = 'lottery' | 'seaLottery' | 'vnLottery';

export function areaOfPage(page: LotteryPage): LotteryArea {
  return page === 'seaLottery' ? 'SEA' : 'VN';
}
