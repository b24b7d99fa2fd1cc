/** Plain-text tables for stdout. */

export type Cell = string | number;

export interface Table {
  title: string;
  columns: string[];
  rows: Cell[][];
  /** Per column; default: the first column left-aligned (labels), the others right-aligned (figures). */
  align?: Array<'left' | 'right'>;
  /** Lines printed under the table. */
  notes?: string[];
}

export function renderTable(table: Table): string {
  const cells = [table.columns, ...table.rows.map((row) => row.map(String))];
  const widths = table.columns.map((_, column) => Math.max(...cells.map((row) => String(row[column] ?? '').length)));
  const left = (column: number) => (table.align?.[column] ?? (column === 0 ? 'left' : 'right')) === 'left';
  const line = (row: Cell[]) =>
    row
      .map((cell, column) => (left(column) ? String(cell).padEnd(widths[column] ?? 0) : String(cell).padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const out = [`== ${table.title}`, line(table.columns), rule, ...table.rows.map(line)];
  for (const note of table.notes ?? []) out.push(`   ${note}`);
  return out.join('\n');
}
