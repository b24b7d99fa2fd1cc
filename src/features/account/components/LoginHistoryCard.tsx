import { useTranslation } from '@/lib/useTranslation';
import type { LoginRecord } from '@contracts/member';
import { DataTable, type DataTableColumn, DateCell, Icon, pageKit, StatusChip, useKitLabels } from '@/components';
import { useLoginHistory } from '../api';
import styles from '../screens/account.module.css';

/** The last logins with IP and time, and how a new IP was verified (SPEC §4). */
export function LoginHistoryCard() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const history = useLoginHistory();
  const columns: DataTableColumn<LoginRecord>[] = [
    { id: 'loginTime', header: t('account.history.time'), cell: (row) => <DateCell value={row.loginTime} />, width: '200px' },
    { id: 'ip', header: t('account.history.ip'), cell: (row) => <span className={styles.ip}>{row.ip}</span> },
    { id: 'loginType', header: t('account.history.method'), cell: (row) => t(`account.history.types.${row.loginType}`, { defaultValue: row.loginType }) },
    {
      id: 'verifiedBy',
      header: t('account.history.verification'),
      cell: (row) =>
        row.verifiedBy ? (
          <StatusChip tone="gold">{t(`account.history.verifiedBy.${row.verifiedBy}`, { defaultValue: row.verifiedBy })}</StatusChip>
        ) : (
          <span className={pageKit.muted}>{t('account.history.noCheck')}</span>
        ),
    },
  ];
  return (
    <section className={styles.card} aria-labelledby="account-history-title">
      <div className={styles.cardHead}>
        <h2 id="account-history-title" className={styles.cardTitle}>
          <span className={styles.cardIcon} aria-hidden="true">
            <Icon name="globe" size={18} />
          </span>
          {t('account.history.title')}
        </h2>
        {history.data ? <p className={pageKit.muted}>{t('account.history.knownIps', { count: history.data.knownIpCount })}</p> : null}
      </div>
      <DataTable
        caption={t('account.history.caption')}
        captionHidden
        columns={columns}
        rows={history.data?.list}
        rowKey={(row) => row.id}
        status={history.isPending ? 'loading' : history.isError ? 'error' : 'success'}
        labels={kit.table({ empty: t('account.history.empty'), emptyHint: t('account.history.emptyHint') })}
        onRetry={() => void history.refetch()}
        skeletonRows={5}
      />
    </section>
  );
}
