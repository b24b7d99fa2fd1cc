/**
 * The one check every server-supplied URL passes before the app opens it (and
 * the backend before it hands one back): http(s) only, no credentials, and a
 * host on the allow-list. Pure, so the client and the simulated backend share it.
 *
 * Allow-list entries are host names (`games.example.com`, `localhost:3000`) or
 * a leading-dot suffix (`.example.com` allows every subdomain of example.com).
 */
export interface UrlPolicy {
  /** Where a relative URL resolves, and whose host is always allowed: the page's own origin. */
  base: string;
  allowedHosts: readonly string[];
}

/** Control characters, whitespace inside the URL, and backslashes (`/\evil.example`) are never a real link. */
// eslint-disable-next-line no-control-regex
const SUSPICIOUS = /[\u0000-\u001f\u007f\\\s]/;

function hostAllowed(url: URL, policy: UrlPolicy): boolean {
  const own = new URL(policy.base);
  if (url.host === own.host) return true;
  return policy.allowedHosts.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (!wanted) return false;
    if (wanted.startsWith('.')) return url.hostname.endsWith(wanted) && url.port === '';
    return url.host === wanted;
  });
}

/** The URL, resolved and normalised, or null when it must not be opened. */
export function checkUrl(raw: string | null | undefined, policy: UrlPolicy): URL | null {
  const text = (raw ?? '').trim();
  if (!text || SUSPICIOUS.test(text)) return null;
  // Protocol-relative (`//evil.example`) would leave the site while looking like a path.
  if (text.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(text, policy.base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return hostAllowed(url, policy) ? url : null;
}

/** Parses a comma-separated allow-list (build-time configuration). */
export function parseAllowedHosts(value: string | undefined): string[] {
  return (value ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
}

/**
 * The outside hosts the simulated backend's links point at (customer service,
 * social resources, app download: mocks/system): the allow-list of the dev
 * server, the demo and the tests when PUBLIC_ALLOWED_HOSTS is not set.
 */
export const SIMULATED_BACKEND_HOSTS = [
  't.me', 'wa.me', 'm.me', 'secure.livechatinc.com', 'download.lucky88.example',
  'www.facebook.com', 'www.youtube.com', 'www.instagram.com', 'www.pagcor.ph',
  // The launch host that is down (QA flag launchHostDown, mocks/games/demo.ts): the game frame tries it, then the next.
  'launch-down.invalid',
].join(',');
