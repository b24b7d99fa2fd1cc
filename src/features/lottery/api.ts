import { contract, useRouteMutation, type RouteArgs } from '../../lib/api';

/** The lobby query a page runs with; a game launch adds its mode and code. */
export type LotteryLobbyQuery = Omit<NonNullable<RouteArgs<typeof contract.lottery.lobby>['query']>, 'launchMode' | 'lottoGameCode'>;

export interface LotteryGameLaunch {
  query: LotteryLobbyQuery;
  gameCode: string;
}

/** Opening one lottery game: the lobby route in launch mode GAME answers the game's URL. */
export function useLotteryGameLaunch() {
  return useRouteMutation(contract.lottery.lobby, {
    toArgs: ({ query, gameCode }: LotteryGameLaunch) => ({ query: { ...query, launchMode: 'GAME' as const, lottoGameCode: gameCode } }),
  });
}
