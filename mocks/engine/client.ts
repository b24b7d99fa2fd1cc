import { SIMULATED_CLIENT_COOKIE } from '../../contracts/shared/wire';
import type { MockContext } from './implement';

function cookieValue(cookies: string | null | undefined, name: string): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The caller's cookie id, as the platform binds its captcha and other pre-login checks to a cookie
 * (WIRE.md §1.1): the `Cookie` header (the HTTP backend, Node callers), or in the page the document's
 * cookies (the service worker hands the simulated backend no Cookie header).
 */
export function clientCookie(request: Request): string | null {
  const fromHeader = cookieValue(request.headers.get('cookie'), SIMULATED_CLIENT_COOKIE);
  if (fromHeader) return fromHeader;
  return typeof document === 'undefined' ? null : cookieValue(document.cookie, SIMULATED_CLIENT_COOKIE);
}

/** The cookie a caller without one is given, so its next calls are known as its own. */
export function newClientCookie(): string {
  return `${SIMULATED_CLIENT_COOKIE}=${crypto.randomUUID()}; Path=/; SameSite=Lax`;
}

/**
 * Who is asking, for state a server keeps before there is a session (captcha,
 * SMS codes, the human check, login failures): the caller's cookie, or, for a
 * caller that keeps none, one shared bucket per IP. A caller that drops its
 * cookie only gets a fresh, empty bucket: nothing it was issued moves with it.
 */
export function clientOf(ctx: Pick<MockContext, 'request' | 'ip'>): string {
  const id = clientCookie(ctx.request)?.trim();
  return id && id.length <= 64 ? `client:${id}` : `ip:${ctx.ip}`;
}

const resetters = new Set<() => void>();

/** Security state kept in memory registers its reset here: a demo reset and every test start clean. */
export function onSecurityReset(reset: () => void): void {
  resetters.add(reset);
}

export function resetSecurityState(): void {
  resetters.forEach((reset) => reset());
}
