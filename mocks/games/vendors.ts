import { GAME_TYPES, VENDORS_BY_CATEGORY, type GameType } from '../../contracts/shared/constants';
import type { VendorCardWire, VendorLane } from '../../contracts/shared/entities';
import { VENDOR_NAMES } from './catalogue-data';
import { gamesOf } from './query';

export function vendorIcon(vassalage: string): string {
  return `/mock-assets/vendor/${vassalage.toLowerCase()}.svg`;
}

/** Every vendor code, one card key each (WIRE.md §6.4: `accountTypeId` is the card's key). */
const ALL_VENDORS: string[] = [...new Set<string>(GAME_TYPES.flatMap((type) => VENDORS_BY_CATEGORY[type]))];
const accountTypeIdOf = (vassalage: string) => 100 + ALL_VENDORS.indexOf(vassalage);

/** Vendors whose games open in a new window (WIRE.md §6.4: BBIN always does). */
const NEW_WINDOW_VENDORS = new Set(['BBIN']);

/** The vendor cards of one game type, as G3 answers them: its SPEC §3 vendors that have games. */
export function vendorCards(gameType: GameType): VendorCardWire[] {
  return VENDORS_BY_CATEGORY[gameType].flatMap((vassalage) => {
    const games = gamesOf(gameType, vassalage);
    if (games.length === 0) return [];
    const displayName = VENDOR_NAMES[vassalage] ?? vassalage;
    return [{
      vassalage,
      displayName,
      gameType,
      title: displayName,
      lagerIcon: vendorIcon(vassalage),
      accountTypeName: vassalage,
      accountTypeId: accountTypeIdOf(vassalage),
      id: accountTypeIdOf(vassalage),
      isGame: 'VASSALAGE',
      freeplay: games.some((game) => game.supportPlay === 0) ? 1 : 0,
      appNewWindow: NEW_WINDOW_VENDORS.has(vassalage) ? 1 : 0,
      gameCount: games.length,
    }];
  });
}

/**
 * Lanes as the platform groups them (WIRE.md §6.4): SPORTS also carries the e-sports and
 * cockfight vendors (each card keeps its own gameType); the client moves them out.
 */
const LANE_TITLES: GameType[] = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'];
const MERGED_INTO_SPORTS: GameType[] = ['ESPORTS', 'COCKFIGHT'];

/** With the QA flag singleSportsVendor, SPORTS keeps only its first own vendor. */
function laneCards(title: GameType, singleSportsVendor = false): VendorCardWire[] {
  const cards = vendorCards(title);
  if (title !== 'SPORTS') return cards;
  return [...(singleSportsVendor ? cards.slice(0, 1) : cards), ...MERGED_INTO_SPORTS.flatMap((type) => vendorCards(type))];
}

export function vendorLanes(options: { singleSportsVendor?: boolean } = {}): VendorLane[] {
  return LANE_TITLES.map((title) => ({ title, cards: laneCards(title, options.singleSportsVendor) })).filter((lane) => lane.cards.length > 0);
}

/** The lottery data the prize mode is read from (SPEC §4): the lottery lanes' cards. */
export function lotteryCards(): VendorCardWire[] {
  return [...vendorCards('LOTT'), ...vendorCards('ELOTT')];
}

/**
 * G5 `content`: per game type, per vendor, the filter categories its games fall in (the deeper
 * fields are not recorded; ours is this list). One vendor when `vassalage` is given.
 */
export function vendorGameTypes(vassalage?: string): Record<string, Record<string, string[]>> {
  const content: Record<string, Record<string, string[]>> = {};
  for (const gameType of GAME_TYPES) {
    for (const vendor of VENDORS_BY_CATEGORY[gameType]) {
      if (vassalage && vendor !== vassalage) continue;
      const games = gamesOf(gameType, vendor);
      if (games.length === 0) continue;
      (content[gameType] ??= {})[vendor] = [...new Set(games.map((game) => game.gameClassify))];
    }
  }
  return content;
}
