import { Collection } from '@msw/data';
import { z } from 'zod';
import { MESSAGE_CATEGORIES } from '../../contracts/messages';
import { isoDateTime } from '../../contracts/shared/entities';

/** A stored message and whose inbox it is in; the wire names (subject, sendTime in epoch ms) are the handlers'. */
export const messageRecordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  category: z.enum(MESSAGE_CATEGORIES),
  read: z.boolean(),
  createTime: isoDateTime,
  readTime: isoDateTime.nullable(),
  account: z.string(),
});
export type MessageRecord = z.infer<typeof messageRecordSchema>;

export const messages = new Collection({ schema: messageRecordSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = { messages };
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = {};
