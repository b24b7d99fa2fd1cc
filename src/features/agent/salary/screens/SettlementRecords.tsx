import { useTranslation } from '../../../../lib/useTranslation';
import { DateRangeControl, FilterBar, formatCellMoney, formatRangeParam, presetRange, resolveRange } from '../../../../components';
import { formatNumber } from '../../../../lib/format';
import { urlField, useCsvExport, useKitLabels, useUrlFilters } from '../../../centre';
import { ExportAction, ExportStatus } from '../../reports/components/ExportAction';
import { StatTiles } from '../../reports/components/StatTiles';
import { useDraft } from '../../reports/components/useDraft';
import { useSettlements, useSettlementsExport, type SettlementKind } from '../api';
import { reportStyles as styles, SettlementTable, useSettlementColumns } from '../components/SettlementTable';

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
    <div className={styles.page}>
      <FilterBar
        label={t(`agentReports.settlements.${kind}.filterLabel`)}
        onApply={() => filters.set({ range: draft.range, pageNo: 1 })}
        onReset={filters.reset}
        labels={kit.filters}
        applyDisabled={resolveRange(draft.range) === null}
        actions={<ExportAction csv={csv} disabled={!page || page.totalCount === 0} />}
      >
        <DateRangeControl value={draft.range} onChange={(next) => setDraft({ range: next })} labels={kit.dateRange} presets={['today', 'yesterday', 'prev7', 'prev30']} />
      </FilterBar>
      <ExportStatus csv={csv} />
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
      <SettlementTable
        caption={t(`agentReports.settlements.${kind}.caption`, { from: days.from, to: days.to })}
        columns={columns}
        page={page}
        pageNo={pageNo}
        onPageChange={(next) => filters.set({ pageNo: next })}
        isPending={query.isPending}
        isError={query.isError}
        isPlaceholderData={query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={t('agentReports.settlements.empty')}
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
