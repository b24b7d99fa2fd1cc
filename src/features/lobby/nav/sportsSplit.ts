import { VENDORS_BY_CATEGORY } from '@contracts/shared/constants';
import type { LobbyCategory, VendorCard } from '../api';

export type { LobbyCategory };

/**
 * SPEC §3 vendor codes of the two categories the platform files under SPORTS. WIRE.md §8 Q12: the
 * platform's client moves only IMES/TF/IA and SV3; SPEC's longer lists win.
 */
export const ESPORTS_VENDORS = VENDORS_BY_CATEGORY.ESPORTS;
export const COCKFIGHT_VENDORS = VENDORS_BY_CATEGORY.COCKFIGHT;

const ESPORTS = new Set<string>(ESPORTS_VENDORS);
const COCKFIGHT = new Set<string>(COCKFIGHT_VENDORS);

/**
 * SPEC §2 Lobby: the sports category is split. E-sports and cockfight vendors
 * leave SPORTS and become their own categories right after it (e-sports
 * first), merged with any cards the backend already lists under those
 * categories. Categories left without vendors are dropped, so a category
 * only ever shows when it has vendors.
 */
export function splitSports(categories: readonly LobbyCategory[]): LobbyCategory[] {
  const result: LobbyCategory[] = [];
  const moved = { ESPORTS: [] as VendorCard[], COCKFIGHT: [] as VendorCard[] };
  for (const category of categories) {
    if (category.gameCategory !== 'SPORTS') continue;
    for (const card of category.cards) {
      if (ESPORTS.has(card.vassalage)) moved.ESPORTS.push(card);
      else if (COCKFIGHT.has(card.vassalage)) moved.COCKFIGHT.push(card);
    }
  }
  const own = (type: 'ESPORTS' | 'COCKFIGHT') => categories.find((category) => category.gameCategory === type)?.cards ?? [];
  const merged = (type: 'ESPORTS' | 'COCKFIGHT'): LobbyCategory => {
    const cards = [...own(type)];
    for (const card of moved[type]) if (!cards.some((existing) => existing.vassalage === card.vassalage)) cards.push(card);
    return { gameCategory: type, cards };
  };
  const hasSports = categories.some((category) => category.gameCategory === 'SPORTS');
  for (const category of categories) {
    const type = category.gameCategory;
    if (type === 'ESPORTS' || type === 'COCKFIGHT') {
      // Without SPORTS they keep their own place.
      if (!hasSports) result.push(merged(type));
    } else if (type === 'SPORTS') {
      result.push({ ...category, cards: category.cards.filter((card) => !ESPORTS.has(card.vassalage) && !COCKFIGHT.has(card.vassalage)) });
      result.push(merged('ESPORTS'), merged('COCKFIGHT'));
    } else {
      result.push(category);
    }
  }
  return result.filter((category) => category.cards.length > 0);
}
