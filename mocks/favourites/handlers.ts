import { contract } from '../../contracts';
import type { FavouriteGame } from '../../contracts/favourites';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireRealMember } from '../engine/auth';
import { isoNow } from '../engine/clock';
import { implement } from '../engine/implement';
import { exclusive } from '../engine/lock';
import { ok, refuse } from '../engine/refusal';
import { gameById, toLobbyGame } from '../games/query';
import { favourites, type FavouriteRecord } from './collections';

const latestFirst = (a: FavouriteRecord, b: FavouriteRecord) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.nodeId - a.nodeId;

function rowsOf(account: string): FavouriteRecord[] {
  return favourites.findMany((q) => q.where({ account })).sort(latestFirst);
}

/** SPEC §3 favIds: node ids as strings, latest first. */
function favIds(account: string): string[] {
  return rowsOf(account).map((row) => String(row.nodeId));
}

/** The game the body names; its vendor and type must be the game's own. */
function gameOf(body: { nodeId: number; vendor: string; gameType: string }) {
  const game = gameById(body.nodeId);
  if (!game) throw refuse(ERROR_CODES.NOT_FOUND, 'No such game', 404);
  if (game.vassalage !== body.vendor.toUpperCase() || game.gameType !== body.gameType) {
    throw refuse(ERROR_CODES.VALIDATION, 'body.vendor/gameType: they do not match the game', 400);
  }
  return game;
}

/**
 * Favourites need a real member: guests get not-logged-in (token routes),
 * trial accounts in_need_true_account. Adding twice and removing a game that
 * is not a favourite are both harmless no-ops: the answer is the resulting
 * favIds either way, which suits the app's optimistic, throttled toggle.
 */
export const favouritesImpl = implement(contract.favourites, {
  list: ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const vassalage = query.vassalage?.trim().toUpperCase();
    const rows: FavouriteGame[] = rowsOf(member.account).flatMap((row) => {
      const game = gameById(row.nodeId);
      if (!game) return [];
      if (query.gameType !== 'ALL' && game.gameType !== query.gameType) return [];
      if (vassalage && game.vassalage !== vassalage) return [];
      return [{ ...toLobbyGame(game), favouritedAt: row.createdAt }];
    });
    const start = (query.pageNo - 1) * query.pageSize;
    return ok({
      content: rows.slice(start, start + query.pageSize),
      pageNum: query.pageNo,
      pageSize: query.pageSize,
      totalPages: Math.ceil(rows.length / query.pageSize),
      totalElements: rows.length,
    });
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
      return ok(favIds(member.account));
    });
  },

  remove: ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const game = gameOf(body);
    favourites.deleteMany((q) => q.where({ account: member.account, nodeId: game.nodeId }));
    return ok(favIds(member.account));
  },
});
