import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/useTranslation';
import type { WinnerPeriod } from '../../../../contracts/games';
import type { GameType } from '../../../../contracts/shared/constants';
import { contract, routeQueryOptions } from '../../../lib/api';
import { resolveLanguage } from '../../../lib/languages';

export const WINNERS_RANKING_LIMIT = 20;

/** SPEC §7 winner ranking for a period and a category, top winners first. */
export function useWinnerRanking(period: WinnerPeriod, gameCategory: 'ALL' | GameType) {
  const { i18n } = useTranslation();
  return useQuery({
    ...routeQueryOptions(contract.games.winnerRanking, {
      query: { gameCategory, period, language: resolveLanguage(i18n.language), limitNum: WINNERS_RANKING_LIMIT },
    }),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
    select: (value) => [...value.list].sort((a, b) => a.rank - b.rank),
  });
}
