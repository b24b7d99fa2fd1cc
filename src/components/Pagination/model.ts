/** SPEC §9 pagination: 2 margin pages at each end, a range of 5 around the current page. */
export const MARGIN_PAGES = 2;
export const PAGE_RANGE = 5;

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** The pages to show for `current` of `total` (1-based), with gaps where pages are skipped. */
export function paginationModel(current: number, total: number, margin = MARGIN_PAGES, range = PAGE_RANGE): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(current, 1), total);
  const shown = new Set<number>();
  for (let n = 1; n <= Math.min(margin, total); n += 1) shown.add(n);
  for (let n = Math.max(total - margin + 1, 1); n <= total; n += 1) shown.add(n);
  let start = Math.max(page - Math.floor(range / 2), 1);
  const end = Math.min(start + range - 1, total);
  start = Math.max(end - range + 1, 1);
  for (let n = start; n <= end; n += 1) shown.add(n);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous > 1) {
      if (n - previous === 2) items.push({ kind: 'page', page: n - 1 });
      else items.push({ kind: 'gap', key: `gap-${previous}-${n}` });
    }
    items.push({ kind: 'page', page: n });
  });
  return items;
}
