import { describe, expect, it } from 'vitest';
import { paginationModel } from '../../src/components';

const pages = (current: number, total: number) =>
  paginationModel(current, total).map((item) => (item.kind === 'gap' ? '…' : item.page));

describe('pagination model (2 margin pages, range 5)', () => {
  it('shows every page when there are few', () => {
    expect(pages(1, 1)).toEqual([1]);
    expect(pages(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps two pages at each end and five around the current page', () => {
    expect(pages(10, 20)).toEqual([1, 2, '…', 8, 9, 10, 11, 12, '…', 19, 20]);
  });

  it('slides the range against the ends', () => {
    expect(pages(1, 20)).toEqual([1, 2, 3, 4, 5, '…', 19, 20]);
    expect(pages(20, 20)).toEqual([1, 2, '…', 16, 17, 18, 19, 20]);
  });

  it('fills a gap of one page instead of showing an ellipsis', () => {
    expect(pages(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, '…', 19, 20]);
  });

  it('clamps an out-of-range page and handles no pages', () => {
    expect(pages(99, 3)).toEqual([1, 2, 3]);
    expect(pages(1, 0)).toEqual([]);
  });
});
