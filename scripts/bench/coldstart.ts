/**
 * How fast the demo opens, in headless Chromium on the demo build:
 * - cold: a fresh context (no service worker, no saved world) to the home content painted;
 * - warm: a reload in that context: the service worker and the code are in place; the world is seeded again, since
 *   a guest's visit changes nothing and so saves nothing (a world somebody changed is restored instead);
 * - persona: a fresh context on `/?persona=player` until the header shows the member's balance.
 * Besides wall-clock time it records the page's main-thread task and script
 * time (Chromium's Performance domain): on a busy shared machine the wall
 * clock moves with the load, the main thread's own work much less.
 */
import type { Browser, Page } from '@playwright/test';
import type { Section } from './context';
import { ms, summarize, type Summary } from './stats';

const TIMEOUT_MS = 60_000;

export interface ColdStartSample {
  /** Navigation start to the target's first paint. */
  painted: number;
  /** Main-thread task time during the load (ms). */
  taskMs: number;
  /** Of which running script (ms). */
  scriptMs: number;
  /** Navigation start to the simulated backend serving (its `backend:ready` mark), if it came. */
  backendReady: number | null;
  /** Time the world took to seed or restore (`backend:start` to `backend:world`). */
  worldMs: number | null;
}

export type ColdStartKind = 'cold' | 'warm' | 'persona';

function installMarker(selector: string): void {
  const state = { painted: null as number | null };
  (window as unknown as { __coldStart: typeof state }).__coldStart = state;
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
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
}

async function mainThread(page: Page): Promise<() => Promise<{ taskMs: number; scriptMs: number }>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
    return { taskMs: value('TaskDuration'), scriptMs: value('ScriptDuration') };
  };
  const start = await read();
  return async () => {
    const end = await read();
    return { taskMs: end.taskMs - start.taskMs, scriptMs: end.scriptMs - start.scriptMs };
  };
}

async function timed(page: Page, url: string): Promise<ColdStartSample> {
  const measure = await mainThread(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __coldStart?: { painted: number | null } }).__coldStart?.painted != null, undefined, {
    timeout: TIMEOUT_MS,
    polling: 50,
  });
  const painted = await page.evaluate(() => (window as unknown as { __coldStart: { painted: number } }).__coldStart.painted);
  // mocks/browser.ts marks its stages; the app paints before the backend serves since it no longer waits for it.
  // A build from before the marks has none (its backend served before the paint).
  await page.waitForFunction(
    () => performance.getEntriesByName('backend:start').length === 0 || performance.getEntriesByName('backend:ready').length > 0,
    undefined,
    { timeout: TIMEOUT_MS, polling: 50 },
  );
  const marks = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime])));
  const worldMs = marks['backend:world'] != null && marks['backend:start'] != null ? marks['backend:world'] - marks['backend:start'] : null;
  return { painted, ...(await measure()), backendReady: marks['backend:ready'] ?? null, worldMs };
}

/**
 * One cold load, its warm reload, and one persona link, each in fresh contexts (a persona time-out loses only that
 * sample). The home page closes before the persona link opens: left open, its carousels kept moving and took a share
 * of the two cores from the link being timed, which a visitor opening the link does not have.
 */
export async function coldStartRun(browser: Browser, baseUrl: string): Promise<Record<ColdStartKind, ColdStartSample | null>> {
  const home = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  let cold: ColdStartSample;
  let warm: ColdStartSample;
  try {
    await home.addInitScript(installMarker, '[data-testid="home-page"]');
    const page = await home.newPage();
    cold = await timed(page, baseUrl);
    warm = await timed(page, baseUrl);
  } finally {
    await home.close();
  }
  const member = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await member.addInitScript(installMarker, '[data-testid="member-balance"]');
    const persona = await timed(await member.newPage(), `${baseUrl}?persona=player`).catch(() => null);
    return { cold, warm, persona };
  } finally {
    await member.close();
  }
}

export interface ColdStartSummary {
  painted: Summary | null;
  taskMs: Summary | null;
  scriptMs: Summary | null;
  backendReady: Summary | null;
  worldMs: Summary | null;
  failures: number;
}

export function summarizeColdStart(samples: Array<ColdStartSample | null>): ColdStartSummary {
  const ok = samples.filter((sample): sample is ColdStartSample => sample !== null);
  return {
    painted: summarize(ok.map((sample) => sample.painted)),
    taskMs: summarize(ok.map((sample) => sample.taskMs)),
    scriptMs: summarize(ok.map((sample) => sample.scriptMs)),
    backendReady: summarize(ok.flatMap((sample) => (sample.backendReady === null ? [] : [sample.backendReady]))),
    worldMs: summarize(ok.flatMap((sample) => (sample.worldMs === null ? [] : [sample.worldMs]))),
    failures: samples.length - ok.length,
  };
}

const LABELS: Record<ColdStartKind, string> = {
  cold: 'home painted, cold (fresh context)',
  warm: 'home painted, warm (reload, saved world)',
  persona: '/?persona=player → member balance painted',
};

export const coldStartSection: Section = {
  id: 'coldstart',
  title: 'Demo cold start (headless Chromium, demo build)',
  async run(ctx) {
    const server = await ctx.serve('demo');
    const browser = await ctx.browser();
    const runs = ctx.options.paintRuns;
    ctx.log(`coldstart: 1 warm-up + ${runs} runs (cold, warm, persona) at ${server.url}`);
    const samples: Record<ColdStartKind, Array<ColdStartSample | null>> = { cold: [], warm: [], persona: [] };
    for (let run = 0; run <= runs; run += 1) {
      const result = await coldStartRun(browser, server.url).catch((error: unknown) => {
        ctx.log(`coldstart run ${run} failed: ${String(error)}`);
        return null;
      });
      if (run === 0) continue;
      for (const kind of Object.keys(samples) as ColdStartKind[]) samples[kind].push(result?.[kind] ?? null);
    }
    const summaries = Object.fromEntries(
      (Object.keys(samples) as ColdStartKind[]).map((kind) => [kind, summarizeColdStart(samples[kind])]),
    ) as Record<ColdStartKind, ColdStartSummary>;
    return {
      tables: [
        {
          title: `Demo start-up, ${runs} runs each (targets: home ≤ 1.5 s cold and warm, persona link ≤ 3 s)`,
          columns: ['', 'ok', 'median', 'p95', 'main-thread tasks', 'of which script', 'backend serving', 'world seed/restore'],
          rows: (Object.keys(LABELS) as ColdStartKind[]).map((kind) => [
            LABELS[kind],
            `${runs - summaries[kind].failures}/${runs}`,
            ms(summaries[kind].painted?.median),
            ms(summaries[kind].painted?.p95),
            ms(summaries[kind].taskMs?.median),
            ms(summaries[kind].scriptMs?.median),
            ms(summaries[kind].backendReady?.median),
            ms(summaries[kind].worldMs?.median),
          ]),
          notes: [
            'main-thread tasks/script: medians of Chromium’s TaskDuration/ScriptDuration over the load (the page’s own work,',
            'which the machine’s load stretches far less than the wall clock; the service worker’s thread is not in it).',
            'backend serving / world: medians of the simulated backend’s own marks (mocks/browser.ts): navigation start to',
            'its service worker answering, and the world’s seed on the page’s main thread (seeded again on the warm load: a',
            'guest’s visit saves nothing; a changed world would be restored, which takes about as long).',
          ],
        },
      ],
      data: { url: server.url, runs, summaries, samples },
    };
  },
};
