/**
 * The lobby under load, in headless Chromium on the demo build (about
 * 10,000 games behind the simulated backend, which runs in the page):
 * (a) a typed search term → the tiles updated (includes the 250 ms search
 *     debounce, reported separately too), (b) a page change, (c) a vendor
 *     switch and a game type switch. Each sample is timed inside the page,
 *     from the action (performance.now) to the frame after the grid's tiles
 *     changed to the new tiles or the no-data state (MutationObserver, then
 *     rAF + a task; placeholders do not count). Also the simulated
 *     backend's games-list query in Node for the same kinds of request.
 * Figures only, never asserted.
 */
import { performance } from 'node:perf_hooks';
import type { Page } from '@playwright/test';
import type { Section } from './context';
import { ms, summarize, type Summary } from './stats';
import type { Cell } from './table';

/** Search fragments that each give a different first page of slots. */
const TERMS = ['gold', 'dragon', 'lucky', 'fortune', 'wild', 'king', 'fruit', 'star', 'magic', 'jack', 'queen', 'tiger', 'moon', 'fire', 'gem', 'royal', 'mega', 'ace', 'panda', 'jewel'];
const SEARCH_DEBOUNCE_MS = 250;
const TIMEOUT_MS = 15_000;

type Action =
  | { kind: 'type'; term: string }
  | { kind: 'click'; selector: string; name: string };

/**
 * Runs in the page: performs the action, then resolves with the ms from the
 * action to the frame after the grid's set of tiles changed.
 */
function timeAction(args: { action: Action; timeoutMs: number }): Promise<number> {
  const signature = () =>
    [...document.querySelectorAll('[data-testid="game-tile"]')].map((tile) => tile.getAttribute('data-node-id')).join(',') +
    (document.querySelector('[data-testid="no-data"]') ? '|none' : '');
  const before = signature();
  return new Promise<number>((resolve, reject) => {
    let start = 0;
    const timer = window.setTimeout(() => {
      observer.disconnect();
      reject(new Error(`no tile change within ${args.timeoutMs} ms`));
    }, args.timeoutMs);
    const observer = new MutationObserver(() => {
      // Placeholders are not the answer: a game type switch mounts a new screen, whose grid is empty (placeholders)
      // until its list is in. Before this check that empty grid ended the sample, so the type switch timed the route's
      // render, not the tiles.
      const now = signature();
      if (now === before || now === '') return;
      observer.disconnect();
      window.clearTimeout(timer);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-node-id'] });
    const { action } = args;
    start = performance.now();
    if (action.kind === 'type') {
      const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
      // React listens for input events and reads the value through the native setter.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, action.term);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    } else {
      const button = [...document.querySelectorAll<HTMLElement>(action.selector)].find((element) => element.textContent?.trim() === action.name);
      if (!button) {
        observer.disconnect();
        window.clearTimeout(timer);
        reject(new Error(`no "${action.name}" button`));
        return;
      }
      button.click();
    }
  });
}

/** The first failure's message, printed under the table. */
let firstError: string | null = null;

async function sample(page: Page, action: Action): Promise<number | null> {
  try {
    return await page.evaluate(timeAction, { action, timeoutMs: TIMEOUT_MS });
  } catch (error) {
    firstError ??= error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return null;
  }
}

/** Waits until the grid has settled: tiles, or the no-data state (a search may match nothing). */
async function tilesReady(page: Page, step = 'the list'): Promise<void> {
  await page
    .waitForFunction(() => document.querySelectorAll('[data-testid="game-tile"]').length > 0 || document.querySelector('[data-testid="no-data"]') !== null, undefined, { timeout: 60_000 })
    .catch((error: unknown) => {
      throw new Error(`${step}: no tiles and no no-data state within 60 s (${page.url()})`, { cause: error });
    });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 30_000 }).catch(() => undefined);
  // Then the tiles' pictures and an idle moment, as for a player who looks at the tiles before the next click:
  // without this, each sample also timed the last one's pictures still loading (on this demo, each answered and
  // turned into an SVG document on the page's main thread), so the figures swung with how the two overlapped.
  await page
    .waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid="game-tile"] img')].every((image) => image.complete), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 })));
}

interface Measured {
  label: string;
  values: number[];
  failures: number;
}

export async function measureBrowser(page: Page, url: string, samples: number): Promise<Measured[]> {
  const out: Measured[] = [];
  const record = async (label: string, actions: Action[], between?: (done: number) => Promise<void>) => {
    const values: number[] = [];
    let failures = 0;
    for (const [index, action] of actions.entries()) {
      const value = await sample(page, action);
      if (value === null) failures += 1;
      else values.push(value);
      await tilesReady(page, `${label} (${JSON.stringify(action)})`);
      await between?.(index + 1);
    }
    out.push({ label, values, failures });
  };

  // (a) search: each sample types a fresh term into an empty field.
  await page.goto(`${url}rng`);
  await tilesReady(page);
  const terms = Array.from({ length: samples }, (_, i) => TERMS[i % TERMS.length]! + (i >= TERMS.length ? ' ' : ''));
  await record('typed search → tiles updated', terms.map((term) => ({ kind: 'type', term })), async () => {
    await page.getByRole('searchbox').fill('');
    await page.waitForTimeout(SEARCH_DEBOUNCE_MS + 150);
    await tilesReady(page);
  });

  // (b) page change: "Next page" through the unfiltered slots list.
  await page.goto(`${url}rng`);
  await tilesReady(page);
  await record(
    'page change → tiles updated',
    Array.from({ length: samples }, () => ({ kind: 'click', selector: 'nav[aria-label="Pages"] button', name: '›' })),
  );

  // (c) vendor switch on the slots list, then game type switch through the game type menu.
  await page.goto(`${url}rng`);
  await tilesReady(page);
  // Lists stay cached for a minute, so each round through the vendors or the types starts on a fresh page: a sample
  // then always waits for a list, never for the cache.
  const freshPageEvery = (count: number) => async (done: number) => {
    if (done % count !== 0) return;
    await page.goto(`${url}rng`);
    await tilesReady(page);
  };
  const vendors = await page.$$eval('nav[aria-label="Provider menu"] li:nth-child(n+4) button', (buttons) => buttons.map((b) => b.textContent?.trim() ?? ''));
  await record(
    'vendor switch → tiles updated',
    Array.from({ length: samples }, (_, i) => ({ kind: 'click', selector: 'nav[aria-label="Provider menu"] button', name: vendors[i % vendors.length]! })),
    freshPageEvery(vendors.length),
  );
  await page.goto(`${url}rng`);
  await tilesReady(page);
  const types = ['Live casino', 'Fishing', 'Cards', 'Cockfight', 'Slots'];
  await record(
    'game type switch → tiles updated',
    Array.from({ length: samples }, (_, i) => ({ kind: 'click', selector: '[data-testid="game-type-menu"] button', name: types[i % types.length]! })),
    freshPageEvery(types.length),
  );
  return out;
}

async function measureNode(queries: number): Promise<Array<{ label: string; summary: Summary }>> {
  const { resetWorld } = await import('../../mocks/world');
  const { queryGames, gamesOf } = await import('../../mocks/games/query');
  await resetWorld();
  const rngVendors = [...new Set(gamesOf('RNG').map((game) => game.vassalage))];
  const kinds: Array<{ label: string; filter: (i: number) => Parameters<typeof queryGames>[0] }> = [
    { label: 'search (RNG, name contains)', filter: (i) => ({ gameType: 'RNG', gameName: TERMS[i % TERMS.length], pageSize: 18 }) },
    { label: 'page change (RNG, page n)', filter: (i) => ({ gameType: 'RNG', pageNo: 1 + (i % 300), pageSize: 18 }) },
    { label: 'vendor switch (RNG + vendor)', filter: (i) => ({ gameType: 'RNG', vassalage: rngVendors[i % rngVendors.length], pageSize: 18 }) },
    { label: 'type switch (type, page 1)', filter: (i) => ({ gameType: ['LIVE', 'FISH', 'PVP', 'COCKFIGHT', 'RNG'][i % 5], pageSize: 18 }) },
  ];
  return kinds.map(({ label, filter }) => {
    for (let i = 0; i < queries; i += 1) queryGames(filter(i)); // JIT warm-up, untimed
    const times: number[] = [];
    for (let i = 0; i < queries; i += 1) {
      const start = performance.now();
      queryGames(filter(i));
      times.push(performance.now() - start);
    }
    return { label, summary: summarize(times) as Summary };
  });
}

export const lobbySection: Section = {
  id: 'lobby',
  title: 'Lobby interactions over ~10,000 games',
  async run(ctx) {
    const samples = Math.max(10, ctx.options.paintRuns * 2);
    const server = await ctx.serve('demo');
    const browser = await ctx.browser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // tsx compiles with keepNames: the in-page functions call __name(), which the page must have.
    await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
    let browserRows: Measured[];
    try {
      const page = await context.newPage();
      ctx.log(`lobby: ${samples} samples per interaction at ${server.url}`);
      browserRows = await measureBrowser(page, server.url, samples);
    } finally {
      await context.close();
    }
    ctx.log('lobby: backend queries in Node…');
    const nodeRows = await measureNode(ctx.options.backendQueries);

    const rowOf = (m: Measured): Cell[] => {
      const s = summarize(m.values);
      return [m.label, `${m.values.length}/${m.values.length + m.failures}`, ms(s?.median), ms(s?.p95), ms(s?.max)];
    };
    const search = browserRows.find((row) => row.label.startsWith('typed'));
    const afterDebounce = search ? summarize(search.values.map((value) => value - SEARCH_DEBOUNCE_MS)) : null;
    return {
      tables: [
        {
          title: `Lobby in headless Chromium (demo build), ${samples} samples each: action → frame after the tiles changed`,
          columns: ['', 'ok', 'median', 'p95', 'max'],
          rows: browserRows.map(rowOf),
          notes: [
            `the search figure includes the ${SEARCH_DEBOUNCE_MS} ms debounce; without it: median ${ms(afterDebounce?.median)}, p95 ${ms(afterDebounce?.p95)}.`,
            'the simulated backend answers inside the page (service worker + main thread), so its time is included.',
            ...(firstError ? [`first failure: ${firstError}`] : []),
          ],
        },
        {
          title: `Simulated backend games-list query in Node, ${ctx.options.backendQueries} queries per kind`,
          columns: ['', 'n', 'median', 'p95', 'max'],
          rows: nodeRows.map(({ label, summary }) => [label, summary.n, ms(summary.median, 3), ms(summary.p95, 3), ms(summary.max, 3)]),
        },
      ],
      data: {
        samples,
        browser: browserRows.map((m) => ({ label: m.label, failures: m.failures, summary: summarize(m.values) })),
        searchAfterDebounce: afterDebounce,
        node: nodeRows,
      },
    };
  },
};
