import { useCallback, useState } from 'react';
import type { RouteArgs } from '../../lib/api';
import { ApiError, callRoute, contract } from '../../lib/api';
import { showToast } from '../../lib/state/ui';

type LobbyQuery = Omit<NonNullable<RouteArgs<typeof contract.lottery.lobby>['query']>, 'launchMode' | 'lottoGameCode'>;

/**
 * Opens one lottery game: the lobby call in launch mode GAME gives the game's
 * URL. The window opens before the call so popup blockers let it through.
 */
export function usePlayLottery(baseQuery: LobbyQuery) {
  const [pending, setPending] = useState<string | null>(null);
  const play = useCallback(
    async (gameCode: string) => {
      setPending(gameCode);
      const target = window.open('about:blank', '_blank');
      try {
        const value = await callRoute(contract.lottery.lobby, { query: { ...baseQuery, launchMode: 'GAME', lottoGameCode: gameCode } });
        if (target) target.location.href = value.url;
        else window.open(value.url, '_blank', 'noopener');
      } catch (error) {
        target?.close();
        if (error instanceof ApiError && error.messageKey) showToast(error.messageKey, 'error');
        else showToast(error instanceof ApiError ? error.message : 'errors.unknown', 'error', !(error instanceof ApiError));
      } finally {
        setPending(null);
      }
    },
    [baseQuery],
  );
  return { play, pending };
}
