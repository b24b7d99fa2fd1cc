import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import type { ArticleKind } from '@contracts/content';
import { Button, Icon, Skeleton } from '@/components';
import { formatDate } from '@/lib/format';
import { safeUrl } from '@/lib/safeUrl';
import { RichText } from '../../announcements';
import { useArticle } from '../api';
import styles from '../screens/content.module.css';
import local from './Articles.module.css';

/** One article: its cover, title, byline and sanitized HTML, with the way back to the list. */
export function ArticleView({ kind, articleId }: { kind: ArticleKind; articleId: number }) {
  const { t } = useTranslation();
  const article = useArticle(articleId);
  const heading = useRef<HTMLHeadingElement>(null);
  const key = kind === 'NEWS' ? 'news' : 'blog';
  useEffect(() => {
    // Opening an article moves focus to its title, so screen readers start where the reader does.
    if (article.data) heading.current?.focus();
  }, [article.data]);

  const back = (
    <Link to="." className={local.back}>
      <Icon name="chevronLeft" size={18} />
      {t(`content.articles.${key}.back`)}
    </Link>
  );
  if (article.isError) {
    return (
      <>
        {back}
        <div className={`${styles.card} ${styles.empty}`}>
          <p>{t('content.articles.notFound')}</p>
          <Button variant="secondary" onClick={() => void article.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      {back}
      {article.data && article.data.kind === kind ? (
        <article className={`${styles.card} ${local.article}`} data-testid="article">
          <img className={local.hero} src={safeUrl(article.data.coverUrl) ?? undefined} alt="" width={640} height={280} />
          <p className={local.meta}>
            <span className={local.category}>{t(`content.articles.category.${article.data.category}`)}</span>
            <time dateTime={article.data.publishTime}>{formatDate(article.data.publishTime)}</time>
            <span>{article.data.author}</span>
            <span>{t('content.articles.readTime', { minutes: article.data.readMinutes })}</span>
          </p>
          <h1 ref={heading} tabIndex={-1} className={local.articleTitle}>
            {article.data.title}
          </h1>
          <RichText html={article.data.content} className={local.prose} />
        </article>
      ) : article.data ? (
        <p className={`${styles.card} ${styles.empty}`}>{t('content.articles.notFound')}</p>
      ) : (
        <Skeleton height={480} radius={16} />
      )}
    </>
  );
}
