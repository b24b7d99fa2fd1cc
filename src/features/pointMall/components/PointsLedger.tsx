import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { DataTable, type DataTableColumn, DateRangeControl, FilterBar, FilterSelect, formatRangeParam, pageKit, presetRange, resolveRange, urlField, useKitLabels, useUrlFilters } from '@/components';
import type { ApiError } from '@/lib/api';
import type { HistoryFilter } from '../api';

const DEFAULT_PRESET = 'prev30';

interface LedgerPage<Row> {
  list: Row[];
  totalPages: number;
  totalCount: number;
}

interface PointsLedgerProps<Row extends { id: number }, Kind extends string> {
  /** Its texts under mallPoints.<section>: filterLabel, caption, empty, emptyHint. */
  section: 'details' | 'history';
  /** The values of its one select filter (a detail's type, a redeem's status), and their words. */
  kinds: readonly Kind[];
  kindLabel: (kind: Kind) => string;
  kindFilterLabel: string;
  allKindsLabel: string;
  useRows: (filter: HistoryFilter<Kind>, pageNo: number) => UseQueryResult<LedgerPage<Row>, ApiError>;
  columns: DataTableColumn<Row>[];
}

/**
 * A table of the member's point history (the redeems, every balance change):
 * the page kit's date range and one select, applied together and kept in the
 * URL, then one page of rows.
 */
export function PointsLedger<Row extends { id: number }, Kind extends string>({
  section, kinds, kindLabel, kindFilterLabel, allKindsLabel, useRows, columns,
}: PointsLedgerProps<Row, Kind>) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  // Built once per mount: useUrlFilters wants field specs that never change, and the caller's kinds do not.
  const [fields] = useState(() => ({
    range: urlField.dateRange(DEFAULT_PRESET),
    kind: urlField.oneOf<Kind | ''>(['', ...kinds], ''),
    pageNo: urlField.pageNo(),
  }));
  const filters = useUrlFilters(fields);
  const { range, kind, pageNo } = filters.values;
  const appliedKey = `${formatRangeParam(range)}|${kind}`;
  const [draft, setDraft] = useState({ key: appliedKey, range, kind });
  if (draft.key !== appliedKey) setDraft({ key: appliedKey, range, kind });

  const days = resolveRange(range) ?? presetRange(DEFAULT_PRESET);
  const query = useRows({ startDate: days.from, endDate: days.to, kind: kind || undefined }, pageNo);
  const page = query.data;

  return (
    <div className={pageKit.page4}>
      <FilterBar
        label={t(`mallPoints.${section}.filterLabel`)}
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
        <FilterSelect<Kind | ''>
          label={kindFilterLabel}
          value={draft.kind}
          options={(['', ...kinds] as const).map((value) => ({ value, label: value ? kindLabel(value) : allKindsLabel }))}
          onChange={(next) => setDraft((current) => ({ ...current, kind: next }))}
        />
      </FilterBar>
      <DataTable
        caption={t(`mallPoints.${section}.caption`, { from: days.from, to: days.to })}
        columns={columns}
        rows={page?.list}
        rowKey={(row) => row.id}
        status={query.isPending ? 'loading' : query.isError && !page ? 'error' : 'success'}
        refreshing={query.isPlaceholderData}
        labels={kit.table({ empty: t(`mallPoints.${section}.empty`), emptyHint: t(`mallPoints.${section}.emptyHint`) })}
        onRetry={() => void query.refetch()}
        paging={page ? { page: pageNo, totalPages: page.totalPages, totalCount: page.totalCount, onPageChange: (next) => filters.set({ pageNo: next }) } : undefined}
      />
    </div>
  );
}
