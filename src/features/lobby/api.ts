import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { parsePath } from 'react-router';
import { useEffect } from 'react';
import type { GameListValue, LaunchQuery, LaunchValue, RecentGamesValue, VendorGameTypesValue } from '@contracts/games';
import { ACCOUNT_TYPE_REAL, ACCOUNT_TYPE_TRIAL } from '@contracts/games';
import type { FavouriteListValue } from '@contracts/favourites';
import { prizeModeOf } from '@contracts/lottery';
import {
  CLIENT_TYPE, FAVOURITES_ON_LOGIN_PAGE_SIZE, LAUNCH_CONFIRM_TRANS, PLATFORM_HTML5_DESKTOP, RECENT_ON_LOGIN_PAGE_SIZE,
  isGameType, type GameType,
} from '@contracts/shared/constants';
import type { Game, VendorCardWire, VendorLane } from '@contracts/shared/entities';
import { apiSettings, contract, routeQueryKey, routeQueryOptions, useRouteMutation, type RouteArgs, type RouteValue } from '../../lib/api';
import { sessionStore } from '../../lib/storage';
import { pageOfPath } from '@/lib/pages';
import { splitSports } from './nav/sportsSplit';
import { listRequest, type GamePageRequest, type ListView } from './rules/listRequest';
import { VIEW_FAVOURITE, VIEW_RECENT } from './rules/constants';

/**
 * The lobby's one door to the server: query options whose `select` turns the platform's game
 * items, lists and lanes (WIRE.md §6.4) into the shapes the screens lay out, and the launch
 * mutations. Screens never see a wire quirk: names, icons, ids as text and missing fields are
 * settled here.
 */

// ---------------------------------------------------------------------------------------------
// Game items
// ---------------------------------------------------------------------------------------------

/** What a launch of a game item sends (WIRE.md §6.4 G11): its node, its gameId or roomId, match and league. */
export interface LaunchTarget {
  nodeId: string;
  gameId?: string;
  roomId?: string;
  matchId?: string;
  leagueId?: string;
  vassalage: string;
  gameType: string;
  /** `html5-desktop` or `flash` (launchPlatformOf). */
  platform: string;
}

/** One game as every lobby screen shows it. */
export interface LobbyGame {
  /** The node id as text: the React key and the favourite key (WIRE.md §8 Q17). */
  nodeId: string;
  name: string;
  /** The picture (showIcon, else iconUrl); undefined means the default game icon. */
  icon: string | undefined;
  /** The vendor label on the tile. */
  vendorLabel: string;
  vassalage: string;
  gameType: string;
  gameCode: string;
  /** `isGame: "VASSALAGE"`: a click opens the vendor's games instead of launching. */
  opensVendor: boolean;
  /** `supportPlay` 0: the free-trial button shows (WIRE.md §8 Q13). */
  freeTrial: boolean;
  /** SPEC's hot badge: `isHot` 1 or "1" (§8 Q4); absent means no badge. */
  hot: boolean;
  /** Null when the item has neither gameId nor roomId: the tile says "stay tuned". */
  launch: LaunchTarget | null;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());
const present = (value: unknown): string | undefined => text(value) || undefined;

/** WIRE.md §6.4: the name is gameName, else nodeName after its last `_` (`PG_Fortune Tiger` → `Fortune Tiger`). */
export function gameNameOf(item: Pick<Game, 'gameName' | 'nodeName' | 'gameCode'>): string {
  const name = text(item.gameName);
  if (name) return name;
  const nodeName = text(item.nodeName);
  if (nodeName) return nodeName.slice(nodeName.lastIndexOf('_') + 1).trim() || nodeName;
  return text(item.gameCode);
}

/** Vendors whose live and fishing games launch on flash when the game runs on it (WIRE.md §6.4). */
const FLASH_LAUNCH_VENDORS = new Set(['PT', 'PTSS', 'DG', 'GPI']);

/** The launch platform: from the game's own `platform` string, html5-desktop by default. */
export function launchPlatformOf(item: Pick<Game, 'platform' | 'vassalage' | 'gameType'>): string {
  const platforms = text(item.platform);
  const flashFirst = FLASH_LAUNCH_VENDORS.has(text(item.vassalage)) && (item.gameType === 'LIVE' || item.gameType === 'FISH');
  if (flashFirst && platforms.includes('flash')) return 'flash';
  if (platforms.includes(PLATFORM_HTML5_DESKTOP)) return PLATFORM_HTML5_DESKTOP;
  if (platforms.includes('flash')) return 'flash';
  return PLATFORM_HTML5_DESKTOP;
}

/** The platform's game item as the lobby shows it (WIRE.md §6.4 Game item). */
export function toLobbyGame(item: Game): LobbyGame {
  const vassalage = text(item.vassalage);
  const gameType = text(item.gameType);
  const nodeId = text(item.nodeId);
  const gameId = present(item.gameId);
  const roomId = present(item.roomId);
  return {
    nodeId,
    name: gameNameOf(item),
    icon: present(item.showIcon) ?? present(item.iconUrl),
    vendorLabel: text(item.displayName) || text(item.vendorName) || vassalage,
    vassalage,
    gameType,
    gameCode: text(item.gameCode),
    opensVendor: text(item.isGame).toUpperCase() === 'VASSALAGE',
    freeTrial: item.supportPlay !== null && item.supportPlay !== undefined && Number(item.supportPlay) === 0,
    hot: Number(item.isHot) === 1,
    launch:
      gameId || roomId
        ? {
            nodeId,
            gameId,
            roomId,
            matchId: present(item.matchId),
            leagueId: present(item.leagueId),
            vassalage,
            gameType,
            platform: launchPlatformOf(item),
          }
        : null,
  };
}

/** A page of games as every list shows it. */
export interface GamePage {
  games: LobbyGame[];
  totalPages: number;
  /** The total shown: totalPages × pageSize (WIRE.md §6.4 G1). */
  totalCount: number;
}

const count = (value: unknown): number => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
};

/** G1: games, totalPages, pageSize (pageNum may be absent). */
export function selectGamePage(value: GameListValue): GamePage {
  const totalPages = count(value.totalPages);
  return { games: value.games.map(toLobbyGame), totalPages, totalCount: totalPages * count(value.pageSize) };
}

/** G10 (§8 Q3): `list`, else `content`; neither means an empty page. */
export function selectRecentPage(pageSize: number) {
  return (value: RecentGamesValue): GamePage => {
    const items = value.list ?? value.content ?? [];
    const totalPages = value.totalPages === undefined ? (items.length > 0 ? 1 : 0) : count(value.totalPages);
    return { games: items.map(toLobbyGame), totalPages, totalCount: totalPages * pageSize };
  };
}

/** G7: content, totalPages. */
export function selectFavouritePage(pageSize: number) {
  return (value: FavouriteListValue): GamePage => {
    const totalPages = count(value.totalPages);
    return { games: value.content.map(toLobbyGame), totalPages, totalCount: totalPages * pageSize };
  };
}

/** G2: the hot list. */
export function selectHotList(value: { list: Game[] }): LobbyGame[] {
  return value.list.map(toLobbyGame);
}

/** One page of a list the server answers whole (the hot list): the same page shape as the others. */
export function pageOf(games: readonly LobbyGame[], page: number, pageSize: number): GamePage {
  const totalPages = Math.ceil(games.length / pageSize);
  return { games: games.slice((page - 1) * pageSize, page * pageSize), totalPages, totalCount: games.length };
}

// ---------------------------------------------------------------------------------------------
// Game lists
// ---------------------------------------------------------------------------------------------

export type GameListQuery = NonNullable<RouteArgs<typeof contract.games.list>['query']>;
export type RecentQuery = NonNullable<RouteArgs<typeof contract.games.recent>['query']>;
export type FavouriteListQuery = NonNullable<RouteArgs<typeof contract.favourites.list>['query']>;

/** Lists stay fresh for a minute: paging back and forth or returning to a vendor shows them at once. */
export const LIST_STALE_MS = 60_000;

/** G1 for one page of a list. */
export const gameListOptions = (query: GameListQuery) =>
  queryOptions({ ...routeQueryOptions(contract.games.list, { query }), staleTime: LIST_STALE_MS, select: selectGamePage });

/** G10 for one page of the member's recent games. */
export const recentGamesOptions = (query: RecentQuery) =>
  queryOptions({ ...routeQueryOptions(contract.games.recent, { query }), staleTime: LIST_STALE_MS, select: selectRecentPage(query.pageSize ?? RECENT_ON_LOGIN_PAGE_SIZE) });

/** G7 for one page of the member's favourite games. */
export const favouriteGamesOptions = (query: FavouriteListQuery) =>
  queryOptions({ ...routeQueryOptions(contract.favourites.list, { query }), staleTime: LIST_STALE_MS, select: selectFavouritePage(query.pageSize ?? FAVOURITES_ON_LOGIN_PAGE_SIZE) });

/** SPEC §7: on login the favourite list is fetched 999 per page and the recent games 12. */
export const loginFavouritesQuery = (language: string): FavouriteListQuery => ({ gameType: 'RNG', pageNo: 1, pageSize: FAVOURITES_ON_LOGIN_PAGE_SIZE, language });
export const loginRecentQuery = (language: string): RecentQuery => ({ pageNo: 1, pageSize: RECENT_ON_LOGIN_PAGE_SIZE, language });

/** The G1 query of a list request. */
export function gameListQueryOf(request: Omit<GamePageRequest, 'view'>): GameListQuery {
  return {
    gameType: request.gameType,
    vassalage: request.vassalage || undefined,
    gameName: request.gameName?.trim() || undefined,
    gameClassify: request.gameClassify,
    pageNo: request.page,
    pageSize: request.pageSize,
    language: request.language,
  };
}

/** The G2 query of the hot list: every vendor is `vassalage: ""`, as the desktop client sends it. */
export const hotQueryOf = (language: string, gameType?: GameType, vassalage?: string) => ({ gameType, vassalage: vassalage ?? '', language });

/**
 * One page of any list view, in one shape: the catalogue (G1), its hot games (G2, paged here: the
 * platform answers the hot list whole), the member's recent (G10) or favourite (G7) games. The
 * previous page stays while the next loads.
 */
export function useGamePage(request: GamePageRequest) {
  const { view, page, pageSize, language, enabled = true } = request;
  const common = { placeholderData: keepPreviousData } as const;
  const list = useQuery({ ...gameListOptions(gameListQueryOf(request)), ...common, enabled: enabled && view === 'all' });
  const hot = useQuery({
    ...routeQueryOptions(contract.games.hot, { query: hotQueryOf(language, request.gameType, request.vassalage) }),
    staleTime: LIST_STALE_MS,
    select: (value: RouteValue<typeof contract.games.hot>) => pageOf(selectHotList(value), page, pageSize),
    ...common,
    enabled: enabled && view === 'hot',
  });
  const recent = useQuery({
    ...recentGamesOptions({ gameType: request.gameType, vassalage: request.vassalage || undefined, pageNo: page, pageSize, language }),
    ...common,
    enabled: enabled && view === 'recent',
  });
  const favourites = useQuery({
    ...favouriteGamesOptions({ gameType: request.gameType ?? 'ALL', pageNo: page, pageSize, language }),
    ...common,
    enabled: enabled && view === 'favorite',
  });
  const query = view === 'hot' ? hot : view === 'recent' ? recent : view === 'favorite' ? favourites : list;
  return { result: query.data, query };
}

/** What a list page's vendor menu picks: the catalogue, or the member's recent or favourite games. */
export type GameListPick = 'all' | typeof VIEW_RECENT | typeof VIEW_FAVOURITE;

/**
 * The one list a game list page (SPEC §2) shows, from its address: the catalogue, its hot games, or the
 * member's recent or favourite games, every one as a `GamePage` (`useGamePage`), with the page it is.
 */
export function useGameList(gameType: GameType, pick: GameListPick, params: URLSearchParams, language: string) {
  const request = listRequest(gameType, params, language);
  const view: ListView = pick === VIEW_RECENT ? 'recent' : pick === VIEW_FAVOURITE ? 'favorite' : params.get('filter') === 'HOT' ? 'hot' : 'all';
  const { result, query } = useGamePage({ ...request, view });
  return { result, query, page: request.page };
}

/**
 * Asks for the games list a list page's address shows (the one its screen reads), unless it shows the player's
 * recent or favourite games, or the hot games, instead.
 */
export function prefetchList(queryClient: QueryClient, gameType: GameType, params: URLSearchParams, language: string): Promise<void> {
  if (params.get('view') || params.get('filter') === 'HOT') return Promise.resolve();
  return queryClient.prefetchQuery(gameListOptions(gameListQueryOf(listRequest(gameType, params, language))));
}

/** The list a path shows when it is a game list page (`/rng?vassalage=PG`), else null. */
export function prefetchListOfPath(queryClient: QueryClient, path: string, language: string): Promise<void> | null {
  const { pathname = '', search } = parsePath(path);
  const page = pageOfPath(pathname);
  if (page?.kind !== 'list' || !isGameType(page.gameType)) return null;
  return prefetchList(queryClient, page.gameType, new URLSearchParams(search), language);
}

/** SPEC §4 caching: hot games are kept in session storage, per language (the answer as it came). */
function readHotCache(language: string): RouteValue<typeof contract.games.hot> | undefined {
  try {
    const cached = JSON.parse(sessionStore.get('hotGames') ?? 'null') as { language: string; list: Game[] } | null;
    return cached?.language === language && Array.isArray(cached.list) ? { list: cached.list } : undefined;
  } catch {
    return undefined;
  }
}

function writeHotCache(language: string, value: RouteValue<typeof contract.games.hot>): void {
  sessionStore.set('hotGames', JSON.stringify({ language, list: value.list }));
}

/** Home's hot list (G2), from the session-storage copy when this tab has one. */
export function hotGamesOptions(language: string) {
  return queryOptions({
    ...routeQueryOptions(contract.games.hot, { query: hotQueryOf(language) }),
    initialData: () => readHotCache(language),
    staleTime: 5 * 60_000,
    select: selectHotList,
  });
}

/** The hot list as home shows it; every answer the server gives is kept in session storage (SPEC §4). */
export function useHotGames(language: string) {
  const queryClient = useQueryClient();
  const options = hotGamesOptions(language);
  const hot = useQuery(options);
  const { queryKey } = options;
  const { dataUpdatedAt, isSuccess } = hot;
  useEffect(() => {
    const answer = isSuccess ? queryClient.getQueryData(queryKey) : undefined;
    if (answer) writeHotCache(language, answer);
    // queryKey is rebuilt each render; the language names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataUpdatedAt, isSuccess, language, queryClient]);
  return hot;
}

// ---------------------------------------------------------------------------------------------
// Vendor lanes and vendor game types
// ---------------------------------------------------------------------------------------------

/** A vendor card as the navigation, centres and drop-downs show it. */
export interface VendorCard {
  /** `accountTypeId`, the card's key (WIRE.md §6.4), else the vendor code. */
  key: string;
  vassalage: string;
  displayName: string;
  /** The large icon: `lagerIcon`, else the image CDN's vendor list icon. */
  lagerIcon: string;
  /** The type of the vendor's games (a card under SPORTS may be an e-sports vendor). */
  gameType: string;
  /** How many games, when the server says (ours; the platform's cards carry no count). */
  gameCount?: number;
  /** `freeplay` 1: trial allowed. */
  freeTrial: boolean;
  /** `appNewWindow` 1 or 2 (and BBIN always): the vendor opens in a new window. */
  newWindow: boolean;
}

/** A category of the nav and lobby: its type and the vendor cards it offers. */
export interface LobbyCategory {
  gameCategory: string;
  cards: VendorCard[];
}

/** WIRE.md §6.4: vendor icons come from the image CDN when the answer has none. */
export function vendorIconPath(vassalage: string, laneTitle: string): string {
  return `/TCG_PROD_IMAGES/${laneTitle || 'RNG'}_LIST_VENDOR/${vassalage}-COLOR.png`;
}

export function toVendorCard(card: VendorCardWire, laneTitle: string): VendorCard {
  const vassalage = text(card.vassalage);
  const newWindow = vassalage === 'BBIN' || ['1', '2'].includes(text(card.appNewWindow));
  return {
    key: text(card.accountTypeId) || vassalage,
    vassalage,
    displayName: text(card.displayName) || text(card.accountTypeName) || vassalage,
    lagerIcon: text(card.lagerIcon) || vendorIconPath(vassalage, laneTitle),
    gameType: text(card.gameType) || laneTitle,
    ...(typeof card.gameCount === 'number' ? { gameCount: card.gameCount } : {}),
    freeTrial: text(card.freeplay) === '1',
    newWindow,
  };
}

/** SPB vendors the platform's client moves out of RNG into their own category (WIRE.md §6.4). */
export const SPB_VENDORS = ['SPB', 'SS'] as const;

/** G3 `value.data.lanes` as the lobby's categories: cards read, SPB out of RNG, sports split (nav/sportsSplit). */
export function selectLobbyCategories(lanes: readonly VendorLane[]): LobbyCategory[] {
  const categories: LobbyCategory[] = [];
  const spb: VendorCard[] = [];
  for (const lane of lanes) {
    const title = text(lane.title).toUpperCase();
    let cards = lane.cards.map((card) => toVendorCard(card, title));
    if (title === 'RNG') {
      spb.push(...cards.filter((card) => (SPB_VENDORS as readonly string[]).includes(card.vassalage)));
      cards = cards.filter((card) => !(SPB_VENDORS as readonly string[]).includes(card.vassalage));
    }
    categories.push({ gameCategory: title, cards });
  }
  if (spb.length > 0) categories.push({ gameCategory: 'SPB', cards: spb });
  return splitSports(categories);
}

/**
 * SPEC §4 prize mode from the lanes: ELOTT when the ELOTT lane holds a TCG_LOTTO_VN or LOTT card
 * (WIRE.md §6.4), else LOTT.
 */
export function prizeModeOfLanes(categories: readonly LobbyCategory[]): 'LOTT' | 'ELOTT' {
  const elott = categories.find((category) => category.gameCategory === 'ELOTT')?.cards ?? [];
  return prizeModeOf(elott);
}

/**
 * G3 (SPEC §7: html5-desktop, data.lanes). SPEC §4 caching: the UI language is part of the key (not
 * of the request), so a language change asks again.
 */
export function vendorLanesOptions(language: string) {
  const args = { query: { platform: PLATFORM_HTML5_DESKTOP } };
  return queryOptions({
    ...routeQueryOptions(contract.games.vendorLanes, args),
    queryKey: [...routeQueryKey(contract.games.vendorLanes, args), language] as unknown as ReturnType<typeof routeQueryKey<typeof contract.games.vendorLanes>>,
    staleTime: 10 * 60_000,
    select: (value: RouteValue<typeof contract.games.vendorLanes>) => selectLobbyCategories(value.data.lanes),
  });
}

/** G5: the game types whose map names the vendor. */
export function selectVendorGameTypes(vassalage: string) {
  return (value: VendorGameTypesValue): GameType[] =>
    Object.entries(value.content)
      .filter(([type, vendors]) => isGameType(type) && vendors && Object.prototype.hasOwnProperty.call(vendors, vassalage))
      .map(([type]) => type as GameType);
}

export const vendorGameTypesOptions = (vassalage: string) =>
  queryOptions({
    ...routeQueryOptions(contract.games.vendorGameTypes, { query: { vassalage } }),
    staleTime: 10 * 60_000,
    select: selectVendorGameTypes(vassalage),
  });

// ---------------------------------------------------------------------------------------------
// Launching
// ---------------------------------------------------------------------------------------------

/** Where a launch answer says to open the game: `content.game_url`, else `game_url2`, else (G12) `gameUrl`. */
export function launchUrlOf(value: LaunchValue): string | null {
  return text(value.content?.game_url) || text(value.content?.game_url2) || text(value.gameUrl) || null;
}

/** WIRE.md §6.4: these vendors take `EN` where the UI language is `ID`. */
const EN_FOR_ID_VENDORS = new Set(['JDB', 'AE', 'DG']);

export function launchLanguageOf(vassalage: string, language: string): string {
  return language.toUpperCase() === 'ID' && EN_FOR_ID_VENDORS.has(vassalage) ? 'EN' : language;
}

/** G11's exact query for a game item (launchMode GLS; accountType 1 real, 0 trial). */
export function gameLaunchQuery(target: LaunchTarget, options: { freeTrial: boolean; language: string }): LaunchQuery {
  return {
    ...(target.gameId ? { gameId: target.gameId } : { roomId: target.roomId }),
    nodeId: target.nodeId,
    ...(target.matchId ? { matchId: target.matchId } : {}),
    ...(target.leagueId ? { leagueId: target.leagueId } : {}),
    accountType: options.freeTrial ? ACCOUNT_TYPE_TRIAL : ACCOUNT_TYPE_REAL,
    confirmTrans: LAUNCH_CONFIRM_TRANS,
    vassalage: target.vassalage,
    launchMode: 'GLS',
    platform: target.platform,
    clientType: CLIENT_TYPE,
    language: launchLanguageOf(target.vassalage, options.language),
    merchantCode: apiSettings().wireContext().merchant,
  };
}

/** G13's query: G11's game fields (the platform's own set is not recorded). */
export function trialLaunchQuery(target: LaunchTarget, language: string) {
  return {
    ...(target.gameId ? { gameId: target.gameId } : { roomId: target.roomId }),
    nodeId: target.nodeId,
    ...(target.matchId ? { matchId: target.matchId } : {}),
    ...(target.leagueId ? { leagueId: target.leagueId } : {}),
    vassalage: target.vassalage,
    platform: target.platform,
    language: launchLanguageOf(target.vassalage, language),
  };
}

export interface GameLaunch {
  target: LaunchTarget;
  language: string;
  /** A member's free trial of a game (supportPlay 0) on play money. */
  freeTrial?: boolean;
}

/**
 * A launch as a query, for a page that is the game (/seamless): each visit gets its own ticket, so
 * an answer is never reused, and a refusal is not asked again by itself.
 */
export function seamlessLaunchOptions(target: LaunchTarget, options: { freeTrial: boolean; language: string }) {
  return queryOptions({
    ...routeQueryOptions(contract.games.launch, { query: gameLaunchQuery(target, options) }),
    select: launchUrlOf,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** A member's launch (G11): the server records it in recent games, so every recent-games list refetches. */
export function useMemberLaunch() {
  return useRouteMutation(contract.games.launch, {
    toArgs: ({ target, language, freeTrial = false }: GameLaunch) => ({ query: gameLaunchQuery(target, { freeTrial, language }) }),
    invalidates: [contract.games.recent],
  });
}

/** A guest's free trial (G13) on a play-money ticket. */
export function useTrialLaunch() {
  return useRouteMutation(contract.games.trialLaunch, {
    toArgs: ({ target, language }: GameLaunch) => ({ query: trialLaunchQuery(target, language) }),
  });
}

/**
 * Ends the member's running game (ours, games.closeGame): the frame sends it when a game closes, and the #734 screen
 * to close the previous game before launching the new one. Silent: at worst the next launch meets #734 again.
 */
export function useCloseGame() {
  return useRouteMutation(contract.games.closeGame, {
    toArgs: ({ nodeId }: { nodeId?: string }) => ({ body: nodeId === undefined ? {} : { nodeId } }),
  });
}
