/**
 * CSV made in the browser (RFC 4180): fields with a comma, quote or line
 * break are quoted and quotes doubled, lines end with CRLF. Text that a
 * spreadsheet would run as a formula (starting with = + - @, tab or CR) is
 * prefixed with a quote (OWASP CSV injection); real numbers stay numbers.
 */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => field(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => field(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Saves a CSV through a temporary object URL. The byte order mark makes
 * spreadsheet apps read it as UTF-8 (names, the peso sign).
 */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename.endsWith('.csv') ? filename : `${filename}.csv`;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the URL to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
