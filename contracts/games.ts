import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  CLIENT_TYPE, DEFAULT_LANGUAGE, GAME_CLASSIFIES, GAME_TYPES, IS_PLATFORM, LOBBY_PAGE_SIZE,
  PLATFORM_FLASH_HTML5, PLATFORM_HTML5_DESKTOP, RECENT_ON_LOGIN_PAGE_SIZE, WINNER_BOARD_LIMIT,
} from './shared/constants';
import { respond } from './shared/envelope';
import { gameSchema, isoDateTime, vendorCardSchema, vendorCategorySchema, winnerRecordSchema } from './shared/entities';
import { codeText, MONEY_MAX, moneyUpTo, nameText, tokenText } from './shared/limits';
import { meta } from './shared/meta';
import { pagedList, pageQuery, requestId } from './shared/paging';

const c = initContract();

/** Query text filters: trimmed; blank means "no filter". */
const textFilter = z.string().trim().max(100).optional();
const language = z.string().trim().min(2).max(8).default(DEFAULT_LANGUAGE);
const gameTypeFilter = z.enum(GAME_TYPES).optional();
/** `ALL` or one game type (winner board, ranking). */
export const gameCategoryQuery = z.union([z.literal('ALL'), z.enum(GAME_TYPES)]).default('ALL');

/**
 * A catalogue game as the lobby lists it: SPEC §3 Game plus the two
 * attributes the list filters on (minBet, minLineNum).
 */
export const lobbyGameSchema = gameSchema.extend({
  /** Smallest stake the game accepts. */
  minBet: z.number(),
  /** Largest stake the game accepts. */
  maxBet: z.number(),
  /** Pay lines (1 for table, live and card games). */
  lineNum: z.number().int(),
  /** The vendor's display name, for the tile caption. */
  vendorName: z.string(),
});
export type LobbyGame = z.infer<typeof lobbyGameSchema>;

export const recentGameSchema = lobbyGameSchema.extend({
  lastPlayedAt: isoDateTime,
  /** How many times this member launched the game. */
  playCount: z.number().int(),
});
export type RecentGame = z.infer<typeof recentGameSchema>;

export const popularGameSchema = lobbyGameSchema.extend({
  /** Distinct players who launched it recently. */
  playerCount: z.number().int(),
});

/** One entry of the header/lobby game menu: a category and its vendors. */
export const gameMenuSchema = z.object({
  gameCategory: z.enum(GAME_TYPES),
  displayName: z.string(),
  sort: z.number().int(),
  /**
   * The category's vendors. As on the real backend, SPORTS also carries the
   * e-sports and cockfight vendors (their card `gameType` says which); the
   * app splits them into their own categories after sports (SPEC §2 Lobby).
   */
  vendors: z.array(vendorCardSchema),
});
export type GameMenu = z.infer<typeof gameMenuSchema>;

export const gamesListValueSchema = z.object({
  games: z.array(lobbyGameSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GamesListValue = z.infer<typeof gamesListValueSchema>;

/**
 * The built-in demo lottery's ticket on the wire (a lottery lobby's GAME
 * launch): LOTTO_PICK_COUNT different numbers from 1 to LOTTO_NUMBER_MAX.
 * What a ticket pays lives with the demo games (src/demo-games/rules.ts).
 */
export const LOTTO_PICK_COUNT = 5;
export const LOTTO_NUMBER_MAX = 36;

/** Which page the built-in demo game runs: a slot machine, a card table or a lottery ticket. */
export const DEMO_GAME_KINDS = ['slot', 'table', 'lottery'] as const;

/**
 * How the demo page plays a ticket: `real` (wallet money), `trial` (a signed-in
 * player's free trial) or `guest` (a guest's free trial, on the trial routes).
 */
export const DEMO_PLAY_MODES = ['real', 'trial', 'guest'] as const;
export type DemoPlayMode = (typeof DEMO_PLAY_MODES)[number];

export const launchValueSchema = z.object({
  /** Where to open the game: launch CDN + the game page + a short-lived ticket. */
  url: z.string(),
  /** The launch CDN picked at random from the configured list ('' = same origin). */
  cdn: z.string(),
  ticket: z.string(),
  expiresAt: isoDateTime,
  freeTrial: z.boolean(),
  kind: z.enum(DEMO_GAME_KINDS),
});
export type LaunchValue = z.infer<typeof launchValueSchema>;

export const demoSessionSchema = z.object({
  ticket: z.string(),
  nodeId: z.number().int(),
  gameName: z.string(),
  gameCode: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
  gameClassify: z.string(),
  iconUrl: z.string(),
  kind: z.enum(DEMO_GAME_KINDS),
  /** Free-trial tickets play with demo credits and never touch the wallet. */
  freeTrial: z.boolean(),
  /** The wallet balance, or the demo credits left on a free-trial ticket. */
  balance: z.number(),
  currencySymbol: z.string(),
  minBet: z.number(),
  maxBet: z.number(),
  expiresAt: isoDateTime,
});
export type DemoSession = z.infer<typeof demoSessionSchema>;

export const demoBetValueSchema = z.object({
  roundId: z.string(),
  stake: z.number(),
  /** Total returned to the player (0 on a loss, the stake back on a push). */
  win: z.number(),
  multiplier: z.number(),
  outcome: z.enum(['WIN', 'LOSE', 'PUSH']),
  /** Slot: the three reel symbols. Table: player cards, then banker cards. Lottery: the drawn numbers, in draw order. */
  symbols: z.array(z.string()),
  /** Balance after the round (demo credits on a free-trial ticket). */
  balance: z.number(),
  freeTrial: z.boolean(),
});
export type DemoBetValue = z.infer<typeof demoBetValueSchema>;

export const vendorGameTypesSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameTypes: z.array(z.enum(GAME_TYPES)),
});

export const winnerRankingEntrySchema = z.object({
  rank: z.number().int(),
  customerName: z.string(),
  totalWin: z.number(),
  winCount: z.number().int(),
  biggestWin: z.number(),
  /** The game of the biggest win. */
  gameName: z.string(),
  /** That game's tile image and what launches it, so the list links to it. */
  iconUrl: z.string(),
  game: winnerRecordSchema.shape.game,
});
export type WinnerRankingEntry = z.infer<typeof winnerRankingEntrySchema>;

/** Winner ranking periods: the last day, week or month of wins. */
export const WINNER_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type WinnerPeriod = (typeof WINNER_PERIODS)[number];

/** Stakes are money: positive, with at most 2 decimals. */
const stake = moneyUpTo(1_000_000);

/** A lottery ticket's numbers: exactly LOTTO_PICK_COUNT different ones from 1 to LOTTO_NUMBER_MAX. */
export const lottoPicksSchema = z
  .array(z.number().int().min(1).max(LOTTO_NUMBER_MAX))
  .length(LOTTO_PICK_COUNT)
  .refine((picks) => new Set(picks).size === picks.length, 'The numbers must all be different');

export const gamesContract = c.router({
  menus: {
    method: 'GET',
    path: '/lgw/games/game_menus',
    query: z.object({ language, platform: codeText.default(PLATFORM_HTML5_DESKTOP) }),
    responses: respond(z.array(gameMenuSchema)),
    metadata: meta({
      source: 'spec',
      notCalled:
        'vendor lanes (games.vendorLanes) answer the same categories with their vendor cards in one call, and the header menu reads the page table; calling both would fetch the menu twice',
    }),
    summary: 'Game menu: each category with its vendors (only categories that have vendors)',
  },
  launch: {
    method: 'POST',
    path: '/wps/game/launchGame',
    body: z.object({
      nodeId: z.number().int().positive(),
      gameCode: nameText.trim().min(1),
      vassalage: nameText.trim().min(1),
      gameType: z.enum(GAME_TYPES),
      /** Free trial: only on games whose supportPlay is 0. */
      freeTrial: z.boolean().optional(),
      language: codeText.optional(),
    }),
    responses: respond(launchValueSchema),
    metadata: meta({ token: true, source: 'spec' }),
    summary: 'Launch a game: a launch URL on a random CDN with a short-lived ticket (trial accounts: free trial only)',
  },
  trialLaunch: {
    method: 'POST',
    path: '/wps/game/launchGame/trial',
    body: z.object({
      nodeId: z.number().int().positive(),
      gameCode: nameText.trim().min(1),
      vassalage: nameText.trim().min(1),
      gameType: z.enum(GAME_TYPES),
      language: codeText.optional(),
    }),
    responses: respond(launchValueSchema),
    metadata: meta({ source: 'ours' }),
    summary: 'Guest free trial (SPEC §6): a launch URL with a play-money ticket, only for games whose supportPlay is 0',
  },
  trialSession: {
    method: 'GET',
    path: '/wps/game/demo/trial/session',
    query: z.object({ ticket: tokenText.trim().min(1) }),
    responses: respond(demoSessionSchema),
    metadata: meta({ source: 'ours' }),
    summary: "Built-in demo game, guest free trial: what a trialLaunch ticket plays (the ticket is the credential)",
  },
  trialBet: {
    method: 'POST',
    path: '/wps/game/demo/trial/bet',
    body: z.object({ ticket: tokenText.trim().min(1), stake, requestId, picks: lottoPicksSchema.optional() }),
    responses: respond(demoBetValueSchema),
    metadata: meta({ source: 'ours' }),
    summary: 'Built-in demo game, guest free trial: play one round with the demo credits of a trialLaunch ticket',
  },
  demoSession: {
    method: 'GET',
    path: '/wps/game/demo/session',
    query: z.object({ ticket: tokenText.trim().min(1) }),
    responses: respond(demoSessionSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Built-in demo game: what a launch ticket plays (game, stake limits, balance or demo credits)',
  },
  demoBet: {
    method: 'POST',
    path: '/wps/game/demo/bet',
    body: z.object({
      ticket: tokenText.trim().min(1),
      stake,
      requestId,
      /** Lottery tickets only (required there, refused elsewhere): the player's numbers. */
      picks: lottoPicksSchema.optional(),
    }),
    responses: respond(demoBetValueSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Built-in demo game: play one round (BET debit, WIN credit on the ledger; free trial uses demo credits; lottery: picks)',
  },
  list: {
    method: 'GET',
    path: '/wps/relay/games/list',
    query: z.object({
      clientType: z.coerce.number().int().min(1).max(99).default(CLIENT_TYPE),
      platform: codeText.default(PLATFORM_FLASH_HTML5),
      channel: codeText.optional(),
      merchant: codeText.optional(),
      gameType: gameTypeFilter,
      vassalage: textFilter,
      gameClassify: z.enum(GAME_CLASSIFIES).optional(),
      /** Trimmed, case-insensitive "contains". */
      gameName: textFilter,
      /** Games playable with this stake: their minBet is at most this. */
      minBet: z.coerce.number().nonnegative().max(MONEY_MAX).optional(),
      /** Games with at least this many pay lines. */
      minLineNum: z.coerce.number().int().nonnegative().optional(),
      /** Lobby filter types served by this list: NEW (released in the last 30 days, newest first) and HOT. */
      filterType: z.enum(['ALL', 'NEW', 'HOT']).default('ALL'),
      pageNo: pageQuery.pageNo,
      pageSize: z.coerce.number().int().min(1).max(999).default(LOBBY_PAGE_SIZE),
      language,
    }),
    responses: respond(gamesListValueSchema),
    metadata: meta({ source: 'ours' }),
    summary: 'Game list of the lobby, filtered and paged (games + totalPages)',
  },
  hot: {
    method: 'GET',
    path: '/wps/relay/games/hot',
    query: z.object({
      merchantCode: codeText.optional(),
      isPlatform: z.coerce.number().int().min(1).max(99).default(IS_PLATFORM),
      gameType: gameTypeFilter,
      vassalage: textFilter,
      platform: codeText.default(PLATFORM_FLASH_HTML5),
      language,
    }),
    responses: respond(z.object({ list: z.array(lobbyGameSchema) })),
    metadata: meta({ source: 'ours' }),
    summary: 'Hot games (isHot 1), most popular first',
  },
  recent: {
    method: 'GET',
    path: '/wps/relay/games/recent',
    query: z.object({
      clientType: z.coerce.number().int().min(1).max(99).default(CLIENT_TYPE),
      page: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(999).default(RECENT_ON_LOGIN_PAGE_SIZE),
      gameType: gameTypeFilter,
      vassalage: textFilter,
      language,
    }),
    responses: respond(pagedList(recentGameSchema)),
    metadata: meta({ token: true, source: 'ours' }),
    summary: "The member's recently launched games, latest first",
  },
  popular: {
    method: 'GET',
    path: '/wps/relay/games/popular',
    query: z.object({
      gameType: gameTypeFilter,
      limitNum: z.coerce.number().int().min(1).max(100).default(12),
      language,
    }),
    responses: respond(z.object({ list: z.array(popularGameSchema) })),
    metadata: meta({ source: 'ours' }),
    summary: 'Most played games across all players',
  },
  vendorLanes: {
    method: 'GET',
    path: '/wps/relay/vendors/lanes',
    query: z.object({ platform: codeText.default(PLATFORM_HTML5_DESKTOP), language }),
    responses: respond(z.object({ data: z.object({ lanes: z.array(vendorCategorySchema) }) })),
    metadata: meta({ source: 'ours' }),
    summary: 'Vendor lanes: per category, its vendor cards (answers data.lanes)',
  },
  vendorGameTypes: {
    method: 'GET',
    path: '/wps/relay/vendors/gameType',
    query: z.object({ vassalage: textFilter, language }),
    responses: respond(z.object({ list: z.array(vendorGameTypesSchema) })),
    metadata: meta({ source: 'ours' }),
    summary: 'The game types each vendor offers (one vendor when vassalage is given)',
  },
  winnerBoard: {
    method: 'GET',
    path: '/wps/relay/winners/board',
    query: z.object({
      gameCategory: gameCategoryQuery,
      language,
      limitNum: z.coerce.number().int().min(1).max(100).default(WINNER_BOARD_LIMIT),
    }),
    responses: respond(z.object({ list: z.array(winnerRecordSchema) })),
    metadata: meta({ source: 'ours' }),
    summary: 'Winner board: biggest wins first',
  },
  winnerRanking: {
    method: 'GET',
    path: '/wps/relay/winners/ranking',
    query: z.object({
      gameCategory: gameCategoryQuery,
      /** Wins counted over the last day, week or month up to the latest settled win. */
      period: z.enum(WINNER_PERIODS).default('WEEK'),
      language,
      limitNum: z.coerce.number().int().min(1).max(100).default(10),
    }),
    responses: respond(z.object({ list: z.array(winnerRankingEntrySchema) })),
    metadata: meta({ source: 'ours' }),
    summary: 'Winner ranking: players by total winnings',
  },
});

/**
 * What the built-in demo game page tells the lobby window after each round
 * (window.postMessage, origin-checked on both ends): the lobby refreshes the
 * header balance, recent games and the winner board.
 */
export const DEMO_GAME_MESSAGE_TYPE = 'casino:demo-game-round';
export const demoGameMessageSchema = z.object({
  type: z.literal(DEMO_GAME_MESSAGE_TYPE),
  ticket: z.string(),
  freeTrial: z.boolean(),
  outcome: z.enum(['WIN', 'LOSE', 'PUSH']),
  balance: z.number(),
});
export type DemoGameMessage = z.infer<typeof demoGameMessageSchema>;
