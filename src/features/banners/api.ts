import { useCallback } from 'react';
import type { NoticeValue } from '@contracts/notices';
import { useNoticeBundle } from '../announcements';
import { bannerAction, type BannerAction } from './rules/bannerAction';

/**
 * The group a banner without `groupName` belongs to. WIRE.md reads no group at all: the platform's
 * desktop client shows its banners on home, so an ungrouped banner is a home banner; SPEC's groups
 * (w_rng, w_reg, …) show only the banners named for them.
 */
export const UNGROUPED_BANNER_GROUP = 'w_home';

export interface BannerItem {
  key: string;
  /** The image. */
  url: string;
  /** The image's text alternative: the server's title, or none (decorative). */
  title: string;
  action: BannerAction;
}

const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value).trim());

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
