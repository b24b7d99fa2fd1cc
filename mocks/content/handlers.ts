import { contract } from '../../contracts';
import { ARTICLE_CATEGORIES } from '../../contracts/content';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { implement } from '../engine/implement';
import { paginate } from '../engine/paginate';
import { ok, refuse } from '../engine/refusal';
import { articles } from './collections';

const newestFirst = (a: { publishTime: string; articleId: number }, b: { publishTime: string; articleId: number }) =>
  b.publishTime.localeCompare(a.publishTime) || b.articleId - a.articleId;

export const contentImpl = implement(contract.content, {
  articles: ({ query }) => {
    const ofKind = articles.all().filter((article) => article.kind === query.kind);
    const present = new Set(ofKind.map((article) => article.category));
    const rows = ofKind
      .filter((article) => !query.category || article.category === query.category)
      .sort(newestFirst)
      .map(({ content: _content, ...summary }) => summary);
    return ok({ ...paginate(rows, query.pageNo, query.pageSize), categories: ARTICLE_CATEGORIES.filter((category) => present.has(category)) });
  },
  article: ({ query }) => {
    const article = articles.findFirst((q) => q.where({ articleId: query.articleId }));
    if (!article) throw refuse(ERROR_CODES.NOT_FOUND, 'No such article', 404);
    return ok({ ...article });
  },
});
