import { callRoute, contract } from '@/lib/api';
import type { Examples } from './types';

/** The id of the persona's newest unread message (the replay logs in before preparing args). */
async function newestUnreadId(): Promise<number> {
  const { content } = await callRoute(contract.messages.list, { query: { page: 1, size: 1, read: false } });
  return Number(content[0]?.id ?? 0);
}

export const messagesExamples = {
  // N3 as the newest-unread toast asks it (WIRE.md §6.6): page 1, size 1, unread, the last 7 days.
  list: { persona: 'player01', args: () => Promise.resolve({ query: { page: 1, size: 1, read: false, startTime: Date.now() - 7 * 86_400_000, endTime: Date.now() } }) },
  detail: { persona: 'player01', args: async () => ({ query: { id: await newestUnreadId() } }) },
  markRead: { persona: 'player01', args: { body: { all: true } } },
  remove: { persona: 'player01', args: async () => ({ body: { ids: [await newestUnreadId()] } }) },
  unreadCount: { persona: 'player01', args: {} },
} satisfies Examples<'messages'>;
