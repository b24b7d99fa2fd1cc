import { useTranslation } from '@/lib/useTranslation';
import type { RgStatus } from '@contracts/responsibleGaming';
import { heroPanel, Icon, StatusChip } from '@/components';
import { formatDateTime } from '@/lib/format';
import { useMoney } from '../../promotions';

import styles from './rg.module.css';

/** The hero of the page: where the player stands now (limits set, pending changes, this session, any exclusion). */
export function RgSummary({ status }: { status: RgStatus }) {
  const { t } = useTranslation();
  const money = useMoney();
  const set = status.limits.filter((limit) => limit.amount !== null).length + (status.sessionLimit.minutes === null ? 0 : 1);
  const pending = status.limits.filter((limit) => limit.pending).length + (status.sessionLimit.pending ? 1 : 0);
  const excluded = status.block.kind === 'SELF_EXCLUSION';
  return (
    <section className={`${heroPanel.frame} ${styles.hero}`} aria-labelledby="rg-hero-title">
      <span className={`${heroPanel.medallion} ${styles.heroIcon}`} aria-hidden="true"><Icon name="shield" size={34} /></span>
      <div className={styles.heroText}>
        <p className={styles.eyebrow}>{t('rgPage.eyebrow')}</p>
        <h2 id="rg-hero-title" className={styles.heroTitle}>{t('rgPage.heroTitle')}</h2>
        <p className={styles.heroLead}>{t('rgPage.heroLead')}</p>
        <div className={styles.chips}>
          {excluded ? (
            <StatusChip tone="danger">{t('rgPage.excludedChip', { when: formatDateTime(status.block.until ?? '').slice(0, 10) })}</StatusChip>
          ) : (
            <StatusChip tone={set > 0 ? 'success' : 'neutral'}>{t('rgPage.limitsSet', { count: set })}</StatusChip>
          )}
          {pending > 0 ? <StatusChip tone="warning">{t('rgPage.pendingCount', { count: pending })}</StatusChip> : null}
          <StatusChip tone="gold">
            {status.realityCheck.intervalMinutes === null ? t('rgPage.realityOff') : t('rgPage.realityEvery', { minutes: status.realityCheck.intervalMinutes })}
          </StatusChip>
        </div>
      </div>
      <dl className={styles.heroFigures}>
        <div>
          <dt>{t('rgReality.wagered')}</dt>
          <dd>{money(status.session.wagered)}</dd>
        </div>
        <div>
          <dt>{t('rgReality.profitLoss')}</dt>
          <dd className={status.session.profitLoss < 0 ? styles.loss : styles.win}>{money(status.session.profitLoss, true)}</dd>
        </div>
        <div>
          <dt>{t('rgPage.since')}</dt>
          <dd>{formatDateTime(status.session.loginAt).slice(11, 16)}</dd>
        </div>
      </dl>
    </section>
  );
}
