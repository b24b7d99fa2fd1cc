/**
 * The game frame's pure rules (issue 35): how #727 is retried, how long a launch host may take, which
 * hosts a launch URL may fall back to, and the maintenance countdown.
 */

/** #727 "system busy": retried by itself this many times, after these waits (doubling), then left to the player. */
export const BUSY_RETRY_DELAYS_MS = [2_000, 4_000, 8_000] as const;

/** The wait before automatic retry `attempt` (1-based) of a busy launch, or null once they are spent. */
export function busyRetryDelay(attempt: number): number | null {
  return BUSY_RETRY_DELAYS_MS[attempt - 1] ?? null;
}

/** A launch host whose game page has not loaded by then counts as down: the next host is tried. */
export const HOST_LOAD_TIMEOUT_MS = 15_000;

/** The hosts a launch URL may be opened on, as prefixes (`https://cdn.example`, or with a path, `https://site/demo`). */
function trimHost(host: string): string {
  return host.trim().replace(/\/+$/, '');
}

/**
 * WIRE.md §6.2 `launchGameCDNs`: the URL the launch answered first, then the same game page on each
 * other host of the list, in the list's order after the URL's own host (wrapping round). A URL on a
 * host the list does not name keeps its path on each listed host's origin.
 */
export function hostCandidates(url: string, hosts: readonly string[], base: string): string[] {
  const absolute = new URL(url, base);
  const listed = hosts.map(trimHost).filter((host) => host !== '');
  const own = listed.findIndex((host) => absolute.href.startsWith(`${host}/`));
  const candidates = [absolute.href];
  if (own >= 0) {
    const rest = absolute.href.slice(listed[own]!.length);
    for (let step = 1; step < listed.length; step += 1) candidates.push(`${listed[(own + step) % listed.length]}${rest}`);
  } else {
    const rest = `${absolute.pathname}${absolute.search}${absolute.hash}`;
    for (const host of listed) candidates.push(`${new URL(host).origin}${rest}`);
  }
  return [...new Set(candidates)];
}

/** Whole seconds from `now` until `end` (ISO), never below 0; null without an end. */
export function secondsUntil(end: string | null, now: number): number | null {
  if (!end) return null;
  const at = Date.parse(end);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A countdown as `H:MM:SS` (`MM:SS` under an hour). */
export function formatCountdown(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}
