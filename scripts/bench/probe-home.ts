/** Probe: warm load of / on a demo dist; prints layout-shift sources and the LCP element with its timing. */
import { resolve } from 'node:path';
import { launchBrowser, serveStatic } from './browser';

const dist = process.argv[2]!;
const root = resolve(import.meta.dirname, '../..');
const server = await serveStatic(root, resolve(root, dist), '/demo/');
const browser = await launchBrowser();
try {
  for (let run = 0; run < Number(process.argv[3] ?? 2); run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => {
      const out: any = ((window as any).__probe = { shifts: [], lcp: [] });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as any[]) {
          out.shifts.push({
            t: Math.round(entry.startTime), v: entry.value.toFixed(4), input: entry.hadRecentInput,
            sources: (entry.sources ?? []).map((s: any) => {
              const n = s.node as Element | null;
              return `${n ? `${n.nodeName}.${(n as Element).className?.toString?.().slice(0, 60)} testid=${n.getAttribute?.('data-testid')}` : '?'} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`;
            }),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as any[]) {
          const n = entry.element as Element | null;
          out.lcp.push({ t: Math.round(entry.startTime), render: Math.round(entry.renderTime), load: Math.round(entry.loadTime), size: entry.size, url: entry.url?.slice(-60), el: n ? `${n.nodeName}.${n.className?.toString?.().slice(0, 50)}` : '?' });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(server.url, { timeout: 120_000 });
    await page.waitForSelector('[data-testid="home-page"]', { timeout: 120_000 });
    await page.waitForTimeout(4000);
    const cold = await page.evaluate(() => (window as any).__probe);
    await page.goto(server.url, { timeout: 120_000 });
    await page.waitForSelector('[data-testid="home-page"]', { timeout: 120_000 });
    await page.waitForTimeout(4000);
    const warm = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const res = performance.getEntriesByType('resource').filter((r) => /banner|\.woff|svg|png|jpg|webp/.test(r.name)).slice(0, 8).map((r: any) => `${r.name.slice(-50)} start ${Math.round(r.startTime)} end ${Math.round(r.responseEnd)}`);
      const paints = performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`);
      return { ...(window as any).__probe, domContentLoaded: Math.round(nav.domContentLoadedEventEnd), paints, res };
    });
    console.log(JSON.stringify({ run, cold: { lcp: cold.lcp, shifts: cold.shifts }, warm }, null, 1));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
