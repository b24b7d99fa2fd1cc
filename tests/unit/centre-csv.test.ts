import { describe, expect, it } from 'vitest';
import { toCsv, type CsvColumn } from '../../src/components';

interface Row {
  name: string;
  amount: number;
  note: string | null;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Amount', value: (row) => row.amount },
  { header: 'Note', value: (row) => row.note },
];

describe('toCsv (RFC 4180)', () => {
  it('writes a header line and one CRLF-terminated line per row', () => {
    expect(toCsv(columns, [{ name: 'Lucky Ace', amount: 12.5, note: null }])).toBe('Name,Amount,Note\r\nLucky Ace,12.5,\r\n');
    expect(toCsv(columns, [])).toBe('Name,Amount,Note\r\n');
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    const csv = toCsv(columns, [{ name: 'Ace, the "Lucky"', amount: 1, note: 'line one\nline two' }]);
    expect(csv).toBe('Name,Amount,Note\r\n"Ace, the ""Lucky""",1,"line one\nline two"\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula, but keeps negative numbers', () => {
    const rows: Row[] = [
      { name: '=HYPERLINK("http://evil")', amount: -25.5, note: '+1' },
      { name: '-2+3', amount: 0, note: '@SUM(A1)' },
      { name: '\tcmd', amount: 3, note: 'plain - text' },
    ];
    const lines = toCsv(columns, rows).split('\r\n');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil"")",-25.5,'+1`);
    expect(lines[2]).toBe("'-2+3,0,'@SUM(A1)");
    expect(lines[3]).toBe("'\tcmd,3,plain - text");
  });
});
