import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { LOTTO_DEVICE_WEB, PRIZE_MODES, WIRE_LOTT_PRIZE_MODE } from './shared/constants';
import { respondBare } from './shared/envelope';
import { isoDateTime, wireId } from './shared/entities';
import { codeText, nameText } from './shared/limits';
import { observed } from './shared/meta';
import type { PrizeMode } from './shared/prize-mode';

const c = initContract();

// The prize mode's rule lives in a module without zod or ts-rest, so a screen that needs only the rule (home's
// lottery lanes) does not download the lottery contract, zod and ts-rest with it (issue 34 §6, docs/performance.md).
export { ELOTT_CARDS, prizeModeOf, type PrizeMode } from './shared/prize-mode';

/**
 * The prize-mode words on the wire: WIRE.md §6.4 G12 records `"Lott" | "Elott"` (and L1 sends
 * `"Lott"`); ZY and SEA are SPEC's other modes, whose spelling no capture shows (our choice: SPEC's).
 */
export const WIRE_PRIZE_MODES = { LOTT: 'Lott', ELOTT: 'Elott', ZY: 'ZY', SEA: 'SEA' } as const satisfies Record<PrizeMode, string>;

/** A prize mode as the wire spells it, read back into ours (any case). */
export function prizeModeFromWire(text: string): PrizeMode | undefined {
  const upper = text.trim().toUpperCase();
  return (PRIZE_MODES as readonly string[]).includes(upper) ? (upper as PrizeMode) : undefined;
}

/** G12 `labelName`: the lottery mode names the platform's client picks (WIRE.md §6.4 launch details). */
export const LOTTO_LABEL_NAMES = { LOTT: 'Traditional', ELOTT: 'Elott_Traditional', ZY: 'Entertainment', SEA: 'SEA_Tradition' } as const satisfies Record<PrizeMode, string>;

const prizeModeQuery = codeText.trim().refine((text) => prizeModeFromWire(text) !== undefined, 'Unknown prize mode');

/**
 * WIRE.md §6.5 L1/L2 menu entry `{code, remark, gameId, defaultPlayType, gameCode?}`: `remark` is
 * the display name. The fields after `gameCode` are our simulated backend's (the draw schedule the
 * lottery page counts down to): the page works without them.
 */
export const lotteryMenuEntrySchema = z
  .object({
    code: z.string().nullish(),
    remark: z.string().nullish(),
    gameId: wireId.nullish(),
    defaultPlayType: z.union([z.string(), z.number()]).nullish(),
    gameCode: z.string().nullish(),
    accountTypeName: z.string().nullish(),
    vassalage: z.string().optional(),
    drawType: z.enum(['DAILY', 'FAST']).optional(),
    drawTime: z.string().nullish(),
    intervalSeconds: z.number().int().nullish(),
    nextNumero: z.string().optional(),
    nextDrawAt: isoDateTime.optional(),
    iconUrl: z.string().optional(),
  })
  .passthrough();
export type LotteryMenuEntry = z.infer<typeof lotteryMenuEntrySchema>;

/** A menu group `{gameGroupCode, gameGroupId, labelName, gameMenus[]}` (gameGroupId 9, 10, 11: the Thai groups). */
export const lotteryMenuGroupSchema = z
  .object({
    gameGroupCode: z.string().nullish(),
    gameGroupId: wireId.nullish(),
    labelName: z.string().nullish(),
    gameMenus: z.array(lotteryMenuEntrySchema),
  })
  .passthrough();
export type LotteryMenuGroup = z.infer<typeof lotteryMenuGroupSchema>;

/** L1 and L2 answer an object of groups: the client takes `Object.values()`. */
export const lotteryMenusSchema = z.record(z.string(), lotteryMenuGroupSchema);
export type LotteryMenus = z.infer<typeof lotteryMenusSchema>;

/** One prize row of a draw (ours: the gateway's draw fields beyond `winNo` are not recorded). */
export const prizeSchema = z.object({
  /** DB (special), G1 ... G8; 1ST ... CONSOLATION. */
  prize: z.string(),
  numbers: z.array(z.string()),
});

/** L6 `/lgw/draw` item: `winNo` is comma-separated or a plain digit string; the rest is ours. */
export const drawSchema = z
  .object({
    gameCode: z.string(),
    gameName: z.string().optional(),
    numero: z.string(),
    winNo: z.string(),
    openTime: isoDateTime.optional(),
    prizes: z.array(prizeSchema).optional(),
  })
  .passthrough();
export type Draw = z.infer<typeof drawSchema>;

/** L5 opened numero of one game (ours: "stored whole", fields not recorded), with its next draw. */
export const openedNumeroSchema = drawSchema.extend({
  nextNumero: z.string().optional(),
  nextOpenTime: isoDateTime.optional(),
});

export const lotteryContract = c.router({
  menus: {
    method: 'GET',
    path: '/lgw/games/game_menus',
    query: z.object({ prizeMode: prizeModeQuery.default(WIRE_LOTT_PRIZE_MODE) }),
    responses: respondBare(lotteryMenusSchema),
    metadata: observed('L1', { answer: 'bare', module: 'COMM3' }),
    summary: 'L1 lottery game menus (the South-East Asia groups): an object of groups, each with its gameMenus',
  },
  vnMenu: {
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    query: z.object({ prizeMode: prizeModeQuery, device: codeText.default(LOTTO_DEVICE_WEB) }),
    responses: respondBare(lotteryMenusSchema),
    metadata: observed('L2', { answer: 'bare', module: 'COMM3' }),
    summary: 'L2 Vietnam lottery menu for a prize mode: an object of groups (north, central, south, fast)',
  },
  vnRecent: {
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    responses: respondBare(z.object({ gameMenus: z.array(lotteryMenuEntrySchema) }).passthrough()),
    metadata: observed('L3', { answer: 'bare', token: true }),
    summary: "L3 the member's recent lottery games (the shape is ours: one group's gameMenus, latest first)",
  },
  vnOpened: {
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    query: z.object({
      gameCode: nameText.trim().min(1),
      pageNo: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
    }),
    responses: respondBare(z.object({ list: z.array(drawSchema), totalPages: z.number().int() }).passthrough()),
    metadata: observed('L4', { answer: 'bare', module: 'AGEANNOUNCE3' }),
    summary: 'L4 opened draws (numeros) of one Vietnam lottery game, latest first (SPEC\'s "popular"; the request and answer fields are ours)',
  },
  openedNumero: {
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    query: z.object({ gameCode: nameText.trim().min(1).optional() }),
    responses: respondBare(z.object({ list: z.array(openedNumeroSchema) }).passthrough()),
    metadata: observed('L5', { answer: 'bare', module: 'COMM3' }),
    summary: 'L5 the latest opened numero of each South-East Asia game (or of one game), with the next draw',
  },
  draws: {
    method: 'GET',
    path: '/lgw/draw',
    query: z.object({
      /** One game's latest draws; without it, the latest draw of every Vietnam game. */
      gameCode: nameText.trim().min(1).optional(),
      limit: z.coerce.number().int().min(1).max(50).default(10),
    }),
    responses: respondBare(z.object({ list: z.array(drawSchema) }).passthrough()),
    metadata: observed('L6', { answer: 'bare', module: 'COMM3' }),
    summary: 'L6 recent lottery results (SPEC\'s "recent results"): items carry winNo',
  },
});
