import { contract } from '../../contracts';
import type { Game } from '../../contracts/shared/entities';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireRealMember } from '../engine/auth';
import { isoNow } from '../engine/clock';
import { implement } from '../engine/implement';
import { exclusive } from '../engine/lock';
import { ok, refuse } from '../engine/refusal';
import { gameById, toWireGame } from '../games/query';
import { favourites, type FavouriteRecord } from './collections';

const latestFirst = (a: FavouriteRecord, b: FavouriteRecord) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.nodeId - a.nodeId;

function rowsOf(account: string): FavouriteRecord[] {
  return favourites.findMany((q) => q.where({ account })).sort(latestFirst);
}

/** G6: the node ids, latest first, as numbers (the client compares them as strings). */
function favIds(account: string): number[] {
  return rowsOf(account).map((row) => row.nodeId);
}

/** The game the body names; its vendor and type must be the game's own. */
function gameOf(body: { nodeId: number | string; vendor: string; gameType: string }) {
  const game = gameById(body.nodeId);
  if (!game) throw refuse(ERROR_CODES.NOT_FOUND, 'No such game', 400);
  if (game.vassalage !== body.vendor.toUpperCase() || game.gameType !== body.gameType) {
    throw refuse(ERROR_CODES.VALIDATION, 'body.vendor/gameType: they do not match the game', 400);
  }
  return game;
}

/**
 * Favourites need a real member: guests get not-logged-in (token routes),
 * trial accounts in_need_true_account. Adding twice and removing a game that
 * is not a favourite are both harmless no-ops, which suits the app's
 * optimistic, throttled toggle; both answer a bare success (WIRE.md §6.4 G8, G9).
 */
export const favouritesImpl = implement(contract.favourites, {
  list: ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const vassalage = query.vassalage?.trim().toUpperCase();
    const rows: Game[] = rowsOf(member.account).flatMap((row) => {
      const game = gameById(row.nodeId);
      if (!game) return [];
      if (query.gameType !== 'ALL' && game.gameType !== query.gameType) return [];
      if (vassalage && game.vassalage !== vassalage) return [];
      return [toWireGame(game)];
    });
    const start = (query.pageNo - 1) * query.pageSize;
    return ok({ content: rows.slice(start, start + query.pageSize), pageNum: query.pageNo, totalPages: Math.ceil(rows.length / query.pageSize) });
  },

  ids: (_input, ctx) => ok(favIds(requireRealMember(ctx).account)),

  add: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const game = gameOf(body);
    // One section per member: adds sent at once must not each find the game missing and store it again.
    return exclusive([`favourites:${member.account}`], async () => {
      const exists = favourites.findFirst((q) => q.where({ account: member.account, nodeId: game.nodeId }));
      if (!exists) {
        await favourites.create({
          account: member.account,
          nodeId: game.nodeId,
          vendor: game.vassalage,
          gameType: body.gameType,
          createdAt: isoNow(),
        });
      }
      return ok(null);
    });
  },

  remove: ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const game = gameOf(body);
    favourites.deleteMany((q) => q.where({ account: member.account, nodeId: game.nodeId }));
    return ok(null);
  },
});
