import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES } from '../../contracts/content';
import { winners } from '../../mocks/games/collections';
import { WINNER_PERIOD_DAYS } from '../../mocks/games/handlers';
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

describe('games.winnerRanking by period', () => {
  it('counts only wins within the period before the latest win, each entry naming the game of its biggest win', async () => {
    const rows = winners.all();
    const latest = Math.max(...rows.map((row) => Date.parse(row.createTime)));
    for (const period of ['DAY', 'WEEK', 'MONTH'] as const) {
      const since = latest - WINNER_PERIOD_DAYS[period] * 86_400_000;
      const inPeriod = rows.filter((row) => Date.parse(row.createTime) > since);
      const { list } = await callRoute(contract.games.winnerRanking, { query: { gameCategory: 'ALL', period, limitNum: 100 } });
      const total = list.reduce((sum, entry) => sum + entry.winCount, 0);
      expect(total, period).toBe(inPeriod.length);
      expect(list.map((entry) => entry.rank)).toEqual(list.map((_, index) => index + 1));
      for (const entry of list) {
        const best = inPeriod.find((row) => row.game.nodeId === entry.game.nodeId && row.winAmount === entry.biggestWin);
        expect(best?.gameName).toBe(entry.gameName);
      }
    }
    const day = await callRoute(contract.games.winnerRanking, { query: { gameCategory: 'ALL', period: 'DAY', limitNum: 100 } });
    const week = await callRoute(contract.games.winnerRanking, { query: { gameCategory: 'ALL', period: 'WEEK', limitNum: 100 } });
    expect(day.list.reduce((sum, entry) => sum + entry.winCount, 0)).toBeLessThan(week.list.reduce((sum, entry) => sum + entry.winCount, 0));
  });
});
