import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildOutput } from '../../scripts/bench/build';
import { centrePageCosts, centreViolations, type CentrePageCost } from '../../scripts/bench/centres';
import { initialFiles } from '../../scripts/bench/sizes';
import { MEMBER_CENTRE_PAGES } from '../../src/lib/centrePages';

/**
 * Issue 34 §6 over a real production build (the bench's build, into a dist of its own): each centre page
 * is a chunk of its own whose own code stays within the lazy budget, the centres' shells hold no page's
 * screen, and no player's page group holds agent-centre code.
 */
const root = resolve(import.meta.dirname, '../..');
let output: BuildOutput;
let initial: Set<string>;
let costs: CentrePageCost[];

beforeAll(async () => {
  // Built as `npm run build` builds: vitest's NODE_ENV=test would change how rspack splits the chunks.
  const nodeEnv = process.env.NODE_ENV;
  process.env.DIST_DIR = 'dist-test-centre-chunks';
  process.env.NODE_ENV = 'production';
  try {
    output = await build('production', root);
  } finally {
    delete process.env.DIST_DIR;
    process.env.NODE_ENV = nodeEnv;
  }
  initial = new Set(initialFiles(output));
  costs = centrePageCosts(output.groups, initial, (file) => gzipSync(readFileSync(join(output.dir, file)), { level: 9 }).length);
}, 600_000);

describe('the centres load per page (production build)', () => {
  it('gives every member-centre page a chunk group of its own, and the agent centre’s parts theirs', () => {
    const groups = new Set(output.groups.map((group) => group.name));
    expect(MEMBER_CENTRE_PAGES.filter((page) => !groups.has(`member.${page}`))).toEqual([]);
    expect(costs.filter((cost) => cost.group.startsWith('agent.')).length).toBeGreaterThanOrEqual(7);
  });

  it('keeps every screen out of the centres’ shells', () => {
    const screen = /\/src\/features\/(?!centre\/)([^/]+\/)+(screens\/|team\/(?!index))/;
    for (const shell of ['MemberCenter', 'Agent']) {
      const modules = output.groups.find((group) => group.name === shell)?.modules ?? [];
      expect(modules.length, `${shell} has modules`).toBeGreaterThan(0);
      expect(modules.filter((module) => screen.test(module)), shell).toEqual([]);
    }
  });

  it('keeps each page’s own code within 40 kB gz and the agent centre out of every player’s page', () => {
    expect(costs.length).toBeGreaterThan(20);
    expect(centreViolations(output.groups, costs, initial, (file) => readFileSync(join(output.dir, file), 'utf8'))).toEqual([]);
  });
});
