import type { GamesListValue, LobbyGame } from '../../contracts/games';
import { LOBBY_PAGE_SIZE } from '../../contracts/shared/constants';
import { REFERENCE_DATE } from '../engine/clock';
import { catalogueGames } from './catalogue';
import type { GameRecord } from './collections';

/** NEW = released in the 30 days before the reference date. */
export const NEW_WINDOW_DAYS = 30;
const NEW_SINCE = new Date(REFERENCE_DATE.getTime() - NEW_WINDOW_DAYS * 86_400_000).toISOString();

export interface GameFilter {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  /** Trimmed, case-insensitive "contains". */
  gameName?: string;
  /** Games whose minBet is at most this. */
  minBet?: number;
  /** Games with at least this many pay lines. */
  minLineNum?: number;
  filterType?: 'ALL' | 'NEW' | 'HOT';
  pageNo?: number;
  pageSize?: number;
}

interface Entry {
  record: GameRecord;
  /** Lower-cased name, for the contains search. */
  name: string;
}

/** Lists keyed `TYPE|VENDOR`, `TYPE|*`, `*|VENDOR` and `*|*`, each in its list's order. */
type Keyed = Map<string, Entry[]>;

interface GameIndex {
  /** The catalogue array the index was built from. */
  source: readonly GameRecord[];
  byId: Map<number, GameRecord>;
  /** Lobby order: hot first, then popularity, then node id. */
  all: Keyed;
  /** Hot games only, in lobby order. */
  hot: Keyed;
  /** Released within the NEW window, newest first. */
  newest: Keyed;
}

let index: GameIndex | null = null;

function lobbyOrder(a: GameRecord, b: GameRecord): number {
  return b.isHot - a.isHot || b.popularity - a.popularity || a.nodeId - b.nodeId;
}

function newestFirst(a: Entry, b: Entry): number {
  return a.record.createdAt < b.record.createdAt ? 1 : a.record.createdAt > b.record.createdAt ? -1 : a.record.nodeId - b.record.nodeId;
}

function keyed(entries: Entry[]): Keyed {
  const map: Keyed = new Map([['*|*', entries]]);
  const push = (key: string, entry: Entry) => {
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  };
  for (const entry of entries) {
    const { gameType, vassalage } = entry.record;
    push(`${gameType}|${vassalage}`, entry);
    push(`${gameType}|*`, entry);
    push(`*|${vassalage}`, entry);
  }
  return map;
}

/**
 * Every list a lobby page can start from is precomputed (type, vendor, HOT,
 * NEW), so a page without a search or a stake filter is a slice: its cost
 * does not grow with the catalogue. Searches and stake filters scan the
 * chosen list once (linear in its size).
 */
function buildIndex(source: readonly GameRecord[]): GameIndex {
  const ordered = [...source].sort(lobbyOrder).map((record) => ({ record, name: record.gameName.toLowerCase() }));
  const byId = new Map<number, GameRecord>();
  for (const record of source) byId.set(record.nodeId, record);
  const newest = ordered.filter((entry) => entry.record.createdAt >= NEW_SINCE).sort(newestFirst);
  return {
    source,
    byId,
    all: keyed(ordered),
    hot: keyed(ordered.filter((entry) => entry.record.isHot === 1)),
    newest: keyed(newest),
  };
}

function gameIndex(): GameIndex {
  const source = catalogueGames();
  if (index?.source !== source) index = buildIndex(source);
  return index;
}

/** The contract's view of a game record (server-only fields dropped). */
export function toLobbyGame(record: GameRecord): LobbyGame {
  const { popularity: _popularity, ...game } = record;
  return game;
}

export function gameById(nodeId: number): GameRecord | undefined {
  return gameIndex().byId.get(nodeId);
}

/** Every game of a type and/or vendor, in lobby order. */
export function gamesOf(gameType?: string, vassalage?: string): readonly GameRecord[] {
  return candidates(gameIndex().all, gameType, vassalage).map((entry) => entry.record);
}

function candidates(list: Keyed, gameType?: string, vassalage?: string): Entry[] {
  return list.get(`${gameType || '*'}|${vassalage || '*'}`) ?? [];
}

const blankToUndefined = (text: string | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * The lobby game list: filters, then one page in lobby order (NEW: newest
 * first). Used by the games.list route and by the performance bench.
 */
export function queryGames(filter: GameFilter = {}): GamesListValue {
  const idx = gameIndex();
  const pageNo = Math.max(1, Math.floor(filter.pageNo ?? 1));
  const pageSize = Math.max(1, Math.floor(filter.pageSize ?? LOBBY_PAGE_SIZE));
  const vassalage = blankToUndefined(filter.vassalage)?.toUpperCase();
  const gameType = blankToUndefined(filter.gameType);
  const name = blankToUndefined(filter.gameName)?.toLowerCase();
  const { gameClassify, minBet, minLineNum } = filter;
  const filterType = filter.filterType ?? 'ALL';

  const pool = candidates(filterType === 'NEW' ? idx.newest : filterType === 'HOT' ? idx.hot : idx.all, gameType, vassalage);
  const start = (pageNo - 1) * pageSize;
  const scanned = Boolean(gameClassify || name) || minBet !== undefined || minLineNum !== undefined;
  if (!scanned) {
    const page = pool.slice(start, start + pageSize).map((entry) => toLobbyGame(entry.record));
    return { games: page, pageNo, pageSize, totalPages: Math.ceil(pool.length / pageSize), totalCount: pool.length };
  }

  const end = start + pageSize;
  const page: LobbyGame[] = [];
  let totalCount = 0;
  for (const entry of pool) {
    const game = entry.record;
    if (gameClassify && game.gameClassify !== gameClassify) continue;
    if (minBet !== undefined && game.minBet > minBet) continue;
    if (minLineNum !== undefined && game.lineNum < minLineNum) continue;
    if (name && !entry.name.includes(name)) continue;
    if (totalCount >= start && totalCount < end) page.push(toLobbyGame(game));
    totalCount += 1;
  }
  return { games: page, pageNo, pageSize, totalPages: Math.ceil(totalCount / pageSize), totalCount };
}
