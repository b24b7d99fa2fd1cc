import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: every page a test visits must pass. */
export async function expectAccessible(page: Page, context = ''): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(violations, `axe violations ${context}`).toEqual([]);
}

/** Waits until the simulated backend's worker controls the page and the app has rendered. */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await expect(page.locator('main').first()).toBeVisible({ timeout: 30_000 });
}

/** Goes to a path under the demo base (relative, e.g. `member`), waits for the app, checks accessibility. */
export async function visit(page: Page, path = ''): Promise<void> {
  await page.goto(path);
  await appReady(page);
  await expectAccessible(page, `at ${path || '/'}`);
}

export const test = base;
export { expect };
