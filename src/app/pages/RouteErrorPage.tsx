import { useTranslation } from '../../lib/useTranslation';
import { useRouteError } from 'react-router';
import { Button } from '../../components';
import { ChunkLoadError } from '../chunks/lazyChunk';
import styles from './ComingSoon.module.css';

/** A route that failed: a chunk that did not load is named, with a retry. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = error instanceof ChunkLoadError ? error.chunk : null;
  return (
    <section className={styles.soon} role="alert" data-testid="route-error">
      <h1 className={styles.title}>{t('routeError.title')}</h1>
      <p className={styles.text}>{chunk ? t('routeError.chunk', { chunk }) : t('errors.pageTimeout')}</p>
      <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
    </section>
  );
}
