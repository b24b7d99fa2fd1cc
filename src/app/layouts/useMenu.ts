import { contract, useRouteQuery } from '../../lib/api';

/** The navigation types; a category shows only if it has vendors (SPEC §2 Header). */
export function useMenu() {
  const query = useRouteQuery(contract.system.menu, undefined, { staleTime: 5 * 60_000 });
  const items = (query.data ?? [])
    .filter((item) => item.menuType === 'HOME' || item.menuType === 'PROMO' || item.vendors.length > 0)
    .slice()
    .sort((a, b) => a.sort - b.sort);
  return { items, isPending: query.isPending };
}
