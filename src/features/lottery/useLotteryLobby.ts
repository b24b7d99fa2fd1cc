import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { useLocation } from 'react-router';
import type { PrizeMode } from '../../../contracts/lottery';
import { contract, routeKeyPrefix, useRouteQuery } from '../../lib/api';
import { useLobbyCategories } from '../lobby';
import { lobbyPrizeMode, type LotteryArea } from './prizeMode';

/** The lottery vendor cards of the vendor lanes (LOTT and ELOTT categories): the "lottery data" of SPEC §4. */
function useLotteryCards() {
  const { categories, isPending } = useLobbyCategories();
  const cards = categories
    .filter((category) => category.gameCategory === 'LOTT' || category.gameCategory === 'ELOTT')
    .flatMap((category) => category.cards.map((card) => card.vassalage));
  return { cards, ready: !isPending };
}

export interface LobbyOptions {
  area: LotteryArea;
  /** A prize mode the player picked; otherwise SPEC §4 decides. */
  prizeMode?: PrizeMode;
  /** A game named in the URL (?gameCode=): the lobby opens it (launch mode GAME). */
  gameCode?: string;
}

/** The lobby call with every SPEC §7 parameter; the back URL returns to this very page. */
export function useLotteryLobby({ area, prizeMode: picked, gameCode }: LobbyOptions) {
  const { i18n } = useTranslation();
  const location = useLocation();
  const { cards, ready } = useLotteryCards();
  const prizeMode = picked ?? lobbyPrizeMode(area, cards);
  const baseQuery = {
    lottoArea: area,
    lottoPrizeMode: prizeMode,
    lottoView: 'CLASSIC' as const,
    device: 'PC' as const,
    backUrl: `${location.pathname}${location.search}`,
    language: i18n.language,
  };
  const query = gameCode
    ? { ...baseQuery, launchMode: 'GAME' as const, lottoGameCode: gameCode }
    : { ...baseQuery, launchMode: 'LOBBY' as const };
  const lobby = useRouteQuery(contract.lottery.lobby, { query }, {
    // Vietnam waits for the vendor cards that decide its prize mode.
    enabled: area === 'SEA' || picked !== undefined || ready,
    staleTime: 60_000,
    retry: false,
  });
  return { lobby, prizeMode, baseQuery };
}

const LOTTERY_ROUTES = [
  contract.lottery.lobby,
  contract.lottery.vnMenu,
  contract.lottery.vnRecent,
  contract.lottery.vnOpened,
  contract.lottery.openedNumero,
];

/** After a draw: the next numero, its close time and the new result all change. */
export function useRefreshLottery() {
  const client = useQueryClient();
  return useCallback(() => {
    for (const route of LOTTERY_ROUTES) void client.invalidateQueries({ queryKey: routeKeyPrefix(route) });
  }, [client]);
}
