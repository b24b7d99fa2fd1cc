import type { IconName } from '../components';
/** Icons of the navigation types (side menu, home categories). */
export const NAV_ICONS: Record<string, IconName> = {
  HOME: 'home', PROMO: 'gift', LIVE: 'live', RNG: 'slots', FISH: 'fish', PVP: 'cards', SPORTS: 'sports', ESPORTS: 'esports', COCKFIGHT: 'cockfight', LOTT: 'lottery', ELOTT: 'ticket',
};

/** Member-centre pages (SPEC §2) are addressed as /member?page=<name>. */
export function memberPage(name: string): string {
  return `/member?page=${encodeURIComponent(name)}`;
}
