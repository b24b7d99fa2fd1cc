import type { LobbyGame } from '../../../../contracts/games';
import type { GameType } from '../../../../contracts/shared/constants';
import { contract, useRouteMutation } from '../../../lib/api';

export type LaunchableGame = Pick<LobbyGame, 'nodeId' | 'gameCode' | 'vassalage' | 'gameType'> & {
  gameName?: string;
  nodeName?: string;
};

export interface GameLaunch {
  game: LaunchableGame;
  language: string;
  /** A member's free trial of a game (supportPlay 0) on play money. */
  freeTrial?: boolean;
}

const launchBody = ({ game, language }: GameLaunch) => ({
  nodeId: game.nodeId,
  gameCode: game.gameCode,
  vassalage: game.vassalage,
  gameType: game.gameType as GameType,
  language,
});

/** A member's launch: the server records it in recent games, so every recent-games list refetches. */
export function useMemberLaunch() {
  return useRouteMutation(contract.games.launch, {
    toArgs: (launch: GameLaunch) => ({ body: { ...launchBody(launch), ...(launch.freeTrial ? { freeTrial: true } : {}) } }),
    invalidates: [contract.games.recent],
  });
}

/** A guest's free trial on a play-money ticket. */
export function useTrialLaunch() {
  return useRouteMutation(contract.games.trialLaunch, { toArgs: (launch: GameLaunch) => ({ body: launchBody(launch) }) });
}
