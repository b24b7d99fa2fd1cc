import { useTranslation } from '@/lib/useTranslation';
import { Button, formatCellMoney, pageKit, useKitLabels } from '@/components';
import { formatNumber } from '@/lib/format';
import { useCurrencySymbol } from '@/features/system';
import { AgentOverview } from '@/features/agent';
import { StatTiles } from '@/features/agentReports';
import { useTodaySummary } from '../api';
import styles from '../account.module.css';

/**
 * Account details (SPEC §2 agent centre): today's summary of the team, then
 * the agent's profile (contract types, affiliate code, upline, team counts).
 */
export function AccountDetails() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const money = { symbol: useCurrencySymbol(), languageTag: kit.languageTag };
  const today = useTodaySummary();
  const value = today.data;
  return (
    <div className={pageKit.page4}>
      <section className={styles.panel} aria-labelledby="agent-today-title">
        <div className={styles.panelHead}>
          <h2 id="agent-today-title" className={styles.panelTitle}>
            {t('agentReports.account.today')}
          </h2>
          {value ? <p className={pageKit.muted}>{value.startTime}</p> : null}
        </div>
        {today.isError ? (
          <div role="alert">
            <p className={pageKit.muted}>{t('agentReports.account.todayFailed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void today.refetch()}>
              {t('agentReports.retry')}
            </Button>
          </div>
        ) : (
          <StatTiles
            label={t('agentReports.account.today')}
            loading={today.isPending}
            tiles={[
              { label: t('agentReports.account.activeMembers'), value: formatNumber(value?.activeMembers ?? 0, kit.languageTag), tone: 'info', hint: t('agentReports.account.ofTeam', { count: value?.teamSize ?? 0 }) },
              { label: t('agentReports.account.newMembers'), value: formatNumber(value?.newMembers ?? 0, kit.languageTag), tone: 'plain' },
              { label: t('agentReports.account.deposits'), value: formatCellMoney(value?.depositAmount ?? 0, money), tone: 'credit' },
              { label: t('agentReports.account.withdrawals'), value: formatCellMoney(value?.withdrawAmount ?? 0, money), tone: 'debit' },
              { label: t('agentReports.account.validBet'), value: formatCellMoney(value?.validBet ?? 0, money), tone: 'plain' },
              { label: t('agentReports.account.income'), value: formatCellMoney(value?.income ?? 0, money), tone: 'net' },
            ]}
          />
        )}
      </section>
      <AgentOverview />
    </div>
  );
}
