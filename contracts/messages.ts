import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { respond } from './shared/envelope';
import { observed, ours } from './shared/meta';
import { wireFlag, wireId, wireNumber, wireText, wireTime } from './notices';

const c = initContract();

export const MESSAGE_CATEGORIES = ['platform', 'personal'] as const;
/** WIRE.md §6.6 N3: the inbox is sorted newest first. */
export const INBOX_SORT = 'sendTime:desc';
// Zod-free, in constants.ts: the unread badge reads it in the initial bundle, which carries no schema.
export { INBOX_MODULE } from './shared/constants';
import { INBOX_MODULE } from './shared/constants';

/**
 * An inbox row as N3 answers it. WIRE records `read` and `subject` only; the rest is ours and
 * optional, so a real answer without it still reads (the select fills defaults).
 */
export const wireInboxItemSchema = z.object({
  id: wireId,
  subject: z.string(),
  read: wireFlag,
  /** Server HTML (ours: the list carries the body so the detail opens at once). */
  content: wireText,
  /** Epoch ms or a date string: the format is not recorded. */
  sendTime: wireTime.nullish(),
  /** Ours: platform (to everyone) or personal (about this account). */
  category: wireText,
});
export type WireInboxItem = z.infer<typeof wireInboxItemSchema>;

/** WIRE.md §7.1 paging for reports and the inbox: `{content[], totalPages, pageNum}`. */
export function contentPage<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: wireNumber.nullish(),
    pageNum: wireNumber.nullish(),
    /** Ours: how many rows the filter holds. */
    totalCount: wireNumber.nullish(),
  });
}

/** WIRE.md §7.1 paging fields of a request. */
export const pageParams = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(999).default(20),
};

/** One message opened (ours, strict inside the envelope). */
export const messageSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  /** Server HTML: the app sanitizes it before rendering. */
  content: z.string(),
  category: z.enum(MESSAGE_CATEGORIES),
  read: z.boolean(),
  /** Epoch ms, as N3's rows. */
  sendTime: z.number().int(),
  /** Epoch ms; null while unread. */
  readTime: z.number().int().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

const messageIds = z.array(z.number().int().positive()).min(1).max(200);

export const messageCountsSchema = z.object({ affected: z.number().int(), unreadCount: z.number().int() });

/** A query boolean: `qs` sends `read=false` as text. */
const queryBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((text) => text === 'true')]);
/** A query time: epoch ms (our choice; WIRE does not record the format). */
const queryTime = z.coerce.number().int().min(0);

export const messagesContract = c.router({
  list: {
    method: 'GET',
    path: '/wps/relay/CSP_getInbox',
    query: z.object({
      ...pageParams,
      sort: z.literal(INBOX_SORT).default(INBOX_SORT),
      read: queryBoolean.optional(),
      startTime: queryTime.optional(),
      endTime: queryTime.optional(),
    }),
    responses: respond(contentPage(wireInboxItemSchema)),
    metadata: observed('N3', { token: true, module: INBOX_MODULE }),
    summary: "N3 the member's inbox, newest first (read filter, time window)",
  },
  detail: {
    method: 'GET',
    path: '/wps/relay/CSP_getInboxDetail',
    query: z.object({ id: z.coerce.number().int().positive() }),
    responses: respond(messageSchema),
    metadata: ours({ token: true, module: INBOX_MODULE }),
    summary: 'One message; reading it marks it read',
  },
  markRead: {
    method: 'POST',
    path: '/wps/relay/CSP_markInboxRead',
    body: z
      .object({ ids: messageIds.optional(), all: z.boolean().optional() })
      .refine((body) => body.all === true || (body.ids?.length ?? 0) > 0, {
        message: 'Give ids or all: true',
        path: ['ids'],
      }),
    responses: respond(messageCountsSchema),
    metadata: ours({ token: true, module: INBOX_MODULE }),
    summary: 'Mark messages read, by ids or all at once',
  },
  remove: {
    method: 'DELETE',
    path: '/wps/relay/CSP_deleteInbox',
    body: z.object({ ids: messageIds }),
    responses: respond(messageCountsSchema),
    metadata: ours({ token: true, module: INBOX_MODULE }),
    summary: 'Delete messages by ids (a JSON body, WIRE.md §5)',
  },
  unreadCount: {
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    responses: respond(wireNumber),
    metadata: observed('N2', { token: true, module: INBOX_MODULE, silent: true }),
    summary: 'N2 unread message count, a bare number (silent; trial accounts never ask)',
  },
});
