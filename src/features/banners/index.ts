/**
 * Banner sliders of the banner groups (w_home, w_rng, ..., w_reg), from the one cached N1 answer. `api.ts`,
 * `components/` (the strip), `rules/` (pure: what a banner click does, where it goes). No screens: banners sit
 * on other features' pages.
 */
export { BannerStrip, BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from './components/BannerStrip';
export { selectBanners, UNGROUPED_BANNER_GROUP, type BannerItem } from './api';
export { bannerAction, bannerTarget, withUsername, type BannerAction } from './rules/bannerAction';
