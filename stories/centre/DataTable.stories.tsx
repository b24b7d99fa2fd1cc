import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useState } from 'react';
import { useTranslation } from '../../src/lib/useTranslation';
import type { LedgerEntry } from '../../contracts/shared/entities';
import { DataTable, DateCell, MoneyCell, StatusChip, sortRows, type DataTableColumn, type SortState } from '../../src/components';
import { useKitLabels } from '@/components';
import { LEDGER_KIND_TONE } from '../../src/features/records';
import { ledgerRows } from '../support/ledgerRows';
import type { StoryParameters } from '../support/parameters';

interface TableDemoProps {
  status: 'loading' | 'error' | 'success';
  rows: LedgerEntry[];
  initialSort?: SortState;
  showTotals?: boolean;
  paged?: boolean;
}

/** The table as a record page uses it: translated labels, money and date cells, kind chips. */
function TableDemo({ status, rows, initialSort, showTotals = true, paged = true }: TableDemoProps) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const [sort, setSort] = useState<SortState | null>(initialSort ?? null);
  const [page, setPage] = useState(1);
  const net = rows.reduce((sum, row) => sum + row.amount, 0);
  const columns: DataTableColumn<LedgerEntry>[] = [
    { id: 'createTime', header: t('transactions.columns.time'), sortable: true, cell: (row) => <DateCell value={row.createTime} /> },
    { id: 'kind', header: t('transactions.columns.kind'), cell: (row) => <StatusChip tone={LEDGER_KIND_TONE[row.kind]}>{t(`transactions.kinds.${row.kind}`)}</StatusChip> },
    { id: 'reference', header: t('transactions.columns.reference'), cell: (row) => row.reference },
    { id: 'amount', header: t('transactions.columns.amount'), align: 'end', sortable: true, cell: (row) => <MoneyCell amount={row.amount} signed symbol="$" />, total: <MoneyCell amount={net} signed symbol="$" /> },
    { id: 'balanceAfter', header: t('transactions.columns.balanceAfter'), align: 'end', cell: (row) => <MoneyCell amount={row.balanceAfter} symbol="$" /> },
  ];
  const value = sort?.columnId === 'amount' ? (row: LedgerEntry) => row.amount : (row: LedgerEntry) => Date.parse(row.createTime);
  const shown = sort ? sortRows(rows, value, sort.direction) : rows;
  return (
    <div style={{ padding: 24, maxWidth: 1100 }}>
      <DataTable
        caption={t('transactions.caption', { from: '2026-10-26', to: '2026-11-01' })}
        columns={columns}
        rows={status === 'success' ? shown : undefined}
        rowKey={(row) => row.id}
        status={status}
        labels={kit.table()}
        onRetry={() => undefined}
        sort={sort}
        onSortChange={setSort}
        showTotals={showTotals}
        paging={paged ? { page, totalPages: 5, totalCount: 47, onPageChange: setPage } : undefined}
      />
    </div>
  );
}

const meta = {
  title: 'Centre kit/DataTable',
  component: TableDemo,
  args: { status: 'success', rows: ledgerRows },
  parameters: { layout: 'fullscreen' } satisfies StoryParameters,
} satisfies Meta<typeof TableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows with signed money, date cells, kind chips, the totals row and paging. */
export const DataWithTotals: Story = {};
/** Sorted by amount, largest first: aria-sort sits on the Amount header. */
export const Sorted: Story = { args: { initialSort: { columnId: 'amount', direction: 'descending' } } };
/** Skeleton rows while the first page loads. */
export const Loading: Story = { args: { status: 'loading' } };
/** No rows for the filter. */
export const Empty: Story = { args: { rows: [] } };
/** The request failed: the message and a retry button, inside the table. */
export const Error: Story = { args: { status: 'error' } };
