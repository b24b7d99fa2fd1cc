import { useState } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { contract, useRouteQuery } from '../../../lib/api';
import { mainDomainOffer } from '../rules/domain';
import styles from './DomainNotice.module.css';

/** SPEC §7 domainRoute: on an alternative domain, a notice offers the main one (dismissed until the next load). */
export function DomainNotice() {
  const { t } = useTranslation();
  const route = useRouteQuery(contract.system.domainRoute, {}, { staleTime: Infinity });
  const [dismissed, setDismissed] = useState(false);
  const offer = route.data ? mainDomainOffer(window.location, route.data) : null;
  if (!offer || dismissed || !route.data) return null;
  return (
    <div className={styles.notice} role="region" aria-label={t('content.domain.go')} data-testid="domain-notice">
      <p className={styles.text}>{t('content.domain.notice', { current: window.location.host, main: route.data.mainDomain })}</p>
      <a className={styles.go} href={offer}>
        {t('content.domain.go')}
      </a>
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => setDismissed(true)}
      >
        {t('content.domain.dismiss')}
      </button>
    </div>
  );
}
