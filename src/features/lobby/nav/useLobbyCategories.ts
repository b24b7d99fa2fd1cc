import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { PLATFORM_HTML5_DESKTOP } from '../../../../contracts/shared/constants';
import { contract, useRouteQuery } from '../../../lib/api';
import { splitSports, type LobbyCategory } from './sportsSplit';

/**
 * The vendor lanes (SPEC §7: html5-desktop, data.lanes) as the lobby's
 * categories, sports already split. SPEC §4 caching: the language is part of
 * the query key, so a language change refetches them; `refresh` forces it.
 */
export function useLobbyCategories() {
  const { i18n } = useTranslation();
  const lanes = useRouteQuery(
    contract.games.vendorLanes,
    { query: { platform: PLATFORM_HTML5_DESKTOP, language: i18n.language } },
    { staleTime: 10 * 60_000 },
  );
  const categories = useMemo<LobbyCategory[]>(
    () => (lanes.data ? splitSports(lanes.data.data.lanes.map(({ gameCategory, cards }) => ({ gameCategory, cards }))) : []),
    [lanes.data],
  );
  const { refetch } = lanes;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return { categories, isPending: lanes.isPending, isError: lanes.isError, refresh };
}

/** One category's vendor cards (empty while loading or when it has none). */
export function useCategoryCards(gameCategory: string) {
  const { categories, isPending, isError, refresh } = useLobbyCategories();
  const cards = categories.find((category) => category.gameCategory === gameCategory)?.cards ?? [];
  return { cards, isPending, isError, refresh };
}
