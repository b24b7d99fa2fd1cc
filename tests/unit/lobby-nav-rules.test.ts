import { describe, expect, it } from 'vitest';
import type { VendorCard } from '../../src/features/lobby/api';
import {
  hasDropdown, isLargeDropdown, navItems, navTarget, vendorPickTarget,
} from '../../src/features/lobby/nav/navRules';

const card = (vassalage: string, gameType: string, gameCount = 1): VendorCard => ({
  key: vassalage, vassalage, displayName: vassalage, lagerIcon: `/v/${vassalage}.svg`, gameType, gameCount, freeTrial: false, newWindow: false,
});

describe('nav click rules (SPEC §2 Header)', () => {
  it('HOME, PROMO, PVP, FISH and RNG always go to their page, even with a single vendor', () => {
    expect(navTarget('HOME', [])).toEqual({ kind: 'page', path: '/' });
    expect(navTarget('PROMO', [])).toEqual({ kind: 'page', path: '/promotions' });
    expect(navTarget('PVP', [card('KX', 'PVP')])).toEqual({ kind: 'page', path: '/pvp' });
    expect(navTarget('FISH', [card('AG', 'FISH')])).toEqual({ kind: 'page', path: '/fish' });
    expect(navTarget('RNG', [card('PT', 'RNG')])).toEqual({ kind: 'page', path: '/rng' });
  });

  it('a type with more than one vendor goes to its page', () => {
    expect(navTarget('LIVE', [card('AG', 'LIVE'), card('BG', 'LIVE')])).toEqual({ kind: 'page', path: '/live' });
    expect(navTarget('SPORTS', [card('IBC', 'SPORTS'), card('UG', 'SPORTS')])).toEqual({ kind: 'page', path: '/sports' });
    expect(navTarget('COCKFIGHT', [card('SV3', 'COCKFIGHT'), card('DIG', 'COCKFIGHT')])).toEqual({ kind: 'page', path: '/cockfight' });
  });

  it('a type with a single vendor launches that vendor directly, with the own game type of its card', () => {
    expect(navTarget('SPORTS', [card('IBC', 'SPORTS')])).toEqual({ kind: 'launch', gameType: 'SPORTS', vassalage: 'IBC' });
    expect(navTarget('LIVE', [card('EA', 'LIVE')])).toEqual({ kind: 'launch', gameType: 'LIVE', vassalage: 'EA' });
    expect(navTarget('ESPORTS', [card('TF', 'ESPORTS')])).toEqual({ kind: 'launch', gameType: 'ESPORTS', vassalage: 'TF' });
  });

  it('lottery goes straight to vendor TCG_SEA (its /seaLottery page), whatever its vendors', () => {
    expect(navTarget('LOTT', [card('TCG_SEA', 'LOTT'), card('TCG_LOTTO_VN', 'LOTT')])).toEqual({ kind: 'page', path: '/seaLottery' });
    expect(navTarget('LOTT', [card('TCG_LOTTO_VN', 'LOTT')])).toEqual({ kind: 'page', path: '/seaLottery' });
  });

  it('a single-vendor type whose vendor has its own lottery page goes there instead of launching', () => {
    expect(navTarget('ELOTT', [card('TCG_LOTTO_VN', 'ELOTT')])).toEqual({ kind: 'page', path: '/vnLottery' });
    expect(navTarget('ELOTT', [card('LOTT', 'ELOTT')])).toEqual({ kind: 'launch', gameType: 'ELOTT', vassalage: 'LOTT' });
  });

  it('a vendor picked in the drop-down opens the filtered list on list types and launches elsewhere', () => {
    expect(vendorPickTarget('RNG', card('PT', 'RNG'))).toEqual({ kind: 'page', path: '/rng?vassalage=PT' });
    expect(vendorPickTarget('COCKFIGHT', card('WS168', 'COCKFIGHT'))).toEqual({ kind: 'page', path: '/cockfight?vassalage=WS168' });
    expect(vendorPickTarget('SPORTS', card('UG', 'SPORTS'))).toEqual({ kind: 'launch', gameType: 'SPORTS', vassalage: 'UG' });
    expect(vendorPickTarget('LOTT', card('TCG_SEA', 'LOTT'))).toEqual({ kind: 'page', path: '/seaLottery' });
  });
});

describe('nav items and the vendor drop-down (SPEC §2 Header)', () => {
  it('HOME first, then only the categories that have vendors, then PROMO', () => {
    const items = navItems([
      { gameCategory: 'LIVE', cards: [card('AG', 'LIVE')] },
      { gameCategory: 'FISH', cards: [] },
      { gameCategory: 'SPORTS', cards: [card('IBC', 'SPORTS')] },
    ]);
    expect(items.map((item) => item.category)).toEqual(['HOME', 'LIVE', 'SPORTS', 'PROMO']);
  });

  it('shows HOME alone while the categories load, so PROMO does not jump right when they arrive', () => {
    expect(navItems(undefined).map((item) => item.category)).toEqual(['HOME']);
    expect(navItems([]).map((item) => item.category)).toEqual(['HOME', 'PROMO']);
  });

  it('HOME and PROMO have no drop-down; a category with vendors has one', () => {
    expect(hasDropdown('HOME', [card('X', 'LIVE')])).toBe(false);
    expect(hasDropdown('PROMO', [card('X', 'LIVE')])).toBe(false);
    expect(hasDropdown('LIVE', [card('AG', 'LIVE')])).toBe(true);
    expect(hasDropdown('LIVE', [])).toBe(false);
  });

  it('is large when the category holds more than 10 games', () => {
    expect(isLargeDropdown([card('A', 'SPORTS', 4), card('B', 'SPORTS', 6)])).toBe(false);
    expect(isLargeDropdown([card('A', 'SPORTS', 4), card('B', 'SPORTS', 7)])).toBe(true);
    expect(isLargeDropdown([])).toBe(false);
    // The platform's cards carry no count: each one is an entry of the drop-down.
    const uncounted = (code: string) => ({ ...card(code, 'RNG'), gameCount: undefined });
    expect(isLargeDropdown(Array.from({ length: 10 }, (_, i) => uncounted(`V${i}`)))).toBe(false);
    expect(isLargeDropdown(Array.from({ length: 11 }, (_, i) => uncounted(`V${i}`)))).toBe(true);
  });
});
