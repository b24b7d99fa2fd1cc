import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { CLIENT_TYPE, DEFAULT_LANGUAGE, GAME_TYPES, LOBBY_PAGE_SIZE, PLATFORM_FLASH_HTML5 } from './shared/constants';
import { respond } from './shared/envelope';
import { isoDateTime } from './shared/entities';
import { codeText, nameText } from './shared/limits';
import { meta } from './shared/meta';
import { pageQuery } from './shared/paging';
import { lobbyGameSchema } from './games';

const c = initContract();

export const favouriteGameSchema = lobbyGameSchema.extend({ favouritedAt: isoDateTime });
export type FavouriteGame = z.infer<typeof favouriteGameSchema>;

/** SPEC §3 Favourites: `content`, `pageNum`, `totalPages`. */
export const favouriteListValueSchema = z.object({
  content: z.array(favouriteGameSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});

/** SPEC §3 favIds: node ids as strings. */
export const favIdsSchema = z.array(z.string());

/** Add and remove carry the same body (SPEC §7). */
export const favouriteBodySchema = z.object({
  nodeId: z.coerce.number().int().positive(),
  /** The game's vendor code (its vassalage). */
  vendor: nameText.trim().min(1),
  gameType: z.enum(GAME_TYPES),
});

export const favouritesContract = c.router({
  list: {
    method: 'GET',
    path: '/wps/relay/games/favorites',
    query: z.object({
      clientType: z.coerce.number().int().min(1).max(99).default(CLIENT_TYPE),
      platform: codeText.default(PLATFORM_FLASH_HTML5),
      /** SPEC §7: defaults to RNG; ALL lists every type (the lobby's FAV menu). */
      gameType: z.union([z.enum(GAME_TYPES), z.literal('ALL')]).default('RNG'),
      vassalage: z.string().trim().max(100).optional(),
      pageNo: pageQuery.pageNo,
      pageSize: z.coerce.number().int().min(1).max(999).default(LOBBY_PAGE_SIZE),
      language: z.string().trim().min(2).max(8).default(DEFAULT_LANGUAGE),
    }),
    responses: respond(favouriteListValueSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: "The member's favourite games, latest first (value.content + totalPages)",
  },
  ids: {
    method: 'GET',
    path: '/wps/relay/games/favoriteIds',
    responses: respond(favIdsSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: "Node ids (strings) of the member's favourite games",
  },
  add: {
    method: 'POST',
    path: '/wps/relay/games/favorites',
    body: favouriteBodySchema,
    responses: respond(favIdsSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Add a favourite (adding twice is harmless); answers the favIds after the change',
  },
  remove: {
    method: 'DELETE',
    path: '/wps/relay/games/favorites',
    body: favouriteBodySchema,
    responses: respond(favIdsSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Remove a favourite (removing a non-favourite is a no-op); answers the favIds after the change',
  },
});
