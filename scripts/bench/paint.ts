/**
 * Time from navigation to the first meaningful screen, in headless Chromium:
 * - demo build (simulated backend in a service worker): the home content;
 * - production build: there is no backend here, so the permission call fails
 *   and the app shows its start-up error page; that page is what is timed,
 *   and labelled so.
 * Each run opens a fresh browser context (empty HTTP cache, no service
 * worker, no IndexedDB): the "cold" load. A second navigation in the same
 * context is the "warm" load (service worker installed, data persisted, HTTP
 * cache filled).
 */
import type { Page } from '@playwright/test';
import type { BuildTarget } from './build';
import type { BenchContext, Section } from './context';
import { ms, summarize, type Summary } from './stats';
import type { Cell } from './table';

export interface PaintVariant {
  id: string;
  label: string;
  target: BuildTarget;
  /** The element whose first paint is timed. */
  selector: string;
}

export const PAINT_VARIANTS: PaintVariant[] = [
  { id: 'demo', label: 'demo: home content painted', target: 'demo', selector: '[data-testid="home-page"]' },
  {
    id: 'production',
    label: 'prod: first screen painted (no backend → start-up error page)',
    target: 'production',
    selector: '[data-testid="startup-error"]',
  },
];

/** Test ids the timeout report looks for, to say what the page showed instead. */
const KNOWN_SCREENS = ['home-page', 'startup-error', 'maintenance-page', 'region-blocked-page'];
const TIMEOUT_MS = 30_000;

export interface LoadSample {
  /** The element entered the DOM (ms after navigation start). */
  inserted: number;
  /** The frame after insertion was produced: the element is on screen. */
  painted: number;
  /** first-contentful-paint, from the Paint Timing API. */
  fcp: number | null;
  domContentLoaded: number | null;
}

export type LoadResult = LoadSample | { timeout: true; screens: string[] };

/**
 * Installed before any page script: watches the DOM for the selector and
 * notes when it appears and when the next frame has been produced (a task
 * queued from requestAnimationFrame runs after that frame's paint). Also
 * keeps first-contentful-paint, whose entry is delivered a little after the
 * paint itself.
 */
function installMarker(selector: string): void {
  const state = { inserted: null as number | null, painted: null as number | null, fcp: null as number | null };
  (window as any).__benchPaint = state;
  const observer = new MutationObserver(() => {
    if (state.inserted !== null || !document.querySelector(selector)) return;
    state.inserted = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.painted = performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** Navigates and waits for the marked element's paint. */
export async function timedLoad(page: Page, url: string): Promise<LoadResult> {
  await page.goto(url, { waitUntil: 'commit' });
  try {
    await page.waitForFunction(() => (window as any).__benchPaint?.painted != null, undefined, { timeout: TIMEOUT_MS, polling: 50 });
  } catch {
    const screens = await page
      .evaluate((ids) => ids.filter((id) => document.querySelector(`[data-testid="${id}"]`)), KNOWN_SCREENS)
      .catch(() => []);
    return { timeout: true, screens };
  }
  // The FCP entry trails the paint; give it a moment (it stays null if nothing contentful was painted).
  await page.waitForFunction(() => (window as any).__benchPaint?.fcp != null, undefined, { timeout: 2_000, polling: 50 }).catch(() => undefined);
  return page.evaluate(() => {
    const state = (window as any).__benchPaint as { inserted: number; painted: number; fcp: number | null };
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return { inserted: state.inserted, painted: state.painted, fcp: state.fcp, domContentLoaded: nav ? nav.domContentLoadedEventEnd : null };
  });
}

interface Runs {
  samples: LoadResult[];
  painted: Summary | null;
  inserted: Summary | null;
  fcp: Summary | null;
  timeouts: number;
}

function summarizeRuns(samples: LoadResult[]): Runs {
  const ok = samples.filter((s): s is LoadSample => !('timeout' in s));
  return {
    samples,
    painted: summarize(ok.map((s) => s.painted)),
    inserted: summarize(ok.map((s) => s.inserted)),
    fcp: summarize(ok.flatMap((s) => (s.fcp === null ? [] : [s.fcp]))),
    timeouts: samples.length - ok.length,
  };
}

export interface VariantResult {
  id: string;
  label: string;
  url: string;
  selector: string;
  cold: Runs;
  warm: Runs;
}

export async function measureVariant(ctx: BenchContext, variant: PaintVariant): Promise<VariantResult> {
  const server = await ctx.serve(variant.target);
  const browser = await ctx.browser();
  const runs = ctx.options.paintRuns;
  ctx.log(`paint ${variant.id}: 1 warm-up + ${runs} runs (cold, then warm) at ${server.url}`);
  const cold: LoadResult[] = [];
  const warm: LoadResult[] = [];
  // Run 0 warms the server, the OS file cache and Chromium itself; not kept.
  for (let run = 0; run <= runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      await context.addInitScript(installMarker, variant.selector);
      const page = await context.newPage();
      const first = await timedLoad(page, server.url);
      const second = await timedLoad(page, server.url);
      if (run > 0) {
        cold.push(first);
        warm.push(second);
      }
    } finally {
      await context.close();
    }
  }
  return { id: variant.id, label: variant.label, url: server.url, selector: variant.selector, cold: summarizeRuns(cold), warm: summarizeRuns(warm) };
}

function rows(result: VariantResult): Cell[][] {
  const row = (kind: string, runs: Runs): Cell[] => [
    `${result.label} — ${kind}`,
    `${runs.samples.length - runs.timeouts}/${runs.samples.length}`,
    ms(runs.painted?.median),
    ms(runs.painted?.p95),
    ms(runs.painted?.min),
    ms(runs.painted?.max),
    ms(runs.fcp?.median),
  ];
  return [row('cold', result.cold), row('warm', result.warm)];
}

export const paintSection: Section = {
  id: 'paint',
  title: 'Time to first meaningful paint (headless Chromium)',
  async run(ctx) {
    const results: VariantResult[] = [];
    for (const variant of PAINT_VARIANTS) results.push(await measureVariant(ctx, variant));
    const browser = (await ctx.browser()).version();
    const timeouts = results.flatMap((r) =>
      [...r.cold.samples, ...r.warm.samples].flatMap((s) => ('timeout' in s ? [`${r.id}: timed out after ${TIMEOUT_MS} ms, page showed [${s.screens.join(', ') || 'none of the known screens'}]`] : [])),
    );
    return {
      tables: [
        {
          title: `Navigation start → screen painted, ${ctx.options.paintRuns} runs each, Chromium ${browser} (cold: fresh context; warm: second load in it)`,
          columns: ['', 'ok', 'median', 'p95', 'min', 'max', 'FCP median'],
          rows: results.flatMap(rows),
          notes: [
            'painted = the frame after the element entered the DOM (rAF, then a task); FCP = first-contentful-paint, the',
            'browser’s own timestamp of the first text/image painted (the start-up spinner is not contentful).',
            'prod has no backend behind the static host, so its first meaningful screen is the start-up error page.',
            `p95 is nearest-rank: with ${ctx.options.paintRuns} runs it is the ${ctx.options.paintRuns < 20 ? 'slowest run' : '95th percentile'}.`,
            ...timeouts,
          ],
        },
      ],
      data: { browser, runs: ctx.options.paintRuns, variants: results },
    };
  },
};
