/**
 * WIRE.md §3 customer service, as pure functions: who sees an entry, its path decrypted (the DES
 * step is passed in, so this module loads none of it), and the member's data each csType appends.
 */

/** One customer-service entry as the start-up status lists it, defaults filled. */
export interface CustomerServiceEntry {
  /** Seen: AICAN, MIDUOKE, LIVECHAT, COMM100, COMM100VIP; SPEC adds FACEBOOK, TELEGRAM, WHATSAPP; any string. */
  csType: string;
  title: string;
  /** Encrypted (Base64(DES(url, key8)) + key8), or already an http URL. */
  path: string;
  /** Label ids compared as strings; empty: shown to everyone. */
  labelIds: readonly string[];
}

/** What the appended user data and the label check read of the member (S5 `account`, `clubLabel`). */
export interface ServiceMember {
  account: string;
  labelId: string | null;
  labelName: string | null;
}

/** WIRE.md §3: no labelIds, or an empty list, shows to everyone; otherwise only to a member whose club label is listed. */
export function visibleTo(entry: Pick<CustomerServiceEntry, 'labelIds'>, labelId: string | null): boolean {
  if (!entry.labelIds.length) return true;
  return labelId !== null && entry.labelIds.includes(labelId);
}

/**
 * WIRE.md §3: an empty path, or one that already starts with http, passes through; any other is
 * decrypted. A path that does not decrypt gives null: the entry cannot be opened.
 */
export function decryptPath(path: string, decrypt: (path: string) => string): string | null {
  if (!path || path.startsWith('http')) return path || null;
  try {
    return decrypt(path) || null;
  } catch {
    return null;
  }
}

/**
 * Appends `key=value` pairs before any fragment. Keys go as written (COMM100's `CUSTOM!username`
 * must keep its `!`), values percent-encoded.
 */
export function appendQuery(url: string, pairs: ReadonlyArray<readonly [string, string]>): string {
  if (!pairs.length) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const query = pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${joiner}${query}${hash}`;
}

/**
 * WIRE.md §3 user data by csType: AICAN gets name and category (the club label's name); MIDUOKE
 * gets visitorname when the URL holds accountid; LIVECHAT gets name on open_chat.cgi; COMM100 and
 * COMM100VIP get CUSTOM!username. Any other type, and every guest, is left unchanged.
 */
export function withUserData(url: string, csType: string, member: ServiceMember | null): string {
  if (!member?.account) return url;
  const { account } = member;
  switch (csType) {
    case 'AICAN':
      return appendQuery(url, [['name', account], ['category', member.labelName ?? '']]);
    case 'MIDUOKE':
      return url.includes('accountid') ? appendQuery(url, [['visitorname', account]]) : url;
    case 'LIVECHAT':
      return url.includes('open_chat.cgi') ? appendQuery(url, [['name', account]]) : url;
    case 'COMM100':
    case 'COMM100VIP':
      return appendQuery(url, [['CUSTOM!username', account]]);
    default:
      return url;
  }
}

/**
 * S5 member info's account and club label, read leniently: the label may be missing, and its id may
 * come as a number or a string (compared as a string).
 */
export function serviceMemberOf(info: unknown): ServiceMember | null {
  if (!info || typeof info !== 'object') return null;
  const { account, clubLabel } = info as { account?: unknown; clubLabel?: unknown };
  if (typeof account !== 'string' || !account) return null;
  const label = clubLabel && typeof clubLabel === 'object' ? (clubLabel as { labelId?: unknown; labelName?: unknown }) : {};
  const labelId = typeof label.labelId === 'string' || typeof label.labelId === 'number' ? String(label.labelId) : null;
  const labelName = typeof label.labelName === 'string' ? label.labelName : null;
  return { account, labelId: labelId || null, labelName };
}
