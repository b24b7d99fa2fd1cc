import type { IconName } from '../components';
/** Where each navigation type of the header and side menu leads (SPEC §2 Header). */
export const NAV_PATHS: Record<string, string> = {
  HOME: '/',
  PROMO: '/promotions',
  LIVE: '/live',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
  LOTT: '/lott',
  ELOTT: '/elott',
};


/** Icons of the navigation types (side menu, home categories). */
export const NAV_ICONS: Record<string, IconName> = {
  HOME: 'home', PROMO: 'gift', LIVE: 'live', RNG: 'slots', FISH: 'fish', PVP: 'cards', SPORTS: 'sports', ESPORTS: 'esports', COCKFIGHT: 'cockfight', LOTT: 'lottery', ELOTT: 'ticket',
};

/** Member-centre pages (SPEC §2) are addressed as /member?page=<name>. */
export function memberPage(name: string): string {
  return `/member?page=${encodeURIComponent(name)}`;
}
