import { contract } from '../../contracts';
import type { LaunchQuery } from '../../contracts/games';
import { DEFAULT_CURRENCY_SYMBOL, DEFAULT_LANGUAGE, type GameType } from '../../contracts/shared/constants';
import type { Game } from '../../contracts/shared/entities';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireMember, isTrial } from '../engine/auth';
import { assertMayFreePlay } from '../responsibleGaming/jurisdiction';
import { implement, type MockContext } from '../engine/implement';
import { ok, refuse } from '../engine/refusal';
import { once } from '../wallet/idempotency';
import { balanceOf } from '../wallet/ledger';
import { launchLottery } from '../lottery/launch';
import { recentPlays, winners, type GameRecord } from './collections';
import { closeRunningGames, GUEST_ACCOUNT, openTicket, recordPlay, runningGameOf, toWinnerRecord } from './play';
import { exclusive, operationKey } from '../engine/lock';
import { gameById, gamesOf, hotGamesOf, queryGames, toWireGame } from './query';
import { issueTicket, playRound, sessionOf, type IssuedLaunch } from './rounds';
import { vendorGameTypes, vendorIcon, vendorLanes } from './vendors';
import { VENDOR_NAMES } from './catalogue-data';
import { assertMayPlay } from '../responsibleGaming/guard';

const upper = (text: string | undefined) => text?.trim().toUpperCase() || undefined;

/** Launch fields of a game item (WIRE.md §6.4 G11, G13): the node, its vendor, and its gameId (or roomId). */
interface LaunchFields {
  nodeId?: number | string;
  gameId?: number | string;
  roomId?: number | string;
  vassalage?: string;
}

/** The catalogue game a launch names, refused when its gameId or vendor disagree. */
function launchableGame(query: LaunchFields): GameRecord {
  const game = query.nodeId === undefined ? undefined : gameById(query.nodeId);
  const id = query.gameId ?? query.roomId;
  if (!game || id === undefined || String(id) !== game.gameId || game.vassalage !== upper(query.vassalage)) {
    throw refuse(ERROR_CODES.NOT_FOUND, 'No such game', 400);
  }
  return game;
}

/**
 * G11's answer: `content.game_url`; Playtech answers only `game_url2`, as some platform builds do,
 * so the client's fallback is exercised (WIRE.md §6.4).
 */
function launchAnswer(game: GameRecord, launch: IssuedLaunch) {
  return ok({ content: game.vassalage === 'PT' ? { game_url2: launch.url } : { game_url: launch.url } });
}

async function launchGame(query: LaunchQuery, ctx: MockContext) {
  const member = requireMember(ctx);
  const game = launchableGame(query);
  const freeTrial = Number(query.accountType) === 0;
  if (freeTrial && game.supportPlay !== 0) throw refuse(ERROR_CODES.FORBIDDEN, 'This game offers no free trial', 400);
  // Trial (type 4) accounts may only play free trials (SPEC §2 game launch, §6).
  if (!freeTrial && isTrial(member)) throw refuse(ERROR_CODES.TRIAL_ACCOUNT, undefined, 400);
  // UKGC (issue 35): a free trial only once age and identity are verified; a trial account never is.
  if (freeTrial) assertMayFreePlay(isTrial(member) ? null : member.account);
  // Responsible gaming: no play while self-excluded or past the session-length limit, free trial included.
  assertMayPlay(member.account, ctx.session?.createdAt ?? null);
  // The check and the ticket in one step per member: two launches at once cannot both pass #734.
  return exclusive([operationKey(member.account)], async () => {
    // WIRE.md §4.4 #734: a real game with a round played and not closed holds the member; only it may be
    // launched again (resumed) until it is closed. A free trial plays no money and is never held.
    const running = freeTrial ? undefined : runningGameOf(member.account);
    if (running && running.nodeId !== game.nodeId) throw refuse(ERROR_CODES.PREVIOUS_GAME_NOT_FINISHED, 'Previous game not finished (#734)', 400);
    const launch = await issueTicket(member.account, game, freeTrial, freeTrial ? 'trial' : 'real', query.language ?? member.language);
    await recordPlay(member.account, game.nodeId);
    return launchAnswer(game, launch);
  });
}

/**
 * The hot list (G2): the hot games of the type (and vendor), then, on the slots list, an entry per
 * leading slot vendor with `isGame: "VASSALAGE"`: a click opens that vendor's games instead of
 * launching (WIRE.md §6.4), and its nodeId comes as text, as the platform's ids may.
 */
function hotList(gameType: GameType | undefined, vassalage: string | undefined): Game[] {
  const games = hotGamesOf(gameType, vassalage).map(toWireGame);
  if (vassalage || (gameType && gameType !== 'RNG')) return games;
  const vendors = ['PNG', 'MG', 'ISB'].filter((code) => gamesOf('RNG', code).length > 0);
  return [
    ...games,
    ...vendors.map((code) => ({
      nodeId: `VENDOR_${code}`,
      gameName: VENDOR_NAMES[code] ?? code,
      displayName: VENDOR_NAMES[code] ?? code,
      showIcon: vendorIcon(code),
      vassalage: code,
      gameType: 'RNG',
      isGame: 'VASSALAGE',
    })),
  ];
}

export const gamesImpl = implement(contract.games, {
  list: ({ query }) => ok(queryGames(query)),

  hot: ({ query }) => ok({ list: hotList(query.gameType, upper(query.vassalage)) }),

  // WIRE.md §8 Q7: a mobile build POSTs the same call.
  hotMobile: ({ body }) => ok({ list: hotList(body.gameType, upper(body.vassalage)) }),

  recent: ({ query }, ctx) => {
    const member = requireMember(ctx);
    const vassalage = upper(query.vassalage);
    const rows = recentPlays
      .findMany((q) => q.where({ account: member.account }))
      .sort((a, b) => (a.playedAt < b.playedAt ? 1 : a.playedAt > b.playedAt ? -1 : b.id - a.id))
      .flatMap((row) => {
        const game = gameById(row.nodeId);
        if (!game) return [];
        if (query.gameType && game.gameType !== query.gameType) return [];
        if (vassalage && game.vassalage !== vassalage) return [];
        return [toWireGame(game)];
      });
    // WIRE.md §8 Q11: pageNo as observed, page as SPEC writes it.
    const pageNo = query.pageNo ?? query.page ?? 1;
    const start = (pageNo - 1) * query.pageSize;
    return ok({ list: rows.slice(start, start + query.pageSize), totalPages: Math.ceil(rows.length / query.pageSize) });
  },

  launch: async ({ query }, ctx) => {
    // WIRE.md §4.4: a launch without launchMode is #727 with HTTP 500.
    if (query.launchMode === undefined) throw refuse(ERROR_CODES.SYSTEM_BUSY, undefined, 500);
    if (query.launchMode === 'LOTT') return ok(await launchLottery(query, ctx));
    return launchGame(query, ctx);
  },

  // SPEC §6: a guest may use the free trial where supported. No session, no
  // wallet, no recent games: a play-money ticket that is its own credential.
  trialLaunch: async ({ query }) => {
    const game = launchableGame(query);
    if (game.supportPlay !== 0) throw refuse(ERROR_CODES.FORBIDDEN, 'This game offers no free trial', 400);
    // UKGC (issue 35): no free play before age and identity are verified, which a guest never is.
    assertMayFreePlay(null);
    return launchAnswer(game, await issueTicket(GUEST_ACCOUNT, game, true, 'guest', query.language ?? DEFAULT_LANGUAGE));
  },

  trialSession: ({ query }) => {
    const { record, game } = openTicket(query.ticket, null);
    return ok(sessionOf(record, game, 0, DEFAULT_CURRENCY_SYMBOL));
  },

  trialBet: async ({ body }) => {
    // Idempotency is per ticket for guests: they have no account to key it on.
    const value = await once(`guest:${body.ticket}`, body.requestId, 'games.trialBet', body, async () => {
      const { record, game } = openTicket(body.ticket, null);
      return playRound(record, game, null, body);
    });
    return ok(value);
  },

  demoSession: ({ query }, ctx) => {
    const member = requireMember(ctx);
    const { record, game } = openTicket(query.ticket, member);
    return ok(sessionOf(record, game, balanceOf(member.account), member.currencySymbol || DEFAULT_CURRENCY_SYMBOL));
  },

  demoBet: async ({ body }, ctx) => {
    const member = requireMember(ctx);
    const value = await once(member.account, body.requestId, 'games.demoBet', body, async () => {
      const { record, game } = openTicket(body.ticket, member);
      return playRound(record, game, member, body);
    });
    return ok(value);
  },

  closeGame: async ({ body }, ctx) => {
    const member = requireMember(ctx);
    const nodeId = body.nodeId === undefined ? undefined : Number(body.nodeId);
    if (nodeId !== undefined && !Number.isSafeInteger(nodeId)) throw refuse(ERROR_CODES.VALIDATION, 'body.nodeId: not a game', 400);
    const closed = await exclusive([operationKey(member.account)], () => closeRunningGames(member.account, nodeId));
    return ok({ closed });
  },

  vendorLanes: (_input, ctx) => ok({ data: { lanes: vendorLanes({ singleSportsVendor: ctx.scenario.flags.singleSportsVendor }) } }),

  vendorGameTypes: ({ query }) => ok({ content: vendorGameTypes(upper(query.vassalage)) }),

  winnerBoard: ({ query }) => {
    const list = winners
      .all()
      .filter((row) => query.gameCategory === 'ALL' || row.gameType === query.gameCategory)
      .sort((a, b) => b.winAmount - a.winAmount || a.recordId - b.recordId)
      .slice(0, query.limitNum)
      .map(toWinnerRecord);
    return ok({ list });
  },
});
