/** Banner sliders of the banner groups (w_home, w_rng, ..., w_reg), from the notice bundle. */
export { BannerStrip, bannerTarget, BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from './BannerStrip';
