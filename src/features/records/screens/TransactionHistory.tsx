import { useTranslation } from '@/lib/useTranslation';
import { Link, useLocation } from 'react-router';
import { type CsvColumn, DataTable, type DataTableColumn, DateCell, FilterSelect, formatRangeParam, MoneyCell, pageKit, presetRange, resolveRange, sortRows, type SortState, StatusChip, urlField, useCsvExport, useKitLabels, useUrlFilters } from '@/components';
import { memberPageHref } from '@/lib/centrePages';
import { formatDateTime } from '@/lib/format';
import { LEDGER_KINDS } from '@contracts/shared/constants';
import { useCurrencySymbol } from '../../system';
import { useTransactionPageFetcher, useTransactions, type TransactionFilter, type TransactionRow } from '../api';
import { RecordFilterBar } from '../components/RecordFilterBar';
import { TotalsStrip } from '../components/TotalsStrip';
import { LEDGER_KIND_TONE, TRANSACTION_SORTS, type LedgerKind, type TransactionSort } from '../rules/ledger';
import { useFilterDraft } from '../components/useFilterDraft';
import styles from './records.module.css';

const DEFAULT_PRESET = 'prev7';
const KIND_FILTERS = ['', ...LEDGER_KINDS] as const;
type KindFilter = (typeof KIND_FILTERS)[number];

const FILTERS = {
  range: urlField.dateRange(DEFAULT_PRESET),
  kind: urlField.oneOf<KindFilter>(KIND_FILTERS, ''),
  pageNo: urlField.pageNo(),
  sort: urlField.oneOf<TransactionSort>(TRANSACTION_SORTS, 'createTime.descending'),
};

const SORT_VALUE: Record<string, (row: TransactionRow) => number> = {
  createTime: (row) => Date.parse(row.createTime),
  amount: (row) => row.amount,
};

function toSortState(sort: TransactionSort): SortState {
  const [columnId, direction] = sort.split('.') as [string, SortState['direction']];
  return { columnId, direction };
}

/**
 * transactionHistory: the member's ledger rows for a date range and a type,
 * with the totals of the whole filter, paging, sorting of the page shown,
 * and a CSV of every page. The filter lives in the URL; the fields edit a
 * draft that Apply writes there.
 */
export function TransactionHistory() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const filters = useUrlFilters(FILTERS);
  const location = useLocation();
  const { range, kind, pageNo, sort } = filters.values;

  const [draft, setDraft] = useFilterDraft(`${formatRangeParam(range)}|${kind}`, { range, kind });

  const days = resolveRange(range) ?? presetRange(DEFAULT_PRESET);
  const filter: TransactionFilter = { startDate: days.from, endDate: days.to, kind: kind || undefined };
  const query = useTransactions(filter, pageNo);
  const page = query.data;
  const sortState = toSortState(sort);
  const rows = page ? sortRows(page.rows, SORT_VALUE[sortState.columnId] ?? SORT_VALUE.createTime!, sortState.direction) : undefined;

  const kindLabel = (value: LedgerKind) => t(`transactions.kinds.${value}`);
  const money = { symbol, languageTag: kit.languageTag };
  const columns: DataTableColumn<TransactionRow>[] = [
    { id: 'createTime', header: t('transactions.columns.time'), sortable: true, cell: (row) => <DateCell value={row.createTime} />, width: '190px' },
    {
      id: 'kind',
      header: t('transactions.columns.kind'),
      // A code this client has no words for is shown as sent.
      cell: (row) => (row.kind ? <StatusChip tone={LEDGER_KIND_TONE[row.kind]}>{kindLabel(row.kind)}</StatusChip> : <StatusChip tone="neutral">{row.code}</StatusChip>),
    },
    {
      id: 'reference',
      header: t('transactions.columns.reference'),
      // The details page is a URL of its own (shareable); it remembers this filter for its way back.
      cell: (row) => (
        <Link to={memberPageHref('transactionDetails', { id: row.id })} state={{ back: location.search }} className={styles.rowLink}>
          <span className={styles.rowLinkTitle}>{row.reference}</span>
        </Link>
      ),
    },
    {
      id: 'amount',
      header: t('transactions.columns.amount'),
      align: 'end',
      sortable: true,
      cell: (row) => <MoneyCell amount={row.amount} signed {...money} />,
      total: page ? <MoneyCell amount={page.totals.net} signed {...money} /> : null,
    },
    { id: 'balanceAfter', header: t('transactions.columns.balanceAfter'), align: 'end', cell: (row) => <MoneyCell amount={row.balanceAfter} {...money} /> },
    { id: 'remark', header: t('transactions.columns.remark'), cell: (row) => <span className={styles.remark}>{row.remark || '—'}</span> },
  ];

  const csvColumns: CsvColumn<TransactionRow>[] = [
    { header: t('transactions.columns.time'), value: (row) => formatDateTime(row.createTime) },
    { header: t('transactions.columns.kind'), value: (row) => (row.kind ? kindLabel(row.kind) : row.code) },
    { header: t('transactions.columns.reference'), value: (row) => row.reference },
    { header: t('transactions.columns.amount'), value: (row) => row.amount },
    { header: t('transactions.columns.balanceAfter'), value: (row) => row.balanceAfter },
    { header: t('transactions.columns.remark'), value: (row) => row.remark },
  ];
  const csv = useCsvExport({
    fetchPage: useTransactionPageFetcher(filter),
    columns: csvColumns,
    filename: `transactions_${days.from}_${days.to}${kind ? `_${kind}` : ''}.csv`,
  });

  const apply = () => filters.set({ range: draft.range, kind: draft.kind, pageNo: 1 });
  return (
    <div className={pageKit.page4}>
      <RecordFilterBar
        label={t('transactions.filterLabel')}
        range={draft.range}
        onRangeChange={(next) => setDraft({ range: next })}
        onApply={apply}
        onReset={filters.reset}
        csv={csv}
        exportDisabled={!page || page.totalCount === 0}
        exportedKey="transactions.exported"
      >
        <FilterSelect<KindFilter>
          label={t('transactions.kindFilter')}
          value={draft.kind}
          options={KIND_FILTERS.map((value) => ({ value, label: value ? kindLabel(value) : t('transactions.allKinds') }))}
          onChange={(next) => setDraft({ kind: next })}
        />
      </RecordFilterBar>
      <TotalsStrip
        loading={query.isPending}
        symbol={symbol}
        languageTag={kit.languageTag}
        tiles={[
          { label: t('transactions.totals.credit'), amount: page?.totals.credit ?? 0, tone: 'credit' },
          { label: t('transactions.totals.debit'), amount: -(page?.totals.debit ?? 0), tone: 'debit' },
          { label: t('transactions.totals.net'), amount: page?.totals.net ?? 0, tone: 'net' },
        ]}
      />
      <DataTable
        caption={t('transactions.caption', { from: days.from, to: days.to })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        status={query.isPending ? 'loading' : query.isError && !page ? 'error' : 'success'}
        refreshing={query.isPlaceholderData}
        labels={kit.table({ empty: t('transactions.empty'), emptyHint: t('transactions.emptyHint') })}
        onRetry={() => void query.refetch()}
        sort={sortState}
        onSortChange={(next) => filters.set({ sort: `${next.columnId}.${next.direction}` as TransactionSort })}
        paging={page ? { page: pageNo, totalPages: page.totalPages, totalCount: page.totalCount, onPageChange: (next) => filters.set({ pageNo: next }) } : undefined}
        showTotals
      />
    </div>
  );
}
