import { useId } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { type CsvColumn, DataTable, type DataTableColumn, formatRangeParam, MoneyCell, pageKit, presetRange, resolveRange, urlField, useCsvExport, useKitLabels, useUrlFilters } from '@/components';
import type { PersonalProfit as Profit } from '@contracts/records';
import { useCurrencySymbol } from '../../system';
import { useProfit } from '../api';
import { ProfitChart } from '../components/ProfitChart';
import { RecordFilterBar } from '../components/RecordFilterBar';
import { TotalsStrip } from '../components/TotalsStrip';
import { fillDays } from '../rules/profitChart';
import { useFilterDraft } from '../components/useFilterDraft';
import styles from './records.module.css';

const DEFAULT_PRESET = 'prev30';
const FILTERS = { range: urlField.dateRange(DEFAULT_PRESET) };

type Day = Profit['days'][number];
type Category = Profit['categories'][number];

/**
 * personalProfit: the member's results of a date range per day and per game
 * type (bets, valid bets, wins, bonuses, rebates, net profit), with the
 * totals, a bar chart of the net profit per day and the tables it draws.
 */
export function PersonalProfit() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const tableId = useId();
  const filters = useUrlFilters(FILTERS);
  const { range } = filters.values;
  const [draft, setDraft] = useFilterDraft(formatRangeParam(range), { range });
  const days = resolveRange(range) ?? presetRange(DEFAULT_PRESET);
  const query = useProfit({ startDate: days.from, endDate: days.to });
  const profit = query.data;
  const money = { symbol, languageTag: kit.languageTag };
  const status = query.isPending ? 'loading' : query.isError && !profit ? 'error' : 'success';
  const cell = (amount: number, signed = false) => <MoneyCell amount={amount} signed={signed} {...money} />;

  const figures = <Row extends Day | Category>(): DataTableColumn<Row>[] => [
    { id: 'betCount', header: t('records.profit.columns.betCount'), align: 'end', cell: (row) => row.betCount, total: profit?.totals.betCount },
    { id: 'betAmount', header: t('records.profit.columns.betAmount'), align: 'end', cell: (row) => cell(row.betAmount), total: profit ? cell(profit.totals.betAmount) : null },
    { id: 'validBet', header: t('records.profit.columns.validBet'), align: 'end', cell: (row) => cell(row.validBet), total: profit ? cell(profit.totals.validBet) : null },
    { id: 'payout', header: t('records.profit.columns.payout'), align: 'end', cell: (row) => cell(row.payout), total: profit ? cell(profit.totals.payout) : null },
  ];
  const dayColumns: DataTableColumn<Day>[] = [
    { id: 'date', header: t('records.profit.columns.date'), cell: (row) => <time dateTime={row.date} className={styles.nowrap}>{row.date}</time> },
    ...figures<Day>(),
    { id: 'bonus', header: t('records.profit.columns.bonus'), align: 'end', cell: (row) => cell(row.bonus), total: profit ? cell(profit.totals.bonus) : null },
    { id: 'rebate', header: t('records.profit.columns.rebate'), align: 'end', cell: (row) => cell(row.rebate), total: profit ? cell(profit.totals.rebate) : null },
    { id: 'netProfit', header: t('records.profit.columns.netProfit'), align: 'end', cell: (row) => cell(row.netProfit, true), total: profit ? cell(profit.totals.netProfit, true) : null },
  ];
  const categoryTotal = (pick: (row: Category) => number) => (profit ? cell(profit.categories.reduce((sum, row) => sum + pick(row), 0)) : null);
  const categoryColumns: DataTableColumn<Category>[] = [
    { id: 'gameType', header: t('records.profit.columns.gameType'), cell: (row) => t(`nav.${row.gameType}`) },
    ...figures<Category>(),
    { id: 'profitLoss', header: t('records.profit.columns.profitLoss'), align: 'end', cell: (row) => cell(row.profitLoss, true), total: profit ? cell(profit.totals.profitLoss, true) : null },
    { id: 'rebate', header: t('records.profit.columns.rebate'), align: 'end', cell: (row) => cell(row.rebate), total: categoryTotal((row) => row.rebate) },
    { id: 'netProfit', header: t('records.profit.columns.netProfit'), align: 'end', cell: (row) => cell(row.netProfit, true), total: profit ? <MoneyCell amount={profit.categories.reduce((sum, row) => sum + row.netProfit, 0)} signed {...money} /> : null },
  ];

  const csvColumns: CsvColumn<Day>[] = (['date', 'betCount', 'betAmount', 'validBet', 'payout', 'profitLoss', 'bonus', 'rebate', 'netProfit'] as const).map((key) => ({
    header: t(`records.profit.columns.${key}`),
    value: (row: Day) => row[key],
  }));
  const csv = useCsvExport({
    fetchPage: async () => ({ rows: profit?.days ?? [], totalPages: 1 }),
    columns: csvColumns,
    filename: `profit_${days.from}_${days.to}.csv`,
  });

  const labels = kit.table({ empty: t('records.profit.empty'), emptyHint: t('records.profit.emptyHint') });
  return (
    <div className={pageKit.page4}>
      <RecordFilterBar
        label={t('records.profit.filterLabel')}
        range={draft.range}
        onRangeChange={(next) => setDraft({ range: next })}
        onApply={() => filters.set({ range: draft.range })}
        onReset={filters.reset}
        csv={csv}
        exportDisabled={!profit || profit.days.length === 0}
        exportedKey="records.profit.exported"
      />
      <TotalsStrip
        loading={query.isPending}
        symbol={symbol}
        languageTag={kit.languageTag}
        tiles={[
          { label: t('records.profit.tiles.netProfit'), amount: profit?.totals.netProfit ?? 0, tone: 'net' },
          { label: t('records.profit.tiles.validBet'), amount: profit?.totals.validBet ?? 0, tone: 'plain', note: t('records.bets.totals.count', { count: profit?.totals.betCount ?? 0 }) },
          { label: t('records.profit.tiles.payout'), amount: profit?.totals.payout ?? 0, tone: 'credit' },
          { label: t('records.profit.tiles.bonusRebate'), amount: (profit?.totals.bonus ?? 0) + (profit?.totals.rebate ?? 0), tone: 'credit' },
        ]}
      />
      {profit && profit.days.length > 0 ? (
        <ProfitChart
          days={fillDays(days.from, days.to, profit.days.map((day) => ({ date: day.date, value: day.netProfit })))}
          from={days.from}
          to={days.to}
          tableId={tableId}
          {...money}
        />
      ) : null}
      <div id={tableId}>
        <DataTable
          caption={t('records.profit.byDayCaption', { from: days.from, to: days.to })}
          columns={dayColumns}
          rows={profit ? [...profit.days].reverse() : undefined}
          rowKey={(row) => row.date}
          status={status}
          refreshing={query.isPlaceholderData}
          labels={labels}
          onRetry={() => void query.refetch()}
          showTotals
        />
      </div>
      <DataTable
        caption={t('records.profit.byGameTypeCaption', { from: days.from, to: days.to })}
        columns={categoryColumns}
        rows={profit?.categories}
        rowKey={(row) => row.gameType}
        status={status}
        refreshing={query.isPlaceholderData}
        labels={labels}
        onRetry={() => void query.refetch()}
        showTotals
      />
    </div>
  );
}
