import { useTranslation } from '@/lib/useTranslation';
import { type CsvColumn, type DataTableColumn, FilterSelect, formatCellMoney, formatRangeParam, MoneyCell, pageKit, presetRange, resolveRange, StatusChip, urlField, useCsvExport, useKitLabels, useUrlFilters } from '@/components';
import type { RevenueRow } from '@contracts/agent';
import { CONTRACT_TYPES } from '@contracts/shared/constants';
import { formatNumber } from '@/lib/format';
import { useCurrencySymbol } from '@/features/system';
import { useRevenue, useRevenueExport, type IncomeSource, type RevenueFilter } from '../api';
import { ReportFilters } from '../components/ReportFilters';
import { ReportTable } from '../components/ReportTable';
import { StatTiles } from '../components/StatTiles';
import { useDraft } from '../components/useDraft';
import { INCOME_SOURCE_TONE } from '../rules/filters';

const DEFAULT_PRESET = 'prev7';
const SOURCE_FILTERS = ['', ...CONTRACT_TYPES] as const;
const FILTERS = {
  range: urlField.dateRange(DEFAULT_PRESET),
  source: urlField.oneOf<(typeof SOURCE_FILTERS)[number]>(SOURCE_FILTERS, ''),
  pageNo: urlField.pageNo(),
};

/**
 * My income (agentRevenueReport): the agent's paid settlements per day and
 * per source (dividend, daily, hourly and real-time salary), with the total
 * and the split by source over the whole range.
 */
export function MyIncome() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const filters = useUrlFilters(FILTERS);
  const { range, source, pageNo } = filters.values;
  const [draft, setDraft] = useDraft({ range, source }, `${formatRangeParam(range)}|${source}`);

  const days = resolveRange(range) ?? presetRange(DEFAULT_PRESET);
  const filter: RevenueFilter = { startDate: days.from, endDate: days.to, source: (source || undefined) as IncomeSource | undefined };
  const query = useRevenue(filter, pageNo);
  const page = query.data;
  const money = { symbol, languageTag: kit.languageTag };
  const sourceLabel = (value: IncomeSource) => t(`agentReports.sources.${value}`);

  const columns: DataTableColumn<RevenueRow>[] = [
    { id: 'date', header: t('agentReports.columns.date'), cell: (row) => <time dateTime={row.date}>{row.date}</time>, width: '140px' },
    { id: 'source', header: t('agentReports.columns.source'), cell: (row) => <StatusChip tone={INCOME_SOURCE_TONE[row.source]}>{sourceLabel(row.source)}</StatusChip> },
    { id: 'recordCount', header: t('agentReports.columns.settlements'), align: 'end', cell: (row) => formatNumber(row.recordCount, kit.languageTag) },
    {
      id: 'amount',
      header: t('agentReports.columns.income'),
      align: 'end',
      cell: (row) => <MoneyCell amount={row.amount} signed {...money} />,
      total: page ? <MoneyCell amount={page.totalAmount} signed {...money} /> : null,
    },
  ];
  const csvColumns: CsvColumn<RevenueRow>[] = [
    { header: t('agentReports.columns.date'), value: (row) => row.date },
    { header: t('agentReports.columns.source'), value: (row) => sourceLabel(row.source) },
    { header: t('agentReports.columns.settlements'), value: (row) => row.recordCount },
    { header: t('agentReports.columns.income'), value: (row) => row.amount },
  ];
  const csv = useCsvExport({
    fetchPage: useRevenueExport(filter),
    columns: csvColumns,
    filename: `income_${days.from}_${days.to}${source ? `_${source}` : ''}.csv`,
  });

  return (
    <div className={pageKit.page4}>
      <ReportFilters
        label={t('agentReports.income.filterLabel')}
        draft={draft}
        onDraftChange={setDraft}
        onApply={() => filters.set({ range: draft.range, source: draft.source, pageNo: 1 })}
        onReset={filters.reset}
        csv={csv}
        rows={page?.totalCount}
      >
        <FilterSelect
          label={t('agentReports.sourceFilter')}
          value={draft.source}
          options={SOURCE_FILTERS.map((value) => ({ value, label: value ? sourceLabel(value) : t('agentReports.allSources') }))}
          onChange={(next) => setDraft({ source: next })}
        />
      </ReportFilters>
      <StatTiles
        label={t('agentReports.totalsLabel')}
        loading={query.isPending}
        tiles={[
          { label: t('agentReports.income.total'), value: formatCellMoney(page?.totalAmount ?? 0, money), tone: 'net' },
          ...CONTRACT_TYPES.map((type) => ({ label: sourceLabel(type), value: formatCellMoney(page?.bySource[type] ?? 0, money), tone: 'plain' as const })),
        ]}
      />
      <ReportTable
        caption={t('agentReports.income.caption', { from: days.from, to: days.to })}
        columns={columns}
        rowKey={(row) => `${row.date}|${row.source}`}
        query={query}
        pageNo={pageNo}
        onPageChange={(next) => filters.set({ pageNo: next })}
        empty={t('agentReports.income.empty')}
        showTotals
      />
    </div>
  );
}
