import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import { type ChipTone, type CsvColumn, DataTable, type DataTableColumn, DateCell, FilterSelect, formatRangeParam, MoneyCell, pageKit, presetRange, resolveRange, StatusChip, urlField, useCsvExport, useKitLabels, useUrlFilters } from '@/components';
import { memberPageHref } from '@/lib/centrePages';
import { formatDateTime } from '@/lib/format';
import { BONUS_SOURCES, type BonusRecord } from '@contracts/records';
import { useCurrencySymbol } from '../../system';
import { useBonusPageFetcher, useBonuses, type BonusFilter, type BonusSource } from '../api';
import { RecordFilterBar } from '../components/RecordFilterBar';
import { TotalsStrip } from '../components/TotalsStrip';
import { TurnoverProgress } from '../components/TurnoverProgress';
import { useFilterDraft } from '../components/useFilterDraft';
import styles from './records.module.css';

// Bonuses come a few a month: the month shows a useful list where a week is often empty.
const DEFAULT_PRESET = 'prev30';
const SOURCE_FILTERS = ['', ...BONUS_SOURCES] as const;
const FILTERS = {
  range: urlField.dateRange(DEFAULT_PRESET),
  source: urlField.oneOf<BonusSource | ''>(SOURCE_FILTERS, ''),
  pageNo: urlField.pageNo(),
};

const SOURCE_TONE: Record<BonusSource, ChipTone> = { PROMOTION: 'gold', REBATE: 'success', RAFFLE: 'danger', REWARD: 'info', OTHER: 'neutral' };

/**
 * bonusDetails: every bonus and rebate credited in a date range, with its
 * source, amount, the turnover it asks for and how much of it is done, the
 * amount and the turnover still owed of the whole filter, and a CSV export.
 */
export function BonusDetails() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const filters = useUrlFilters(FILTERS);
  const { range, source, pageNo } = filters.values;
  const [draft, setDraft] = useFilterDraft(`${formatRangeParam(range)}|${source}`, { range, source });
  const days = resolveRange(range) ?? presetRange(DEFAULT_PRESET);
  const filter: BonusFilter = { startDate: days.from, endDate: days.to, source: source || undefined };
  const query = useBonuses(filter, pageNo);
  const page = query.data;
  const money = { symbol, languageTag: kit.languageTag };
  const sourceLabel = (value: BonusSource) => t(`records.bonus.sources.${value}`);

  const columns: DataTableColumn<BonusRecord>[] = [
    { id: 'time', header: t('records.bonus.columns.time'), cell: (row) => <span className={styles.stackedDate}><DateCell value={row.createTime} /></span> },
    {
      id: 'title',
      header: t('records.bonus.columns.title'),
      cell: (row) => (
        <Link to={memberPageHref('transactionDetails', { id: row.id })} className={styles.rowLink}>
          <span className={styles.rowLinkTitle}>{row.title}</span>
          <span className={styles.reference}>{row.reference}</span>
        </Link>
      ),
    },
    { id: 'source', header: t('records.bonus.columns.source'), cell: (row) => <StatusChip tone={SOURCE_TONE[row.source]}>{sourceLabel(row.source)}</StatusChip> },
    {
      id: 'amount',
      header: t('records.bonus.columns.amount'),
      align: 'end',
      cell: (row) => <MoneyCell amount={row.amount} signed {...money} />,
      total: page ? <MoneyCell amount={page.totals.amount} signed {...money} /> : null,
    },
    {
      id: 'turnover',
      header: t('records.bonus.columns.turnover'),
      align: 'end',
      cell: (row) =>
        row.turnoverMultiple > 0 ? (
          <span className={styles.nowrap}>
            <MoneyCell amount={row.turnoverRequired} {...money} />
            <span className={styles.multiple}>{`×${row.turnoverMultiple}`}</span>
          </span>
        ) : (
          t('records.bonus.noTurnover')
        ),
    },
    {
      id: 'progress',
      header: t('records.bonus.columns.progress'),
      cell: (row) => <TurnoverProgress title={row.title} required={row.turnoverRequired} completed={row.turnoverCompleted} {...money} />,
    },
  ];

  const csvColumns: CsvColumn<BonusRecord>[] = [
    { header: t('records.bonus.columns.time'), value: (row) => formatDateTime(row.createTime) },
    { header: t('records.bonus.columns.source'), value: (row) => sourceLabel(row.source) },
    { header: t('records.bonus.columns.title'), value: (row) => row.title },
    { header: t('transactions.columns.reference'), value: (row) => row.reference },
    { header: t('records.bonus.columns.amount'), value: (row) => row.amount },
    { header: t('records.bonus.columns.turnover'), value: (row) => row.turnoverRequired },
    { header: t('records.bonus.columns.completed'), value: (row) => row.turnoverCompleted },
  ];
  const csv = useCsvExport({
    fetchPage: useBonusPageFetcher(filter),
    columns: csvColumns,
    filename: `bonuses_${days.from}_${days.to}${source ? `_${source}` : ''}.csv`,
  });

  return (
    <div className={pageKit.page4}>
      <RecordFilterBar
        label={t('records.bonus.filterLabel')}
        range={draft.range}
        onRangeChange={(next) => setDraft({ range: next })}
        onApply={() => filters.set({ ...draft, pageNo: 1 })}
        onReset={filters.reset}
        csv={csv}
        exportDisabled={!page || page.totalCount === 0}
        exportedKey="records.bonus.exported"
      >
        <FilterSelect<BonusSource | ''>
          label={t('records.bonus.source')}
          value={draft.source}
          options={SOURCE_FILTERS.map((value) => ({ value, label: value ? sourceLabel(value) : t('records.allSources') }))}
          onChange={(next) => setDraft({ source: next })}
        />
      </RecordFilterBar>
      <TotalsStrip
        loading={query.isPending}
        symbol={symbol}
        languageTag={kit.languageTag}
        tiles={[
          { label: t('records.bonus.tiles.amount'), amount: page?.totals.amount ?? 0, tone: 'net' },
          { label: t('records.bonus.tiles.remaining'), amount: page?.totals.turnoverRemaining ?? 0, tone: 'plain' },
          { label: t('records.bonus.tiles.count'), amount: page?.totalCount ?? 0, tone: 'credit', count: true },
        ]}
      />
      <DataTable
        caption={t('records.bonus.caption', { from: days.from, to: days.to })}
        columns={columns}
        rows={page?.rows}
        rowKey={(row) => row.id}
        status={query.isPending ? 'loading' : query.isError && !page ? 'error' : 'success'}
        refreshing={query.isPlaceholderData}
        labels={kit.table({ empty: t('records.bonus.empty'), emptyHint: t('records.bonus.emptyHint') })}
        onRetry={() => void query.refetch()}
        paging={page ? { page: pageNo, totalPages: page.totalPages, totalCount: page.totalCount, onPageChange: (next) => filters.set({ pageNo: next }) } : undefined}
        showTotals
      />
    </div>
  );
}
