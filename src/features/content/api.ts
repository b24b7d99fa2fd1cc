import { useTranslation } from '../../lib/useTranslation';
import type { ArticleCategory, ArticleKind } from '@contracts/content';
import { contract, useRouteQuery } from '../../lib/api';
import { resolveLanguage } from '../../lib/languages';

/** Blog and news cards per page: three rows of three. */
export const ARTICLES_PAGE_SIZE = 9;

/** The regulator, its statement and the licences (/legal and the licence modal). */
export function useLicences() {
  return useRouteQuery(contract.system.licences, {}, { staleTime: 30 * 60_000 });
}

/** One page of blog or news articles, newest first, in a category or all. */
export function useArticles(kind: ArticleKind, category: ArticleCategory | undefined, pageNo: number) {
  const { i18n } = useTranslation();
  return useRouteQuery(
    contract.content.articles,
    { query: { kind, category, pageNo, pageSize: ARTICLES_PAGE_SIZE, language: resolveLanguage(i18n.language) } },
    { staleTime: 5 * 60_000, placeholderData: (previous) => previous },
  );
}

export function useArticle(articleId: number | null) {
  const { i18n } = useTranslation();
  return useRouteQuery(
    contract.content.article,
    { query: { articleId: articleId ?? 0, language: resolveLanguage(i18n.language) } },
    { enabled: articleId !== null, staleTime: 5 * 60_000 },
  );
}

/**
 * SPEC §7: the app download links, built from the site origin and language.
 * The session token is deliberately left out, so a link shared or scanned
 * never carries a login.
 */
export function useAppDownload() {
  const { i18n } = useTranslation();
  return useRouteQuery(
    contract.system.appDownload,
    { query: { origin: window.location.origin, language: resolveLanguage(i18n.language) } },
    { staleTime: Infinity },
  );
}
