/**
 * What sections share: builds, a browser and static servers, each made once
 * on first use and torn down at the end of the run. A section asks for what
 * it needs (`await ctx.build('demo')`, `await ctx.serve('demo')`), so sections
 * can be added in any order without one preparing state for another.
 */
import type { Browser } from '@playwright/test';
import { build, type BuildOutput, type BuildTarget } from './build';
import { launchBrowser, serveStatic, type StaticServer } from './browser';
import type { Table } from './table';

export interface SectionResult {
  /** Printed in order. */
  tables: Table[];
  /** Written under the section's id in bench/results/latest.json. */
  data: unknown;
}

export interface Section {
  id: string;
  title: string;
  run(ctx: BenchContext): Promise<SectionResult>;
}

export interface BenchOptions {
  /** Cold and warm page loads per paint variant. */
  paintRuns: number;
  /** Queries in the backend section. */
  backendQueries: number;
}

export class BenchContext {
  private readonly memo = new Map<string, Promise<unknown>>();
  private readonly cleanups: Array<() => Promise<void>> = [];

  constructor(
    readonly root: string,
    readonly options: BenchOptions,
  ) {}

  /** Progress goes to stderr, so stdout is the report alone. */
  log(message: string): void {
    process.stderr.write(`› ${message}\n`);
  }

  /** Computes `make()` once per key for the whole run. */
  once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let value = this.memo.get(key) as Promise<T> | undefined;
    if (!value) {
      value = make();
      this.memo.set(key, value);
    }
    return value;
  }

  build(target: BuildTarget): Promise<BuildOutput> {
    return this.once(`build:${target}`, async () => {
      this.log(`building ${target}…`);
      const output = await build(target, this.root);
      this.log(`built ${target} in ${(output.buildMs / 1000).toFixed(1)} s → ${output.dir}`);
      return output;
    });
  }

  browser(): Promise<Browser> {
    return this.once('browser', async () => {
      this.log('launching headless Chromium…');
      const browser = await launchBrowser();
      this.cleanups.push(() => browser.close());
      return browser;
    });
  }

  /** A static server for a build's dist, as any static host would serve it. */
  serve(target: BuildTarget): Promise<StaticServer> {
    return this.once(`serve:${target}`, async () => {
      const output = await this.build(target);
      const server = await serveStatic(this.root, output.dir, output.base);
      this.log(`serving ${target} at ${server.url} (pid ${server.pid})`);
      this.cleanups.push(() => server.stop());
      return server;
    });
  }

  /** Closes browsers and stops servers, last opened first. */
  async cleanup(): Promise<void> {
    while (this.cleanups.length) {
      const close = this.cleanups.pop();
      try {
        await close?.();
      } catch (error) {
        this.log(`cleanup failed: ${String(error)}`);
      }
    }
  }
}
