import { isoNow } from '../engine/clock';
import { messages, type MessageRecord } from './collections';

export function nextMessageId(): number {
  return messages.all().reduce((max, message) => Math.max(max, message.id), 0) + 1;
}

/** Puts a new unread message in a member's inbox (other domains use it for account events). */
export async function deliverMessage(
  account: string,
  title: string,
  content: string,
  category: MessageRecord['category'] = 'personal',
  createTime: string = isoNow(),
): Promise<Omit<MessageRecord, 'account'>> {
  const record = await messages.create({
    id: nextMessageId(), account, title, content, category, read: false, createTime, readTime: null,
  });
  const { account: _owner, ...message } = record;
  return message;
}
