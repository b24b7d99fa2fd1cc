import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { isoDateTime } from './shared/entities';
import { respond } from './shared/envelope';
import { meta } from './shared/meta';
import { pagedList, pageQuery } from './shared/paging';

const c = initContract();

export const MESSAGE_CATEGORIES = ['platform', 'personal'] as const;

/** A platform message of the member centre's messageV2 page. */
export const messageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Server HTML: the app sanitizes it before rendering. */
  content: z.string(),
  /** platform: sent to everyone; personal: about this member's account. */
  category: z.enum(MESSAGE_CATEGORIES),
  read: z.boolean(),
  createTime: isoDateTime,
  readTime: isoDateTime.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

const messageIds = z.array(z.number().int().positive()).min(1).max(200);

export const messageCountsSchema = z.object({ affected: z.number().int(), unreadCount: z.number().int() });

export const messagesContract = c.router({
  list: {
    method: 'GET',
    path: '/wps/messages',
    query: z.object({
      ...pageQuery,
      category: z.enum(MESSAGE_CATEGORIES).optional(),
      readState: z.enum(['all', 'read', 'unread']).default('all'),
    }),
    responses: respond(pagedList(messageSchema).extend({ unreadCount: z.number().int() })),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'The member\'s messages, newest first, with the unread count',
  },
  detail: {
    method: 'GET',
    path: '/wps/messages/detail',
    query: z.object({ id: z.coerce.number().int().positive() }),
    responses: respond(messageSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'One message; reading it marks it read',
  },
  markRead: {
    method: 'POST',
    path: '/wps/messages/read',
    body: z
      .object({ ids: messageIds.optional(), all: z.boolean().optional() })
      .refine((body) => body.all === true || (body.ids?.length ?? 0) > 0, {
        message: 'Give ids or all: true',
        path: ['ids'],
      }),
    responses: respond(messageCountsSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Mark messages read, by ids or all at once',
  },
  remove: {
    method: 'DELETE',
    path: '/wps/messages',
    body: z.object({ ids: messageIds }),
    responses: respond(messageCountsSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Delete messages by ids',
  },
  unreadCount: {
    method: 'GET',
    path: '/wps/relay/messages/unreadCount',
    responses: respond(z.object({ count: z.number().int() })),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Unread message count for the header badge (trial accounts are refused)',
  },
});
