import { SEA_LOTTERY_VENDOR } from '@contracts/shared/constants';
import { PAGE_LIST, typePath, typesOfKind, vendorPagePath } from '@/lib/pages';
import type { LobbyCategory, VendorCard } from '../api';

/** The lottery vendor the LOTT nav item goes straight to (SPEC §2 Header). */
export const LOTTERY_NAV_VENDOR = SEA_LOTTERY_VENDOR;
/** A nav drop-down is "large" above this many games (SPEC §2 Header). */
export const LARGE_DROPDOWN_GAMES = 10;
/** Vendors per view of the nav drop-down (SPEC §2 Header). */
export const DROPDOWN_PER_VIEW = 6;

// Paths, list types and "always its page" come from the page table (src/lib/pages.ts).
/** Types whose nav item always opens their page, whatever their vendor count. */
const ALWAYS_PAGE = new Set<string | undefined>(PAGE_LIST.filter((page) => page.navAlwaysPage).map((page) => page.gameType));
/** Types with a game list page, where a vendor opens the list filtered to it. */
const LIST_TYPES = new Set(typesOfKind('list'));

export type NavTarget =
  | { kind: 'page'; path: string }
  | { kind: 'launch'; gameType: string; vassalage: string };

type VendorRef = Pick<VendorCard, 'vassalage'> & { gameType?: string };

/** Where a vendor leads: its lottery page if it has one, else a launch of its lobby entry game. */
export function vendorTarget(category: string, vendor: VendorRef): NavTarget {
  const page = vendorPagePath(vendor.vassalage);
  if (page) return { kind: 'page', path: page };
  return { kind: 'launch', gameType: vendor.gameType || category, vassalage: vendor.vassalage };
}

/**
 * SPEC §2 Header nav click: HOME, PROMO, PVP, FISH, RNG and any type with more
 * than one vendor go to their page; lottery goes straight to vendor TCG_SEA
 * (its /seaLottery page); a type with a single vendor launches that vendor.
 */
export function navTarget(category: string, vendors: readonly VendorRef[]): NavTarget {
  const path = typePath(category) ?? '/';
  if (category === 'LOTT') return { kind: 'page', path: vendorPagePath(LOTTERY_NAV_VENDOR) ?? path };
  if (ALWAYS_PAGE.has(category) || vendors.length !== 1) return { kind: 'page', path };
  return vendorTarget(category, vendors[0]!);
}

/**
 * A vendor picked in the nav drop-down: on a type with a game list it opens
 * that list filtered to the vendor (it has many games to choose from);
 * elsewhere (sports, e-sports, lottery) it launches the vendor.
 */
export function vendorPickTarget(category: string, vendor: VendorRef): NavTarget {
  if (LIST_TYPES.has(category)) {
    return { kind: 'page', path: `${typePath(category)}?vassalage=${encodeURIComponent(vendor.vassalage)}` };
  }
  return vendorTarget(category, vendor);
}

/** HOME and PROMO have no vendor drop-down (SPEC §2 Header). */
export function hasDropdown(category: string, vendors: readonly unknown[]): boolean {
  return category !== 'HOME' && category !== 'PROMO' && vendors.length > 0;
}

/**
 * The drop-down is large when the category holds more than 10 games. The platform's cards carry no
 * game count, so a card without one counts as one entry of the drop-down.
 */
export function isLargeDropdown(cards: readonly Pick<VendorCard, 'gameCount'>[]): boolean {
  return cards.reduce((sum, card) => sum + (card.gameCount ?? 1), 0) > LARGE_DROPDOWN_GAMES;
}

export interface NavItem {
  category: string;
  cards: readonly VendorCard[];
}

/**
 * The header's items: HOME first, then every category that has vendors (in
 * the lanes' order, sports already split), then PROMO. While the categories
 * load (`undefined`), HOME alone: PROMO shown before them would jump right
 * when they arrive (a layout shift on every first visit).
 */
export function navItems(categories: readonly LobbyCategory[] | undefined): NavItem[] {
  if (categories === undefined) return [{ category: 'HOME', cards: [] }];
  return [
    { category: 'HOME', cards: [] },
    ...categories
      // A category with no page of its own (SPB: SPEC has none) stays out of the navigation.
      .filter((item) => item.cards.length > 0 && item.gameCategory !== 'HOME' && item.gameCategory !== 'PROMO' && typePath(item.gameCategory) !== undefined)
      .map((item) => ({ category: item.gameCategory, cards: item.cards })),
    { category: 'PROMO', cards: [] },
  ];
}
