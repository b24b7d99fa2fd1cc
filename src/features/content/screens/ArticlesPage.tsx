import { useTranslation } from '@/lib/useTranslation';
import { useSearchParams } from 'react-router';
import type { ArticleKind } from '@contracts/content';
import { PageHero } from '@/components';
import { ArticleList } from '../components/ArticleList';
import { ArticleView } from '../components/ArticleView';
import { readArticleParams } from '../rules/articleParams';
import styles from './content.module.css';

/** SPEC §2 blog and news: a list with categories and paging, and each article on its own (?article=id). */
export function ArticlesPage({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const params = readArticleParams(search);
  const key = kind === 'NEWS' ? 'news' : 'blog';
  return (
    <div className={styles.page} data-testid={`${key}-page`}>
      {params.article === null ? (
        <>
          <PageHero icon={kind === 'NEWS' ? 'bell' : 'mail'} title={t(`content.articles.${key}.title`)} lead={t(`content.articles.${key}.lead`)} />
          <ArticleList kind={kind} params={params} />
        </>
      ) : (
        <ArticleView kind={kind} articleId={params.article} />
      )}
    </div>
  );
}
