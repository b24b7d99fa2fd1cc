import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Pagination } from '../Pagination/Pagination';
import { Skeleton } from '../Skeleton/Skeleton';
import styles from './DataTable.module.css';
import { nextSort } from './sort';
import type { DataTableColumn, DataTableLabels, DataTablePaging, SortState } from './types';

export interface DataTableProps<Row> {
  /** What the table lists; every table has one (screen readers announce it on entry). */
  caption: string;
  /** Keeps the caption for assistive technology only, when a page heading already shows it. */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  status: 'loading' | 'error' | 'success';
  /** New rows on their way while the old ones stay (a page or filter change). */
  refreshing?: boolean;
  labels: DataTableLabels;
  onRetry?: () => void;
  /** The rows are sorted by the caller (on the server or with sortRows); the table shows and changes the state. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  paging?: DataTablePaging;
  /** Shows the tfoot row built from each column's `total`. */
  showTotals?: boolean;
  skeletonRows?: number;
  /** Extra attributes of a row (an id to link to, a highlight class, aria-current). */
  rowAttributes?: (row: Row) => HTMLAttributes<HTMLTableRowElement>;
  /** Content above the table inside its card (e.g. summary tiles). */
  children?: ReactNode;
}

const ALIGN = { start: styles.alignStart, center: styles.alignCenter, end: styles.alignEnd } as const;

/**
 * The record table of the centre pages: a real <table> with a caption,
 * column headers with scope, sort buttons inside the headers and aria-sort
 * on the sorted one, skeleton rows while loading, and empty and error rows
 * (with retry) in the body so the column headers stay in place.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  rowAttributes,
  columns,
  rows,
  rowKey,
  status,
  refreshing = false,
  labels,
  onRetry,
  sort,
  onSortChange,
  paging,
  showTotals = false,
  skeletonRows = 6,
  children,
}: DataTableProps<Row>) {
  const captionId = useId();
  const list = rows ?? [];
  const ready = status === 'success';
  const align = (column: DataTableColumn<Row>) => ALIGN[column.align ?? 'start'];

  const header = (column: DataTableColumn<Row>) => {
    const sorted = sort?.columnId === column.id ? sort.direction : undefined;
    return (
      <th
        key={column.id}
        scope="col"
        className={`${styles.th} ${align(column)}`}
        style={column.width ? { width: column.width } : undefined}
        aria-sort={sorted}
      >
        {column.sortable && onSortChange ? (
          <button type="button" className={styles.sortButton} onClick={() => onSortChange(nextSort(sort, column.id))}>
            {column.header}
            <span className={`${styles.sortIcon} ${sorted ? styles.sortActive : ''} ${sorted === 'ascending' ? styles.sortUp : ''}`} aria-hidden="true">
              <Icon name="chevronDown" size={14} />
            </span>
          </button>
        ) : (
          column.header
        )}
      </th>
    );
  };

  const messageRow = (content: ReactNode, tone: 'empty' | 'error') => (
    <tr>
      <td colSpan={columns.length} className={styles.messageCell}>
        <div className={`${styles.message} ${tone === 'error' ? styles.messageError : ''}`}>{content}</div>
      </td>
    </tr>
  );

  const body = () => {
    if (status === 'loading') {
      return Array.from({ length: skeletonRows }, (_, index) => (
        <tr key={`skeleton-${index}`} aria-hidden="true" className={styles.skeletonRow}>
          {columns.map((column) => (
            <td key={column.id} className={`${styles.td} ${align(column)}`}>
              <Skeleton width={`${55 + ((index * 17 + column.id.length * 11) % 40)}%`} height={14} radius={6} />
            </td>
          ))}
        </tr>
      ));
    }
    if (status === 'error') {
      return messageRow(
        <>
          <span className={styles.messageIcon} aria-hidden="true">
            <Icon name="alert" size={28} />
          </span>
          <p className={styles.messageTitle} role="alert">
            {labels.error}
          </p>
          {onRetry ? (
            <Button variant="ghost" size="sm" icon={<Icon name="refresh" size={16} />} onClick={onRetry}>
              {labels.retry}
            </Button>
          ) : null}
        </>,
        'error',
      );
    }
    if (list.length === 0) {
      return messageRow(
        <>
          <span className={styles.messageIcon} aria-hidden="true">
            <Icon name="records" size={28} />
          </span>
          <p className={styles.messageTitle}>{labels.empty}</p>
          {labels.emptyHint ? <p className={styles.messageHint}>{labels.emptyHint}</p> : null}
        </>,
        'empty',
      );
    }
    return list.map((row) => (
      <tr key={rowKey(row)} {...rowAttributes?.(row)} className={`${styles.row} ${rowAttributes?.(row).className ?? ''}`}>
        {columns.map((column) => (
          <td key={column.id} className={`${styles.td} ${align(column)}`}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  };

  const totals = showTotals && ready && list.length > 0;
  return (
    <div className={styles.card}>
      {children}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={`${styles.table} ${refreshing ? styles.refreshing : ''}`} aria-busy={status === 'loading' || refreshing || undefined}>
          <caption id={captionId} className={captionHidden ? 'visually-hidden' : styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>{columns.map(header)}</tr>
          </thead>
          <tbody>{body()}</tbody>
          {totals ? (
            <tfoot>
              <tr className={styles.totalsRow}>
                {columns.map((column, index) =>
                  index === 0 && column.total === undefined ? (
                    <th key={column.id} scope="row" className={`${styles.td} ${styles.totalsLabel}`}>
                      {labels.totals}
                    </th>
                  ) : (
                    <td key={column.id} className={`${styles.td} ${align(column)}`}>
                      {column.total}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <p className="visually-hidden" role="status">
        {status === 'loading' || refreshing ? labels.loading : ''}
      </p>
      {paging && ready && list.length > 0 ? (
        <div className={styles.footer}>
          {labels.summary ? (
            <p className={styles.summary}>{labels.summary(paging.page, Math.max(paging.totalPages, 1), paging.totalCount ?? list.length)}</p>
          ) : null}
          <Pagination page={paging.page} totalPages={paging.totalPages} onChange={paging.onPageChange} labels={labels.pagination} />
        </div>
      ) : null}
    </div>
  );
}
