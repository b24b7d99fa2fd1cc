import { paginate } from '../engine/paginate';
import { contract } from '../../contracts';
import type { RecentGame } from '../../contracts/games';
import { DEFAULT_CURRENCY_SYMBOL, DEFAULT_LANGUAGE } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireMember, isTrial } from '../engine/auth';
import { implement } from '../engine/implement';
import { ok, refuse } from '../engine/refusal';
import { once } from '../wallet/idempotency';
import { balanceOf } from '../wallet/ledger';
import { recentPlays, winners } from './collections';
import { maskName } from './demo';
import { GUEST_ACCOUNT, openTicket, recordPlay, toWinnerRecord } from './play';
import { gameById, gamesOf, queryGames, toLobbyGame } from './query';
import { issueTicket, playRound, sessionOf } from './rounds';
import { gameMenus, vendorGameTypes, vendorLanes } from './vendors';
import { round2 } from '../records/helpers';
import { assertMayPlay } from '../responsibleGaming/guard';

const upper = (text: string | undefined) => text?.trim().toUpperCase() || undefined;

/** The catalogue game a launch names, refused when any of its fields disagree. */
function launchableGame(body: { nodeId: number; gameCode: string; vassalage: string; gameType: string }) {
  const game = gameById(body.nodeId);
  if (!game || game.gameCode !== body.gameCode || game.vassalage !== upper(body.vassalage) || game.gameType !== body.gameType) {
    throw refuse(ERROR_CODES.NOT_FOUND, 'No such game', 404);
  }
  return game;
}

/** How far back each winner ranking period reaches. */
export const WINNER_PERIOD_DAYS = { DAY: 1, WEEK: 7, MONTH: 30 } as const;

export const gamesImpl = implement(contract.games, {
  menus: () => ok(gameMenus()),

  launch: async ({ body }, ctx) => {
    const member = requireMember(ctx);
    const game = launchableGame(body);
    const freeTrial = body.freeTrial === true;
    if (freeTrial && game.supportPlay !== 0) throw refuse(ERROR_CODES.FORBIDDEN, 'This game offers no free trial', 403);
    // Trial (type 4) accounts may only play free trials (SPEC §2 game launch, §6).
    if (!freeTrial && isTrial(member)) throw refuse(ERROR_CODES.TRIAL_ACCOUNT, undefined, 403);
    // Responsible gaming: no play while self-excluded or past the session-length limit, free trial included.
    assertMayPlay(member.account, ctx.session?.createdAt ?? null);
    const value = await issueTicket(member.account, game, freeTrial, freeTrial ? 'trial' : 'real', body.language ?? member.language);
    await recordPlay(member.account, game.nodeId);
    return ok(value);
  },

  // SPEC §6: a guest may use the free trial where supported. No session, no
  // wallet, no recent games: a play-money ticket that is its own credential.
  trialLaunch: async ({ body }) => {
    const game = launchableGame(body);
    if (game.supportPlay !== 0) throw refuse(ERROR_CODES.FORBIDDEN, 'This game offers no free trial', 403);
    return ok(await issueTicket(GUEST_ACCOUNT, game, true, 'guest', body.language ?? DEFAULT_LANGUAGE));
  },

  trialSession: ({ query }) => {
    const { record, game } = openTicket(query.ticket, null);
    return ok(sessionOf(record, game, 0, DEFAULT_CURRENCY_SYMBOL));
  },

  trialBet: async ({ body }) => {
    // Idempotency is per ticket for guests: they have no account to key it on.
    const value = await once(`guest:${body.ticket}`, body.requestId, 'games.trialBet', async () => {
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
    const value = await once(member.account, body.requestId, 'games.demoBet', async () => {
      const { record, game } = openTicket(body.ticket, member);
      return playRound(record, game, member, body);
    });
    return ok(value);
  },

  list: ({ query }) => ok(queryGames(query)),

  hot: ({ query }) =>
    ok({ list: gamesOf(query.gameType, upper(query.vassalage)).filter((game) => game.isHot === 1).map(toLobbyGame) }),

  recent: ({ query }, ctx) => {
    const member = requireMember(ctx);
    const vassalage = upper(query.vassalage);
    const rows: RecentGame[] = recentPlays
      .findMany((q) => q.where({ account: member.account }))
      .sort((a, b) => (a.playedAt < b.playedAt ? 1 : a.playedAt > b.playedAt ? -1 : b.id - a.id))
      .flatMap((row) => {
        const game = gameById(row.nodeId);
        if (!game) return [];
        if (query.gameType && game.gameType !== query.gameType) return [];
        if (vassalage && game.vassalage !== vassalage) return [];
        return [{ ...toLobbyGame(game), lastPlayedAt: row.playedAt, playCount: row.playCount }];
      });
    return ok(paginate(rows, query.page, query.pageSize));
  },

  popular: ({ query }) => {
    const players = new Map<number, Set<string>>();
    for (const row of recentPlays.all()) {
      const set = players.get(row.nodeId) ?? new Set<string>();
      set.add(row.account);
      players.set(row.nodeId, set);
    }
    const played = [...players]
      .map(([nodeId, accounts]) => ({ game: gameById(nodeId), playerCount: accounts.size }))
      .filter((item): item is { game: NonNullable<typeof item.game>; playerCount: number } =>
        Boolean(item.game && (!query.gameType || item.game.gameType === query.gameType)),
      )
      .sort((a, b) => b.playerCount - a.playerCount || b.game.popularity - a.game.popularity || a.game.nodeId - b.game.nodeId);
    const list = played.slice(0, query.limitNum).map(({ game, playerCount }) => ({ ...toLobbyGame(game), playerCount }));
    // Fewer played games than asked: fill up with the most popular of the catalogue.
    if (list.length < query.limitNum) {
      const taken = new Set(list.map((game) => game.nodeId));
      for (const game of gamesOf(query.gameType)) {
        if (list.length >= query.limitNum) break;
        if (!taken.has(game.nodeId)) list.push({ ...toLobbyGame(game), playerCount: 0 });
      }
    }
    return ok({ list });
  },

  vendorLanes: (_input, ctx) => ok({ data: { lanes: vendorLanes({ singleSportsVendor: ctx.scenario.flags.singleSportsVendor }) } }),

  vendorGameTypes: ({ query }) => {
    const vassalage = upper(query.vassalage);
    const list = vendorGameTypes().filter((vendor) => !vassalage || vendor.vassalage === vassalage);
    if (vassalage && list.length === 0) throw refuse(ERROR_CODES.NOT_FOUND, `Unknown vendor ${vassalage}`, 404);
    return ok({ list });
  },

  winnerBoard: ({ query }) => {
    const list = winners
      .all()
      .filter((row) => query.gameCategory === 'ALL' || row.gameType === query.gameCategory)
      .sort((a, b) => b.winAmount - a.winAmount || a.recordId - b.recordId)
      .slice(0, query.limitNum)
      .map(toWinnerRecord);
    return ok({ list });
  },

  winnerRanking: ({ query }) => {
    const rows = winners.all().filter((row) => query.gameCategory === 'ALL' || row.gameType === query.gameCategory);
    // Periods count back from the latest settled win, so a ranking is "as of the last settlement".
    const latest = rows.reduce((max, row) => Math.max(max, Date.parse(row.createTime)), 0);
    const since = latest - WINNER_PERIOD_DAYS[query.period] * 86_400_000;
    const byPlayer = new Map<string, { account: string; totalWin: number; winCount: number; biggestWin: number; best: (typeof rows)[number] }>();
    for (const row of rows) {
      if (Date.parse(row.createTime) <= since) continue;
      const entry = byPlayer.get(row.account) ?? { account: row.account, totalWin: 0, winCount: 0, biggestWin: 0, best: row };
      entry.totalWin = round2(entry.totalWin + row.winAmount);
      entry.winCount += 1;
      if (row.winAmount > entry.biggestWin) {
        entry.biggestWin = row.winAmount;
        entry.best = row;
      }
      byPlayer.set(row.account, entry);
    }
    const list = [...byPlayer.values()]
      .sort((a, b) => b.totalWin - a.totalWin || a.account.localeCompare(b.account))
      .slice(0, query.limitNum)
      .map(({ account, best, ...entry }, i) => ({
        rank: i + 1, customerName: maskName(account), ...entry, gameName: best.gameName, iconUrl: best.iconUrl, game: { ...best.game },
      }));
    return ok({ list });
  },
});

