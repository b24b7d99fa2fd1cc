import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, visit } from './support/fixtures';

test.describe.configure({ timeout: 300_000 });

/** A seeded free-trial slot of /rng (the seed is fixed). */
const SLOT = 'Dragon Lion Hold & Win';
const RG = 'member?page=responsibleGaming';

const dailyDeposit = (page: Page) => page.getByTestId('rg-limit-DEPOSIT-DAILY');
const depositCard = (page: Page) => page.getByRole('region', { name: 'Deposit limit' });

test('issue 16 flows 7 and 8: lower the daily deposit limit, a deposit over it is refused; raise it and it waits 24 hours', async ({ page }) => {
  await visit(page, `${RG}&persona=player`);
  await expect(dailyDeposit(page)).toContainText('No limit', { timeout: 60_000 });
  await depositCard(page).getByLabel('Daily', { exact: true }).fill('500');
  await depositCard(page).getByRole('button', { name: 'Save limits' }).click();
  await expect(dailyDeposit(page)).toContainText('$500.00');
  await expect(depositCard(page).getByRole('status')).toHaveText('Saved: 1 applied now, 0 waiting 24 hours.');

  await page.goto('member?page=depositv2');
  await page.locator('label', { hasText: 'GCash' }).click();
  await page.getByLabel(/^Amount/).fill('1000');
  await page.getByRole('button', { name: 'Deposit $1,000.00' }).click();
  await expect(page.getByText(/Your daily deposit limit of 500\.00 allows 500\.00 more; it resets at .* UTC/)).toBeVisible();

  await page.goto(RG);
  await depositCard(page).getByLabel('Daily', { exact: true }).fill('5000');
  await depositCard(page).getByRole('button', { name: 'Save limits' }).click();
  await expect(dailyDeposit(page)).toContainText('$500.00');
  await expect(dailyDeposit(page)).toContainText(/Pending\s*Rises to \$5,000\.00 on \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(page.getByText('1 change waiting 24 h')).toBeVisible();
  await expectAccessible(page, 'the limits with a pending increase');
});

test('issue 16 flow 9: the reality check appears on the fast clock and cannot be dismissed', async ({ page }) => {
  await visit(page, `${RG}&tab=session&persona=player&clock=fast`);
  await page.getByLabel('Remind me').selectOption('10');
  await page.getByRole('region', { name: 'Reality check' }).getByRole('button', { name: 'Save' }).click();
  // Ten simulated minutes pass in 20 seconds on the fast clock.
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible({ timeout: 90_000 });
  await expect(check.getByText('Wagered since login')).toBeVisible();
  await expect(check.getByText('Profit / loss since login')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(check).toBeVisible();
  await expect(check.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expectAccessible(page, 'the reality check');
  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toHaveCount(0);
});

test('issue 16 flow 10: self-exclude, then a launch is refused but a withdrawal goes through', async ({ page }) => {
  await visit(page, `${RG}&tab=breaks&persona=player`);
  const exclusion = page.getByRole('region', { name: 'Self-exclusion' });
  await exclusion.locator('label', { hasText: '6 months' }).click();
  await exclusion.getByLabel('Your login password').fill('Player@123');
  await exclusion.getByRole('button', { name: 'Exclude me' }).click();
  await expect(exclusion.getByText('Confirm that you understand before excluding yourself')).toBeVisible();
  await exclusion.getByLabel(/I understand/).check();
  await exclusion.getByRole('button', { name: 'Exclude me' }).click();
  await expect(page.getByTestId('rg-excluded')).toContainText('Self-excluded until');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are self-excluded' })).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page, 'self-excluded');

  await page.goto('rng');
  await page.getByRole('searchbox', { name: 'Search games by name' }).fill(SLOT);
  const tile = page.getByTestId('game-tile').filter({ has: page.getByRole('heading', { name: SLOT, exact: true }) }).first();
  await tile.hover();
  await tile.getByRole('button', { name: `Play ${SLOT}` }).click();
  await expect(page.getByText(/You are self-excluded until .*\. You can still withdraw your balance\./)).toBeVisible();
  await expect(page.getByRole('dialog', { name: SLOT })).toHaveCount(0);

  await page.getByRole('link', { name: 'Withdraw my balance' }).click();
  await expect(page.getByTestId('withdrawable')).toBeVisible({ timeout: 60_000 });
  await page.getByLabel(/^Amount/).fill('500');
  await page.getByLabel(/^Payment password/).fill('246810');
  await page.getByRole('button', { name: 'Withdraw now' }).click();
  await expect(page.getByTestId('withdrawal-card').first().getByText('$500.00')).toBeVisible();
});
