import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, PRIZE_MODES, VN_LOTTERY_VENDOR } from './shared/constants';
import { respond } from './shared/envelope';
import { isoDateTime } from './shared/entities';
import { nameText } from './shared/limits';
import { meta } from './shared/meta';
import { pagedList, pageQuery } from './shared/paging';

const c = initContract();

export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Vendor cards whose presence in the lottery data switches the prize mode to ELOTT. */
export const ELOTT_CARDS = [VN_LOTTERY_VENDOR, 'LOTT'] as const;

/**
 * SPEC §4 prize mode: ELOTT when the lottery data contains the card
 * TCG_LOTTO_VN or LOTT, else LOTT. `data` is the lottery category's vendor
 * cards (anything with a `vassalage`) or their vendor codes.
 */
export function prizeModeOf(data: ReadonlyArray<string | { vassalage: string }>): Extract<PrizeMode, 'LOTT' | 'ELOTT'> {
  const codes = data.map((item) => (typeof item === 'string' ? item : item.vassalage));
  return codes.some((code) => (ELOTT_CARDS as readonly string[]).includes(code)) ? 'ELOTT' : 'LOTT';
}

/** Lottery areas: Vietnam (TCG_LOTTO_VN), South-East Asia (TCG_SEA). */
export const LOTTO_AREAS = ['VN', 'SEA'] as const;
export const LOTTO_LAUNCH_MODES = ['LOBBY', 'GAME'] as const;
export const LOTTO_VIEWS = ['CLASSIC', 'MODERN'] as const;
export const LOTTO_DEVICES = ['PC', 'MOBILE'] as const;

export const lotteryGameEntrySchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  /** TCG_LOTTO_VN or TCG_SEA. */
  vassalage: z.string(),
  area: z.enum(LOTTO_AREAS),
  /** DAILY draws at drawTime (local time of the area); FAST draws every intervalSeconds. */
  drawType: z.enum(['DAILY', 'FAST']),
  drawTime: z.string().nullable(),
  intervalSeconds: z.number().int().nullable(),
  nextNumero: z.string(),
  nextDrawAt: isoDateTime,
  prizeModes: z.array(z.enum(PRIZE_MODES)),
  iconUrl: z.string(),
});
export type LotteryGameEntry = z.infer<typeof lotteryGameEntrySchema>;

/** SPEC §3 "lottery menu entries (gameMenus, game code)": a group of lottery games. */
export const lotteryMenuGroupSchema = z.object({
  menuCode: z.string(),
  menuName: z.string(),
  games: z.array(lotteryGameEntrySchema),
});
export type LotteryMenuGroup = z.infer<typeof lotteryMenuGroupSchema>;

export const prizeSchema = z.object({
  /** DB (special), G1 ... G8. */
  prize: z.string(),
  numbers: z.array(z.string()),
});

export const drawResultSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  /** Draw number. */
  numero: z.string(),
  openTime: isoDateTime,
  /** The special (first) prize number. */
  winningNumber: z.string(),
  prizes: z.array(prizeSchema),
});
export type DrawResult = z.infer<typeof drawResultSchema>;

export const openedNumeroSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  winningNumber: z.string(),
  openTime: isoDateTime,
  nextNumero: z.string(),
  nextOpenTime: isoDateTime,
});

export const lobbyValueSchema = z.object({
  /** The lottery lobby (or game) page to open. */
  url: z.string(),
  lottoArea: z.enum(LOTTO_AREAS),
  launchMode: z.enum(LOTTO_LAUNCH_MODES),
  prizeMode: z.enum(PRIZE_MODES),
  gameCode: z.string().nullable(),
  gameMenus: z.array(lotteryMenuGroupSchema),
});
export type LotteryLobbyValue = z.infer<typeof lobbyValueSchema>;

const language = z.string().trim().min(2).max(8).default(DEFAULT_LANGUAGE);
const device = z.enum(LOTTO_DEVICES).default('PC');

export const lotteryContract = c.router({
  vnMenu: {
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    query: z.object({ prizeMode: z.enum(PRIZE_MODES).default('ELOTT'), device }),
    responses: respond(z.object({ prizeMode: z.enum(PRIZE_MODES), gameMenus: z.array(lotteryMenuGroupSchema) })),
    metadata: meta({ source: 'spec' }),
    summary: 'Vietnam lottery menu for a prize mode: groups (north, central, south, fast) of games with codes',
  },
  vnRecent: {
    method: 'GET',
    path: '/lgw/vn/games/recent',
    query: z.object({
      /** One game's latest draws; without it, the latest draw of every game. */
      gameCode: nameText.trim().min(1).optional(),
      limit: z.coerce.number().int().min(1).max(50).default(10),
    }),
    responses: respond(z.object({ list: z.array(drawResultSchema) })),
    metadata: meta({ source: 'spec' }),
    summary: 'Vietnam lottery recent results',
  },
  vnOpened: {
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    query: z.object({
      gameCode: nameText.trim().min(1),
      pageNo: pageQuery.pageNo,
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
    }),
    responses: respond(pagedList(drawResultSchema)),
    metadata: meta({ source: 'spec' }),
    summary: "Opened draws (numeros) of one Vietnam lottery game, latest first",
  },
  openedNumero: {
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    query: z.object({ gameCode: nameText.trim().min(1).optional() }),
    responses: respond(z.object({ list: z.array(openedNumeroSchema) })),
    metadata: meta({ source: 'spec' }),
    summary: 'Latest opened numero of each South-East Asia lotto game (or of one game), with the next draw',
  },
  lobby: {
    method: 'GET',
    path: '/wps/lottery/lobby',
    query: z.object({
      lottoArea: z.enum(LOTTO_AREAS).default('VN'),
      launchMode: z.enum(LOTTO_LAUNCH_MODES).default('LOBBY'),
      /** Without it, the prize mode follows the lottery vendor cards (prizeModeOf). */
      lottoPrizeMode: z.enum(PRIZE_MODES).optional(),
      /** Required when launchMode is GAME. */
      lottoGameCode: nameText.trim().min(1).optional(),
      lottoView: z.enum(LOTTO_VIEWS).default('CLASSIC'),
      device,
      /** Where the lobby's back button returns: a same-site path or an http(s) URL. */
      backUrl: z.string().trim().max(500).optional(),
      language,
    }),
    responses: respond(lobbyValueSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Open the lottery lobby (or one lottery game): its URL, prize mode and menu entries',
  },
});
