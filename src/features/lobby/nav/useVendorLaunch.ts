import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import type { LobbyGame } from '../../../../contracts/games';
import type { GameType } from '../../../../contracts/shared/constants';
import { routeQueryOptions, contract } from '../../../lib/api';
import { showToast } from '../../../lib/state/ui';
import { useLaunchGame } from '../launch';

/** A vendor's first page is enough to find its lobby entry game. */
const ENTRY_PAGE_SIZE = 18;

function entryArgs(gameType: string, vassalage: string, language: string) {
  return { query: { gameType: gameType as GameType, vassalage, pageNo: 1, pageSize: ENTRY_PAGE_SIZE, language } };
}

/**
 * A vendor's lobby entry game: the catalogue models a vendor lobby (sports,
 * e-sports, cockfight) as its game with isGame 0; vendors without one
 * (lottery, live...) enter through their first game in lobby order.
 */
export function entryGame(games: readonly LobbyGame[]): LobbyGame | undefined {
  return games.find((game) => game.isGame === 0) ?? games[0];
}

/**
 * Launching a vendor = launching its entry game through the lobby's launch
 * rules. `prepare` fetches the entry ahead (on hover or when tiles show), so
 * the click itself launches at once, inside the user's gesture.
 */
export function useVendorLaunch() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const launch = useLaunchGame();
  const options = useCallback(
    (gameType: string, vassalage: string) => ({
      ...routeQueryOptions(contract.games.list, entryArgs(gameType, vassalage, i18n.language)),
      staleTime: 10 * 60_000,
    }),
    [i18n.language],
  );
  const prepare = useCallback(
    (gameType: string, vassalage: string) => void queryClient.prefetchQuery(options(gameType, vassalage)),
    [queryClient, options],
  );
  const launchVendor = useCallback(
    async (gameType: string, vassalage: string) => {
      const cached = queryClient.getQueryData(options(gameType, vassalage).queryKey);
      try {
        const value = cached ?? (await queryClient.fetchQuery(options(gameType, vassalage)));
        const game = entryGame(value.games);
        if (!game) {
          showToast('centres.noEntry', 'error');
          return;
        }
        await launch(game);
      } catch {
        showToast('centres.launchFailed', 'error');
      }
    },
    [queryClient, options, launch],
  );
  return { launchVendor, prepare };
}
