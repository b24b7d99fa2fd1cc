import { pageKit } from '@/components';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import { usePermission } from '../../system';
import { pagePath } from '@/lib/pages';
import { routeEnabled } from '../rules/domain';
import styles from '../screens/content.module.css';

/**
 * SPEC §7 routers: a page the back office switches off shows as unavailable,
 * not as broken. The list comes with the start-up status's route table
 * (WIRE.md §6.2 info.domainRoute, our reading of its shape); a route it does
 * not name shows: the list only ever takes pages away.
 */
export function RouteGate({ path, children }: { path: string; children: ReactNode }) {
  const { t } = useTranslation();
  const routers = usePermission()?.domainRoute.routers;
  if (routeEnabled(path, routers)) return children;
  return (
    <section className={`${styles.card} ${styles.empty}`} data-testid="route-unavailable" aria-labelledby="route-unavailable">
      <h1 id="route-unavailable" className={styles.cardTitle}>
        {t('content.routes.unavailable')}
      </h1>
      <p>{t('content.routes.unavailableText')}</p>
      <Link className={pageKit.strongLink} to={pagePath('home')}>
        {t('content.routes.home')}
      </Link>
    </section>
  );
}
