import { useTranslation } from '@/lib/useTranslation';
import { Button, pageKit, Skeleton } from '@/components';
import { formatDate } from '@/lib/format';
import { safeUrl } from '@/lib/safeUrl';
import { RichText } from '../../announcements';
import { useLicences } from '../api';
import styles from '../screens/content.module.css';

/**
 * The regulator statement and the licences, as the /legal page and the legal
 * licence modal both show them. `headingLevel` keeps the outline right in
 * each place (the page has its h1, the modal its title).
 */
export function LicencePanel({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const licences = useLicences();
  const Heading = `h${headingLevel}` as const;
  if (licences.isError) {
    return (
      <div className={styles.empty}>
        <p>{t('content.legal.failed')}</p>
        <Button variant="secondary" onClick={() => void licences.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!licences.data) return <Skeleton height={260} radius={16} />;
  const { regulator, statement, minimumAge, licences: list } = licences.data;
  const regulatorUrl = safeUrl(regulator.url);
  return (
    <div className={styles.page} data-testid="licence-panel">
      <section className={styles.card} aria-labelledby="legal-regulator">
        <div className={styles.seal}>
          <span className={styles.sealBadge} aria-hidden="true">
            {regulator.shortName}
          </span>
          <div>
            <Heading id="legal-regulator" className={styles.cardTitle}>
              {t('content.legal.regulator', { name: regulator.name })}
            </Heading>
            <p className={styles.muted}>
              <span className={styles.age} aria-hidden="true">
                {minimumAge}+
              </span>{' '}
              {t('content.legal.age', { age: minimumAge })}
            </p>
          </div>
        </div>
        <RichText html={statement} />
        {regulatorUrl ? (
          <a className={pageKit.strongLink} href={regulatorUrl} target="_blank" rel="noopener noreferrer">
            {t('content.legal.visitRegulator', { name: regulator.shortName })}
          </a>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="legal-licences">
        <Heading id="legal-licences" className={styles.cardTitle}>
          {t('content.legal.licences')}
        </Heading>
        <ul className={`${styles.grid2} ${styles.plainList}`}>
          {list.map((licence) => {
            const verify = safeUrl(licence.verifyUrl);
            return (
              <li key={licence.licenceNo} className={styles.licence}>
                <p className={styles.licenceNo}>{licence.licenceNo}</p>
                <dl className={styles.facts}>
                  <dt>{t('content.legal.scope')}</dt>
                  <dd>{licence.scope}</dd>
                  <dt>{t('content.legal.issuer')}</dt>
                  <dd>{licence.issuer}</dd>
                  <dt>{t('content.legal.jurisdiction')}</dt>
                  <dd>{licence.jurisdiction}</dd>
                  <dt>{t('content.legal.valid')}</dt>
                  <dd>{t('content.legal.validRange', { from: formatDate(licence.validFrom), until: formatDate(licence.validUntil) })}</dd>
                </dl>
                {verify ? (
                  <a className={pageKit.strongLink} href={verify} target="_blank" rel="noopener noreferrer">
                    {t('content.legal.verify', { licence: licence.licenceNo })}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
