/**
 * The pure rules of the header balance following the money (issue 35 point 1): how long a
 * hidden tab must have been away for its return to refetch the balance, how the header says
 * when the balance last changed, and what may travel between the tabs of one member.
 */

/** A tab hidden at least this long refetches the balance when it is shown again. */
export const HIDDEN_REFETCH_MS = 30_000;

/** True when a tab hidden at `hiddenAt` has been away long enough to refetch on its return. */
export function hiddenLongEnough(hiddenAt: number | null, now: number): boolean {
  return hiddenAt !== null && now - hiddenAt >= HIDDEN_REFETCH_MS;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "Updated just now", "… 2 minutes ago", "… 3 hours ago", "… 2 days ago": which text, with its count. */
export type SinceChange = { unit: 'now'; count: 0 } | { unit: 'minutes' | 'hours' | 'days'; count: number };

export function sinceChange(changedAt: number, now: number): SinceChange {
  const age = Math.max(0, now - changedAt);
  if (age < MINUTE) return { unit: 'now', count: 0 };
  if (age < HOUR) return { unit: 'minutes', count: Math.floor(age / MINUTE) };
  if (age < DAY) return { unit: 'hours', count: Math.floor(age / HOUR) };
  return { unit: 'days', count: Math.floor(age / DAY) };
}

/** Milliseconds until the text of `sinceChange` next changes (the header re-renders then, not every second). */
export function msUntilNextSince(changedAt: number, now: number): number {
  const age = Math.max(0, now - changedAt);
  const step = age < HOUR ? MINUTE : age < DAY ? HOUR : DAY;
  return step - (age % step);
}

/**
 * Who a cross-tab message is from: a hash of the brand's merchant code and the member's account
 * (FNV-1a, 32 bits), so tabs of the same member follow each other and another member's are
 * ignored, while no message carries the account name, let alone the token.
 */
export function sessionMarker(merchantCode: string, account: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${merchantCode}\u0000${account}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * What one tab tells the others: the balance it now shows (`balance`), or that a money action
 * succeeded without (yet) moving it, such as a deposit order waiting for the back office (`moved`).
 */
export type MoneyNews = { kind: 'balance'; main: number } | { kind: 'moved' };
export type MoneyMessage = MoneyNews & { who: string };

/** The brand's channel: two brands served from one origin never hear each other. */
export function moneyChannelName(brandId: string): string {
  return `${brandId}:money`;
}

/** A message for this member's tabs, or null: another member's, or not one of ours. */
export function readMoneyMessage(data: unknown, who: string): MoneyMessage | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Partial<Record<'who' | 'kind' | 'main', unknown>>;
  if (message.who !== who) return null;
  if (message.kind === 'moved') return { who, kind: 'moved' };
  if (message.kind === 'balance' && typeof message.main === 'number' && Number.isFinite(message.main)) return { who, kind: 'balance', main: message.main };
  return null;
}
