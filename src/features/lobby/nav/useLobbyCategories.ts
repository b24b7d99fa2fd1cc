import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { prizeModeOfLanes, vendorLanesOptions, type LobbyCategory } from '../api';

const NONE: LobbyCategory[] = [];

/**
 * The vendor lanes (G3) as the lobby's categories, sports already split. SPEC §4 caching: the
 * language is part of the query key, so a language change refetches them; `refresh` forces it.
 */
export function useLobbyCategories() {
  const { i18n } = useTranslation();
  const lanes = useQuery(vendorLanesOptions(i18n.language));
  const { refetch } = lanes;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return { categories: lanes.data ?? NONE, isPending: lanes.isPending, isError: lanes.isError, isSuccess: lanes.isSuccess, refresh };
}

/** One category's vendor cards (empty while loading or when it has none). */
export function useCategoryCards(gameCategory: string) {
  const { categories, isPending, isError, refresh } = useLobbyCategories();
  const cards = categories.find((category) => category.gameCategory === gameCategory)?.cards ?? [];
  return { cards, isPending, isError, refresh };
}

/** SPEC §4 prize mode as the lanes decide it; `ready` once the lanes answered (or failed). */
export function useLanePrizeMode() {
  const { categories, isSuccess, isError } = useLobbyCategories();
  return { prizeMode: prizeModeOfLanes(categories), ready: isSuccess || isError };
}
