import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { safeUrl } from '@/lib/safeUrl';
import { usePermission } from '../../system';
import { mainDomainOffer } from '../rules/domain';
import styles from './DomainNotice.module.css';

/**
 * SPEC §7 domainRoute: on an alternative domain, a notice offers the main one (dismissed until the
 * next load). The domains come with the start-up status (WIRE.md §6.2 info.domainRoute, info.mainDomain).
 */
export function DomainNotice() {
  const { t } = useTranslation();
  const route = usePermission()?.domainRoute;
  const [dismissed, setDismissed] = useState(false);
  // The main domain is server data: offered only as a well-formed http(s) address on one of the site's own domains.
  const offer = route ? safeUrl(mainDomainOffer(window.location, route), route.domainList) : null;
  if (!offer || dismissed || !route) return null;
  return (
    <div className={styles.notice} role="region" aria-label={t('content.domain.go')} data-testid="domain-notice">
      <p className={styles.text}>{t('content.domain.notice', { current: window.location.host, main: route.mainDomain })}</p>
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
