import type { Page } from '@playwright/test';
import { axeViolations, expect, test, visit, saveShot } from './support/fixtures';

/**
 * Issue 14 flows 7-10 as a new player walks them: copy the referral link
 * (and claim a mission on the way), redeem a mall item with the payment
 * password and find it in the history as processing, see a redeem over the
 * point balance refused, and convert points while the header balance moves.
 */
test.describe.configure({ timeout: 420_000 });

const PAY = '246810';
const header = (page: Page) => page.getByRole('banner');

/**
 * Opens a page as the seeded player through the QA persona. The simulated backend opens the persona's
 * session before the app renders (src/app/main.tsx), so the first load is already logged in: no second
 * load is needed, and each saved boot counts on a machine where two of these tests share two cores.
 */
async function visitAsPlayer(page: Page, path: string): Promise<void> {
  await visit(page, `${path}${path.includes('?') ? '&' : '?'}persona=player`);
}

/** axe on the part of the page a step changed (the whole page was checked by visit()); quicker on a busy machine. */
async function expectPartAccessible(page: Page, selector: string, context: string): Promise<void> {
  expect(await axeViolations(page, selector), context).toEqual([]);
}

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The public popups (another feature) open on every login; closed here so the page stays in view.
  await page.addInitScript(() => {
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
  });
});

async function moneyOf(page: Page): Promise<number> {
  const text = (await page.getByTestId('member-balance').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

test('referral: the link under the base path is copied; a completed mission is claimed once', async ({ page }) => {
  await visitAsPlayer(page, 'member?page=referral');
  const share = page.getByRole('region', { name: 'Invite friends, earn together' });
  const link = share.getByRole('textbox', { name: 'Your referral link' });
  await expect(link).toHaveValue(/^http:\/\/localhost:\d+\/demo\/register\?referralCode=\w+$/);
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('status').first()).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  await expect(page.getByRole('table', { name: 'Friends you invited' })).toBeVisible();
  await saveShot(page, 'mall-referral.png', { fullPage: true });

  await page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: /^Missions/ }).click();
  const claimable = page.getByTestId('missions-claimable');
  await expect(claimable).toHaveText('1');
  await expect(page.getByRole('table', { name: /Mission leaderboard/ }).locator('tr[aria-current="true"]')).toHaveCount(1);
  await expectPartAccessible(page, 'main', 'on the missions page');
  await page.getByRole('button', { name: 'Claim reward' }).click();
  await expect(claimable).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Claim reward' })).toHaveCount(0);
  await expect(page.getByTestId('mission').filter({ hasText: 'Daily high roller' })).toContainText('Claimed');
});

test('points mall: a redeem over the balance is refused; redeem with the payment password, find it processing', async ({ page }) => {
  await visitAsPlayer(page, 'pointMall');
  await expect(page.getByTestId('points-balance')).toHaveText(/^P[\d,]+$/);
  const earbuds = page.getByTestId('mall-item').filter({ hasText: 'Wireless Earbuds' });
  await expect(earbuds).toContainText('more points needed');
  await earbuds.getByRole('button', { name: 'Redeem' }).click();
  const over = page.getByRole('dialog', { name: 'Redeem an item' });
  await expect(over.getByRole('alert')).toContainText('Not enough points');
  await expect(over.getByRole('button', { name: 'Confirm redeem' })).toBeDisabled();
  await saveShot(page, 'mall-redeem-refused.png');
  await over.getByRole('button', { name: 'Cancel' }).click();
  await expect(over).toBeHidden();

  const coffee = page.getByTestId('mall-item').filter({ hasText: 'Coffee Shop Gift Card' });
  await coffee.getByRole('button', { name: 'Redeem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem an item' });
  await dialog.getByRole('button', { name: 'One more' }).click();
  await expect(dialog).toContainText('6,000');
  await dialog.getByLabel('Payment password').fill('111111');
  await dialog.getByRole('button', { name: 'Confirm redeem' }).click();
  await expect(dialog.getByRole('alert')).toContainText('payment password is incorrect');
  await expectPartAccessible(page, '[role="dialog"]', 'the redeem dialog refusing a wrong password');
  await dialog.getByLabel('Payment password').fill(PAY);
  await dialog.getByRole('button', { name: 'Confirm redeem' }).click();
  const done = page.getByRole('dialog', { name: 'Redeem received' });
  await expect(done).toContainText('Processing');
  await done.getByRole('button', { name: 'View redeem history' }).click();
  await expect(page).toHaveURL(/pointMall\?tab=history/);
  const newest = page.getByRole('table', { name: /^Redeems from/ }).getByRole('row').nth(1);
  await expect(newest).toContainText('Coffee Shop Gift Card');
  await expect(newest).toContainText('Processing');
  await expect(newest).toContainText('6,000');
  await expectPartAccessible(page, '[role="tabpanel"]', 'on the redeem history');
});

test('points mall: converting points shows the preview, then the header balance moves', async ({ page }) => {
  await visitAsPlayer(page, 'pointMall?tab=convert');
  const before = await moneyOf(page);
  const points = Number(((await page.getByTestId('points-balance').textContent()) ?? '').replace(/\D/g, ''));
  await page.getByLabel('Points to convert').fill('1400');
  // Platinum converts 140 points into 1.
  await expect(page.getByTestId('convert-preview')).toHaveText('$10.00');
  await page.getByLabel('Payment password').fill(PAY);
  await page.getByRole('button', { name: 'Convert 1,400 points into $10.00' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Converted 1,400 points into $10.00' }).first()).toBeVisible();
  await expect.poll(() => moneyOf(page)).toBeCloseTo(before + 10, 2);
  await expect(page.getByTestId('points-balance')).toHaveText(`P${(points - 1_400).toLocaleString('en')}`);
  await expect(header(page)).toBeVisible();
  await expectPartAccessible(page, 'main', 'after a conversion');
});
