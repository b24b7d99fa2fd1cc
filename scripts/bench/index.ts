/**
 * npm run bench — a measurement, never a test: it prints figures and writes
 * bench/results/latest.json, and exits non-zero only when something breaks
 * (a build crashes, the browser cannot start), never because of a figure.
 *
 * Sections run one after another (the machine has two cores); each asks the
 * shared context for the builds, servers and browser it needs. To add a
 * measure, write a Section and append it to SECTIONS.
 *
 * Options: --runs N (page loads per paint variant, default 7),
 *          --queries N (backend queries, default 200),
 *          --only id,id (run some sections, e.g. --only sizes,floor or --only lobby).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { backendSection } from './backend';
import { coldStartSection } from './coldstart';
import { BuildError } from './build';
import { BenchContext, type Section } from './context';
import { floorSection } from './floor';
import { lobbySection } from './lobby';
import { paintSection } from './paint';
import { sizesSection } from './sizes';
import { driftSection } from './drift';
import { renderTable } from './table';
import { scaleSection } from './scale';
import { vitalsSection } from './vitals';

export const SECTIONS: Section[] = [sizesSection, floorSection, driftSection, paintSection, backendSection, lobbySection, vitalsSection, coldStartSection, scaleSection];

/** The backend section cycles through five kinds of query. */
const KINDS_MIN = 5;

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

function count(name: string, fallback: number, min: number): number {
  const value = Number.parseInt(option(name) ?? '', 10);
  return Number.isFinite(value) ? Math.max(min, value) : fallback;
}

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

async function main(): Promise<number> {
  const root = resolve(import.meta.dirname, '../..');
  process.chdir(root);
  const ctx = new BenchContext(root, {
    paintRuns: count('runs', 7, 1),
    backendQueries: count('queries', 200, KINDS_MIN),
  });
  const only = option('only')?.split(',');
  const unknown = only?.filter((id) => !SECTIONS.some((section) => section.id === id)) ?? [];
  if (unknown.length) {
    console.error(`Unknown section(s): ${unknown.join(', ')}. Sections: ${SECTIONS.map((section) => section.id).join(', ')}.`);
    return 2;
  }
  const sections = only ? SECTIONS.filter((section) => only.includes(section.id)) : SECTIONS;

  const stop = () => {
    void ctx.cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const started = new Date();
  const results: Record<string, unknown> = {};
  let failed = false;
  const load = () => loadavg().map((value) => Number(value.toFixed(2)));
  const loadAtStart = load();
  console.log(`Bench ${started.toISOString()} — commit ${git(['rev-parse', '--short', 'HEAD']) ?? '?'}${git(['status', '--porcelain']) ? ' (working tree modified)' : ''}`);
  // Timings move with whatever else the machine is doing; the load says how busy it was.
  console.log(`${availableParallelism()} CPUs, load average ${loadAtStart.join(' / ')} (1 / 5 / 15 min)`);
  try {
    for (const section of sections) {
      ctx.log(`section ${section.id}: ${section.title}`);
      const sectionStart = performance.now();
      try {
        const result = await section.run(ctx);
        results[section.id] = result.data;
        for (const table of result.tables) console.log(`\n${renderTable(table)}`);
      } catch (error) {
        failed = true;
        const message = error instanceof Error ? error.message : String(error);
        results[section.id] = { error: message };
        console.log(`\n== ${section.title}\n   FAILED: ${message}`);
        if (error instanceof BuildError) break;
      }
      ctx.log(`section ${section.id} took ${((performance.now() - sectionStart) / 1000).toFixed(1)} s`);
    }
  } finally {
    await ctx.cleanup();
  }

  const file = join(root, 'bench/results/latest.json');
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const report = {
    timestamp: started.toISOString(),
    durationMs: Date.now() - started.getTime(),
    commit: git(['rev-parse', 'HEAD']),
    dirty: Boolean(git(['status', '--porcelain'])),
    node: process.version,
    cpus: availableParallelism(),
    loadAverage: { start: loadAtStart, end: load() },
    options: ctx.options,
    sections: results,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nLoad average at the end ${report.loadAverage.end.join(' / ')}. Wrote ${relative(root, file)} (${(report.durationMs / 1000).toFixed(0)} s).`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
