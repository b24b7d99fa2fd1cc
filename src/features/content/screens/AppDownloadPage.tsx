import { useTranslation } from '@/lib/useTranslation';
import { Button, Icon, type IconName, PageHero, pageKit, QrCode, Skeleton } from '@/components';
import { safeUrl } from '@/lib/safeUrl';
import { RichText } from '../../announcements';
import { useAppDownload } from '../api';
import styles from './content.module.css';
import local from './AppDownloadPage.module.css';

type Platform = 'ios' | 'android' | 'lite';
const PLATFORMS: ReadonlyArray<{ key: Platform; icon: IconName }> = [
  { key: 'ios', icon: 'phone' },
  { key: 'android', icon: 'android' },
  { key: 'lite', icon: 'globe' },
];

/**
 * SPEC §1 / §2: app download (iOS, Android, lite app) with QR codes and an
 * install guide per platform. The links come from system.appDownload, built
 * from the site origin and language and never the session token.
 */
export function AppDownloadPage() {
  const { t } = useTranslation();
  const download = useAppDownload();
  const data = download.data;
  return (
    <div className={styles.page} data-testid="download-page">
      <PageHero icon="star" title={t('content.download.title')} lead={t('content.download.lead')} />
      {download.isError ? (
        <div className={`${styles.card} ${styles.empty}`}>
          <p>{t('content.download.failed')}</p>
          <Button variant="secondary" onClick={() => void download.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <div className={styles.grid3}>
          {PLATFORMS.map(({ key, icon }) => {
            const link = data?.[key];
            const href = safeUrl(link?.url);
            const guide = key === 'lite' ? null : data?.installGuides[key];
            return (
              <section key={key} className={`${styles.card} ${local.platform}`} aria-labelledby={`download-${key}`}>
                <h2 id={`download-${key}`} className={styles.cardTitle}>
                  <Icon name={icon} />
                  {t(`content.download.platforms.${key}`)}
                </h2>
                {link ? (
                  <>
                    <p className={styles.muted}>{t('content.download.version', { version: link.version })}</p>
                    <div className={local.qrFrame}>
                      {href ? <QrCode value={href} label={t('content.download.qrAlt', { platform: t(`content.download.platforms.${key}`) })} size={160} /> : null}
                    </div>
                    <p className={pageKit.muted}>{t('content.download.scan')}</p>
                    {href ? (
                      <a className={local.cta} href={href} target="_blank" rel="noopener noreferrer" data-testid={`download-link-${key}`}>
                        {t(`content.download.cta.${key}`)}
                      </a>
                    ) : (
                      <p role="alert">{t('errors.invalidUrl')}</p>
                    )}
                    <h3 className={local.guideTitle}>{t('content.download.guide')}</h3>
                    {guide ? <RichText html={guide} /> : (
                      <ol className={local.steps}>
                        <li>{t('content.download.lite.step1')}</li>
                        <li>{t('content.download.lite.step2')}</li>
                        <li>{t('content.download.lite.step3')}</li>
                      </ol>
                    )}
                  </>
                ) : (
                  <Skeleton height={320} radius={12} />
                )}
              </section>
            );
          })}
        </div>
      )}
      <aside className={`${styles.card} ${local.staff}`} aria-labelledby="download-staff">
        <h2 id="download-staff" className={styles.cardTitle}>
          <Icon name="shield" />
          {t('content.download.staff.title')}
        </h2>
        <p>{t('content.download.staff.text')}</p>
        {data ? (
          <p className={styles.muted}>
            {t('content.download.staff.link')} <code className={local.code}>{data.downloadPageUrl}</code>
          </p>
        ) : null}
      </aside>
    </div>
  );
}
