import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { CLIENT_TYPE, DEFAULT_LANGUAGE, GAME_TYPES, LOBBY_PAGE_SIZE, PLATFORM_FLASH } from './shared/constants';
import { ack, respond } from './shared/envelope';
import { gameSchema, wireId } from './shared/entities';
import { codeText, nameText } from './shared/limits';
import { observed } from './shared/meta';

const c = initContract();

const pageCount = z.coerce.number().int().nonnegative();

/** G7: `content[]` (Game), `pageNum`, `totalPages`. */
export const favouriteListValueSchema = z
  .object({
    content: z.array(gameSchema),
    pageNum: pageCount.optional(),
    totalPages: pageCount,
  })
  .passthrough();
export type FavouriteListValue = z.infer<typeof favouriteListValueSchema>;

/** G6: an array of nodeIds, numbers or strings; compare them as strings. */
export const favIdsSchema = z.array(wireId);

/**
 * G8 and G9 carry the same three fields (WIRE.md §5, §8 Q18): the game's node id (the platform
 * sends a number), its vendor code and its own game type.
 */
export const favouriteBodySchema = z.object({
  nodeId: z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]),
  vendor: nameText.trim().min(1),
  gameType: z.enum(GAME_TYPES),
});

export const favouritesContract = c.router({
  list: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    query: z.object({
      clientType: z.coerce.number().int().min(1).max(99).default(CLIENT_TYPE),
      platform: codeText.default(PLATFORM_FLASH),
      /**
       * RNG by default (WIRE.md §6.4 G7). `ALL` is ours: the /favorite page lists every type, and
       * the platform records no value for that.
       */
      gameType: z.union([z.enum(GAME_TYPES), z.literal('ALL')]).default('RNG'),
      vassalage: z.string().trim().max(100).optional(),
      pageNo: z.coerce.number().int().min(1).default(1),
      /** 999 at login. */
      pageSize: z.coerce.number().int().min(1).max(999).default(LOBBY_PAGE_SIZE),
      language: z.string().trim().min(2).max(8).default(DEFAULT_LANGUAGE),
    }),
    responses: respond(favouriteListValueSchema),
    metadata: observed('G7', { token: true, module: 'GAMELOFAV3' }),
    summary: "G7 the member's favourite games, latest first: content, pageNum, totalPages",
  },
  ids: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    responses: respond(favIdsSchema),
    metadata: observed('G6', { token: true, module: 'GAMELOFAV3' }),
    summary: "G6 the node ids of the member's favourite games",
  },
  add: {
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    body: favouriteBodySchema,
    responses: respond(ack),
    metadata: observed('G8', { token: true, module: 'GAMELOFAV3' }),
    summary: 'G8 add a favourite (adding twice is harmless)',
  },
  remove: {
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    body: favouriteBodySchema,
    responses: respond(ack),
    metadata: observed('G9', { token: true, module: 'GAMELOFAV3' }),
    summary: 'G9 remove a favourite (removing a non-favourite is a no-op); the three fields travel as a JSON body',
  },
});
