import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGE_CATEGORIES, type Message, type WireInboxItem } from '@contracts/messages';
import { callRoute, contract, routeQueryKeyPrefix, routeQueryOptions, useRouteMutation, type RouteValue } from '../../lib/api';
import { wireBoolean, wireString, wireTimeIso } from '../announcements';
import { clockNow } from '../../lib/clock';

/** Rows a page of messages shows. */
export const MESSAGES_PAGE_SIZE = 10;
/** WIRE.md §6.6 N3: the newest-unread toast looks back this far. */
export const NEWEST_UNREAD_WINDOW_MS = 7 * 86_400_000;

type InboxValue = RouteValue<typeof contract.messages.list>;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/** An inbox row as the screen reads it. */
export interface InboxRow {
  id: number;
  subject: string;
  read: boolean;
  /** ISO; null when the platform sends no time. */
  sendTime: string | null;
  /** Ours: null when the platform sends none (the row then shows no category). */
  category: MessageCategory | null;
}

export interface MessagePage {
  rows: InboxRow[];
  totalPages: number;
}

export function toInboxRow(item: WireInboxItem): InboxRow {
  const category = wireString(item.category);
  return {
    id: Number(item.id),
    subject: item.subject,
    read: wireBoolean(item.read),
    sendTime: wireTimeIso(item.sendTime),
    category: (MESSAGE_CATEGORIES as readonly string[]).includes(category) ? (category as MessageCategory) : null,
  };
}

/** N3's answer as a page of rows; rows whose id is no number cannot be opened, so they are left out. */
export function selectInboxPage(value: InboxValue): MessagePage {
  return {
    rows: value.content.map(toInboxRow).filter((row) => Number.isFinite(row.id)),
    totalPages: Math.max(1, value.totalPages ?? 1),
  };
}

/** One page of the member's inbox, newest first (N3's sort). */
export function useMessages(page: number) {
  return useQuery({
    ...routeQueryOptions(contract.messages.list, { query: { page, size: MESSAGES_PAGE_SIZE, sort: 'sendTime:desc' } }),
    select: selectInboxPage,
    placeholderData: keepPreviousData,
  });
}

/**
 * N2 for the inbox page itself, where a member is looking: the same cache entry the badges read
 * (src/features/member), so a read or a delete moves both at once.
 */
export function useInboxUnreadCount(): number {
  return useQuery({ ...routeQueryOptions(contract.messages.unreadCount), staleTime: Infinity }).data ?? 0;
}

/** An opened message as the detail pane shows it. */
export interface MessageView {
  id: number;
  subject: string;
  content: string;
  category: MessageCategory;
  /** ISO. */
  sendTime: string;
}

export const toMessageView = (message: Message): MessageView => ({
  id: message.id,
  subject: message.subject,
  content: message.content,
  category: message.category,
  sendTime: new Date(message.sendTime).toISOString(),
});

/** Every cached list and count: what a read or a delete changes. */
const MESSAGE_VIEWS = [contract.messages.list, contract.messages.unreadCount] as const;

const unreadKey = () => routeQueryOptions(contract.messages.unreadCount).queryKey;

/**
 * The badges (header avatar dot, member menu, centre menu) read the one
 * unread-count query (N2): setting it from the write's own answer drops them at
 * once, before the refetch the invalidation starts.
 */
function useCountFromAnswer() {
  const client = useQueryClient();
  return (unreadCount: number) => client.setQueryData(unreadKey(), unreadCount);
}

/** Marks one row read in every cached page and lowers the count by one if it was unread (optimistic, before the refetch). */
function markReadInCache(client: QueryClient, id: number): void {
  let wasUnread = false;
  client.setQueriesData<InboxValue>({ queryKey: routeQueryKeyPrefix(contract.messages.list) }, (value) => {
    if (!value) return value;
    const hit = value.content.find((row) => Number(row.id) === id && !wireBoolean(row.read));
    if (!hit) return value;
    wasUnread = true;
    return { ...value, content: value.content.map((row) => (Number(row.id) === id ? { ...row, read: true } : row)) };
  });
  if (wasUnread) client.setQueryData(unreadKey(), (count: number | undefined) => (count === undefined ? count : Math.max(0, count - 1)));
  for (const route of MESSAGE_VIEWS) void client.invalidateQueries({ queryKey: routeQueryKeyPrefix(route) });
}

/** Opens one message; the server marks it read, so the rows and the badges follow at once. */
export function useMessageDetail(id: number | null) {
  const client = useQueryClient();
  const args = { query: { id: id ?? 0 } };
  return useQuery({
    ...routeQueryOptions(contract.messages.detail, args),
    enabled: id !== null,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const value = await callRoute(contract.messages.detail, args, signal);
      markReadInCache(client, value.id);
      return value;
    },
    select: toMessageView,
  });
}

/** Marks chosen messages, or all, read. */
export function useMarkRead() {
  const setCount = useCountFromAnswer();
  return useRouteMutation(contract.messages.markRead, {
    invalidates: MESSAGE_VIEWS,
    exclusive: true,
    onSuccess: (value) => setCount(value.unreadCount),
  });
}

/** Deletes chosen messages. */
export function useRemoveMessages() {
  const setCount = useCountFromAnswer();
  return useRouteMutation(contract.messages.remove, {
    invalidates: MESSAGE_VIEWS,
    exclusive: true,
    onSuccess: (value) => setCount(value.unreadCount),
  });
}

/**
 * WIRE.md §6.6 N3: the newest unread message of the last 7 days (page 1, size 1, unread), for the
 * toast after login. The window is fixed when the hook mounts, so the query key stays put.
 */
export function useNewestUnread(enabled: boolean) {
  const [window] = useState(() => {
    const endTime = clockNow();
    return { startTime: endTime - NEWEST_UNREAD_WINDOW_MS, endTime };
  });
  return useQuery({
    ...routeQueryOptions(contract.messages.list, { query: { page: 1, size: 1, sort: 'sendTime:desc', read: false, ...window } }),
    enabled,
    staleTime: Infinity,
    select: (value) => selectInboxPage(value).rows.find((row) => !row.read) ?? null,
  });
}
