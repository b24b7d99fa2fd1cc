import type { PrizeMode } from '../../contracts/lottery';
import { lotteryGames } from '../lottery/collections';
import type { GameRecord } from './collections';

/**
 * The lottery lobby's games are not catalogue games: a GAME launch from the
 * lottery lobby issues a ticket that names the lottery game by code (nodeId 0)
 * and plays on the built-in lottery ticket page, like any demo game ticket.
 */
export const LOTTO_MIN_BET = 1;
export const LOTTO_MAX_BET = 1000;

/** What a demo round and session need of a game; catalogue games and lottery games both give it. */
export type PlayableGame = Pick<
  GameRecord, 'nodeId' | 'gameName' | 'gameCode' | 'vassalage' | 'gameType' | 'gameClassify' | 'iconUrl' | 'minBet' | 'maxBet'
>;

/** A lottery lobby game as the demo page plays it; ELOTT prize mode plays as an e-lottery, the rest as lottery. */
export function lotteryPlayable(gameCode: string, prizeMode: PrizeMode | undefined): PlayableGame | null {
  const game = lotteryGames.findFirst((q) => q.where({ gameCode }));
  if (!game) return null;
  const gameType = prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT';
  return {
    nodeId: 0,
    gameName: game.gameName,
    gameCode: game.gameCode,
    vassalage: game.vassalage,
    gameType,
    // As the catalogue classifies its lottery games: by their type.
    gameClassify: gameType,
    iconUrl: `/mock-assets/lottery/${game.gameCode.toLowerCase()}.svg`,
    minBet: LOTTO_MIN_BET,
    maxBet: LOTTO_MAX_BET,
  };
}
