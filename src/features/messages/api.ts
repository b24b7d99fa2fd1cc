import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../contracts/messages';
import { callRoute, contract, routeKeyPrefix, routeQueryOptions, useRouteMutation, type RouteValue } from '../../lib/api';

/** Rows a page of messages shows. */
export const MESSAGES_PAGE_SIZE = 10;

type ListValue = RouteValue<typeof contract.messages.list>;

export interface MessagePage {
  rows: Message[];
  totalPages: number;
  totalCount: number;
  unreadCount: number;
}

const toPage = (value: ListValue): MessagePage => ({
  rows: value.list,
  totalPages: value.totalPages,
  totalCount: value.totalCount,
  unreadCount: value.unreadCount,
});

/** One page of the member's messages, newest first (the server's order). */
export function useMessages(pageNo: number) {
  return useQuery({
    ...routeQueryOptions(contract.messages.list, { query: { pageNo, pageSize: MESSAGES_PAGE_SIZE } }),
    select: toPage,
    placeholderData: keepPreviousData,
  });
}

/** Every cached list and count: what a read or a delete changes. */
const MESSAGE_VIEWS = [contract.messages.list, contract.messages.unreadCount] as const;

/**
 * The badges (header avatar dot, member menu, centre menu) read the one
 * unread-count query: setting it from the write's own answer drops them at
 * once, before the refetch the invalidation starts.
 */
function useCountFromAnswer() {
  const client = useQueryClient();
  return (unreadCount: number) => client.setQueryData(routeQueryOptions(contract.messages.unreadCount).queryKey, { count: unreadCount });
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
  });
}

/** Marks one row read in every cached page and lowers the count by one if it was unread (optimistic, before the refetch). */
function markReadInCache(client: ReturnType<typeof useQueryClient>, id: number): void {
  let wasUnread = false;
  client.setQueriesData<ListValue>({ queryKey: routeKeyPrefix(contract.messages.list) }, (value) => {
    if (!value) return value;
    const hit = value.list.find((row) => row.id === id && !row.read);
    if (!hit) return value;
    wasUnread = true;
    return { ...value, unreadCount: Math.max(0, value.unreadCount - 1), list: value.list.map((row) => (row.id === id ? { ...row, read: true } : row)) };
  });
  const countKey = routeQueryOptions(contract.messages.unreadCount).queryKey;
  if (wasUnread) client.setQueryData(countKey, (value: { count: number } | undefined) => (value ? { count: Math.max(0, value.count - 1) } : value));
  for (const route of MESSAGE_VIEWS) void client.invalidateQueries({ queryKey: routeKeyPrefix(route) });
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
