import { useTranslation } from 'react-i18next';
import styles from './ComingSoon.module.css';

/** A real, translated state for screens that later issues build. */
export function ComingSoon({ page }: { page: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.soon} aria-labelledby="coming-soon-title" data-testid="coming-soon">
      <div className={styles.chips} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <h1 id="coming-soon-title" className={styles.title}>
        {t(`pages.${page}`)}
      </h1>
      <p className={styles.text}>{t('comingSoon.text')}</p>
    </section>
  );
}
