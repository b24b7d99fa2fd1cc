import { contract } from '../../contracts';
import type { Message, WireInboxItem } from '../../contracts/messages';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireRealMember } from '../engine/auth';
import { isoNow } from '../engine/clock';
import { implement } from '../engine/implement';
import { exclusive } from '../engine/lock';
import { ok, refuse } from '../engine/refusal';
import { messages, type MessageRecord } from './collections';
import { contentPageOf } from './paging';

function toMessage(record: MessageRecord): Message {
  const { id, title, content, category, read, createTime, readTime } = record;
  return { id, subject: title, content, category, read, sendTime: Date.parse(createTime), readTime: readTime ? Date.parse(readTime) : null };
}

/** An N3 row: WIRE reads `read` and `subject`; the body, time and category are ours. */
function toInboxItem(record: MessageRecord): WireInboxItem {
  const { id, title, content, category, read, createTime } = record;
  return { id, subject: title, read, content, sendTime: Date.parse(createTime), category };
}

export function unreadCountOf(account: string): number {
  return messages.findMany((q) => q.where({ account, read: false })).length;
}

/** Every id must be one of the member's own messages: another inbox is not found, never touched. */
function requireOwn(account: string, ids: readonly number[]): void {
  const own = new Set(messages.findMany((q) => q.where({ account, id: (id) => ids.includes(id) })).map((m) => m.id));
  const missing = ids.filter((id) => !own.has(id));
  if (missing.length) throw refuse(ERROR_CODES.NOT_FOUND, `No such message: ${missing.join(', ')}`, 404, { ids: missing });
}

/**
 * One inbox changes one request at a time: the store's writes are async, so
 * parallel "mark all read" calls would each count the same unread messages,
 * and parallel deletes would each pass the ownership check.
 */
const inboxKey = (account: string) => `inbox:${account}`;

async function markRead(account: string, ids: readonly number[] | 'all'): Promise<number> {
  const readTime = isoNow();
  const updated = await messages.updateMany(
    (q) => q.where({ account, read: false, ...(ids === 'all' ? {} : { id: (id: number) => ids.includes(id) }) }),
    {
      data(draft) {
        draft.read = true;
        draft.readTime = readTime;
      },
    },
  );
  return updated.length;
}

export const messagesImpl = implement(contract.messages, {
  // N3: newest first (the only sort there is), optionally only read or unread ones within a time window.
  list: ({ query }, ctx) => {
    const { account } = requireRealMember(ctx);
    const { page, size, read, startTime, endTime } = query;
    const all = messages
      .findMany((q) => q.where({ account, ...(read === undefined ? {} : { read }) }), { orderBy: { createTime: 'desc' } })
      .filter((message) => {
        const at = Date.parse(message.createTime);
        return (startTime === undefined || at >= startTime) && (endTime === undefined || at <= endTime);
      });
    const found = contentPageOf(all, page, size);
    return ok({ ...found, content: found.content.map(toInboxItem) });
  },
  detail: async ({ query }, ctx) => {
    const { account } = requireRealMember(ctx);
    return exclusive([inboxKey(account)], async () => {
      requireOwn(account, [query.id]);
      await markRead(account, [query.id]);
      const record = messages.findFirst((q) => q.where({ account, id: query.id }));
      if (!record) throw refuse(ERROR_CODES.NOT_FOUND, undefined, 404);
      return ok(toMessage(record));
    });
  },
  markRead: async ({ body }, ctx) => {
    const { account } = requireRealMember(ctx);
    const ids = body.all ? ('all' as const) : (body.ids ?? []);
    return exclusive([inboxKey(account)], async () => {
      if (ids !== 'all') requireOwn(account, ids);
      const affected = await markRead(account, ids);
      return ok({ affected, unreadCount: unreadCountOf(account) });
    });
  },
  remove: async ({ body }, ctx) => {
    const { account } = requireRealMember(ctx);
    return exclusive([inboxKey(account)], async () => {
      requireOwn(account, body.ids);
      const removed = messages.deleteMany((q) => q.where({ account, id: (id) => body.ids.includes(id) }));
      return ok({ affected: removed.length, unreadCount: unreadCountOf(account) });
    });
  },
  // N2: the value is the bare number. SPEC §2/§6: trial accounts never ask; the backend refuses them.
  unreadCount: (_input, ctx) => {
    const { account } = requireRealMember(ctx);
    return ok(unreadCountOf(account));
  },
});
