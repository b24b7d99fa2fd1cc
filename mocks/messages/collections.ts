import { Collection } from '@msw/data';
import { z } from 'zod';
import { messageSchema } from '../../contracts/messages';

/** A message as the contract shows it, plus whose inbox it is in. */
export const messageRecordSchema = messageSchema.extend({ account: z.string() });
export type MessageRecord = z.infer<typeof messageRecordSchema>;

export const messages = new Collection({ schema: messageRecordSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = { messages };
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = {};
