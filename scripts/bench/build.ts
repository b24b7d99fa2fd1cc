/**
 * Builds through rsbuild's JS API, so the bench gets rspack's stats (chunk
 * group names → files) along with the files themselves. The app is built from
 * the project's own rsbuild.config.ts, exactly as `npm run build` and
 * `npm run build:demo` do (same env variables, same .env loading); the only
 * override is a quieter log level, which does not touch the output.
 */
import { join } from 'node:path';
import { createRsbuild, loadConfig, mergeRsbuildConfig, type RsbuildConfig } from '@rsbuild/core';
import { floorConfig } from './floor/config';

/** `production-without-drift`: production with the drift reporter off, to measure what the reporter costs. */
export type BuildTarget = 'production' | 'production-without-drift' | 'demo' | 'floor';

export interface ChunkGroup {
  name: string;
  /** Output files (relative to the dist root) the group needs, in load order. */
  files: string[];
  /** Source modules in the group's chunks (project-relative, `./src/…`, concatenated modules listed one by one). */
  modules: string[];
}

export interface BuildOutput {
  target: BuildTarget;
  /** Absolute dist root. */
  dir: string;
  /** URL prefix the files are served under ('/' or '/demo/'). */
  base: string;
  /** Named chunk groups from rspack's stats: the entry ("index") and every webpackChunkName. */
  groups: ChunkGroup[];
  /** Wall-clock build time. */
  buildMs: number;
}

/** A build that crashed: the one failure that makes the bench exit non-zero. */
export class BuildError extends Error {
  override name = 'BuildError';
}

const APP_ENV: Record<Exclude<BuildTarget, 'floor'>, Record<string, string>> = {
  production: { APP_TARGET: 'production' },
  'production-without-drift': { APP_TARGET: 'production', PUBLIC_DRIFT_SAMPLE_RATE: '0', DIST_DIR: 'dist-bench-without-drift' },
  demo: { APP_TARGET: 'demo', BASE_PATH: '/demo/' },
};

/** Sets env variables for the duration of `run` (the config reads them when loaded). */
async function withEnv<T>(vars: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  Object.assign(process.env, vars);
  try {
    return await run();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

interface StatsGroup {
  name?: string | null;
  assets?: Array<{ name: string }>;
  chunks?: Array<string | number>;
}

interface StatsModule {
  name?: string;
  modules?: StatsModule[];
}

interface StatsChunk {
  id?: string | number | null;
  modules?: StatsModule[];
}

/**
 * A module's name and those of the modules nested in it. A concatenated module is named by its root
 * ("./src/x.tsx + 3 modules"); rspack's stats do not always list the others, so a check over these names
 * sees a concatenation's root, not every module in it.
 */
const moduleNames = (module: StatsModule): string[] => [
  ...(module.name ? [module.name.replace(/ \+ \d+ modules$/, '')] : []),
  ...(module.modules ?? []).flatMap(moduleNames),
];

function groupsOf(stats: unknown): ChunkGroup[] {
  const json = (stats as { toJson(options: object): { namedChunkGroups?: Record<string, StatsGroup>; chunks?: StatsChunk[] } }).toJson({
    all: false,
    chunkGroups: true,
    chunks: true,
    chunkModules: true,
    nestedModules: true,
    dependentModules: true,
    ids: true,
    chunkModulesSpace: Infinity,
    nestedModulesSpace: Infinity,
  });
  const chunkModules = new Map((json.chunks ?? []).map((chunk) => [String(chunk.id), (chunk.modules ?? []).flatMap(moduleNames)]));
  return Object.entries(json.namedChunkGroups ?? {}).map(([name, group]) => ({
    name,
    files: (group.assets ?? []).map((asset) => asset.name).filter((file) => /\.(js|css)$/.test(file)),
    modules: [...new Set((group.chunks ?? []).flatMap((id) => chunkModules.get(String(id)) ?? []))],
  }));
}

async function runBuild(target: BuildTarget, root: string, config: RsbuildConfig, loadEnv: boolean): Promise<BuildOutput> {
  const started = performance.now();
  let stats: unknown;
  try {
    const rsbuild = await createRsbuild({
      cwd: root,
      config: mergeRsbuildConfig(config, { logLevel: 'warn' }),
      ...(loadEnv ? { loadEnv: { cwd: root } } : {}),
    });
    const result = await rsbuild.build();
    stats = result.stats;
    await result.close();
  } catch (error) {
    throw new BuildError(`${target} build failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (!stats) throw new BuildError(`${target} build returned no stats`);
  const distRoot = config.output?.distPath;
  const dir = join(root, typeof distRoot === 'string' ? distRoot : (distRoot?.root ?? 'dist'));
  const base = typeof config.output?.assetPrefix === 'string' ? config.output.assetPrefix : '/';
  return { target, dir, base, groups: groupsOf(stats), buildMs: performance.now() - started };
}

export async function build(target: BuildTarget, root: string): Promise<BuildOutput> {
  if (target === 'floor') return runBuild('floor', root, await floorConfig(root), false);
  return withEnv(APP_ENV[target], async () => {
    const loaded = await loadConfig({ cwd: root, command: 'build' });
    const content = loaded.content as RsbuildConfig | ((...args: never[]) => unknown);
    if (typeof content === 'function') throw new BuildError('rsbuild.config.ts exports a function; the bench expects an object');
    return runBuild(target, root, content, true);
  });
}
