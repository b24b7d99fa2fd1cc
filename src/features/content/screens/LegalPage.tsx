import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import { PageHero, pageKit } from '@/components';
import { pagePath } from '@/lib/pages';
import { helpAnchor } from '../../help';
import { LicencePanel } from '../components/LicencePanel';
import styles from './content.module.css';

/** SPEC §2 /legal: under the w_pagco banner (the layout shows it), the regulator statement and the licences. */
export function LegalPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="legal-page">
      <PageHero icon="shield" title={t('pages.legal')} lead={t('content.legal.lead')}>
        <Link className={pageKit.strongLink} to={`${pagePath('help')}${helpAnchor('responsible')}`}>
          {t('footer.responsible')}
        </Link>
      </PageHero>
      <LicencePanel headingLevel={2} />
    </div>
  );
}
