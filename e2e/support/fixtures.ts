import AxeBuilder from '@axe-core/playwright';
import { join } from 'node:path';
import { expect, test as base, type Locator, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA (which include 2.0 and 2.1): every page a test visits must pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Axe marks its 2.5.3 Label in Name rule experimental, and tags alone leave experimental rules off;
 * an accessible name must still contain the visible text, so the rule is switched on by name.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  nodes: number;
  targets: string[];
}

/** Axe's WCAG 2.2 AA violations on the page as it is now, optionally inside one selector. */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  // Only violations are read: resultTypes keeps every violating node and cuts the passes, incomplete and inapplicable
  // lists to one node each, which spares axe their selector work (axe-core API, "Performance").
  // Legacy mode runs axe.run in the page (and in its frames, all same-origin here) with the same rules and tags. The
  // default mode finishes each run in a new blank page of the context, a renderer start and a second axe injection
  // that doubled the time of every pass on a loaded 2-core machine (136 s against 66 s for one page at load 50).
  const builder = new AxeBuilder({ page }).options({ rules: EXTRA_RULES, resultTypes: ['violations'] }).withTags(WCAG_TAGS).setLegacyMode(true);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.length,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

/** Every open modal: the scope of a check whose page behind was already checked in the same state. */
export const OPEN_DIALOGS = '[role="dialog"]';

/** Axe over the whole page, or only inside `within` when the rest of the page was already checked as it is. */
export async function expectAccessible(page: Page, context = '', within?: string): Promise<void> {
  expect(await axeViolations(page, within), `axe violations ${context}`).toEqual([]);
}

/** Waits until the simulated backend's worker controls the page and the app has rendered. */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect(page.locator('main').first()).toBeVisible({ timeout: 30_000 });
}

/**
 * Screens this worker has already passed through axe on arrival. A first visit in a fresh context shows the seeded
 * world, so the same path with the same stored client state (login, language, popups seen) is the same screen: it is
 * checked once per worker instead of once per test (e2e/a11y.spec.ts still checks its screens every run).
 */
const checkedOnArrival = new Set<string>();

/** The stored client state that changes what a path shows; the token's value is random, only its presence counts. */
async function clientStateKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    const entries = (storage: Storage) =>
      Object.keys(storage)
        .sort()
        .map((key) => `${key}=${key === 'token' ? 'set' : storage.getItem(key)}`);
    return JSON.stringify([entries(sessionStorage), entries(localStorage)]);
  });
}

/** Goes to a path under the demo base (relative, e.g. `member`), waits for the app, checks accessibility. */
export async function visit(page: Page, path = ''): Promise<void> {
  // Only a visit that opens a fresh page may be skipped: later visits in a test follow changes to the world.
  const fresh = page.url() === 'about:blank';
  await page.goto(path);
  await appReady(page);
  const key = fresh ? `${path} ${await clientStateKey(page)}` : null;
  if (key !== null && checkedOnArrival.has(key)) return;
  await expectAccessible(page, `at ${path || '/'}`);
  if (key !== null) checkedOnArrival.add(key);
}

/**
 * A screenshot for people to look at, never an assertion: written to the folder E2E_SHOTS names
 * (e.g. `E2E_SHOTS=/tmp/shots npx playwright test e2e/lottery.spec.ts`), skipped otherwise, so CI pays nothing.
 */
export async function saveShot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {},
): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  await target.screenshot({ ...options, path: join(folder, name) });
}

/**
 * Waits until the page has rendered `count` more frames: what a click, a key or an answer already
 * set in motion has painted. For checks that something did NOT happen (a modal that stays shut), this
 * is the condition that proves the app had its chance, instead of a fixed sleep.
 */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(frames);
      }),
    count,
  );
}

/** The demo's saved world (IndexedDB) as text, or '' before the first save: to wait until a change is saved. */
export async function savedDemoWorld(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('casino-demo', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('world');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('world', 'readonly').objectStore('world').get('snapshot');
          read.onsuccess = () => {
            db.close();
            resolve(read.result ? JSON.stringify(read.result) : '');
          };
          read.onerror = () => {
            db.close();
            resolve('');
          };
        };
      }),
  );
}

export const test = base;
export { expect };
