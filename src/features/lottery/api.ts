import { queryOptions, useQueryClient, type QueryFunction } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LaunchQuery } from '@contracts/games';
import {
  LOTTO_LABEL_NAMES, WIRE_PRIZE_MODES, type Draw, type LotteryMenuEntry, type LotteryMenus, type PrizeMode,
} from '@contracts/lottery';
import { LOTTO_DEVICE_WEB, VN_LOTTERY_VENDOR } from '@contracts/shared/constants';
import { contract, routeQueryKeyPrefix, routeQueryOptions, useRouteMutation, type ApiError, type RouteValue } from '../../lib/api';
import { launchUrlOf } from '../lobby';
import type { LotteryArea } from './rules/prizeMode';

/**
 * The lottery pages' one door to the server: the gateway's bare answers (WIRE.md §6.5) turned into
 * the pages' shapes, and G12 (the lobby launch path with launchMode LOTT) for opening a game.
 */

/** A lottery game of a menu, as the pages show it. The draw schedule is our simulated backend's: optional. */
export interface LotteryGame {
  gameCode: string;
  /** `remark` is the display name (WIRE.md §6.5). */
  name: string;
  icon: string | undefined;
  vassalage: string;
  drawType?: 'DAILY' | 'FAST';
  drawTime?: string;
  intervalSeconds?: number;
  nextNumero?: string;
  nextDrawAt?: string;
}

export interface LotteryGroup {
  code: string;
  name: string;
  games: LotteryGame[];
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/** One menu entry: `gameCode`, else `code`; `remark` as its name. `vendor` is the tag the caller adds (L2: TCG_LOTTO_VN). */
export function toLotteryGame(entry: LotteryMenuEntry, vendor?: string): LotteryGame {
  const gameCode = text(entry.gameCode) || text(entry.code);
  return {
    gameCode,
    name: text(entry.remark) || gameCode,
    icon: text(entry.iconUrl) || undefined,
    vassalage: text(entry.vassalage) || text(entry.accountTypeName) || vendor || '',
    ...(entry.drawType ? { drawType: entry.drawType } : {}),
    ...(entry.drawTime ? { drawTime: entry.drawTime } : {}),
    ...(typeof entry.intervalSeconds === 'number' ? { intervalSeconds: entry.intervalSeconds } : {}),
    ...(entry.nextNumero ? { nextNumero: entry.nextNumero } : {}),
    ...(entry.nextDrawAt ? { nextDrawAt: entry.nextDrawAt } : {}),
  };
}

/** L1/L2: an object of groups; `Object.values()` in the server's order. L2's entries are tagged TCG_LOTTO_VN. */
export function selectLotteryGroups(menus: LotteryMenus, vendor?: string): LotteryGroup[] {
  return Object.values(menus).map((group, index) => ({
    code: text(group.gameGroupCode) || text(group.gameGroupId) || String(index),
    name: text(group.labelName) || text(group.gameGroupCode),
    games: group.gameMenus.map((entry) => toLotteryGame(entry, vendor)).filter((game) => game.gameCode),
  }));
}

/** A drawn result as the pages show it: `winNo` as balls (comma-separated, or one digit a ball). */
export interface DrawRow {
  gameCode: string;
  gameName: string;
  numero: string;
  /** The winning number as one text (no commas), for reading out. */
  winningNumber: string;
  balls: string[];
  openTime?: string;
  nextOpenTime?: string;
  prizes?: Array<{ prize: string; numbers: string[] }>;
}

export function ballsOf(winNo: string): string[] {
  const trimmed = winNo.trim();
  if (trimmed.includes(',')) return trimmed.split(',').map((part) => part.trim()).filter(Boolean);
  return trimmed.split('');
}

export function toDrawRow(draw: Draw & { nextOpenTime?: string }, names?: ReadonlyMap<string, string>): DrawRow {
  const balls = ballsOf(draw.winNo);
  return {
    gameCode: draw.gameCode,
    gameName: draw.gameName || names?.get(draw.gameCode) || draw.gameCode,
    numero: draw.numero,
    winningNumber: balls.join(''),
    balls,
    ...(draw.openTime ? { openTime: draw.openTime } : {}),
    ...(draw.nextOpenTime ? { nextOpenTime: draw.nextOpenTime } : {}),
    ...(draw.prizes ? { prizes: draw.prizes } : {}),
  };
}

const selectRows = (value: { list: Draw[] }) => value.list.map((draw) => toDrawRow(draw));

/** The menu of an area: Vietnam's per prize mode (L2), South-East Asia's (L1); one options shape for both. */
export function lotteryMenuOptions(area: LotteryArea, prizeMode: PrizeMode) {
  const route = area === 'VN' ? contract.lottery.vnMenu : contract.lottery.menus;
  const args = area === 'VN' ? { query: { prizeMode: WIRE_PRIZE_MODES[prizeMode], device: LOTTO_DEVICE_WEB } } : { query: { prizeMode: WIRE_PRIZE_MODES.LOTT } };
  const { queryKey, queryFn } = routeQueryOptions(route as typeof contract.lottery.vnMenu, args as { query: { prizeMode: string } });
  return queryOptions<LotteryMenus, ApiError, LotteryGroup[], readonly unknown[]>({
    queryKey,
    queryFn: queryFn as QueryFunction<LotteryMenus>,
    staleTime: 60_000,
    select: (value) => selectLotteryGroups(value, area === 'VN' ? VN_LOTTERY_VENDOR : undefined),
  });
}

/** L3: the member's recent lottery games (the lottery pages need a session). */
export const recentLotteryOptions = () =>
  queryOptions({
    ...routeQueryOptions(contract.lottery.vnRecent),
    staleTime: 60_000,
    select: (value: RouteValue<typeof contract.lottery.vnRecent>) => value.gameMenus.map((entry) => toLotteryGame(entry)),
  });

/** L6: the latest result of every Vietnam game (SPEC's "recent results"). */
export const recentResultsOptions = () =>
  queryOptions({ ...routeQueryOptions(contract.lottery.draws, { query: { limit: 50 } }), select: selectRows });

/** L5: the latest opened numero of every South-East Asia game, with its next draw. */
export const openedNumeroOptions = () =>
  queryOptions({ ...routeQueryOptions(contract.lottery.openedNumero, { query: {} }), select: selectRows });

/** L4: one Vietnam game's opened draws, latest first, with every prize. */
export const openedDrawsOptions = (gameCode: string) =>
  queryOptions({ ...routeQueryOptions(contract.lottery.vnOpened, { query: { gameCode, pageNo: 1, pageSize: 7 } }), select: selectRows });

export interface LotteryGameLaunch {
  area: LotteryArea;
  prizeMode: PrizeMode;
  gameCode: string;
  /** Where the lottery page's back button returns: this very page. */
  backUrl: string;
  language: string;
}

/** G12's exact query (WIRE.md §6.4): one game in the betting view. */
export function lotteryLaunchQuery({ area, prizeMode, gameCode, backUrl, language }: LotteryGameLaunch): LaunchQuery {
  return {
    launchMode: 'LOTT',
    device: LOTTO_DEVICE_WEB,
    lottoArea: area,
    lottoPrizeMode: WIRE_PRIZE_MODES[prizeMode],
    lottoGameCode: gameCode,
    lottoView: 'betting',
    hasLobby: true,
    labelName: LOTTO_LABEL_NAMES[prizeMode],
    language,
    backUrl,
  };
}

/** Opening one lottery game: G12 answers `gameUrl`; a launch also makes it a recent lottery game (L3). */
export function useLotteryGameLaunch() {
  return useRouteMutation(contract.games.launch, {
    toArgs: (launch: LotteryGameLaunch) => ({ query: lotteryLaunchQuery(launch) }),
    invalidates: [contract.lottery.vnRecent],
  });
}

/** The URL a G12 answer opens. */
export const lotteryUrlOf = (value: RouteValue<typeof contract.games.launch>) => launchUrlOf(value);

const LOTTERY_ROUTES = [
  contract.lottery.menus,
  contract.lottery.vnMenu,
  contract.lottery.draws,
  contract.lottery.vnOpened,
  contract.lottery.openedNumero,
];

/** After a draw: the next numero, its close time and the new result all change. */
export function useRefreshLottery() {
  const client = useQueryClient();
  return useCallback(() => {
    for (const route of LOTTERY_ROUTES) void client.invalidateQueries({ queryKey: routeQueryKeyPrefix(route) });
  }, [client]);
}
