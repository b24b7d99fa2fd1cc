import { useMutation } from '@tanstack/react-query';
import { downloadCsv, toCsv, type CsvColumn } from '../Csv/csv';

interface CsvPage<Row> {
  rows: readonly Row[];
  totalPages: number;
}

/** A runaway guard: more pages than this is not an export a browser should build. */
const MAX_EXPORT_PAGES = 200;

interface CsvExportOptions<Row> {
  /** One page (1-based) of the filter the table shows, as the page's api.ts fetches it. */
  fetchPage: (pageNo: number) => Promise<CsvPage<Row>>;
  columns: readonly CsvColumn<Row>[];
  filename: string;
}

/** Fetches every page of the current filter, one after another. */
async function gatherPages<Row>(fetchPage: (pageNo: number) => Promise<CsvPage<Row>>): Promise<Row[]> {
  const first = await fetchPage(1);
  const rows = [...first.rows];
  const last = Math.min(first.totalPages, MAX_EXPORT_PAGES);
  for (let pageNo = 2; pageNo <= last; pageNo += 1) {
    rows.push(...(await fetchPage(pageNo)).rows);
  }
  return rows;
}

/**
 * CSV export of a record table's current filter, all pages, built in the
 * browser. The mutation carries the pending and error state for the button.
 */
export function useCsvExport<Row>({ fetchPage, columns, filename }: CsvExportOptions<Row>) {
  const mutation = useMutation({
    mutationFn: async () => {
      const rows = await gatherPages(fetchPage);
      downloadCsv(filename, toCsv(columns, rows));
      return rows.length;
    },
  });
  return { exportCsv: () => mutation.mutate(), isExporting: mutation.isPending, error: mutation.error, exported: mutation.data };
}
