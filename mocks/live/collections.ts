import { Collection } from '@msw/data';
import { z } from 'zod';
import { LIVE_ROOM_STATUSES } from '../../contracts/live';

/** A live-casino host (model) who streams at a table. */
export const liveModelRecordSchema = z.object({
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

/** A live table's room, with its chat and the live game it launches. */
export const liveRoomRecordSchema = z.object({
  roomId: z.number().int(),
  title: z.string(),
  modelId: z.number().int(),
  modelNickname: z.string(),
  vassalage: z.string(),
  gameType: z.literal('LIVE'),
  nodeId: z.number().int(),
  gameId: z.string(),
  gameCode: z.string(),
  status: z.enum(LIVE_ROOM_STATUSES),
  viewers: z.number().int(),
  minBet: z.number(),
  maxBet: z.number(),
  coverUrl: z.string(),
});

export const liveModels = new Collection({ schema: liveModelRecordSchema });
export const liveRooms = new Collection({ schema: liveRoomRecordSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = {};
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = { liveModels, liveRooms };
