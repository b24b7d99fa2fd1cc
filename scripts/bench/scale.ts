/**
 * The simulated backend at 10,000 and 50,000 games (the world seed's
 * `games` option, the demo's `?games=`), in Node: the world's seed time, the
 * catalogue's build time and heap, and the games-list query for a page of 18
 * (which must not cost more with the larger catalogue) and for a name search
 * (which may grow at most linearly).
 */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Section } from './context';
import { ms, summarize, type Summary } from './stats';
import type { GameFilter } from '../../mocks/games/query';

const SIZES = [10_000, 50_000] as const;
const REPEATS = 200;

/** Pages of 18 from every precomputed list: type, vendor, several vendors, deep pages. */
const PAGE_QUERIES: GameFilter[] = [
  {},
  { pageNo: 3 },
  { gameType: 'RNG' },
  { gameType: 'RNG', vassalage: 'PT', pageNo: 2 },
  { vassalage: 'MG', pageNo: 20 },
  { vassalage: 'PT,MG' },
  { gameType: 'RNG', vassalage: 'PT,MG', pageNo: 2 },
  { gameType: 'LIVE', pageNo: 2 },
];
/** Name searches, as typed in the lobby (some within a type). */
const SEARCH_QUERIES: GameFilter[] = [
  { gameName: 'dragon' },
  { gameName: 'gold', gameType: 'RNG' },
  { gameName: 'lucky tiger' },
  { gameName: 'zz' },
  { gameName: 'a', pageNo: 5 },
  { gameName: 'roulette', gameType: 'LIVE' },
];

function collectGarbage(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return () => {
    gc();
    gc();
  };
}

async function timeQueries(queries: GameFilter[]): Promise<Summary | null> {
  const { queryGames } = await import('../../mocks/games/query');
  for (const filter of queries) queryGames(filter);
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    const filter = queries[i % queries.length]!;
    const start = performance.now();
    queryGames(filter);
    times.push(performance.now() - start);
  }
  return summarize(times);
}

interface SizeResult {
  games: number;
  /** resetWorld({ games }): the whole world, catalogue included. */
  seedMs: number;
  /** Building the catalogue array and its query index alone. */
  catalogueMs: number;
  /** Heap the catalogue and its index hold (after GC). */
  catalogueHeapMb: number;
  /** Heap of the whole process after the seed (after GC). */
  heapMb: number;
  page: Summary | null;
  search: Summary | null;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export const scaleSection: Section = {
  id: 'scale',
  title: 'Simulated backend at 10,000 and 50,000 games (Node)',
  async run(ctx) {
    const gc = collectGarbage();
    const { resetWorld } = await import('../../mocks/world');
    const { MIN_CATALOGUE_SIZE, catalogueGames, setCatalogueSize } = await import('../../mocks/games/catalogue');
    const { gamesOf } = await import('../../mocks/games/query');
    const results: SizeResult[] = [];
    for (const games of SIZES) {
      ctx.log(`scale: ${games} games…`);
      const seedStart = performance.now();
      await resetWorld({ games });
      const seedMs = performance.now() - seedStart;
      gc();
      const heap = process.memoryUsage().heapUsed;

      // The catalogue alone: the world's is swapped for the smallest one, then built again and indexed.
      setCatalogueSize(MIN_CATALOGUE_SIZE);
      gamesOf();
      gc();
      const before = process.memoryUsage().heapUsed;
      const catalogueStart = performance.now();
      setCatalogueSize(games);
      const fresh = catalogueGames();
      gamesOf();
      const catalogueMs = performance.now() - catalogueStart;
      gc();
      const catalogueHeap = process.memoryUsage().heapUsed - before;
      if (fresh.length !== games) throw new Error(`the catalogue has ${fresh.length} games, not ${games}`);

      results.push({
        games,
        seedMs,
        catalogueMs,
        catalogueHeapMb: mb(catalogueHeap),
        heapMb: mb(heap),
        page: await timeQueries(PAGE_QUERIES),
        search: await timeQueries(SEARCH_QUERIES),
      });
    }
    await resetWorld({ games: SIZES[0] });

    const [small, large] = results as [SizeResult, SizeResult];
    const ratio = (a: number | undefined, b: number | undefined) => (a && b ? `×${(b / a).toFixed(2)}` : '–');
    const row = (label: string, pick: (result: SizeResult) => number | undefined, format: (value: number | undefined) => string) => [
      label,
      format(pick(small)),
      format(pick(large)),
      ratio(pick(small), pick(large)),
    ];
    const precise = (value: number | undefined) => ms(value, 3);
    const megabytes = (value: number | undefined) => (value === undefined ? '–' : `${value} MB`);
    return {
      tables: [
        {
          title: `Simulated backend by catalogue size (queries: median of ${REPEATS}; ×5 games)`,
          columns: ['', '10,000 games', '50,000 games', 'growth'],
          rows: [
            row('world seed (resetWorld, catalogue included)', (r) => r.seedMs, ms),
            row('catalogue build + query index', (r) => r.catalogueMs, ms),
            row('catalogue heap (array + index, over a 1,000-game one)', (r) => r.catalogueHeapMb, megabytes),
            row('process heap after the seed', (r) => r.heapMb, megabytes),
            row('games list: a page of 18, median', (r) => r.page?.median, precise),
            row('games list: a page of 18, p95', (r) => r.page?.p95, precise),
            row('games list: name search, median', (r) => r.search?.median, precise),
            row('games list: name search, p95', (r) => r.search?.p95, precise),
          ],
          notes: [
            'A page without a search slices a precomputed list (type, vendor, HOT, NEW): its cost should not grow.',
            'A search scans the chosen list once: at most ×5 for five times the games.',
          ],
        },
      ],
      data: { sizes: results },
    };
  },
};
