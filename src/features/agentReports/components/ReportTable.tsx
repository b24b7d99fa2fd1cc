import { useTranslation } from '@/lib/useTranslation';
import { DataTable, type DataTableColumn, useKitLabels } from '@/components';
import { reportTableLabels } from './tableLabels';

/** A report's query as the table reads it: one page of rows, and the query's states. */
export interface ReportQuery<Row> {
  data: { list: Row[]; totalPages: number; totalCount: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The table of every agent report and settlement page: one page of the
 * query's rows, its loading, error (a member outside the team said as such)
 * and empty states, paging, and the totals row when the columns carry totals.
 */
export function ReportTable<Row>({
  caption, columns, rowKey, query, pageNo, onPageChange, empty, showTotals = false,
}: {
  caption: string;
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  query: ReportQuery<Row>;
  pageNo: number;
  onPageChange: (page: number) => void;
  empty: string;
  showTotals?: boolean;
}) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const page = query.data;
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={page?.list}
      rowKey={rowKey}
      status={query.isPending ? 'loading' : query.isError && !page ? 'error' : 'success'}
      refreshing={query.isPlaceholderData}
      labels={reportTableLabels(kit, t, empty, query.error)}
      onRetry={() => void query.refetch()}
      paging={page ? { page: pageNo, totalPages: page.totalPages, totalCount: page.totalCount, onPageChange } : undefined}
      showTotals={showTotals}
    />
  );
}
