import { useEffect } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import { Icon, pageKit } from '@/components';
import { memberPageHref } from '@/lib/centrePages';
import { formatDateTime } from '@/lib/format';
import { interruptWith } from '@/lib/state/promptInterrupt';
import { useRgWatch } from '../api';
import { wallMsUntilCheck } from '../rules/realityCheck';
import { RgMessageGate } from './RgMessageGate';
import styles from './rg.module.css';

/**
 * Mounted once in the main layout for a logged-in player: opens the reality
 * check when it falls due (on the server clock, fast QA clock included) and,
 * while self-excluded, shows the banner that says why play is closed and
 * where to withdraw.
 */
export function RgWatch() {
  const { t } = useTranslation();
  const watch = useRgWatch();
  const reading = watch.data;

  useEffect(() => {
    if (!reading || reading.status.block.kind !== 'NONE') return;
    const delay = wallMsUntilCheck(reading, Date.now());
    if (delay === null) return;
    // It interrupts whatever is open (a game); continuing brings that back (RealityCheckModal).
    const timer = setTimeout(() => interruptWith('realityCheck'), delay);
    return () => clearTimeout(timer);
  }, [reading]);

  // MGA (issue 35): the responsible-gaming message owed before the first bet.
  const message = <RgMessageGate reading={reading} />;
  if (reading?.status.block.kind !== 'SELF_EXCLUSION') return message;
  return (
    <>
      {message}
      <section className={styles.banner} role="status" aria-labelledby="rg-excluded-title">
        <Icon name="shield" size={28} />
        <div>
          <h2 id="rg-excluded-title" className={pageKit.titleMd}>{t('rgBanner.title')}</h2>
          <p className={styles.bannerText}>{t('rgBanner.text', { until: formatDateTime(reading.status.block.until ?? '').slice(0, 16) })}</p>
        </div>
        <Link className={styles.bannerLink} to={memberPageHref('withdraw')}>
          {t('rgBanner.withdraw')}
        </Link>
      </section>
    </>
  );
}
