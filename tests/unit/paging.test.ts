import { describe, expect, it } from 'vitest';
import { pageFromParam } from '../../src/lib/paging';

describe('list page from the URL (one rule for every list)', () => {
  it('takes a whole page number from 1 up', () => {
    expect(pageFromParam('1')).toBe(1);
    expect(pageFromParam('2')).toBe(2);
    expect(pageFromParam('40')).toBe(40);
  });

  it('shows page 1 for anything else', () => {
    for (const raw of [null, '', ' ', '0', '-3', '2.5', '1e3x', 'abc', 'Infinity', 'NaN', '99999999999999999999']) {
      expect(pageFromParam(raw), String(raw)).toBe(1);
    }
  });
});
