import { useCallback } from 'react';
import type { NoticeValue, WireBanner } from '@contracts/notices';
import { useNoticeBundle } from '../notices';

/**
 * The group a banner without `groupName` belongs to. WIRE.md reads no group at all: the platform's
 * desktop client shows its banners on home, so an ungrouped banner is a home banner; SPEC's groups
 * (w_rng, w_reg, …) show only the banners named for them.
 */
export const UNGROUPED_BANNER_GROUP = 'w_home';

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

export interface BannerItem {
  key: string;
  /** The image. */
  url: string;
  /** The image's text alternative: the server's title, or none (decorative). */
  title: string;
  action: BannerAction;
}

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

/** N1 `banners` of one group, in the server's order. */
export function selectBanners(value: NoticeValue, group: string): BannerItem[] {
  return (value.banners ?? [])
    .filter((banner) => (text(banner.groupName) || UNGROUPED_BANNER_GROUP) === group)
    .map((banner, index) => ({
      key: `${text(banner.id) || banner.url}#${index}`,
      url: banner.url,
      title: text(banner.title),
      action: bannerAction(banner),
    }));
}

/** The banners of a group, from the one cached N1 answer. */
export function useBanners(group: string) {
  const select = useCallback((value: NoticeValue) => selectBanners(value, group), [group]);
  return useNoticeBundle(select);
}

/** An http link as the platform opens it: with the member's `username` added (a guest has none to add). */
export function withUsername(url: string, username: string | null): string {
  if (!username) return url;
  const target = new URL(url);
  target.searchParams.set('username', username);
  return target.href;
}
