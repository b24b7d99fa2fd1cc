import type { WireBanner } from '@contracts/notices';
import { pagePath } from '@/lib/pages';
import { safeUrl } from '@/lib/safeUrl';

/** The lottery lobby as a banner's game (WIRE.md §6.6 G linkage). */
export const LOTTO_LOBBY_NODE = 'LOTTO_LOBBY';

/** What a banner click does (WIRE.md §6.6 `linkageType`). */
export type BannerAction =
  /** URL: an http(s) link, opened in a new window with `?username=` added. */
  | { kind: 'external'; url: string }
  /** URL that is not http (a route push), or P: the promotions page at the promotion. */
  | { kind: 'route'; to: string }
  /** G: a game, by nodeId, roomId (its gameId) and vendor. */
  | { kind: 'game'; nodeId: string; gameId: string; vendor: string }
  /** G with nodeId LOTTO_LOBBY. */
  | { kind: 'lotteryLobby' }
  | { kind: 'none' };

const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value).trim());

/** WIRE.md §6.6 banner linkage, read once: unknown types and incomplete links lead nowhere. */
export function bannerAction(banner: Pick<WireBanner, 'linkageType' | 'linkage' | 'nodeId' | 'roomId' | 'vendor'>): BannerAction {
  const type = text(banner.linkageType).toUpperCase();
  const linkage = text(banner.linkage);
  if (type === 'URL' && linkage) return /^https?:\/\//i.test(linkage) ? { kind: 'external', url: linkage } : { kind: 'route', to: linkage };
  if (type === 'P') return { kind: 'route', to: linkage ? `/promotions?promotion=${encodeURIComponent(linkage)}` : '/promotions' };
  if (type === 'G') {
    const nodeId = text(banner.nodeId);
    if (nodeId === LOTTO_LOBBY_NODE) return { kind: 'lotteryLobby' };
    const gameId = text(banner.roomId);
    const vendor = text(banner.vendor);
    if (nodeId && gameId && vendor) return { kind: 'game', nodeId, gameId, vendor };
  }
  return { kind: 'none' };
}

/**
 * Where a route banner goes inside the site: a local path that passes the URL check (`/\evil.example`
 * is no path). Anything else leads nowhere.
 */
export function bannerTarget(action: BannerAction): string | null {
  if (action.kind === 'lotteryLobby') return pagePath('lottery');
  if (action.kind === 'route' && action.to.startsWith('/') && safeUrl(action.to, [])) return action.to;
  return null;
}

/** An http link as the platform opens it: with the member's `username` added (a guest has none to add). */
export function withUsername(url: string, username: string | null): string {
  if (!username) return url;
  const target = new URL(url);
  target.searchParams.set('username', username);
  return target.href;
}
