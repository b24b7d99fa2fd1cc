import { useState } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import type { RewardEntry } from '../../../../contracts/shared/entities';
import {
  DataTable, DateCell, DateRangeControl, FilterBar, FilterSelect, MoneyCell, StatusChip, formatRangeParam, presetRange, resolveRange,
  type DataTableColumn,
} from '../../../components';
import { formatNumber } from '../../../lib/format';
import { REDEEM_STATUSES } from '../../../../contracts/shared/constants';
import { urlField, useKitLabels, useUrlFilters } from '../../centre';
import { useCurrencySymbol } from '../../system';
import { useRedeemHistory, type RedeemStatus } from '../api';
import { REDEEM_STATUS_TONE } from '../rules/points';
import styles from './records.module.css';

const DEFAULT_PRESET = 'prev30';
const STATUS_FILTERS = ['', ...REDEEM_STATUSES] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

const FILTERS = {
  range: urlField.dateRange(DEFAULT_PRESET),
  status: urlField.oneOf<StatusFilter>(STATUS_FILTERS, ''),
  pageNo: urlField.pageNo(),
};

/**
 * Redeem history: SPEC §3's RewardEntry fields (type, name, quantity,
 * required points and amount, status, time, remark) with SPEC §4's statuses,
 * filtered by status and the page kit's date range, kept in the URL.
 */
export function RedeemHistory() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const filters = useUrlFilters(FILTERS);
  const { range, status, pageNo } = filters.values;
  const appliedKey = `${formatRangeParam(range)}|${status}`;
  const [draft, setDraft] = useState({ key: appliedKey, range, status });
  if (draft.key !== appliedKey) setDraft({ key: appliedKey, range, status });

  const days = resolveRange(range) ?? presetRange(DEFAULT_PRESET);
  const query = useRedeemHistory({ startDate: days.from, endDate: days.to, kind: (status || undefined) as RedeemStatus | undefined }, pageNo);
  const page = query.data;
  const statusLabel = (value: RedeemStatus) => t(`mallPoints.statuses.${value}`);

  const columns: DataTableColumn<RewardEntry>[] = [
    { id: 'time', header: t('mallPoints.history.columns.time'), cell: (row) => <DateCell value={row.time} />, width: '170px' },
    { id: 'type', header: t('mallPoints.history.columns.type'), cell: (row) => <span className={styles.type}>{t(`mallPoints.types.${row.type}`, { defaultValue: row.type })}</span> },
    { id: 'name', header: t('mallPoints.history.columns.name'), cell: (row) => <span className={styles.name}>{row.name}</span> },
    { id: 'quantity', header: t('mallPoints.history.columns.quantity'), align: 'end', cell: (row) => formatNumber(row.quantity, kit.languageTag) },
    { id: 'requiredPoints', header: t('mallPoints.history.columns.requiredPoints'), align: 'end', cell: (row) => <span className={styles.points}>{formatNumber(row.requiredPoints, kit.languageTag)}</span> },
    { id: 'requiredAmount', header: t('mallPoints.history.columns.requiredAmount'), align: 'end', cell: (row) => <MoneyCell amount={row.requiredAmount} symbol={symbol} languageTag={kit.languageTag} /> },
    { id: 'status', header: t('mallPoints.history.columns.status'), cell: (row) => <StatusChip tone={REDEEM_STATUS_TONE[row.status]}>{statusLabel(row.status)}</StatusChip> },
    { id: 'remark', header: t('mallPoints.history.columns.remark'), cell: (row) => <span className={styles.remark}>{row.remark || '—'}</span> },
  ];

  return (
    <div className={styles.page}>
      <FilterBar
        label={t('mallPoints.history.filterLabel')}
        onApply={() => filters.set({ range: draft.range, status: draft.status, pageNo: 1 })}
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
        <FilterSelect<StatusFilter>
          label={t('mallPoints.history.statusFilter')}
          value={draft.status}
          options={STATUS_FILTERS.map((value) => ({ value, label: value ? statusLabel(value) : t('mallPoints.history.allStatuses') }))}
          onChange={(next) => setDraft((current) => ({ ...current, status: next }))}
        />
      </FilterBar>
      <DataTable
        caption={t('mallPoints.history.caption', { from: days.from, to: days.to })}
        columns={columns}
        rows={page?.list}
        rowKey={(row) => row.id}
        status={query.isPending ? 'loading' : query.isError && !page ? 'error' : 'success'}
        refreshing={query.isPlaceholderData}
        labels={kit.table({ empty: t('mallPoints.history.empty'), emptyHint: t('mallPoints.history.emptyHint') })}
        onRetry={() => void query.refetch()}
        paging={page ? { page: pageNo, totalPages: page.totalPages, totalCount: page.totalCount, onPageChange: (next) => filters.set({ pageNo: next }) } : undefined}
      />
    </div>
  );
}
