import { paginate } from '../engine/paginate';
import { contract } from '../../contracts';
import type { DemoBetValue, RecentGame } from '../../contracts/games';
import { DEFAULT_CURRENCY_SYMBOL } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireMember, isTrial } from '../engine/auth';
import { now } from '../engine/clock';
import { implement } from '../engine/implement';
import { ok, okData, refuse } from '../engine/refusal';
import { once } from '../wallet/idempotency';
import { balanceOf, credit, debit } from '../wallet/ledger';
import { launchTickets, recentPlays, winners } from './collections';
import { demoKindOf, demoOutcome, FREE_TRIAL_CREDITS, launchUrl, maskName, pickLaunchCdn, TICKET_TTL_MS } from './demo';
import { dropExpiredTickets, openTicket, recordPlay, recordWin, toWinnerRecord, touchTicket } from './play';
import { gameById, gamesOf, queryGames, toLobbyGame } from './query';
import { gameMenus, vendorGameTypes, vendorLanes } from './vendors';

const round2 = (amount: number) => Math.round(amount * 100) / 100;
const upper = (text: string | undefined) => text?.trim().toUpperCase() || undefined;

function newTicket(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export const gamesImpl = implement(contract.games, {
  menus: () => ok(gameMenus()),

  launch: async ({ body }, ctx) => {
    const member = requireMember(ctx);
    const game = gameById(body.nodeId);
    if (!game || game.gameCode !== body.gameCode || game.vassalage !== upper(body.vassalage) || game.gameType !== body.gameType) {
      throw refuse(ERROR_CODES.NOT_FOUND, 'No such game', 404);
    }
    const freeTrial = body.freeTrial === true;
    if (freeTrial && game.supportPlay !== 0) throw refuse(ERROR_CODES.FORBIDDEN, 'This game offers no free trial', 403);
    // Trial (type 4) accounts may only play free trials (SPEC §2 game launch, §6).
    if (!freeTrial && isTrial(member)) throw refuse(ERROR_CODES.TRIAL_ACCOUNT, undefined, 403);

    dropExpiredTickets(member.account);
    const ticket = newTicket();
    const createdAt = new Date(now()).toISOString();
    const expiresAt = new Date(now() + TICKET_TTL_MS).toISOString();
    const kind = demoKindOf(game);
    await launchTickets.create({
      ticket, account: member.account, nodeId: game.nodeId, kind, freeTrial,
      demoCredits: freeTrial ? FREE_TRIAL_CREDITS : 0, createdAt, expiresAt,
    });
    await recordPlay(member.account, game.nodeId);
    const cdn = pickLaunchCdn();
    const url = launchUrl(cdn, kind, {
      ticket,
      gameCode: game.gameCode,
      mode: freeTrial ? 'trial' : 'real',
      language: body.language ?? member.language,
    });
    return ok({ url, cdn, ticket, expiresAt, freeTrial, kind });
  },

  demoSession: ({ query }, ctx) => {
    const member = requireMember(ctx);
    const { record, game } = openTicket(query.ticket, member);
    return ok({
      ticket: record.ticket,
      nodeId: game.nodeId,
      gameName: game.gameName,
      gameCode: game.gameCode,
      vassalage: game.vassalage,
      gameType: game.gameType,
      gameClassify: game.gameClassify,
      iconUrl: game.iconUrl,
      kind: record.kind,
      freeTrial: record.freeTrial,
      balance: record.freeTrial ? record.demoCredits : balanceOf(member.account),
      currencySymbol: member.currencySymbol || DEFAULT_CURRENCY_SYMBOL,
      minBet: game.minBet,
      maxBet: game.maxBet,
      expiresAt: record.expiresAt,
    });
  },

  demoBet: async ({ body }, ctx) => {
    const member = requireMember(ctx);
    const value = await once(member.account, body.requestId, 'games.demoBet', async (): Promise<DemoBetValue> => {
      const { record, game } = openTicket(body.ticket, member);
      const stake = round2(body.stake);
      if (stake < game.minBet || stake > game.maxBet) {
        throw refuse(ERROR_CODES.VALIDATION, `The stake must be between ${game.minBet} and ${game.maxBet}`, 400);
      }
      if (!record.freeTrial && isTrial(member)) throw refuse(ERROR_CODES.TRIAL_ACCOUNT, undefined, 403);
      const result = demoOutcome(record.kind, record.ticket, body.requestId);
      const win = round2(stake * result.multiplier);
      const roundId = `${record.ticket.slice(0, 8)}-${body.requestId}`;

      if (record.freeTrial) {
        // Play money only: the wallet is never touched.
        if (stake > record.demoCredits) throw refuse(ERROR_CODES.INSUFFICIENT_BALANCE);
        const credits = round2(record.demoCredits - stake + win);
        await touchTicket(record.ticket, TICKET_TTL_MS, credits);
        return { roundId, stake, win, multiplier: result.multiplier, outcome: result.outcome, symbols: result.symbols, balance: credits, freeTrial: true };
      }

      const remark = `${game.gameName} (${game.vassalage})`;
      await debit(member.account, 'BET', stake, `GAME:${roundId}`, remark);
      if (win > 0) await credit(member.account, result.outcome === 'PUSH' ? 'REFUND' : 'WIN', win, `GAME:${roundId}`, remark);
      if (result.outcome === 'WIN') await recordWin(member.account, game, win);
      await touchTicket(record.ticket, TICKET_TTL_MS);
      return {
        roundId, stake, win, multiplier: result.multiplier, outcome: result.outcome, symbols: result.symbols,
        balance: balanceOf(member.account), freeTrial: false,
      };
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

  vendorLanes: () => okData({ lanes: vendorLanes() }),

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
    const byPlayer = new Map<string, { account: string; totalWin: number; winCount: number; biggestWin: number; gameName: string }>();
    for (const row of winners.all()) {
      if (query.gameCategory !== 'ALL' && row.gameType !== query.gameCategory) continue;
      const entry = byPlayer.get(row.account) ?? { account: row.account, totalWin: 0, winCount: 0, biggestWin: 0, gameName: '' };
      entry.totalWin = round2(entry.totalWin + row.winAmount);
      entry.winCount += 1;
      if (row.winAmount > entry.biggestWin) {
        entry.biggestWin = row.winAmount;
        entry.gameName = row.gameName;
      }
      byPlayer.set(row.account, entry);
    }
    const list = [...byPlayer.values()]
      .sort((a, b) => b.totalWin - a.totalWin || a.account.localeCompare(b.account))
      .slice(0, query.limitNum)
      .map(({ account, ...entry }, i) => ({ rank: i + 1, customerName: maskName(account), ...entry }));
    return ok({ list });
  },
});

