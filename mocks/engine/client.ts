import { CLIENT_ID_HEADER } from '../../contracts/shared/meta';
import type { MockContext } from './implement';

/**
 * Who is asking, for state a server keeps before there is a session (captcha,
 * SMS codes, the human check, login failures): the tab's client id, or, for a
 * caller that sends none, one shared bucket per IP. A caller that rotates ids
 * only gets fresh, empty buckets: nothing it was issued moves with it.
 */
export function clientOf(ctx: Pick<MockContext, 'request' | 'ip'>): string {
  const id = ctx.request.headers.get(CLIENT_ID_HEADER)?.trim();
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
