import { navItems, navTarget, useLobbyCategories, useNavAction, type NavTarget } from '../../features/lobby';

export interface GameTypeLink {
  category: string;
  /** Vendors of the category (sports already split). */
  vendorCount: number;
  target: NavTarget;
  /** Where the link points; a launch target keeps its category's path for the address bar and middle clicks. */
  to: string;
}

/**
 * The game types every navigation surface lists (header, side menu, home
 * tiles), from the vendor lanes with sports split, each following SPEC §2's
 * nav click rules: its page, a single vendor's launch, or lottery's TCG_SEA.
 */
export function useGameTypeLinks() {
  const { categories, isPending } = useLobbyCategories();
  const { follow, warm } = useNavAction();
  const links: GameTypeLink[] = navItems(categories).map((item) => {
    const target = navTarget(item.category, item.cards);
    return {
      category: item.category,
      vendorCount: item.cards.length,
      target,
      to: target.kind === 'page' ? target.path : `/${item.category.toLowerCase()}`,
    };
  });
  return { links, follow, warm, isPending };
}
