import { callRoute, contract } from '../../../src/lib/api';
import type { Examples } from './types';

/** The id of the persona's newest unread message (the replay logs in before preparing args). */
async function newestUnreadId(): Promise<number> {
  const { list } = await callRoute(contract.messages.list, { query: { readState: 'unread', pageSize: 1 } });
  return list[0]?.id ?? 0;
}

export const messagesExamples = {
  list: { persona: 'player01', args: { query: { pageNo: 1, pageSize: 10 } } },
  detail: { persona: 'player01', args: async () => ({ query: { id: await newestUnreadId() } }) },
  markRead: { persona: 'player01', args: { body: { all: true } } },
  remove: { persona: 'player01', args: async () => ({ body: { ids: [await newestUnreadId()] } }) },
  unreadCount: { persona: 'player01', args: {} },
} satisfies Examples<'messages'>;
