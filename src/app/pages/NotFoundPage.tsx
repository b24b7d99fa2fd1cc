import { useTranslation } from '../../lib/useTranslation';
import { Link } from 'react-router';
import styles from './ComingSoon.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.soon} data-testid="not-found">
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}
