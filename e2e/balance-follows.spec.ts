import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, visit } from './support/fixtures';

test.describe.configure({ timeout: 300_000 });

/**
 * Issue 35 point 1, the balance follows the money: a deposit the back office approves while the
 * player waits on another page, the tab coming back after a while, and a second tab of the same
 * member. (A game window closing belongs to e2e/game-frame.spec.ts.)
 */
const START = '$51,088.88';
const header = (page: Page) => page.getByTestId('member-balance');
const memberInfo = '[data-testid="member-info"]';

async function depositOn(page: Page, channel: string, amount: string, label: string) {
  await page.goto('member?page=depositv2');
  await page.locator('label', { hasText: channel }).click();
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByRole('button', { name: `Deposit ${label}` }).click();
  await expect(page.getByTestId('deposit-order')).toBeVisible({ timeout: 60_000 });
}

/** Leaves the cashier for the home page through the app's own link (no reload): only the shell watches the order then. */
async function goHome(page: Page) {
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL(/\/demo\/?$/);
}

async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => next === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);
}

test('a deposit approved while the player waits on the home page reaches the header, which says when', async ({ page }) => {
  await visit(page, 'member?page=transferFund&persona=player&backOffice=fast');
  await expect(header(page)).toHaveText(START, { timeout: 60_000 });
  await depositOn(page, 'BDO Bank Transfer', '500', '$500.00');
  await page.getByRole('button', { name: 'I have paid' }).click();
  await goHome(page);
  await expect(header(page)).toHaveText(START);
  // The back office credits it seconds later (fast pace); the page's own watch of the member's pending orders sees it.
  await expect(header(page)).toHaveText('$51,588.88', { timeout: 60_000 });
  await expect(page.getByTestId('balance-age')).toHaveText('Updated just now');
  await expectAccessible(page, 'on the header with the credited balance', memberInfo);
});

test('a tab shown again after 30 s away asks for the balance at once', async ({ page }) => {
  await page.clock.install();
  await visit(page, 'member?page=transferFund&persona=player&backOffice=fast');
  await expect(header(page)).toHaveText(START, { timeout: 60_000 });
  await depositOn(page, 'BDO Bank Transfer', '500', '$500.00');
  await page.getByRole('button', { name: 'I have paid' }).click();
  await goHome(page);
  await expect(page.getByTestId('balance-age')).toBeVisible();

  // Hidden: nothing is polled; meanwhile the back office credits the order.
  await setVisibility(page, 'hidden');
  await page.clock.fastForward('00:40');
  await expect(header(page)).toHaveText(START);
  // At once, not at the order watch's next poll (LIVE_POLL_MS, 5 s).
  const asked = page.waitForRequest((request) => request.url().includes('/wallets/balance'), { timeout: 2_000 });
  await setVisibility(page, 'visible');
  await asked;
  await expect(header(page)).toHaveText('$51,588.88', { timeout: 2_000 });
  await expectAccessible(page, 'on the header after the tab came back', memberInfo);
});

test("a second tab of the same member shows a deposit made in the first within a second, and animates it once (not with reduced motion)", async ({ page }) => {
  await visit(page, 'member?page=transferFund&persona=player');
  await expect(header(page)).toHaveText(START, { timeout: 60_000 });
  const second = await page.context().newPage();
  await visit(second, '?persona=player');
  // This tab lets things move (checked by axe as the suite runs, with reduced motion, first).
  await second.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(header(second)).toHaveText(START, { timeout: 60_000 });
  await expect(second.getByTestId('balance-age')).toBeVisible();

  // An instant deposit in the first tab (1,000 less the 1.5 % fee) while the player looks at the second: that one
  // stays visible, so no return to it refetches, and an instant deposit is never pending: only the first tab's message brings it.
  await depositOn(page, 'GCash', '1000', '$1,000.00');
  await expect(header(page)).toHaveText('$52,073.88', { timeout: 30_000 });
  await expect(header(second), 'the second tab followed within a second').toHaveText('$52,073.88', { timeout: 1_000 });

  const changed = header(second).locator('[data-changed]');
  await expect(changed).toHaveCount(1);
  expect(await changed.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
  // The first tab runs with reduced motion (the suite's default): the change shows without animating.
  expect(await header(page).locator('[data-changed]').evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  await expectAccessible(second, 'on the second tab after the deposit', memberInfo);
  await second.close();
});
