import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { FAVOURITES_ON_LOGIN_PAGE_SIZE, RECENT_ON_LOGIN_PAGE_SIZE } from '../../../../contracts/shared/constants';
import { contract, routeQueryOptions } from '../../../lib/api';
import { favouriteListQuery } from '../../favourites';
import { useLoginState } from '../../session';

/** SPEC §7: on login the favourite list is fetched 999 per page and the recent games 12. */
const loginFavouritesArgs = (language: string) => ({
  query: { pageNo: 1, pageSize: FAVOURITES_ON_LOGIN_PAGE_SIZE, language },
});
export const loginRecentArgs = (language: string) => ({ query: { page: 1, pageSize: RECENT_ON_LOGIN_PAGE_SIZE, language } });

/** Warms both lists once a real member is logged in (trial accounts have neither). */
export function useLoginGamesPreload(): void {
  const { i18n } = useTranslation();
  const { isLogin, isTrial, userInfo } = useLoginState();
  const queryClient = useQueryClient();
  const account = isLogin && !isTrial ? (userInfo?.account ?? null) : null;
  useEffect(() => {
    if (!account) return;
    void queryClient.prefetchQuery({ ...favouriteListQuery(loginFavouritesArgs(i18n.language).query), staleTime: 60_000 });
    void queryClient.prefetchQuery({ ...routeQueryOptions(contract.games.recent, loginRecentArgs(i18n.language)), staleTime: 60_000 });
  }, [account, i18n.language, queryClient]);
}
