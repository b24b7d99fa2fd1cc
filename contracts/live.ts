import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from './shared/constants';
import { respond } from './shared/envelope';
import { isoDateTime, wireId } from './shared/entities';
import { codeText } from './shared/limits';
import { observed } from './shared/meta';

const c = initContract();

export const LIVE_ROOM_STATUSES = ['OPEN', 'CLOSED'] as const;

/**
 * A live-casino host (N18 CBS_modelList: "fields not recorded", so every field is ours), read
 * leniently: the select supplies the defaults.
 */
export const liveModelSchema = z
  .object({
    modelId: wireId,
    nickname: z.string().nullish(),
    avatarUrl: z.string().nullish(),
    coverUrl: z.string().nullish(),
    /** The room the model is streaming in (her current table). */
    roomId: wireId.nullish(),
    online: z.boolean().nullish(),
    viewers: z.number().int().nullish(),
    followers: z.number().int().nullish(),
    languages: z.array(z.string()).nullish(),
    tags: z.array(z.string()).nullish(),
    vassalage: z.string().nullish(),
  })
  .passthrough();
export type LiveModel = z.infer<typeof liveModelSchema>;

/**
 * A live table's room (G15 GLS2_roomList, "PVP rooms; fields not recorded"): ours, plus the game
 * item's launch fields (roomId is the launch's gameId, WIRE.md §6.4 G11).
 */
export const liveRoomSchema = z
  .object({
    roomId: wireId,
    title: z.string().nullish(),
    modelId: wireId.nullish(),
    modelNickname: z.string().nullish(),
    vassalage: z.string().nullish(),
    gameType: z.string().nullish(),
    /** The live game to launch for this table. */
    nodeId: wireId.nullish(),
    gameCode: z.string().nullish(),
    status: z.string().nullish(),
    viewers: z.number().int().nullish(),
    minBet: z.number().nullish(),
    maxBet: z.number().nullish(),
    coverUrl: z.string().nullish(),
  })
  .passthrough();
export type LiveRoom = z.infer<typeof liveRoomSchema>;

/** Our paging for lists whose shape is not recorded (WIRE.md §7.1): `content[]`, `totalPages`, `pageNum`. */
function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({ content: z.array(item), totalPages: z.number().int(), pageNum: z.number().int() }).passthrough();
}

const language = z.string().trim().min(2).max(8).default(DEFAULT_LANGUAGE);
const page = z.coerce.number().int().min(1).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);

export const liveContract = c.router({
  models: {
    method: 'GET',
    path: '/wps/relay/CBS_modelList',
    query: z.object({
      /** "1": online models only. */
      onlineOnly: z.enum(['0', '1']).default('0'),
      vassalage: z.string().trim().max(20).optional(),
      page,
      size,
      language,
    }),
    responses: respond(pageOf(liveModelSchema)),
    metadata: observed('N18', { token: true, module: 'CBS3' }),
    summary: 'N18 live model list, online first, then by viewers (request and answer fields are ours: not recorded)',
  },
  launchChat: {
    method: 'GET',
    path: '/wps/relay/CBS_launchChat',
    query: z.object({ roomId: z.coerce.number().int().positive(), language: codeText.optional() }),
    responses: respond(z.object({ chatUrl: z.string(), expiresAt: isoDateTime.optional() }).passthrough()),
    metadata: observed('N17', { token: true, module: 'CBS3' }),
    summary: "N17 launch a room's chat: chatUrl (open rooms only; the request fields are ours: not recorded)",
  },
  rooms: {
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    query: z.object({
      vassalage: z.string().trim().max(20).optional(),
      status: z.enum(LIVE_ROOM_STATUSES).optional(),
      page,
      size,
      language,
    }),
    responses: respond(pageOf(liveRoomSchema)),
    metadata: observed('G15', { token: true }),
    summary: 'G15 room list: open rooms first, then by viewers (request and answer fields are ours: not recorded)',
  },
});
