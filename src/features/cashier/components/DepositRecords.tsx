import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Button, DataTable, type DataTableColumn, DateCell, DateRangeControl, FilterBar, FilterSelect, formatRangeParam, MoneyCell, presetRange, resolveRange, StatusChip, urlField, useKitLabels, useUrlFilters } from '@/components';
import { DEPOSIT_STATUSES, type DepositOrder } from '@contracts/wallet';
import { useDepositRecords } from '../api';
import { DEPOSIT_STATUS_TONE } from './DepositOrderView';
import styles from './cashier.module.css';

const STATUS_FILTERS = ['', ...DEPOSIT_STATUSES] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];
const FILTERS = {
  range: urlField.dateRange('prev7'),
  status: urlField.oneOf<StatusFilter>(STATUS_FILTERS, ''),
  pageNo: urlField.pageNo(),
};

/** Deposit records with date and status filters kept in the URL; a row opens its order page. */
export function DepositRecords({ symbol, onOpen }: { symbol: string; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const filters = useUrlFilters(FILTERS);
  const { range, status, pageNo } = filters.values;
  const appliedKey = `${formatRangeParam(range)}|${status}`;
  const [draft, setDraft] = useState({ key: appliedKey, range, status });
  if (draft.key !== appliedKey) setDraft({ key: appliedKey, range, status });
  const days = resolveRange(range) ?? presetRange('prev7');
  const query = useDepositRecords({ startDate: days.from, endDate: days.to, status: status || undefined }, pageNo);
  const page = query.data;
  const money = { symbol, languageTag: kit.languageTag };
  const statusLabel = (value: DepositOrder['status']) => t(`cashier.deposit.statuses.${value}`);

  const columns: DataTableColumn<DepositOrder>[] = [
    { id: 'createTime', header: t('cashier.records.time'), cell: (row) => <DateCell value={row.createTime} />, width: '180px' },
    { id: 'orderNo', header: t('cashier.records.orderNo'), cell: (row) => <span className={styles.mono}>{row.orderNo}</span> },
    { id: 'channel', header: t('cashier.records.channel'), cell: (row) => row.channelName },
    { id: 'amount', header: t('cashier.records.amount'), align: 'end', cell: (row) => <MoneyCell amount={row.amount} {...money} /> },
    { id: 'credited', header: t('cashier.records.credited'), align: 'end', cell: (row) => <MoneyCell amount={row.creditedAmount} {...money} /> },
    { id: 'status', header: t('cashier.records.status'), cell: (row) => <StatusChip tone={DEPOSIT_STATUS_TONE[row.status]}>{statusLabel(row.status)}</StatusChip> },
    {
      id: 'open', header: t('cashier.records.details'), align: 'end',
      cell: (row) => (
        <Button variant="ghost" size="sm" onClick={() => onOpen(row.id)} aria-label={t('cashier.records.openOrder', { orderNo: row.orderNo })}>
          {t('cashier.records.view')}
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <FilterBar
        label={t('cashier.records.filters')}
        labels={kit.filters}
        onApply={() => filters.set({ range: draft.range, status: draft.status, pageNo: 1 })}
        onReset={filters.reset}
        applyDisabled={resolveRange(draft.range) === null}
      >
        <DateRangeControl value={draft.range} onChange={(next) => setDraft((current) => ({ ...current, range: next }))} labels={kit.dateRange}
          presets={['today', 'yesterday', 'prev7', 'prev30']} />
        <FilterSelect<StatusFilter>
          label={t('cashier.records.statusFilter')}
          value={draft.status}
          options={STATUS_FILTERS.map((value) => ({ value, label: value ? statusLabel(value) : t('cashier.records.allStatuses') }))}
          onChange={(next) => setDraft((current) => ({ ...current, status: next }))}
        />
      </FilterBar>
      <DataTable
        caption={t('cashier.records.depositCaption', { from: days.from, to: days.to })}
        columns={columns}
        rows={page?.list}
        rowKey={(row) => row.id}
        status={query.isPending ? 'loading' : query.isError && !page ? 'error' : 'success'}
        refreshing={query.isPlaceholderData}
        labels={kit.table({ empty: t('cashier.records.noDeposits'), emptyHint: t('cashier.records.emptyHint') })}
        onRetry={() => void query.refetch()}
        paging={page ? { page: pageNo, totalPages: page.totalPages, totalCount: page.totalCount, onPageChange: (next) => filters.set({ pageNo: next }) } : undefined}
      />
    </div>
  );
}
