// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, MoneyCell, sortRows, type DataTableColumn, type DataTableLabels, type SortState } from '../../src/components';

interface Row {
  id: number;
  name: string;
  amount: number;
}

const rows: Row[] = [
  { id: 1, name: 'Deposit', amount: 500 },
  { id: 2, name: 'Bet', amount: -20.5 },
  { id: 3, name: 'Win', amount: 75.25 },
];

const labels: DataTableLabels = {
  loading: 'Loading records',
  empty: 'No records found',
  error: 'The records could not be loaded.',
  retry: 'Try again',
  totals: 'Totals',
  pagination: { nav: 'Pages', previous: 'Previous page', next: 'Next page', page: (page) => `Page ${page}` },
  summary: (page, total, count) => `Page ${page} of ${total} · ${count} records`,
};

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Type', cell: (row) => row.name },
  { id: 'amount', header: 'Amount', align: 'end', sortable: true, cell: (row) => <MoneyCell amount={row.amount} signed symbol="$" />, total: <MoneyCell amount={554.75} signed symbol="$" /> },
];

function SortableTable() {
  const [sort, setSort] = useState<SortState | null>(null);
  const shown = sort ? sortRows(rows, (row) => row.amount, sort.direction) : rows;
  return (
    <DataTable caption="Transactions" columns={columns} rows={shown} rowKey={(row) => row.id} status="success" labels={labels} sort={sort} onSortChange={setSort} showTotals />
  );
}

const bodyNames = (table: HTMLElement) =>
  within(table.querySelector('tbody')!).getAllByRole('row').map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('is a real table named by its caption, with column headers, money cells and a totals row', () => {
    render(<SortableTable />);
    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Type', 'Amount']);
    expect(within(table).getByText('−$20.50')).toBeTruthy();
    expect(within(table).getByText('+$500.00')).toBeTruthy();
    const foot = table.querySelector('tfoot')!;
    expect(within(foot).getByRole('rowheader', { name: 'Totals' })).toBeTruthy();
    expect(within(foot).getByText('+$554.75')).toBeTruthy();
  });

  it('sorts from a button in the header and moves aria-sort with it', () => {
    render(<SortableTable />);
    const table = screen.getByRole('table', { name: 'Transactions' });
    const amountHeader = within(table).getByRole('columnheader', { name: 'Amount' });
    expect(amountHeader.getAttribute('aria-sort')).toBeNull();
    // The unsortable column has no button.
    expect(within(within(table).getByRole('columnheader', { name: 'Type' })).queryByRole('button')).toBeNull();

    fireEvent.click(within(amountHeader).getByRole('button', { name: 'Amount' }));
    expect(amountHeader.getAttribute('aria-sort')).toBe('descending');
    expect(bodyNames(table)).toEqual(['Deposit', 'Win', 'Bet']);

    fireEvent.click(within(amountHeader).getByRole('button', { name: 'Amount' }));
    expect(amountHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(bodyNames(table)).toEqual(['Bet', 'Win', 'Deposit']);
  });

  it('shows skeleton rows hidden from screen readers while loading, and says so', () => {
    render(<DataTable caption="Transactions" columns={columns} rows={undefined} rowKey={(row) => row.id} status="loading" labels={labels} />);
    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(table.querySelectorAll('tbody tr[aria-hidden="true"]').length).toBeGreaterThan(0);
    expect(screen.getByRole('status').textContent).toBe('Loading records');
  });

  it('shows the empty state inside the table, without a totals row', () => {
    render(<DataTable caption="Transactions" columns={columns} rows={[]} rowKey={(row) => row.id} status="success" labels={labels} showTotals />);
    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(within(table).getByText('No records found')).toBeTruthy();
    expect(table.querySelector('tfoot')).toBeNull();
  });

  it('announces an error and calls back on retry', () => {
    const onRetry = vi.fn();
    render(<DataTable caption="Transactions" columns={columns} rows={undefined} rowKey={(row) => row.id} status="error" labels={labels} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe('The records could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('pages with the shared pagination model and summarises the filter', () => {
    const onPageChange = vi.fn();
    render(
      <DataTable caption="Transactions" columns={columns} rows={rows} rowKey={(row) => row.id} status="success" labels={labels} paging={{ page: 2, totalPages: 4, totalCount: 38, onPageChange }} />,
    );
    expect(screen.getByText('Page 2 of 4 · 38 records')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
