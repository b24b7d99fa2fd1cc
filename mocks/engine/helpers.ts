/** Helpers shared by the money domains (wallet, records, promotions, rewards, points, missions): they know no domain, so they live with the engine and no domain imports another for them. */

/** Cents, as the ledger rounds. */
export const round2 = (amount: number): number => Math.round(amount * 100) / 100;
/** Down to cents: a payout never rounds up in the member's favour. */
export const floor2 = (amount: number): number => Math.floor(amount * 100 + 1e-6) / 100;

/** The last id handed out per collection, stored or not yet. */
const handedOut = new Map<object, number>();

/**
 * The next numeric id of a collection (ids are allocated by us, never by the
 * store). Reserved at once: a parallel request that asks before this one's
 * record is stored gets the next id, not the same one.
 */
export function nextIdOf(collection: { all(): Array<{ id: number }> }, floor = 0): number {
  const stored = collection.all().reduce((max, row) => Math.max(max, row.id), floor);
  const id = Math.max(stored, handedOut.get(collection) ?? 0) + 1;
  handedOut.set(collection, id);
  return id;
}

/** Forget reserved ids (after a reset or a restore, the store's own ids count again). */
export function resetReservedIds(): void {
  handedOut.clear();
}


export { paginate } from './paginate';

/** The UTC calendar day (YYYY-MM-DD) of an ISO time. */
export const dayOf = (iso: string): string => iso.slice(0, 10);

/** A date-range filter over ISO times: calendar days in UTC, both ends included. */
export function inDateRange(range: { startDate?: string; endDate?: string }): (iso: string) => boolean {
  return (iso) => {
    const day = dayOf(new Date(iso).toISOString());
    if (range.startDate && day < range.startDate) return false;
    if (range.endDate && day > range.endDate) return false;
    return true;
  };
}

/** Newest first by an ISO time, then by id. */
export function newestFirst<T extends { id: number }>(time: (row: T) => string) {
  return (a: T, b: T): number => {
    const diff = Date.parse(time(b)) - Date.parse(time(a));
    return diff !== 0 ? diff : b.id - a.id;
  };
}

/** `player01` -> `pl***01`: how lists show other people's usernames. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/** A stable number from a text: seeded amounts that differ per member without a faker. */
export function hashText(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

/** The first instant of a report's `startTime` (a calendar day, or a day and a time), in epoch ms (UTC). */
function startOfReportTime(value: string): number {
  return Date.parse(value.length > 10 ? `${value.replace(' ', 'T')}.000Z` : `${value}T00:00:00.000Z`);
}

/** The last instant of a report's `endTime`: a calendar day counts to its end, both ends included. */
function endOfReportTime(value: string): number {
  return Date.parse(value.length > 10 ? `${value.replace(' ', 'T')}.999Z` : `${value}T23:59:59.999Z`);
}

/** A report's `startTime`/`endTime` filter over ISO times (WIRE.md N27's names; calendar days in UTC). */
export function inReportRange(range: { startTime?: string; endTime?: string }): (iso: string) => boolean {
  const from = range.startTime ? startOfReportTime(range.startTime) : -Infinity;
  const to = range.endTime ? endOfReportTime(range.endTime) : Infinity;
  return (iso) => {
    const at = Date.parse(iso);
    return at >= from && at <= to;
  };
}

/** One page of an already filtered and sorted list as a report answers it (WIRE.md §7.1): `{content, totalPages, pageNum}`. */
export function reportPageOf<T>(items: readonly T[], page: number, size: number) {
  return {
    content: items.slice((page - 1) * size, page * size),
    totalPages: Math.ceil(items.length / size),
    pageNum: page,
    totalElements: items.length,
  };
}
