// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { bannerTarget } from '../../src/features/banners/rules/bannerAction';

/** The URL check reads the page's own address: this runs in a browser-like environment. */
describe('banner route targets (WIRE.md §6.6 linkage)', () => {
  it('pushes local routes and the lottery lobby, never a disguised host', () => {
    expect(bannerTarget({ kind: 'route', to: '/promotions?promotion=3' })).toBe('/promotions?promotion=3');
    expect(bannerTarget({ kind: 'route', to: '/\\evil.example' })).toBeNull();
    expect(bannerTarget({ kind: 'route', to: 'promotions' })).toBeNull();
    expect(bannerTarget({ kind: 'lotteryLobby' })).toBe('/lottery');
    expect(bannerTarget({ kind: 'none' })).toBeNull();
  });
});
