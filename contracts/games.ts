import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  CLIENT_TYPE, DEFAULT_LANGUAGE, GAME_CLASSIFIES, GAME_TYPES, IS_PLATFORM, LOBBY_PAGE_SIZE,
  PLATFORM_FLASH_HTML5, PLATFORM_HTML5_DESKTOP, RECENT_ON_LOGIN_PAGE_SIZE, WINNER_BOARD_LIMIT,
} from './shared/constants';
import { respond } from './shared/envelope';
import { gameSchema, isoDateTime, vendorLaneSchema, winnerRecordSchema } from './shared/entities';
import { codeText, MONEY_MAX, moneyUpTo, nameText, tokenText, urlText } from './shared/limits';
import { observed, ours } from './shared/meta';
import { requestId } from './shared/paging';

const c = initContract();

/** Query text filters: trimmed; blank means "no filter". */
const textFilter = z.string().trim().max(100).optional();
const language = z.string().trim().min(2).max(8).default(DEFAULT_LANGUAGE);
/** Game types as they go out; the simulated backend knows ours (SPB and MXWIN travel as RNG, WIRE.md §6.4). */
const gameTypeFilter = z.enum(GAME_TYPES).optional();
const pageNo = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(999);
/** A positive whole number that may come as text (every query value does). */
const countQuery = z.coerce.number().int().min(1);
/** An id sent as the game item gave it (WIRE.md §8 Q17): digits go as numbers, anything else as text. */
const idQuery = z.union([z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), z.string().trim().min(1).max(64)]);
/** `ALL` or one game type (the winner board). */
export const gameCategoryQuery = z.union([z.literal('ALL'), z.enum(GAME_TYPES)]).default('ALL');

/** Paging of a game list answer (WIRE.md §6.4 G1): `pageNum` may be absent; totals may come as text. */
const pageCount = z.coerce.number().int().nonnegative();

/** G1: `games[]`, `totalPages`, `pageSize`, `pageNum?`; the total shown is totalPages × pageSize. */
export const gameListValueSchema = z
  .object({
    games: z.array(gameSchema),
    totalPages: pageCount,
    pageSize: pageCount,
    pageNum: pageCount.optional(),
  })
  .passthrough();
export type GameListValue = z.infer<typeof gameListValueSchema>;

/** G10 (§8 Q3): `list` and `totalPages`; a build that answers `content` is read too, and neither is required. */
export const recentGamesValueSchema = z
  .object({
    list: z.array(gameSchema).optional(),
    content: z.array(gameSchema).optional(),
    totalPages: pageCount.optional(),
  })
  .passthrough();
export type RecentGamesValue = z.infer<typeof recentGamesValueSchema>;

/** G11 `content.game_url`, else `content.game_url2`; G12 (the lottery lobby) answers `gameUrl`. */
export const launchValueSchema = z
  .object({
    content: z.object({ game_url: z.string().nullish(), game_url2: z.string().nullish() }).passthrough().nullish(),
    gameUrl: z.string().nullish(),
  })
  .passthrough();
export type LaunchValue = z.infer<typeof launchValueSchema>;

/** G5: `content` maps a game type to `{vendorCode: [...]}`; deeper fields are not recorded. */
export const vendorGameTypesValueSchema = z
  .object({ content: z.record(z.string(), z.record(z.string(), z.unknown())) })
  .passthrough();
export type VendorGameTypesValue = z.infer<typeof vendorGameTypesValueSchema>;

/** G11 `launchMode`: GLS launches a game; LOTT (G12) opens the lottery lobby or one lottery game. */
export const LAUNCH_MODES = ['GLS', 'LOTT'] as const;
/** G11 `accountType`: 1 real play, 0 trial. */
export const ACCOUNT_TYPE_REAL = 1;
export const ACCOUNT_TYPE_TRIAL = 0;
/** G12: the lottery areas, views and prize-mode words the platform sends. */
export const LOTTO_AREAS = ['VN', 'SEA'] as const;
export const LOTTO_VIEWS = ['betting', 'lobby'] as const;

/**
 * One route for G11 and G12: the platform has one path for both, told apart by `launchMode`
 * (WIRE.md §6.4). Every field is optional here so that a call without `launchMode` reaches the
 * server, which answers it as the platform does (#727, HTTP 500); the lobby's api builds each
 * mode's exact field set.
 */
export const launchQuerySchema = z
  .object({
    launchMode: z.enum(LAUNCH_MODES).optional(),
    // G11 (launchMode GLS)
    gameId: idQuery.optional(),
    roomId: idQuery.optional(),
    nodeId: idQuery.optional(),
    matchId: idQuery.optional(),
    leagueId: idQuery.optional(),
    accountType: z.coerce.number().int().min(0).max(1).optional(),
    confirmTrans: z.coerce.number().int().min(0).max(1).optional(),
    vassalage: nameText.trim().min(1).optional(),
    platform: codeText.optional(),
    clientType: z.coerce.number().int().min(1).max(99).optional(),
    merchantCode: codeText.optional(),
    // G12 (launchMode LOTT)
    device: codeText.optional(),
    lottoArea: z.enum(LOTTO_AREAS).optional(),
    lottoPrizeMode: codeText.optional(),
    lottoGameCode: nameText.trim().min(1).optional(),
    lottoView: z.enum(LOTTO_VIEWS).optional(),
    hasLobby: z.enum(['true', 'false']).or(z.boolean()).optional(),
    labelName: nameText.optional(),
    backUrl: urlText.optional(),
    language: codeText.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.launchMode === 'GLS' && query.gameId === undefined && query.roomId === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['gameId'], message: 'gameId or roomId is required to launch' });
    }
    if (query.launchMode === 'GLS' && query.nodeId === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['nodeId'], message: 'Required' });
    if (query.launchMode === 'LOTT' && query.lottoArea === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['lottoArea'], message: 'Required' });
  });
export type LaunchQuery = z.input<typeof launchQuerySchema>;

/** G13: the trial launch's parameters are not recorded; ours are G11's game fields. */
const trialLaunchQuery = z.object({
  gameId: idQuery.optional(),
  roomId: idQuery.optional(),
  nodeId: idQuery,
  matchId: idQuery.optional(),
  leagueId: idQuery.optional(),
  vassalage: nameText.trim().min(1),
  platform: codeText.optional(),
  clientType: z.coerce.number().int().min(1).max(99).optional(),
  merchantCode: codeText.optional(),
  language: codeText.optional(),
});

const hotQuery = z.object({
  merchantCode: codeText.optional(),
  isPlatform: z.coerce.number().int().min(1).max(99).default(IS_PLATFORM),
  gameType: gameTypeFilter,
  /** The desktop client sends "" (every vendor). */
  vassalage: z.string().trim().max(100).optional(),
  platform: codeText.default(PLATFORM_FLASH_HTML5),
  language,
});

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

/** Stakes are money: positive, with at most 2 decimals. */
const stake = moneyUpTo(1_000_000);

/** A lottery ticket's numbers: exactly LOTTO_PICK_COUNT different ones from 1 to LOTTO_NUMBER_MAX. */
export const lottoPicksSchema = z
  .array(z.number().int().min(1).max(LOTTO_NUMBER_MAX))
  .length(LOTTO_PICK_COUNT)
  .refine((picks) => new Set(picks).size === picks.length, 'The numbers must all be different');

export const gamesContract = c.router({
  list: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    query: z.object({
      clientType: z.coerce.number().int().min(1).max(99).default(CLIENT_TYPE),
      platform: codeText.default(PLATFORM_FLASH_HTML5),
      channel: codeText.optional(),
      merchant: codeText.optional(),
      gameType: gameTypeFilter,
      /** One vendor code, or several comma-separated (the SPB tab sends "SPB,SS"). */
      vassalage: textFilter,
      gameClassify: z.enum(GAME_CLASSIFIES).optional(),
      /** Trimmed, case-insensitive "contains". */
      gameName: textFilter,
      /** Games playable with this stake. */
      minBet: z.coerce.number().nonnegative().max(MONEY_MAX).optional(),
      /** Games with at least this many pay lines. */
      minLineNum: z.coerce.number().int().nonnegative().optional(),
      pageNo,
      /** 12 on home, 18 in the lobby (SPEC), 40 in pop-ups. */
      pageSize: pageSize.default(LOBBY_PAGE_SIZE),
      language,
    }),
    responses: respond(gameListValueSchema),
    metadata: observed('G1', { module: 'GAMELO3' }),
    summary: 'G1 game list of the lobby, filtered and paged: games, totalPages, pageSize, pageNum?',
  },
  hot: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    query: hotQuery,
    responses: respond(z.object({ list: z.array(gameSchema) }).passthrough()),
    metadata: observed('G2', { module: 'GAMELOHOT3' }),
    summary: 'G2 hot games (kept in session storage by the client)',
  },
  hotMobile: {
    method: 'POST',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    body: hotQuery.extend({ isPlatform: z.number().int().min(1).max(99).default(IS_PLATFORM) }),
    responses: respond(z.object({ list: z.array(gameSchema) }).passthrough()),
    metadata: observed('G2', {
      module: 'GAMELOHOT3',
      notCalled: 'the mobile build POSTs hot games (WIRE.md §8 Q7); this desktop client sends GET (games.hot), and the simulated backend accepts both',
    }),
    summary: 'G2 hot games as a mobile build asks for them (POST)',
  },
  recent: {
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    query: z.object({
      clientType: z.coerce.number().int().min(1).max(99).default(CLIENT_TYPE),
      gameType: gameTypeFilter,
      /** WIRE.md §8 Q11: the platform sends pageNo; SPEC writes page. Both are read. */
      pageNo: countQuery.optional(),
      page: countQuery.optional(),
      pageSize: pageSize.default(RECENT_ON_LOGIN_PAGE_SIZE),
      language,
      vassalage: textFilter,
    }),
    responses: respond(recentGamesValueSchema),
    metadata: observed('G10', { token: true, module: 'GAMELOREC3' }),
    summary: "G10 the member's recently launched games, latest first: list, totalPages",
  },
  launch: {
    method: 'GET',
    path: '/wps/game/launchGame',
    query: launchQuerySchema,
    responses: respond(launchValueSchema),
    metadata: observed('G11', { token: true, module: 'GAMELO3' }),
    summary:
      'G11 launch a game (launchMode GLS: content.game_url, else game_url2) and G12 the lottery lobby or one lottery game (launchMode LOTT: gameUrl); GET only, #727 without launchMode',
  },
  trialLaunch: {
    method: 'GET',
    path: '/wps/relay/GCS_gameTrialLaunch',
    query: trialLaunchQuery,
    responses: respond(launchValueSchema),
    metadata: observed('G13'),
    summary: "G13 a guest's free trial of a game whose supportPlay is 0: content.game_url",
  },
  trialSession: {
    method: 'GET',
    path: '/wps/relay/GCS_getDemoTrialSession',
    query: z.object({ ticket: tokenText.trim().min(1) }),
    responses: respond(demoSessionSchema),
    metadata: ours(),
    summary: 'Built-in demo game, guest free trial: what a trial launch ticket plays (the ticket is the credential)',
  },
  trialBet: {
    method: 'POST',
    path: '/wps/relay/GCS_processDemoTrialBet',
    body: z.object({ ticket: tokenText.trim().min(1), stake, requestId, picks: lottoPicksSchema.optional() }),
    responses: respond(demoBetValueSchema),
    metadata: ours(),
    summary: 'Built-in demo game, guest free trial: play one round with the demo credits of a trial ticket',
  },
  demoSession: {
    method: 'GET',
    path: '/wps/relay/GCS_getDemoSession',
    query: z.object({ ticket: tokenText.trim().min(1) }),
    responses: respond(demoSessionSchema),
    metadata: ours({ token: true }),
    summary: 'Built-in demo game: what a launch ticket plays (game, stake limits, balance or demo credits)',
  },
  demoBet: {
    method: 'POST',
    path: '/wps/relay/GCS_processDemoBet',
    body: z.object({
      ticket: tokenText.trim().min(1),
      stake,
      requestId,
      /** Lottery tickets only (required there, refused elsewhere): the player's numbers. */
      picks: lottoPicksSchema.optional(),
    }),
    responses: respond(demoBetValueSchema),
    metadata: ours({ token: true }),
    summary: 'Built-in demo game: play one round (BET debit, WIN credit on the ledger; free trial uses demo credits; lottery: picks)',
  },
  closeGame: {
    method: 'POST',
    path: '/wps/relay/GCS_closeGame',
    body: z.object({ nodeId: idQuery.optional() }),
    responses: respond(z.object({ closed: z.number().int() })),
    // Best effort when a game closes: a refusal shows nothing (the next launch meets #734 and offers to close it).
    metadata: ours({ token: true, silent: true }),
    summary:
      "Ends the member's running game (the one whose unfinished round answers #734 to any other launch): that node's, or every one without nodeId; the frame sends it when a game closes",
  },
  vendorLanes: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor',
    query: z.object({
      platform: codeText.default(PLATFORM_HTML5_DESKTOP),
      merchantCode: codeText.optional(),
      /** A forced refresh; the platform's value is not recorded. */
      flush: z.enum(['true', 'false']).or(z.boolean()).optional(),
    }),
    responses: respond(z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }).passthrough() }).passthrough()),
    metadata: observed('G3'),
    summary: 'G3 vendor lanes: value.data.lanes, each {title, gameClassify?, cards}',
  },
  vendorGameTypes: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    query: z.object({ vassalage: nameText.trim().min(1).optional() }),
    responses: respond(vendorGameTypesValueSchema),
    metadata: observed('G5', { module: 'COMM3' }),
    summary: 'G5 the game types of the vendors: content maps a game type to {vendorCode: [...]}',
  },
  winnerBoard: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    query: z.object({
      gameCategory: gameCategoryQuery,
      language,
      limitNum: z.coerce.number().int().min(1).max(100).default(WINNER_BOARD_LIMIT),
    }),
    responses: respond(z.object({ list: z.array(winnerRecordSchema) }).passthrough()),
    metadata: observed('G17', { module: 'COMM3' }),
    summary: 'G17 winner board: list[{vo}], the client flattens vo and sorts by winAmount',
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
