import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, Modal, Skeleton } from '../../components';
import { contract, useRouteQuery } from '../../lib/api';
import { resolveLanguage } from '../../lib/languages';
import { RichText, withoutRepeatedTitle } from '../notices';
import styles from './HelpModal.module.css';

interface HelpModalProps {
  onClose: () => void;
  /** A section code to open at; otherwise the address's hash (/help#term opens the terms). */
  section?: string;
}

/** SPEC §2 help modal: the help centre's sections (terms at #term), each with its sanitized articles. */
export function HelpModal({ onClose, section }: HelpModalProps) {
  const { t, i18n } = useTranslation();
  const help = useRouteQuery(contract.system.helpCenter, { query: { lang: resolveLanguage(i18n.language), device: 'WEB' } }, { staleTime: 10 * 60_000 });
  const sections = [...(help.data?.sections ?? [])].sort((a, b) => a.sort - b.sort);
  const { hash } = useLocation();
  const [chosen, setChosen] = useState<string | undefined>(section ?? (hash.replace(/^#/, '') || undefined));
  const current = sections.find((item) => item.code === chosen) ?? sections[0];

  return (
    <Modal title={t('help.title')} onClose={onClose} closeLabel={t('common.close')} size="xl">
      <div className={styles.split} data-testid="help-modal">
        <nav aria-label={t('help.sections')} className={styles.side}>
          {help.data ? (
            <ul className={styles.list}>
              {sections.map((item) => (
                <li key={item.code}>
                  <button type="button" className={styles.item} aria-current={item.code === current?.code ? 'true' : undefined} onClick={() => setChosen(item.code)}>
                    {item.title}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            Array.from({ length: 5 }, (_, index) => <Skeleton key={index} height={44} radius={10} />)
          )}
        </nav>
        {/* The section scrolls on its own, so keyboard users must be able to focus it (WCAG 2.1.1). */}
        <div
          id={current?.code}
          className={styles.detail}
          tabIndex={current ? 0 : undefined}
          role={current ? 'region' : undefined}
          aria-labelledby={current ? `help-${current.code}` : undefined}
        >
          {current ? (
            <section>
              <h3 id={`help-${current.code}`} className={styles.heading}>
                {current.title}
              </h3>
              {current.articles.map((article) => (
                <article key={article.id} className={styles.article}>
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
    </Modal>
  );
}
