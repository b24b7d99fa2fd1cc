import { useTranslation } from '@/lib/useTranslation';
import { Link, useNavigate } from 'react-router';
import type { ArticleCategory, ArticleKind } from '@contracts/content';
import { Button, pageKit, Pagination, Skeleton } from '@/components';
import { formatDate } from '@/lib/format';
import { safeUrl } from '@/lib/safeUrl';
import { usePaginationLabels } from '@/lib/usePaginationLabels';
import { ARTICLES_PAGE_SIZE, useArticles } from '../api';
import { articleSearch, type ArticleParams } from '../rules/articleParams';
import styles from '../screens/content.module.css';
import local from './Articles.module.css';

/** The cards of one page of a category, with the category chips above and the pages below. */
export function ArticleList({ kind, params }: { kind: ArticleKind; params: ArticleParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const articles = useArticles(kind, params.category, params.page);
  const paginationLabels = usePaginationLabels();
  const go = (next: Partial<ArticleParams>) => void navigate({ search: articleSearch({ category: params.category, ...next }) });
  const categories: Array<ArticleCategory | undefined> = [undefined, ...(articles.data?.categories ?? [])];

  return (
    <>
      <ul className={styles.chips} aria-label={t('content.articles.categories')}>
        {categories.map((category) => (
          <li key={category ?? 'ALL'}>
            <button type="button" className={styles.chip} aria-pressed={category === params.category} onClick={() => go({ category, page: 1 })}>
              {t(`content.articles.category.${category ?? 'ALL'}`)}
            </button>
          </li>
        ))}
      </ul>
      {articles.isError ? (
        <div className={`${styles.card} ${styles.empty}`}>
          <p>{t('content.articles.failed')}</p>
          <Button variant="secondary" onClick={() => void articles.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : !articles.data ? (
        <div className={styles.grid3}>
          {Array.from({ length: ARTICLES_PAGE_SIZE }, (_, index) => (
            <Skeleton key={index} height={320} radius={16} />
          ))}
        </div>
      ) : articles.data.list.length === 0 ? (
        <p className={`${styles.card} ${styles.empty}`}>{t('content.articles.empty')}</p>
      ) : (
        <ul className={`${styles.grid3} ${styles.plainList}`} data-testid="article-list">
          {articles.data.list.map((article) => (
            <li key={article.articleId} className={local.card}>
              <img className={local.cover} src={safeUrl(article.coverUrl) ?? undefined} alt="" width={640} height={280} loading="lazy" />
              <div className={local.body}>
                <p className={local.meta}>
                  <span className={local.category}>{t(`content.articles.category.${article.category}`)}</span>
                  <time dateTime={article.publishTime}>{formatDate(article.publishTime)}</time>
                </p>
                <h2 className={local.title}>
                  <Link to={articleSearch({ article: article.articleId })} className={local.titleLink}>
                    {article.title}
                  </Link>
                </h2>
                <p className={local.summary}>{article.summary}</p>
                <p className={pageKit.mutedXs}>{t('content.articles.readTime', { minutes: article.readMinutes })}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {articles.data && articles.data.totalPages > 1 ? (
        <Pagination
          page={params.page}
          totalPages={articles.data.totalPages}
          onChange={(page) => go({ page })}
          labels={{ ...paginationLabels, nav: t('content.articles.pages') }}
        />
      ) : null}
    </>
  );
}
