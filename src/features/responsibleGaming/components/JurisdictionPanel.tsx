import { useTranslation } from '@/lib/useTranslation';
import type { RgStatus } from '@contracts/responsibleGaming';
import { Button, Icon } from '@/components';
import { useMoney } from '../../promotions';
import { useJurisdiction } from '../../system';
import styles from './rg.module.css';

/**
 * The regulator's part of the responsible-gaming page (issue 35): whose rules apply and what they
 * mean here; UKGC's net deposits; MGA's self-exclusion one click away.
 */
export function JurisdictionPanel({ status, onSelfExclude }: { status: RgStatus; onSelfExclude: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const profile = useJurisdiction();
  const net = status.regulation?.netDeposits ?? null;
  const excluded = status.block.kind === 'SELF_EXCLUSION';
  // PAGCOR's rules show where they act (registration, the cashier, the breaks panel): the page stays as it was.
  if (!profile.deposits.showNetDeposits && !profile.selfExclusion.oneClick) return null;
  return (
    <section className={styles.jurisdiction} aria-labelledby="rg-jurisdiction-title" data-testid="rg-jurisdiction" data-jurisdiction={profile.id}>
      <span className={styles.cardIcon} aria-hidden="true"><Icon name="shield" size={22} /></span>
      <div className={styles.jurisdictionText}>
        <h2 id="rg-jurisdiction-title" className={styles.cardTitle}>{t('rgJurisdiction.regulator', { regulator: profile.regulator })}</h2>
        <p className={styles.cardLead}>{t(`rgJurisdiction.summary.${profile.id}`)}</p>
      </div>
      {profile.deposits.showNetDeposits && net ? (
        <dl className={styles.jurisdictionFigure} data-testid="rg-net-deposits">
          <dt>{t('rgJurisdiction.netDeposits.title')}</dt>
          <dd>{money(net.net, true)}</dd>
          <dd className={styles.cardLead}>{t('rgJurisdiction.netDeposits.detail', { deposited: money(net.deposited), withdrawn: money(net.withdrawn) })}</dd>
        </dl>
      ) : null}
      {profile.selfExclusion.oneClick && !excluded ? (
        <Button variant="danger" onClick={onSelfExclude}>{t('rgJurisdiction.oneClick')}</Button>
      ) : null}
    </section>
  );
}
