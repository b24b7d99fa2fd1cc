import type { SortDirection, SortState } from './types';

/**
 * The next sort after a header click: a new column starts descending (the
 * newest or largest first, what record screens are read for), the same
 * column flips.
 */
export function nextSort(current: SortState | null | undefined, columnId: string): SortState {
  if (current?.columnId !== columnId) return { columnId, direction: 'descending' };
  return { columnId, direction: current.direction === 'descending' ? 'ascending' : 'descending' };
}

/** A stable copy of `rows` sorted by `value`; nulls last whatever the direction. */
export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => string | number | null, direction: SortDirection): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
      if (a.key < b.key) return -sign;
      if (a.key > b.key) return sign;
      return a.index - b.index;
    })
    .map((entry) => entry.row);
}
