import { useTranslation } from '@/lib/useTranslation';
import type { ClaimAllValue } from '../api';
import { Button, Icon } from '@/components';
import { errorKeyFor, useMoney } from '../../promotions';
import styles from '../screens/rewards.module.css';

/** The answer of "claim all": every item with what it paid, or why it could not be claimed. */
export function ClaimAllReport({ report, onDismiss }: { report: ClaimAllValue; onDismiss: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const paid = report.results.filter((row) => row.claimed).length;
  return (
    <section className={styles.report} role="status" aria-label={t('engageRewards.reportTitle')} data-testid="claim-all-report">
      <header className={styles.reportHead}>
        <h2 className={styles.reportTitle}>{t('engageRewards.reportSummary', { count: paid, total: report.results.length })}</h2>
        <p className={styles.reportTotals}>
          {report.totalAmount > 0 ? <span className={styles.cash}>{money(report.totalAmount, true)}</span> : null}
          {report.totalPoints > 0 ? <span className={styles.points}>{t('engageRewards.points', { count: report.totalPoints, points: report.totalPoints })}</span> : null}
        </p>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t('common.close')}
        </Button>
      </header>
      <ul className={styles.reportList}>
        {report.results.map((row) => (
          <li key={row.id} className={row.claimed ? styles.reportOk : styles.reportFailed}>
            <Icon name={row.claimed ? 'star' : 'alert'} size={16} />
            <span className={styles.reportItem}>{row.title}</span>
            <span className={styles.reportWhat}>
              {row.claimed
                ? [row.amount > 0 ? money(row.amount, true) : null, row.points > 0 ? t('engageRewards.points', { count: row.points, points: row.points }) : null].filter(Boolean).join(' + ')
                : t(errorKeyFor(row.code))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
