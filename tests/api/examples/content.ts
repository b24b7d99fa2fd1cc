import type { Examples } from './types';

export const contentExamples = {
  articles: { persona: 'guest', args: { query: { kind: 'BLOG', category: 'GUIDES', pageNo: 1, pageSize: 9 } } },
  article: { persona: 'guest', args: { query: { articleId: 1 } } },
} satisfies Examples<'content'>;
