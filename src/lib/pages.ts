import { SEA_LOTTERY_VENDOR, VN_LOTTERY_VENDOR } from '../../contracts/shared/startup-constants';
import type { GameType } from '../../contracts/shared/constants';
import type { IconName } from '../components/Icon/Icon';
import { agentPageHref, CENTRE_PAGE_PARAM, memberPageHref, resolveAgentPage, resolveMemberPage } from './centrePages';

/**
 * Every page of the app (SPEC §2 routes) in one table: the router builds its
 * routes from it, and the header nav, side menu, footer, home tiles, the
 * lobby's game type menu and nav rules read paths, game types and icons from
 * it.
 *
 * Adding a page or a game type touches this table and the new screen only
 * (plus its chunk file in src/app/chunks/ when it starts a new screen group,
 * and its nav.<TYPE> / pages.<name> texts). No other file lists paths or types.
 */

/** SPEC §4 screen groups, each its own lazily loaded chunk. */
export const CHUNK_NAMES = [
  'Home', 'Promotions', 'Seamless', 'Lottery', 'MemberCenter', 'PointMall', 'AccountGame', 'GameListCenter', 'GameCenter', 'Agent', 'Help',
  // The agent door (/agent, a login page) apart from the agent centre it leads to (issue 34 §6).
  'AgentDoor',
  // SPEC §2 Other screens, each a chunk of its own: no visitor pays for a content page they do not open.
  'Legal', 'Feedback', 'AppDownload', 'Winners', 'Articles',
] as const;
export type ChunkName = (typeof CHUNK_NAMES)[number];

/**
 * The game types the menus speak (SPEC §4 "current game type", starting as
 * HOME): the server's game types, plus HOME, PROMO and FAV, which have a page
 * but no games of their own. HOT is the home page filtered, not a page.
 */
export type MenuType = 'HOME' | 'PROMO' | 'FAV' | GameType;

export interface PageDef {
  /** SPEC page name; the scroll resets only when it changes (SPEC §2). Aliases share it. */
  name: string;
  /** The first is the page's own address; the others are aliases of SPEC §2. */
  paths: readonly [string, ...string[]];
  chunk: ChunkName;
  layout: 'main' | 'agent';
  /** The menu type this page is the page of. */
  gameType?: MenuType;
  /** A game list page (vendor filter, search, paging) or a game centre page (vendor tiles). */
  kind?: 'list' | 'centre';
  /** The banner group shown above the content. */
  bannerGroup?: string;
  /** The icon of its menu type. */
  icon?: IconName;
  /** Needs a session token, otherwise the guard sends the user to /login. */
  auth?: boolean;
  /** Game pages hide the side menu. */
  gamePage?: boolean;
  /** Lottery pages have no footer. */
  noFooter?: boolean;
  /** A modal the route opens over the home page (/login, /register, /help). */
  opens?: 'login' | 'register' | 'help';
  /** SPEC §2 Header: this type's nav item opens its page whatever its vendor count. */
  navAlwaysPage?: boolean;
  /** A vendor whose games live on this page instead of being launched (the lottery pages). */
  vendor?: string;
  /** A centre whose pages are addressed ?page=<name>; an unknown name falls back to the centre's default page. */
  centre?: 'member' | 'agent';
}

export const PAGES = {
  home: { name: 'home', paths: ['/', '/index', '/index.html', '/home'], chunk: 'Home', layout: 'main', gameType: 'HOME', icon: 'home', navAlwaysPage: true },
  login: { name: 'home', paths: ['/login'], chunk: 'Home', layout: 'main', opens: 'login' },
  register: { name: 'home', paths: ['/register'], chunk: 'Home', layout: 'main', opens: 'register' },
  // The help centre is a page of its own (issue 16); the help modal stays for in-context help.
  help: { name: 'help', paths: ['/help'], chunk: 'Help', layout: 'main' },
  legal: { name: 'legal', paths: ['/legal'], chunk: 'Legal', layout: 'main', bannerGroup: 'w_pagco' },
  feedback: { name: 'feedback', paths: ['/feedback'], chunk: 'Feedback', layout: 'main', auth: true },
  download: { name: 'download', paths: ['/download'], chunk: 'AppDownload', layout: 'main' },
  winners: { name: 'winners', paths: ['/winners'], chunk: 'Winners', layout: 'main' },
  blog: { name: 'blog', paths: ['/blog'], chunk: 'Articles', layout: 'main' },
  news: { name: 'news', paths: ['/news'], chunk: 'Articles', layout: 'main' },
  member: { name: 'member', paths: ['/member'], chunk: 'MemberCenter', layout: 'main', auth: true, centre: 'member' },
  live: { name: 'live', paths: ['/live'], chunk: 'GameListCenter', layout: 'main', gameType: 'LIVE', kind: 'list', bannerGroup: 'w_live', icon: 'live' },
  rng: { name: 'rng', paths: ['/rng'], chunk: 'GameListCenter', layout: 'main', gameType: 'RNG', kind: 'list', bannerGroup: 'w_rng', icon: 'slots', navAlwaysPage: true },
  fish: { name: 'fish', paths: ['/fish'], chunk: 'GameListCenter', layout: 'main', gameType: 'FISH', kind: 'list', bannerGroup: 'w_fish', icon: 'fish', navAlwaysPage: true },
  pvp: { name: 'pvp', paths: ['/pvp'], chunk: 'GameListCenter', layout: 'main', gameType: 'PVP', kind: 'list', bannerGroup: 'w_pvp', icon: 'cards', navAlwaysPage: true },
  cockfight: { name: 'cockfight', paths: ['/cockfight'], chunk: 'GameListCenter', layout: 'main', gameType: 'COCKFIGHT', kind: 'list', icon: 'cockfight' },
  sports: { name: 'sports', paths: ['/sports'], chunk: 'GameCenter', layout: 'main', gameType: 'SPORTS', kind: 'centre', bannerGroup: 'w_sports', icon: 'sports' },
  esports: { name: 'esports', paths: ['/esports'], chunk: 'GameCenter', layout: 'main', gameType: 'ESPORTS', kind: 'centre', bannerGroup: 'w_esports', icon: 'esports' },
  lott: { name: 'lott', paths: ['/lott'], chunk: 'GameCenter', layout: 'main', gameType: 'LOTT', kind: 'centre', bannerGroup: 'w_lott', icon: 'lottery' },
  elott: { name: 'elott', paths: ['/elott'], chunk: 'GameCenter', layout: 'main', gameType: 'ELOTT', kind: 'centre', bannerGroup: 'w_elott', icon: 'ticket' },
  favorite: { name: 'favorite', paths: ['/favorite'], chunk: 'AccountGame', layout: 'main', auth: true, gameType: 'FAV', icon: 'star' },
  recent: { name: 'recent', paths: ['/recent'], chunk: 'AccountGame', layout: 'main', auth: true },
  promotions: { name: 'promotions', paths: ['/promotions'], chunk: 'Promotions', layout: 'main', gameType: 'PROMO', icon: 'gift', navAlwaysPage: true },
  pointMall: { name: 'pointMall', paths: ['/pointMall'], chunk: 'PointMall', layout: 'main' },
  seamless: { name: 'seamless', paths: ['/seamless'], chunk: 'Seamless', layout: 'main', auth: true, gamePage: true },
  // /lottert, /sealottery and /vnlottery are game-page aliases that carry their canonical page's name.
  lottery: { name: 'lottery', paths: ['/lottery', '/lottert'], chunk: 'Lottery', layout: 'main', auth: true, gamePage: true, noFooter: true },
  seaLottery: { name: 'seaLottery', paths: ['/seaLottery', '/sealottery'], chunk: 'Lottery', layout: 'main', auth: true, gamePage: true, noFooter: true, vendor: SEA_LOTTERY_VENDOR },
  vnLottery: { name: 'vnLottery', paths: ['/vnLottery', '/vnlottery'], chunk: 'Lottery', layout: 'main', auth: true, gamePage: true, noFooter: true, vendor: VN_LOTTERY_VENDOR },
  agent: { name: 'agent', paths: ['/agent'], chunk: 'AgentDoor', layout: 'agent' },
  // Not behind the /login guard: SPEC §2 sends anyone who is not an agent back to /agent (AgentHome does).
  agentHome: { name: 'agentHome', paths: ['/agentHome'], chunk: 'Agent', layout: 'agent', centre: 'agent' },
} as const satisfies Record<string, PageDef>;

export type PageKey = keyof typeof PAGES;
export type PageEntry = PageDef & { key: PageKey };

/** The table as a list, in its order (menus list types in this order). */
export const PAGE_LIST: readonly PageEntry[] = (Object.keys(PAGES) as PageKey[]).map((key) => ({ key, ...PAGES[key] }));

/** A page's own address. */
export function pagePath(key: PageKey): string {
  return PAGES[key].paths[0];
}

/** The page an address shows (its path, without query or hash). */
export function pageOfPath(pathname: string): PageEntry | undefined {
  return PAGE_LIST.find((page) => (page.paths as readonly string[]).includes(pathname));
}

/** The page of a menu type (HOME, PROMO, FAV, or a game type). */
export function pageOfType(type: string): PageEntry | undefined {
  return PAGE_LIST.find((page) => page.gameType === type);
}

/** Where a menu type's page is; undefined for a type without one. */
export function typePath(type: string): string | undefined {
  return pageOfType(type)?.paths[0];
}

/** The icon of a menu type. */
export function typeIcon(type: string): IconName | undefined {
  return pageOfType(type)?.icon;
}

/** The game types that have a game list page, and those that have a game centre page, in table order. */
export function typesOfKind(kind: 'list' | 'centre'): string[] {
  return PAGE_LIST.filter((page) => page.kind === kind).flatMap((page) => (page.gameType ? [page.gameType] : []));
}

/** The page of a vendor whose games have their own page (TCG_SEA → /seaLottery). */
export function vendorPagePath(vassalage: string): string | undefined {
  return PAGE_LIST.find((page) => page.vendor === vassalage)?.paths[0];
}

/**
 * For a centre page: the address it should have when ?page= names no page of
 * the centre (its default page), or null when the address is fine. A missing
 * ?page= is the default page already.
 */
export function centreRedirect(centre: 'member' | 'agent', search: URLSearchParams): string | null {
  const asked = search.get(CENTRE_PAGE_PARAM);
  if (asked === null) return null;
  if (centre === 'member') {
    const page = resolveMemberPage(asked);
    return page === asked ? null : memberPageHref(page);
  }
  const page = resolveAgentPage(asked);
  return page === asked ? null : agentPageHref(page);
}
