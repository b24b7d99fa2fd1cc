import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES } from '../../contracts/content';
import { callRoute, contract } from '../../src/lib/api';
import { useSimulatedBackend } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

describe('content.articles and content.article (blog and news)', () => {
  it('pages each kind newest first, filters by category and lists the categories that have articles', async () => {
    const first = await callRoute(contract.content.articles, { query: { kind: 'BLOG', pageNo: 1, pageSize: 5 } });
    expect(first.totalCount).toBeGreaterThan(5);
    expect(first.list).toHaveLength(5);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 5));
    const times = first.list.map((article) => article.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.list.every((article) => article.kind === 'BLOG' && !('content' in article))).toBe(true);
    expect(first.categories.every((category) => (ARTICLE_CATEGORIES as readonly string[]).includes(category))).toBe(true);

    const last = await callRoute(contract.content.articles, { query: { kind: 'BLOG', pageNo: first.totalPages, pageSize: 5 } });
    expect(last.list.length).toBe(first.totalCount - 5 * (first.totalPages - 1));

    const guides = await callRoute(contract.content.articles, { query: { kind: 'BLOG', category: 'GUIDES', pageNo: 1, pageSize: 50 } });
    expect(guides.list.length).toBeGreaterThan(0);
    expect(guides.list.every((article) => article.category === 'GUIDES')).toBe(true);

    const news = await callRoute(contract.content.articles, { query: { kind: 'NEWS', pageNo: 1, pageSize: 50 } });
    expect(news.list.every((article) => article.kind === 'NEWS')).toBe(true);
    expect(news.list.map((article) => article.articleId)).not.toContain(first.list[0]?.articleId);
  });

  it('answers one article with its HTML, and a missing one with NOT_FOUND', async () => {
    const article = await callRoute(contract.content.article, { query: { articleId: 1 } });
    expect(article.articleId).toBe(1);
    expect(article.content).toContain('<p>');
    const missing = await refusal(callRoute(contract.content.article, { query: { articleId: 9999 } }));
    expect(missing.errorCode).toBe('record_not_found');
    const bad = await refusal(callRoute(contract.content.article, { query: { articleId: -1 } }));
    expect(bad.errorCode).toBe('request_param_err');
  });
});
