import type { Page } from '@playwright/test';
import { appReady, expect, test } from './support/fixtures';

/** Axe runs on these pages in their own specs; here only the policy is watched. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appReady(page);
}

/**
 * The built site ships its Content-Security-Policy (csp.config.ts) and runs
 * under it with no violation: home, the login popup, a lobby page, a game in
 * its sandboxed frame. Violations are caught in the page (securitypolicyviolation)
 * and in the console.
 */
test.describe.configure({ timeout: 180_000 });

async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return seen;
}

test('the demo build carries a strict CSP and runs home, login and a lobby under it', async ({ page }) => {
  const violations = await watchViolations(page);
  await open(page, '');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await open(page, 'rng');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a launched demo game runs in its sandboxed frame and posts its round under the CSP', async ({ page }) => {
  const violations = await watchViolations(page);
  await open(page, 'rng?persona=player');
  const name = 'Dragon Lion Hold & Win';
  await page.getByRole('searchbox', { name: 'Search games by name' }).fill(name);
  const tile = page.getByTestId('game-tile').filter({ has: page.getByRole('heading', { name, exact: true }) }).first();
  await expect(tile).toBeVisible();
  await tile.hover();
  await tile.getByRole('button', { name: 'Play Dragon Lion Hold & Win' }).click();
  const frameElement = page.getByTestId('game-frame');
  await expect(frameElement).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('demo-balance')).toBeVisible({ timeout: 30_000 });
  const before = await page.getByTestId('member-balance').textContent();
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.getByTestId('slot-result')).toHaveText(/WIN!|No win/, { timeout: 60_000 });
  // The round message reached the app: the header balance moved.
  await expect(page.getByTestId('member-balance')).not.toHaveText(before ?? '', { timeout: 20_000 });
  expect(violations).toEqual([]);
});
