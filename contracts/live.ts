import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from './shared/constants';
import { respond } from './shared/envelope';
import { isoDateTime } from './shared/entities';
import { codeText } from './shared/limits';
import { meta } from './shared/meta';
import { pagedList, pageQuery } from './shared/paging';

const c = initContract();

export const LIVE_ROOM_STATUSES = ['OPEN', 'CLOSED'] as const;

/** A live-casino host (model) who streams at a table. */
export const liveModelSchema = z.object({
  modelId: z.number().int(),
  nickname: z.string(),
  avatarUrl: z.string(),
  coverUrl: z.string(),
  /** The room the model is streaming in (her current table). */
  roomId: z.number().int(),
  online: z.boolean(),
  viewers: z.number().int(),
  followers: z.number().int(),
  languages: z.array(z.string()),
  tags: z.array(z.string()),
  vassalage: z.string(),
});
export type LiveModel = z.infer<typeof liveModelSchema>;

/** A live table's room, with its chat. */
export const liveRoomSchema = z.object({
  roomId: z.number().int(),
  title: z.string(),
  modelId: z.number().int(),
  modelNickname: z.string(),
  vassalage: z.string(),
  gameType: z.literal('LIVE'),
  /** The live game to launch for this table. */
  nodeId: z.number().int(),
  gameCode: z.string(),
  status: z.enum(LIVE_ROOM_STATUSES),
  viewers: z.number().int(),
  minBet: z.number(),
  maxBet: z.number(),
  coverUrl: z.string(),
});
export type LiveRoom = z.infer<typeof liveRoomSchema>;

const language = z.string().trim().min(2).max(8).default(DEFAULT_LANGUAGE);

export const liveContract = c.router({
  models: {
    method: 'GET',
    path: '/wps/relay/live/models',
    query: z.object({
      /** "1": online models only. */
      onlineOnly: z.enum(['0', '1']).default('0'),
      vassalage: z.string().trim().max(20).optional(),
      pageNo: pageQuery.pageNo,
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
      language,
    }),
    responses: respond(pagedList(liveModelSchema)),
    metadata: meta({ source: 'ours' }),
    summary: 'Live model list: online first, then by viewers',
  },
  launchChat: {
    method: 'POST',
    path: '/wps/relay/live/chat',
    body: z.object({ roomId: z.number().int().positive(), language: codeText.optional() }),
    responses: respond(z.object({ chatUrl: z.string(), roomId: z.number().int(), expiresAt: isoDateTime })),
    metadata: meta({ token: true, source: 'ours' }),
    summary: "Launch a room's chat: answers the chatUrl (open rooms only)",
  },
  rooms: {
    method: 'GET',
    path: '/wps/relay/live/rooms',
    query: z.object({
      vassalage: z.string().trim().max(20).optional(),
      status: z.enum(LIVE_ROOM_STATUSES).optional(),
      pageNo: pageQuery.pageNo,
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
      language,
    }),
    responses: respond(pagedList(liveRoomSchema)),
    metadata: meta({ source: 'ours' }),
    summary: 'Live room list: open rooms first, then by viewers',
  },
});
