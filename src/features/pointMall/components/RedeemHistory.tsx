import { useTranslation } from '@/lib/useTranslation';
import { REDEEM_STATUSES } from '@contracts/shared/constants';
import type { RewardEntry } from '@contracts/shared/entities';
import { type DataTableColumn, DateCell, MoneyCell, StatusChip, useKitLabels } from '@/components';
import { formatNumber } from '@/lib/format';
import { useCurrencySymbol } from '../../system';
import { useRedeemHistory, type RedeemStatus } from '../api';
import { REDEEM_STATUS_TONE } from '../rules/points';
import { PointsLedger } from './PointsLedger';
import styles from './records.module.css';

/**
 * Redeem history: SPEC §3's RewardEntry fields (type, name, quantity,
 * required points and amount, status, time, remark) with SPEC §4's statuses,
 * filtered by status and the page kit's date range, kept in the URL.
 */
export function RedeemHistory() {
  const { t } = useTranslation();
  const { languageTag } = useKitLabels();
  const symbol = useCurrencySymbol();
  const statusLabel = (value: RedeemStatus) => t(`mallPoints.statuses.${value}`);

  const columns: DataTableColumn<RewardEntry>[] = [
    { id: 'time', header: t('mallPoints.history.columns.time'), cell: (row) => <DateCell value={row.time} />, width: '170px' },
    { id: 'type', header: t('mallPoints.history.columns.type'), cell: (row) => <span className={styles.type}>{t(`mallPoints.types.${row.type}`, { defaultValue: row.type })}</span> },
    { id: 'name', header: t('mallPoints.history.columns.name'), cell: (row) => <span className={styles.name}>{row.name}</span> },
    { id: 'quantity', header: t('mallPoints.history.columns.quantity'), align: 'end', cell: (row) => formatNumber(row.quantity, languageTag) },
    { id: 'requiredPoints', header: t('mallPoints.history.columns.requiredPoints'), align: 'end', cell: (row) => <span className={styles.points}>{formatNumber(row.requiredPoints, languageTag)}</span> },
    { id: 'requiredAmount', header: t('mallPoints.history.columns.requiredAmount'), align: 'end', cell: (row) => <MoneyCell amount={row.requiredAmount} symbol={symbol} languageTag={languageTag} /> },
    { id: 'status', header: t('mallPoints.history.columns.status'), cell: (row) => <StatusChip tone={REDEEM_STATUS_TONE[row.status]}>{statusLabel(row.status)}</StatusChip> },
    { id: 'remark', header: t('mallPoints.history.columns.remark'), cell: (row) => <span className={styles.remark}>{row.remark || '—'}</span> },
  ];

  return (
    <PointsLedger
      section="history"
      kinds={REDEEM_STATUSES}
      kindLabel={statusLabel}
      kindFilterLabel={t('mallPoints.history.statusFilter')}
      allKindsLabel={t('mallPoints.history.allStatuses')}
      useRows={useRedeemHistory}
      columns={columns}
    />
  );
}
