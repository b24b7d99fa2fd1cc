import { Button, pageKit, Skeleton } from '@/components';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { RichText, withoutRepeatedTitle } from '../../announcements';
import { useHelpSections } from '../api';
import styles from './HelpCentre.module.css';
import { searchHelp } from '../rules/search';

interface HelpCentreProps {
  /** The section shown; the first one when it names none. */
  selected: string | undefined;
  onSelect: (code: string, articleId?: number) => void;
  variant: 'page' | 'modal';
}

/**
 * The help centre's body, shared by the /help page and the help modal:
 * sections from system.helpCenter, a search over every article, and the
 * chosen section's sanitized articles.
 */
export function HelpCentre({ selected, onSelect, variant }: HelpCentreProps) {
  const { t } = useTranslation();
  const help = useHelpSections();
  const sections = useMemo(() => help.data ?? [], [help.data]);
  const current = sections.find((item) => item.code === selected) ?? sections[0];
  const [query, setQuery] = useState('');
  const hits = useMemo(() => searchHelp(sections, query), [sections, query]);
  const searching = query.trim().length > 0;
  const searchId = useId();

  const pick = (code: string, articleId?: number) => {
    setQuery('');
    onSelect(code, articleId);
  };

  return (
    <div className={`${styles.split} ${variant === 'page' ? styles.page : ''}`} data-testid={variant === 'modal' ? 'help-modal' : 'help-centre'}>
      <nav aria-label={t('help.sections')} className={styles.side}>
        <div className={styles.search} role="search">
          <label htmlFor={searchId} className={pageKit.note}>
            {t('content.help.search')}
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            value={query}
            placeholder={t('content.help.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {help.data ? (
          <ul className={pageKit.list2}>
            {sections.map((item) => (
              <li key={item.code}>
                <button type="button" className={styles.item} aria-current={!searching && item.code === current?.code ? 'true' : undefined} onClick={() => pick(item.code)}>
                  {item.title}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          Array.from({ length: 5 }, (_, index) => <Skeleton key={index} height={44} radius={10} />)
        )}
      </nav>
      {/* The section scrolls on its own in the modal, so keyboard users must be able to focus it (WCAG 2.1.1). */}
      <div
        id={searching ? undefined : current?.code}
        className={styles.detail}
        tabIndex={current ? 0 : undefined}
        role={current ? 'region' : undefined}
        aria-labelledby={current ? (searching ? `help-results-${searchId}` : `help-${current.code}`) : undefined}
        data-testid="help-detail"
      >
        {searching ? (
          <section>
            <h3 id={`help-results-${searchId}`} className={styles.heading} aria-live="polite">
              {t('content.help.results', { count: hits.length, query: query.trim() })}
            </h3>
            <ul className={pageKit.list3}>
              {hits.map((hit) => (
                <li key={hit.articleId}>
                  <button type="button" className={styles.hit} onClick={() => pick(hit.sectionCode, hit.articleId)}>
                    <span className={styles.hitSection}>{hit.sectionTitle}</span>
                    <span className={styles.hitTitle}>{hit.title}</span>
                    <span className={pageKit.note}>{hit.excerpt}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : current ? (
          <section>
            <h3 id={`help-${current.code}`} className={styles.heading}>
              {current.title}
            </h3>
            {current.articles.map((article) => (
              <article key={article.id} id={`help-article-${article.id}`} className={styles.article}>
                <h4 className={styles.articleTitle}>{article.title}</h4>
                <RichText html={withoutRepeatedTitle(article.content, article.title)} />
              </article>
            ))}
          </section>
        ) : help.isError ? (
          <div className={styles.empty}>
            <p>{t('help.failed')}</p>
            <Button variant="secondary" onClick={() => void help.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <Skeleton height={240} radius={12} />
        )}
      </div>
    </div>
  );
}
