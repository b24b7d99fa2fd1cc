import { paginate } from '../engine/paginate';
import { contract } from '../../contracts';
import type { Message } from '../../contracts/messages';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireRealMember } from '../engine/auth';
import { isoNow } from '../engine/clock';
import { implement } from '../engine/implement';
import { exclusive } from '../engine/lock';
import { ok, refuse } from '../engine/refusal';
import { messages, type MessageRecord } from './collections';

function toMessage(record: MessageRecord): Message {
  const { id, title, content, category, read, createTime, readTime } = record;
  return { id, title, content, category, read, createTime, readTime };
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
  list: ({ query }, ctx) => {
    const { account } = requireRealMember(ctx);
    const { pageNo, pageSize, category, readState } = query;
    const all = messages.findMany(
      (q) =>
        q.where({
          account,
          ...(category ? { category } : {}),
          ...(readState === 'all' ? {} : { read: readState === 'read' }),
        }),
      { orderBy: { createTime: 'desc' } },
    );
    const page = paginate(all, pageNo, pageSize);
    return ok({ ...page, list: page.list.map(toMessage), unreadCount: unreadCountOf(account) });
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
  unreadCount: (_input, ctx) => {
    // SPEC §2/§6: unread messages are not fetched for trial accounts; the backend refuses them.
    const { account } = requireRealMember(ctx);
    return ok({ count: unreadCountOf(account) });
  },
});
