import type { GameMenu } from '../../contracts/games';
import { GAME_TYPES, VENDORS_BY_CATEGORY, type GameType } from '../../contracts/shared/constants';
import type { VendorCard, VendorCategory } from '../../contracts/shared/entities';
import { CATEGORY_NAMES, VENDOR_NAMES } from './catalogue-data';
import { gamesOf } from './query';

export function vendorIcon(vassalage: string): string {
  return `/mock-assets/vendor/${vassalage.toLowerCase()}.svg`;
}

/** The vendor cards of one game type: its SPEC §3 vendors that have games. */
export function vendorCards(gameType: GameType): VendorCard[] {
  return VENDORS_BY_CATEGORY[gameType]
    .map((vassalage) => ({
      vassalage,
      displayName: VENDOR_NAMES[vassalage] ?? vassalage,
      lagerIcon: vendorIcon(vassalage),
      gameType,
      gameCount: gamesOf(gameType, vassalage).length,
    }))
    .filter((card) => card.gameCount > 0);
}

/**
 * Categories as the backend groups them: SPORTS also carries the e-sports and
 * cockfight vendors (each card keeps its own gameType); the app splits them.
 */
const MENU_CATEGORIES: GameType[] = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'];
const MERGED_INTO_SPORTS: GameType[] = ['ESPORTS', 'COCKFIGHT'];

/** With the QA flag singleSportsVendor, SPORTS keeps only its first own vendor. */
function categoryCards(category: GameType, singleSportsVendor = false): VendorCard[] {
  const cards = vendorCards(category);
  if (category !== 'SPORTS') return cards;
  return [...(singleSportsVendor ? cards.slice(0, 1) : cards), ...MERGED_INTO_SPORTS.flatMap((type) => vendorCards(type))];
}

export function gameMenus(): GameMenu[] {
  return MENU_CATEGORIES.map((gameCategory, sort) => ({
    gameCategory,
    displayName: CATEGORY_NAMES[gameCategory],
    sort: sort + 1,
    vendors: categoryCards(gameCategory),
  })).filter((menu) => menu.vendors.length > 0);
}

export function vendorLanes(options: { singleSportsVendor?: boolean } = {}): VendorCategory[] {
  return MENU_CATEGORIES.map((gameCategory) => {
    const cards = categoryCards(gameCategory, options.singleSportsVendor);
    return { gameCategory, vendors: cards.map((card) => card.vassalage), cards };
  }).filter((lane) => lane.cards.length > 0);
}

/** The lottery data the prize mode is read from (SPEC §4): the lottery categories' cards. */
export function lotteryCards(): VendorCard[] {
  return [...vendorCards('LOTT'), ...vendorCards('ELOTT')];
}

export function vendorGameTypes(): Array<{ vassalage: string; displayName: string; gameTypes: GameType[] }> {
  const byVendor = new Map<string, GameType[]>();
  for (const gameType of GAME_TYPES) {
    for (const vassalage of VENDORS_BY_CATEGORY[gameType]) {
      if (gamesOf(gameType, vassalage).length === 0) continue;
      byVendor.set(vassalage, [...(byVendor.get(vassalage) ?? []), gameType]);
    }
  }
  return [...byVendor].map(([vassalage, gameTypes]) => ({
    vassalage,
    displayName: VENDOR_NAMES[vassalage] ?? vassalage,
    gameTypes,
  }));
}
