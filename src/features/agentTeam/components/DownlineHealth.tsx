import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import { Icon, Skeleton } from '@/components';
import { unitWindow } from '@contracts/shared/contract-settlement';
import { useContracts, useTeamActivities } from '@/features/agentContracts';
import { useWholeDownline } from '../api';
import { downlineHealth } from '../rules/downlineHealth';
import { memberRowHref } from '../rules/links';
import styles from '../team.module.css';
import { clockNow } from '@/lib/clock';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Downline health: who registered and never deposited, who has gone quiet
 * for 7 days, and whose team is close to qualifying for the contract the
 * agent gave them; each name links to the member's row in downline management.
 */
export function DownlineHealth() {
  const { t } = useTranslation();
  const downline = useWholeDownline();
  const contracts = useContracts();
  const now = clockNow();
  const contracted = (contracts.data?.given ?? []).filter((row) => row.status === 'ACTIVE' && downline.data?.some((member) => member.account === row.account));
  // Each contract's running settlement unit so far: how close its team is to qualifying.
  const activity = useTeamActivities(contracted.map((row) => ({ account: row.account, range: { startDate: day(unitWindow(row, now).start), endDate: day(now) } })));
  if (!downline.data || !contracts.data) {
    return (
      <section className={styles.panel} aria-busy="true">
        <Skeleton height={180} />
      </section>
    );
  }
  const byAccount = new Map(contracted.map((row, index) => [row.account, activity[index]?.data?.samples]));
  const health = downlineHealth(downline.data, contracted, (account) => byAccount.get(account), now);
  const groups = [
    { id: 'neverDeposited', icon: 'bank' as const, members: health.neverDeposited.map((member) => ({ account: member.account, note: '' })) },
    { id: 'inactive', icon: 'alert' as const, members: health.inactive.map((member) => ({ account: member.account, note: '' })) },
    {
      id: 'closeToTier',
      icon: 'trophy' as const,
      members: health.closeToTier.map(({ member, progress, contract: row }) => ({
        account: member.account,
        note: t('agentTeam.health.progress', { percent: Math.round(progress * 100), type: t(`agentDoor.contractTypes.${row.contractType}`) }),
      })),
    },
  ];
  return (
    <section className={styles.panel} aria-labelledby="health-title" data-testid="downline-health">
      <header className={styles.panelHead}>
        <h2 id="health-title" className={styles.panelTitle}>
          {t('agentTeam.health.title')}
        </h2>
      </header>
      <div className={styles.healthGrid}>
        {groups.map((group) => (
          <div key={group.id} className={styles.healthGroup}>
            <h3 className={styles.healthTitle}>
              <Icon name={group.icon} size={16} />
              {t(`agentTeam.health.${group.id}`)}
              <span className={styles.count}>{group.members.length}</span>
            </h3>
            {group.members.length ? (
              <ul className={styles.healthList}>
                {group.members.slice(0, 6).map((member) => (
                  <li key={member.account}>
                    <Link to={memberRowHref(member.account)}>{member.account}</Link>
                    {member.note ? <span className={styles.muted}> · {member.note}</span> : null}
                  </li>
                ))}
                {group.members.length > 6 ? <li className={styles.muted}>{t('agentTeam.health.more', { count: group.members.length - 6 })}</li> : null}
              </ul>
            ) : (
              <p className={styles.muted}>{t('agentTeam.health.none')}</p>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
