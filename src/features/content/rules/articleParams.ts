import { ARTICLE_CATEGORIES, type ArticleCategory } from '@contracts/content';

export interface ArticleParams {
  category: ArticleCategory | undefined;
  page: number;
  /** The article open on its own, or null for the list. */
  article: number | null;
}

/** What a blog or news address asks for; anything unreadable falls back to the list's first page of every category. */
export function readArticleParams(search: URLSearchParams): ArticleParams {
  const category = search.get('category');
  const page = Number(search.get('page'));
  const article = Number(search.get('article'));
  return {
    category: (ARTICLE_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as ArticleCategory) : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    article: Number.isInteger(article) && article >= 1 ? article : null,
  };
}

/** The address of a list state or an article, keeping only what differs from the defaults. */
export function articleSearch(params: Partial<ArticleParams>): string {
  const search = new URLSearchParams();
  if (params.category) search.set('category', params.category);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  if (params.article) search.set('article', String(params.article));
  const text = search.toString();
  return text ? `?${text}` : '';
}
