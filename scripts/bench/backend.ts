/**
 * The simulated backend's games-list query (mocks/games/query.ts), in Node,
 * over the seeded world (about 10,000 games): median and p95 over a fixed,
 * varied set of queries (type, vendor, name search, pages, NEW/HOT).
 * Target to compare against, not to assert: ≤ 5 ms.
 */
import { performance } from 'node:perf_hooks';
import type { Section } from './context';
import { ms, prng, summarize, type Summary } from './stats';
import type { GameFilter } from '../../mocks/games/query';

type Kind = 'type' | 'type+vendor' | 'name search' | 'vendor, deep page' | 'all, NEW/HOT/page';
const KINDS: Kind[] = ['type', 'type+vendor', 'name search', 'vendor, deep page', 'all, NEW/HOT/page'];

interface Query {
  kind: Kind;
  filter: GameFilter;
}

interface Catalogue {
  vendorsByType: Map<string, string[]>;
  names: string[];
}

function makeQueries(catalogue: Catalogue, count: number): Query[] {
  const random = prng(20_260_707);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const types = [...catalogue.vendorsByType.keys()];
  const vendors = [...new Set([...catalogue.vendorsByType.values()].flat())];
  const queries: Query[] = [];
  for (let i = 0; i < count; i += 1) {
    const kind = KINDS[i % KINDS.length] as Kind;
    const gameType = pick(types);
    let filter: GameFilter;
    switch (kind) {
      case 'type':
        filter = { gameType, pageNo: 1 + Math.floor(random() * 3) };
        break;
      case 'type+vendor':
        filter = { gameType, vassalage: pick(catalogue.vendorsByType.get(gameType) ?? []), pageNo: 1 + Math.floor(random() * 2) };
        break;
      case 'name search': {
        // A fragment of a real name (1–6 characters; one letter matches most of the catalogue), sometimes within a type.
        const name = pick(catalogue.names);
        const length = 1 + Math.floor(random() * 6);
        const start = Math.floor(random() * Math.max(1, name.length - length));
        filter = { gameName: name.slice(start, start + length), ...(random() < 0.5 ? { gameType } : {}) };
        break;
      }
      case 'vendor, deep page':
        filter = { vassalage: pick(vendors), pageNo: 1 + Math.floor(random() * 20) };
        break;
      default:
        filter = { pageNo: 1 + Math.floor(random() * 200) };
    }
    queries.push({ kind, filter });
  }
  return queries;
}

export const backendSection: Section = {
  id: 'backend',
  title: 'Simulated backend: games-list query in Node',
  async run(ctx) {
    ctx.log('backend: loading and seeding the simulated world…');
    const importStart = performance.now();
    const { resetWorld } = await import('../../mocks/world');
    const { queryGames, gamesOf } = await import('../../mocks/games/query');
    const importMs = performance.now() - importStart;
    const seedStart = performance.now();
    await resetWorld();
    const seedMs = performance.now() - seedStart;

    const firstStart = performance.now();
    queryGames({});
    const firstQueryMs = performance.now() - firstStart;

    const all = gamesOf();
    const vendorsByType = new Map<string, string[]>();
    for (const game of all) {
      const list = vendorsByType.get(game.gameType) ?? [];
      if (!list.includes(game.vassalage)) list.push(game.vassalage);
      vendorsByType.set(game.gameType, list);
    }
    const queries = makeQueries({ vendorsByType, names: all.map((game) => game.gameName) }, ctx.options.backendQueries);

    // One untimed pass (JIT), then the timed one.
    for (const query of queries) queryGames(query.filter);
    const times: Array<{ kind: Kind; ms: number; totalCount: number }> = [];
    for (const query of queries) {
      const start = performance.now();
      const result = queryGames(query.filter);
      times.push({ kind: query.kind, ms: performance.now() - start, totalCount: result.totalPages * result.pageSize });
    }

    const overall = summarize(times.map((t) => t.ms)) as Summary;
    const byKind = KINDS.map((kind) => ({ kind, ...(summarize(times.filter((t) => t.kind === kind).map((t) => t.ms)) as Summary) }));
    const row = (label: string, s: Summary) => [label, s.n, ms(s.median, 3), ms(s.p95, 3), ms(s.max, 3)];
    return {
      tables: [
        {
          title: `Backend games-list query, queryGames() in Node over ${all.length.toLocaleString('en')} games`,
          columns: ['', 'n', 'median', 'p95', 'max'],
          rows: [...byKind.map((s) => row(`  ${s.kind}`, s)), row('all queries', overall)],
          notes: [
            `target ≤ 5 ms (not asserted) — median ${overall.median <= 5 ? 'within' : 'OVER'} target, p95 ${overall.p95 <= 5 ? 'within' : 'OVER'}`,
            `first query after resetWorld(): ${ms(firstQueryMs, 1)}; resetWorld(): ${ms(seedMs)}; module load: ${ms(importMs)}`,
          ],
        },
      ],
      data: { games: all.length, importMs, seedMs, firstQueryMs, overall, byKind, queries: queries.length },
    };
  },
};
