import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { GameType } from '@contracts/shared/constants';
import { showToast } from '@/lib/state/ui';
import { gameListOptions, selectGamePage, type LobbyGame } from '../api';
import { useLaunchGame } from '../launch';

/** A vendor's first page is enough to find its lobby entry game. */
const ENTRY_PAGE_SIZE = 18;

function entryOptions(gameType: string, vassalage: string, language: string) {
  return { ...gameListOptions({ gameType: gameType as GameType, vassalage, pageNo: 1, pageSize: ENTRY_PAGE_SIZE, language }), staleTime: 10 * 60_000 };
}

/**
 * A vendor's lobby entry game: its first game in lobby order that can be launched (sports,
 * e-sports and cockfight vendors list their lobby as their one game).
 */
export function entryGame(games: readonly LobbyGame[]): LobbyGame | undefined {
  return games.find((game) => game.launch !== null && !game.opensVendor);
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
  const prepare = useCallback(
    (gameType: string, vassalage: string) => void queryClient.prefetchQuery(entryOptions(gameType, vassalage, i18n.language)),
    [queryClient, i18n.language],
  );
  const launchVendor = useCallback(
    async (gameType: string, vassalage: string) => {
      const options = entryOptions(gameType, vassalage, i18n.language);
      try {
        const value = queryClient.getQueryData(options.queryKey) ?? (await queryClient.fetchQuery(options));
        const game = entryGame(selectGamePage(value).games);
        if (!game) {
          showToast('centres.noEntry', 'error');
          return;
        }
        await launch(game);
      } catch {
        showToast('centres.launchFailed', 'error');
      }
    },
    [queryClient, i18n.language, launch],
  );
  return { launchVendor, prepare };
}
