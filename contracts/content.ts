import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from './shared/constants';
import { respond } from './shared/envelope';
import { isoDateTime } from './shared/entities';
import { ours } from './shared/meta';
import { pagedList, pageQuery } from './shared/paging';

const c = initContract();

/*
 * Entirely ours (WIRE.md §7.6: content articles appear in no capture), in the platform's style for
 * site content: /wps/relay/WPSCORE_<method>, GET with a qs query (§7.1).
 */

/** SPEC §2 Other screens: the blog and the news, two kinds of one article list. */
export const ARTICLE_KINDS = ['BLOG', 'NEWS'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
export const ARTICLE_CATEGORIES = ['GUIDES', 'PROMOTIONS', 'SPORTS', 'CASINO', 'PLATFORM'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const articleSummarySchema = z.object({
  articleId: z.number().int(),
  kind: z.enum(ARTICLE_KINDS),
  category: z.enum(ARTICLE_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  author: z.string(),
  publishTime: isoDateTime,
  readMinutes: z.number().int(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = articleSummarySchema.extend({
  /** Server HTML: the app sanitizes it before rendering. */
  content: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

const language = z.string().trim().min(2).max(8).default(DEFAULT_LANGUAGE);

export const contentContract = c.router({
  articles: {
    method: 'GET',
    path: '/wps/relay/WPSCORE_getArticles',
    query: z.object({
      kind: z.enum(ARTICLE_KINDS),
      category: z.enum(ARTICLE_CATEGORIES).optional(),
      pageNo: pageQuery.pageNo,
      pageSize: z.coerce.number().int().min(1).max(50).default(9),
      language,
    }),
    responses: respond(pagedList(articleSummarySchema).extend({ categories: z.array(z.enum(ARTICLE_CATEGORIES)) })),
    metadata: ours(),
    summary: 'Blog or news articles, newest first, by category and page, with the categories that have articles',
  },
  article: {
    method: 'GET',
    path: '/wps/relay/WPSCORE_getArticle',
    query: z.object({ articleId: z.coerce.number().int().positive(), language }),
    responses: respond(articleSchema),
    metadata: ours(),
    summary: 'One blog or news article with its HTML content',
  },
});
