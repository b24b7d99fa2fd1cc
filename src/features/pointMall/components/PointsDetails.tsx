import { useTranslation } from '@/lib/useTranslation';
import { POINTS_DETAIL_TYPES, type PointsDetail } from '@contracts/points';
import { type DataTableColumn, DateCell, StatusChip, useKitLabels } from '@/components';
import { formatNumber } from '@/lib/format';
import { usePointsDetails, type PointsDetailType } from '../api';
import { DETAIL_TYPE_TONE } from '../rules/points';
import { PointsLedger } from './PointsLedger';
import styles from './records.module.css';

/** Points details: every change of the point balance, signed, with the balance after, for a date range. */
export function PointsDetails() {
  const { t } = useTranslation();
  const { languageTag } = useKitLabels();
  const kindLabel = (value: PointsDetailType) => t(`mallPoints.detailTypes.${value}`);
  const signed = (points: number) => `${points > 0 ? '+' : points < 0 ? '−' : ''}${formatNumber(Math.abs(points), languageTag)}`;

  const columns: DataTableColumn<PointsDetail>[] = [
    { id: 'createTime', header: t('mallPoints.details.columns.time'), cell: (row) => <DateCell value={row.createTime} />, width: '170px' },
    { id: 'type', header: t('mallPoints.details.columns.type'), cell: (row) => <StatusChip tone={DETAIL_TYPE_TONE[row.type]}>{kindLabel(row.type)}</StatusChip> },
    {
      id: 'points',
      header: t('mallPoints.details.columns.points'),
      align: 'end',
      cell: (row) => <span className={row.points >= 0 ? styles.credit : styles.debit}>{signed(row.points)}</span>,
    },
    { id: 'balanceAfter', header: t('mallPoints.details.columns.balanceAfter'), align: 'end', cell: (row) => <span className={styles.points}>{formatNumber(row.balanceAfter, languageTag)}</span> },
    { id: 'remark', header: t('mallPoints.details.columns.remark'), cell: (row) => <span className={styles.remark}>{row.remark || '—'}</span> },
  ];

  return (
    <PointsLedger
      section="details"
      kinds={POINTS_DETAIL_TYPES}
      kindLabel={kindLabel}
      kindFilterLabel={t('mallPoints.details.typeFilter')}
      allKindsLabel={t('mallPoints.details.allTypes')}
      useRows={usePointsDetails}
      columns={columns}
    />
  );
}
