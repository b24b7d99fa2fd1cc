/** Banner sliders of the banner groups (w_home, w_rng, ..., w_reg), from the one cached N1 answer. */
export { BannerStrip, bannerTarget, BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from './BannerStrip';
export { bannerAction, selectBanners, withUsername, UNGROUPED_BANNER_GROUP, type BannerAction, type BannerItem } from './api';
