/**
 * The agent centre's reports and lists page as the platform does (WIRE.md §7.1, §7.4): the
 * query takes `startTime`/`endTime` (calendar days) and `page`/`size`, the answer is
 * `{content, totalPages, pageNum, totalElements}`. Screens keep their own words (a day range,
 * a page number) and see one page shape; the agent features' api modules translate with these
 * (pure: the CSV export's page fetcher, a hook, is `usePageFetcher` in ../api.ts).
 */

/** Rows a report page shows. */
export const REPORT_PAGE_SIZE = 10;
/** Rows per request when a CSV export gathers every page of a filter. */
export const REPORT_EXPORT_PAGE_SIZE = 100;

/** A range of calendar days, yyyy-MM-dd, both included. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** A day range as the wire's `startTime`/`endTime`. */
export function reportQuery(range: DayRange): { startTime: string; endTime: string } {
  return { startTime: range.startDate, endTime: range.endDate };
}

/** A day range and a page as the wire's query. */
export function pageQuery(range: DayRange, pageNo: number, pageSize: number) {
  return { ...reportQuery(range), page: pageNo, size: pageSize };
}

interface WirePage<T> {
  content: T[];
  totalPages: number;
  pageNum: number;
  totalElements: number;
}

/** One page as the screens read it. */
export interface Page<T> {
  list: T[];
  totalPages: number;
  pageNo: number;
  totalCount: number;
}

/** A wire page (with whatever totals it carries beside) → the screens' page. */
export function toPage<P extends WirePage<unknown>>(value: P): Omit<P, keyof WirePage<unknown>> & Page<P['content'][number]> {
  const { content, totalPages, pageNum, totalElements, ...rest } = value;
  return { ...rest, list: content as Array<P['content'][number]>, totalPages, pageNo: pageNum, totalCount: totalElements };
}
