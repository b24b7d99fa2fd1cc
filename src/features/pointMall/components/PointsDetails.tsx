import { useState } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { POINTS_DETAIL_TYPES, type PointsDetail } from '../../../../contracts/points';
import {
  DataTable, DateCell, DateRangeControl, FilterBar, FilterSelect, StatusChip, formatRangeParam, presetRange, resolveRange, type DataTableColumn,
} from '../../../components';
import { formatNumber } from '../../../lib/format';
import { urlField, useKitLabels, useUrlFilters } from '../../centre';
import { usePointsDetails, type PointsDetailType } from '../api';
import { DETAIL_TYPE_TONE } from '../rules/points';
import styles from './records.module.css';

const DEFAULT_PRESET = 'prev30';
const KIND_FILTERS = ['', ...POINTS_DETAIL_TYPES] as const;
type KindFilter = (typeof KIND_FILTERS)[number];

const FILTERS = {
  range: urlField.dateRange(DEFAULT_PRESET),
  kind: urlField.oneOf<KindFilter>(KIND_FILTERS, ''),
  pageNo: urlField.pageNo(),
};

/** Points details: every change of the point balance, signed, with the balance after, for a date range. */
export function PointsDetails() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const filters = useUrlFilters(FILTERS);
  const { range, kind, pageNo } = filters.values;
  const appliedKey = `${formatRangeParam(range)}|${kind}`;
  const [draft, setDraft] = useState({ key: appliedKey, range, kind });
  if (draft.key !== appliedKey) setDraft({ key: appliedKey, range, kind });

  const days = resolveRange(range) ?? presetRange(DEFAULT_PRESET);
  const query = usePointsDetails({ startDate: days.from, endDate: days.to, kind: (kind || undefined) as PointsDetailType | undefined }, pageNo);
  const page = query.data;
  const kindLabel = (value: PointsDetailType) => t(`mallPoints.detailTypes.${value}`);
  const signed = (points: number) => `${points > 0 ? '+' : points < 0 ? '−' : ''}${formatNumber(Math.abs(points), kit.languageTag)}`;

  const columns: DataTableColumn<PointsDetail>[] = [
    { id: 'createTime', header: t('mallPoints.details.columns.time'), cell: (row) => <DateCell value={row.createTime} />, width: '170px' },
    { id: 'type', header: t('mallPoints.details.columns.type'), cell: (row) => <StatusChip tone={DETAIL_TYPE_TONE[row.type]}>{kindLabel(row.type)}</StatusChip> },
    {
      id: 'points',
      header: t('mallPoints.details.columns.points'),
      align: 'end',
      cell: (row) => <span className={row.points >= 0 ? styles.credit : styles.debit}>{signed(row.points)}</span>,
    },
    { id: 'balanceAfter', header: t('mallPoints.details.columns.balanceAfter'), align: 'end', cell: (row) => <span className={styles.points}>{formatNumber(row.balanceAfter, kit.languageTag)}</span> },
    { id: 'remark', header: t('mallPoints.details.columns.remark'), cell: (row) => <span className={styles.remark}>{row.remark || '—'}</span> },
  ];

  return (
    <div className={styles.page}>
      <FilterBar
        label={t('mallPoints.details.filterLabel')}
        onApply={() => filters.set({ range: draft.range, kind: draft.kind, pageNo: 1 })}
        onReset={filters.reset}
        labels={kit.filters}
        applyDisabled={resolveRange(draft.range) === null}
      >
        <DateRangeControl
          value={draft.range}
          onChange={(next) => setDraft((current) => ({ ...current, range: next }))}
          labels={kit.dateRange}
          presets={['today', 'prev7', 'prev30']}
        />
        <FilterSelect<KindFilter>
          label={t('mallPoints.details.typeFilter')}
          value={draft.kind}
          options={KIND_FILTERS.map((value) => ({ value, label: value ? kindLabel(value) : t('mallPoints.details.allTypes') }))}
          onChange={(next) => setDraft((current) => ({ ...current, kind: next }))}
        />
      </FilterBar>
      <DataTable
        caption={t('mallPoints.details.caption', { from: days.from, to: days.to })}
        columns={columns}
        rows={page?.list}
        rowKey={(row) => row.id}
        status={query.isPending ? 'loading' : query.isError && !page ? 'error' : 'success'}
        refreshing={query.isPlaceholderData}
        labels={kit.table({ empty: t('mallPoints.details.empty'), emptyHint: t('mallPoints.details.emptyHint') })}
        onRetry={() => void query.refetch()}
        paging={page ? { page: pageNo, totalPages: page.totalPages, totalCount: page.totalCount, onPageChange: (next) => filters.set({ pageNo: next }) } : undefined}
      />
    </div>
  );
}
