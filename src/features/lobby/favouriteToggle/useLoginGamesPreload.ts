import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { favouriteGamesOptions, loginFavouritesQuery, loginRecentQuery, recentGamesOptions } from '../api';
import { useLoginState } from '../../session';

/** SPEC §7: on login the favourite list is fetched 999 per page and the recent games 12; trial accounts have neither. */
export function useLoginGamesPreload(): void {
  const { i18n } = useTranslation();
  const { isLogin, isTrial, userInfo } = useLoginState();
  const queryClient = useQueryClient();
  const account = isLogin && !isTrial ? (userInfo?.account ?? null) : null;
  useEffect(() => {
    if (!account) return;
    void queryClient.prefetchQuery(favouriteGamesOptions(loginFavouritesQuery(i18n.language)));
    void queryClient.prefetchQuery(recentGamesOptions(loginRecentQuery(i18n.language)));
  }, [account, i18n.language, queryClient]);
}
