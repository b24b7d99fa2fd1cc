import type { Game } from '../../contracts/shared/entities';
import { LOBBY_PAGE_SIZE } from '../../contracts/shared/constants';
import { catalogueGames } from './catalogue';
import type { GameRecord } from './collections';

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
}

let index: GameIndex | null = null;

function lobbyOrder(a: GameRecord, b: GameRecord): number {
  return b.isHot - a.isHot || b.popularity - a.popularity || a.nodeId - b.nodeId;
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
 * Every list a lobby page can start from is precomputed (type, vendor, HOT), so a page without a search or a stake filter is a slice: its cost
 * does not grow with the catalogue. Searches and stake filters scan the
 * chosen list once (linear in its size).
 */
function buildIndex(source: readonly GameRecord[]): GameIndex {
  const ordered = [...source].sort(lobbyOrder).map((record) => ({ record, name: record.gameName.toLowerCase() }));
  const byId = new Map<number, GameRecord>();
  for (const record of source) byId.set(record.nodeId, record);
  return {
    source,
    byId,
    all: keyed(ordered),
    hot: keyed(ordered.filter((entry) => entry.record.isHot === 1)),
  };
}

function gameIndex(): GameIndex {
  const source = catalogueGames();
  if (index?.source !== source) index = buildIndex(source);
  return index;
}

/**
 * A game record as the platform answers a game item (WIRE.md §6.4): `showIcon` for the picture,
 * `displayName` for the vendor label, `isGame` "game", and `isHot` only where it is set (SPEC-only,
 * §8 Q4). Our stake and line extras ride along; the server-only fields stay home.
 */
export function toWireGame(record: GameRecord): Game {
  const { popularity: _popularity, createdAt: _createdAt, iconUrl, isHot, ...game } = record;
  return {
    ...game,
    showIcon: iconUrl,
    displayName: record.vendorName,
    accountTypeName: record.vassalage,
    isGame: 'game',
    ...(isHot === 1 ? { isHot } : {}),
  };
}

/** A game by its node id, as a number or as text (WIRE.md §8 Q17). */
export function gameById(nodeId: number | string): GameRecord | undefined {
  const id = typeof nodeId === 'number' ? nodeId : Number(nodeId.trim());
  return Number.isInteger(id) ? gameIndex().byId.get(id) : undefined;
}

/** The hot games of a type and/or vendor, in lobby order. */
export function hotGamesOf(gameType?: string, vassalage?: string): readonly GameRecord[] {
  return candidates(gameIndex().hot, gameType, vassalage).map((entry) => entry.record);
}

/** Every game of a type and/or vendor, in lobby order. */
export function gamesOf(gameType?: string, vassalage?: string): readonly GameRecord[] {
  return candidates(gameIndex().all, gameType, vassalage).map((entry) => entry.record);
}

/** One vendor, or several comma-separated ("SPB,SS"), each list in lobby order one after the other. */
function candidates(list: Keyed, gameType?: string, vassalage?: string): Entry[] {
  const vendors = (vassalage ?? '').split(',').map((code) => code.trim()).filter(Boolean);
  if (vendors.length <= 1) return list.get(`${gameType || '*'}|${vendors[0] || '*'}`) ?? [];
  return vendors.flatMap((code) => list.get(`${gameType || '*'}|${code}`) ?? []);
}

const blankToUndefined = (text: string | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * The lobby game list (WIRE.md §6.4 G1): filters, then one page in lobby
 * order. Used by the games.list route and by the performance bench.
 */
export function queryGames(filter: GameFilter = {}): { games: Game[]; totalPages: number; pageSize: number; pageNum: number } {
  const idx = gameIndex();
  const pageNo = Math.max(1, Math.floor(filter.pageNo ?? 1));
  const pageSize = Math.max(1, Math.floor(filter.pageSize ?? LOBBY_PAGE_SIZE));
  const vassalage = blankToUndefined(filter.vassalage)?.toUpperCase();
  const gameType = blankToUndefined(filter.gameType);
  const name = blankToUndefined(filter.gameName)?.toLowerCase();
  const { gameClassify, minBet, minLineNum } = filter;

  const pool = candidates(idx.all, gameType, vassalage);
  const start = (pageNo - 1) * pageSize;
  const scanned = Boolean(gameClassify || name) || minBet !== undefined || minLineNum !== undefined;
  if (!scanned) {
    const page = pool.slice(start, start + pageSize).map((entry) => toWireGame(entry.record));
    return { games: page, totalPages: Math.ceil(pool.length / pageSize), pageSize, pageNum: pageNo };
  }

  const end = start + pageSize;
  const page: Game[] = [];
  let totalCount = 0;
  for (const entry of pool) {
    const game = entry.record;
    if (gameClassify && game.gameClassify !== gameClassify) continue;
    if (minBet !== undefined && game.minBet > minBet) continue;
    if (minLineNum !== undefined && game.lineNum < minLineNum) continue;
    if (name && !entry.name.includes(name)) continue;
    if (totalCount >= start && totalCount < end) page.push(toWireGame(game));
    totalCount += 1;
  }
  return { games: page, totalPages: Math.ceil(totalCount / pageSize), pageSize, pageNum: pageNo };
}
