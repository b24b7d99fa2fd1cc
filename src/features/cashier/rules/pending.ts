/**
 * Which orders the page watches, and how often (issue 35 point 1): while the member has an order
 * the back office may still move, the queries that show it ask again; when one leaves that state,
 * the balance and what depends on it follow. Nothing live, nothing asked.
 */

/** How often a live order that moved recently is asked about. */
export const LIVE_POLL_MS = 5_000;
/** How often one that has not moved for FRESH_ORDER_MS is (an order stuck with the bank for a day). */
export const STALE_POLL_MS = 60_000;
export const FRESH_ORDER_MS = 60 * 60_000;

interface Order {
  id: number;
}

/** The ids of the live orders of a list (an answer not there yet has none). */
export function liveIds<Row extends Order>(rows: readonly Row[] | undefined, isLive: (row: Row) => boolean): Set<number> {
  return new Set((rows ?? []).filter(isLive).map((row) => row.id));
}

/** True when an order that was live before is no longer live, or no longer listed among the live ones. */
export function ordersSettled<Row extends Order>(before: ReadonlySet<number>, after: readonly Row[], isLive: (row: Row) => boolean): boolean {
  if (before.size === 0) return false;
  const now = liveIds(after, isLive);
  for (const id of before) if (!now.has(id)) return true;
  return false;
}

/**
 * The refetch interval of a list of orders: LIVE_POLL_MS while a live one moved within
 * FRESH_ORDER_MS, STALE_POLL_MS while the live ones are all older, false (no polling) with none.
 */
export function pendingPollMs<Row extends Order>(
  rows: readonly Row[] | undefined,
  isLive: (row: Row) => boolean,
  lastMoved: (row: Row) => string | null,
  now: number,
): number | false {
  const live = (rows ?? []).filter(isLive);
  if (live.length === 0) return false;
  const fresh = live.some((row) => {
    const moved = Date.parse(lastMoved(row) ?? '');
    return Number.isNaN(moved) || now - moved < FRESH_ORDER_MS;
  });
  return fresh ? LIVE_POLL_MS : STALE_POLL_MS;
}

/** How far back the page looks for orders still pending: a week, the records' own default range. */
export const WATCH_DAYS = 7;

const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The report range of the pending-order watch, in the member's calendar days: WATCH_DAYS back to today. */
export function watchRange(now: Date): { startTime: string; endTime: string } {
  const start = new Date(now);
  start.setDate(start.getDate() - WATCH_DAYS);
  return { startTime: day(start), endTime: day(now) };
}
