import { useTranslation } from '@/lib/useTranslation';
import { formatCellMoney, formatRangeParam, pageKit, presetRange, resolveRange, urlField, useCsvExport, useKitLabels, useUrlFilters } from '@/components';
import { formatNumber } from '@/lib/format';
import { ReportFilters, ReportTable, StatTiles, useDraft } from '@/features/agentReports';
import { useSettlements, useSettlementsExport, type SettlementKind } from '../api';
import { useSettlementColumns } from '../components/SettlementTable';

const DEFAULT_PRESET = 'prev30';
const FILTERS = { range: urlField.dateRange(DEFAULT_PRESET), pageNo: urlField.pageNo() };

/**
 * The agent's settlements of one contract type over a date range
 * (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary), with the
 * total paid, how many periods paid, and a CSV of every page.
 */
function SettlementRecords({ kind }: { kind: SettlementKind }) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const filters = useUrlFilters(FILTERS);
  const { range, pageNo } = filters.values;
  const [draft, setDraft] = useDraft({ range }, formatRangeParam(range));
  const days = resolveRange(range) ?? presetRange(DEFAULT_PRESET);
  const window = { startDate: days.from, endDate: days.to };
  const query = useSettlements(kind, window, pageNo);
  const page = query.data;
  const { columns, csvColumns, money } = useSettlementColumns(kind === 'DIVIDEND' ? 'loss' : 'validBet', page?.totalAmount);
  const csv = useCsvExport({ fetchPage: useSettlementsExport(kind, window), columns: csvColumns, filename: `${kind.toLowerCase()}_${days.from}_${days.to}.csv` });

  return (
    <div className={pageKit.page4}>
      <ReportFilters
        label={t(`agentReports.settlements.${kind}.filterLabel`)}
        draft={draft}
        onDraftChange={setDraft}
        onApply={() => filters.set({ range: draft.range, pageNo: 1 })}
        onReset={filters.reset}
        csv={csv}
        rows={page?.totalCount}
      />
      <StatTiles
        label={t('agentReports.totalsLabel')}
        loading={query.isPending}
        tiles={[
          { label: t('agentReports.settlements.totalPaid'), value: formatCellMoney(page?.totalAmount ?? 0, money), tone: 'net' },
          { label: t('agentReports.settlements.periods'), value: formatNumber(page?.totalCount ?? 0, kit.languageTag), tone: 'info' },
          {
            label: t('agentReports.settlements.average'),
            value: formatCellMoney(page && page.totalCount ? page.totalAmount / page.totalCount : 0, money),
            tone: 'credit',
          },
        ]}
      />
      <ReportTable
        caption={t(`agentReports.settlements.${kind}.caption`, { from: days.from, to: days.to })}
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        pageNo={pageNo}
        onPageChange={(next) => filters.set({ pageNo: next })}
        empty={t('agentReports.settlements.empty')}
        showTotals
      />
    </div>
  );
}

/** agentDividendRecordCopy2 (bonus feature). */
export function DividendRecords() {
  return <SettlementRecords kind="DIVIDEND" />;
}

/** agentDailyWages2 (daily wage feature). */
export function DailyWages() {
  return <SettlementRecords kind="DAILY_SALARY" />;
}

/** agentHourSalary (hourly salary feature). */
export function HourlySalary() {
  return <SettlementRecords kind="HOURLY_SALARY" />;
}
