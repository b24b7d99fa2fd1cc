import type { ReactNode } from 'react';
import type { PaginationLabels } from '../Pagination/Pagination';

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  id: string;
  /** Visible header text; it is also the accessible name of the sort button. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and money align to the end so decimals line up. */
  align?: 'start' | 'center' | 'end';
  sortable?: boolean;
  /** The cell of the totals row (tfoot) under this column. */
  total?: ReactNode;
  /** A fixed or minimum width, e.g. '160px'. */
  width?: string;
}

export interface DataTableLabels {
  /** Announced while rows load (the skeleton itself is hidden from screen readers). */
  loading: string;
  empty: string;
  emptyHint?: string;
  error: string;
  retry: string;
  /** Header of the totals row, shown in its first cell. */
  totals?: string;
  pagination: PaginationLabels;
  /** e.g. "Page 2 of 5 · 87 records". */
  summary?: (page: number, totalPages: number, totalCount: number) => string;
}

export interface DataTablePaging {
  page: number;
  totalPages: number;
  totalCount?: number;
  onPageChange: (page: number) => void;
}
