import { useTranslation } from '@/lib/useTranslation';
import { Button, Icon, StatusChip, useKitLabels } from '@/components';
import { nextSettlement } from '@contracts/shared/contract-settlement';
import { formatDateTime, formatNumber } from '@/lib/format';
import { openModal } from '@/lib/state/ui';
import { useContracts, usePendingRequests } from '@/features/agentContracts';
import styles from '../team.module.css';
import { clockNow } from '@/lib/clock';

/** The agent's own contracts from its upline, when each settles next, and the requests (K0) waiting for an answer. */
export function OwnContracts() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const contracts = useContracts();
  const received = contracts.data?.received ?? [];
  const active = received.filter((row) => row.status === 'ACTIVE');
  const offers = usePendingRequests();
  const now = clockNow();
  return (
    <section className={styles.panel} aria-labelledby="own-contracts-title">
      <header className={styles.panelHead}>
        <h2 id="own-contracts-title" className={styles.panelTitle}>
          {t('agentTeam.contracts.ownTitle')}
        </h2>
        <Button size="sm" variant="ghost" icon={<Icon name="records" size={16} />} onClick={() => openModal('contract', {})}>
          {t('agentTeam.contracts.openList')}
        </Button>
      </header>
      {offers.length ? (
        <div className={styles.offerBanner}>
          <Icon name="gift" size={18} />
          <span>{t('agentTeam.contracts.pendingOffers', { count: offers.length })}</span>
          <Button size="sm" onClick={() => openModal('contract', { contractKey: offers[0]!.key })}>
            {t('agentTeam.contracts.review')}
          </Button>
        </div>
      ) : null}
      {contracts.isPending ? null : active.length ? (
        <ul className={styles.contractList}>
          {active.map((row) => {
            const next = nextSettlement(row, now);
            return (
              <li key={row.id} className={styles.contractRow}>
                <div>
                  <strong>{t(`agentDoor.contractTypes.${row.contractType}`)}</strong>
                  <span className={styles.muted}>
                    {' '}
                    · {t(`agentDoor.periods.${row.period}`)} · {t('agentTeam.contracts.from', { upline: row.upline })}
                  </span>
                </div>
                <span className={styles.rate}>{t('agentTeam.contracts.rate', { rate: formatNumber(row.rate, kit.languageTag) })}</span>
                {row.terminationRequested ? (
                  <StatusChip tone="gold">{t('agentTeam.received.terminationPending')}</StatusChip>
                ) : (
                  <StatusChip tone="success">{t('agentTeam.status.ACTIVE')}</StatusChip>
                )}
                <span className={styles.nextSettle}>
                  {t('agentTeam.contracts.nextSettlement', { time: formatDateTime(next.settleAt) })}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.muted}>{t('agentTeam.contracts.noneActive')}</p>
      )}
    </section>
  );
}
