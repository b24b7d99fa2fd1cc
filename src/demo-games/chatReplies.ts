/** The host's canned answers in the demo chat room, picked by what the player wrote (i18n keys). */
const TOPICS: ReadonlyArray<{ words: readonly string[]; key: string }> = [
  { words: ['hi', 'hello', 'hey', 'kumusta', 'musta'], key: 'content.chatPage.replies.hello' },
  { words: ['deposit', 'topup', 'top-up', 'gcash', 'maya'], key: 'content.chatPage.replies.deposit' },
  { words: ['withdraw', 'withdrawal', 'cash', 'payout'], key: 'content.chatPage.replies.withdraw' },
  { words: ['bonus', 'promo', 'promotion', 'reward'], key: 'content.chatPage.replies.bonus' },
  { words: ['luck', 'win', 'swerte', 'panalo'], key: 'content.chatPage.replies.luck' },
];
const GENERIC = ['content.chatPage.replies.generic1', 'content.chatPage.replies.generic2', 'content.chatPage.replies.generic3'] as const;

/** The key of the host's reply to a message; `turn` rotates the generic answers. */
export function cannedReply(text: string, turn: number): string {
  const words = text.toLowerCase().split(/[^\p{L}\p{N}-]+/u).filter(Boolean);
  const topic = TOPICS.find((candidate) => candidate.words.some((word) => words.includes(word)));
  return topic?.key ?? GENERIC[turn % GENERIC.length] ?? GENERIC[0];
}
