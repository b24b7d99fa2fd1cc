import { useId, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { RgActivityRow } from '@contracts/responsibleGaming';
import { DataTable, type DataTableColumn, DateRangeControl, type DateRangeSelection, FilterBar, MoneyCell, presetRange, resolveRange, urlField, useKitLabels, useUrlFilters } from '@/components';
import { RECORD_PRESETS, TotalsStrip } from '../../records';
import { useCurrencySymbol } from '../../system';
import { useRgActivity } from '../api';
import { hoursMinutes } from '../rules/limits';
import { ActivityChart } from './ActivityChart';
import styles from './rg.module.css';

const DEFAULT_PRESET = 'prev7';
const FILTERS = { range: urlField.dateRange(DEFAULT_PRESET) };

/** Activity across every vertical for a date range: totals, the chart and the table it draws. */
export function ActivityPanel() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const tableId = useId();
  const filters = useUrlFilters(FILTERS);
  const [draft, setDraft] = useState<DateRangeSelection>(filters.values.range);
  const days = resolveRange(filters.values.range) ?? presetRange(DEFAULT_PRESET);
  const query = useRgActivity({ startDate: days.from, endDate: days.to });
  const activity = query.data;
  const money = { symbol, languageTag: kit.languageTag };
  const duration = (minutes: number) => t('rgCommon.duration', hoursMinutes(minutes));
  const columns: DataTableColumn<RgActivityRow>[] = [
    { id: 'gameType', header: t('rgActivity.columns.gameType'), cell: (row) => t(`nav.${row.gameType}`) },
    { id: 'minutesPlayed', header: t('rgActivity.columns.timePlayed'), align: 'end', cell: (row) => duration(row.minutesPlayed), total: activity ? duration(activity.totals.minutesPlayed) : null },
    { id: 'betCount', header: t('rgActivity.columns.betCount'), align: 'end', cell: (row) => row.betCount, total: activity?.totals.betCount },
    { id: 'betAmount', header: t('rgActivity.columns.betAmount'), align: 'end', cell: (row) => <MoneyCell amount={row.betAmount} {...money} />, total: activity ? <MoneyCell amount={activity.totals.betAmount} {...money} /> : null },
    { id: 'payout', header: t('rgActivity.columns.payout'), align: 'end', cell: (row) => <MoneyCell amount={row.payout} {...money} />, total: activity ? <MoneyCell amount={activity.totals.payout} {...money} /> : null },
    { id: 'net', header: t('rgActivity.columns.net'), align: 'end', cell: (row) => <MoneyCell amount={row.net} signed {...money} />, total: activity ? <MoneyCell amount={activity.totals.net} signed {...money} /> : null },
  ];

  return (
    <div className={styles.stackWide}>
      <FilterBar
        label={t('rgActivity.filterLabel')}
        onApply={() => filters.set({ range: draft })}
        onReset={() => {
          setDraft({ preset: DEFAULT_PRESET });
          filters.reset();
        }}
        labels={kit.filters}
        applyDisabled={resolveRange(draft) === null}
      >
        <DateRangeControl value={draft} onChange={setDraft} labels={kit.dateRange} presets={RECORD_PRESETS} />
      </FilterBar>
      <TotalsStrip
        loading={query.isPending}
        symbol={symbol}
        languageTag={kit.languageTag}
        tiles={[
          { label: t('rgActivity.tiles.net'), amount: activity?.totals.net ?? 0, tone: 'net' },
          { label: t('rgActivity.tiles.wagered'), amount: activity?.totals.betAmount ?? 0, tone: 'plain', note: t('rgActivity.tiles.bets', { count: activity?.totals.betCount ?? 0 }) },
          { label: t('rgActivity.tiles.won'), amount: activity?.totals.payout ?? 0, tone: 'credit' },
          { label: t('rgActivity.tiles.time'), amount: activity ? Math.round(activity.totals.minutesPlayed / 6) / 10 : 0, tone: 'plain', count: true, note: t('rgActivity.tiles.hours') },
        ]}
      />
      {activity ? <ActivityChart rows={activity.rows} tableId={tableId} /> : null}
      <div id={tableId}>
        <DataTable
          caption={t('rgActivity.caption', { from: days.from, to: days.to })}
          columns={columns}
          rows={activity?.rows}
          rowKey={(row) => row.gameType}
          status={query.isPending ? 'loading' : query.isError && !activity ? 'error' : 'success'}
          refreshing={query.isPlaceholderData}
          labels={kit.table({ empty: t('rgActivity.empty'), emptyHint: t('rgActivity.emptyHint') })}
          onRetry={() => void query.refetch()}
          showTotals
        />
      </div>
    </div>
  );
}
