import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test, visit, saveShot } from './support/fixtures';

test.describe.configure({ timeout: 480_000 });

const WAIT = { timeout: 60_000 };

/** axe on the centre's page body only (visit() checked the whole page once). */
async function expectBodyAccessible(page: Page, context: string): Promise<void> {
  expect(await axeViolations(page, 'main section'), context).toEqual([]);
}

/** "Page 1 of 3 · 30 records" → 30. */
async function recordCount(page: Page): Promise<number> {
  const summary = page.getByText(/^Page \d+ of \d+ · \d+ records?$/);
  await expect(summary).toBeVisible(WAIT);
  return Number(/· (\d+) record/.exec((await summary.textContent()) ?? '')![1]);
}

test('flow 6: filter the betting record to the previous 7 days, export it, and open a bet', async ({ page }) => {
  await visit(page, 'member?page=personalHistoryCopy&range=prev30&persona=player');
  await expect(page.getByRole('heading', { level: 1, name: 'Betting record' })).toBeVisible(WAIT);
  const month = await recordCount(page);

  await page.getByRole('radio', { name: 'Previous 7 days' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  // The previous 7 days are the page's default, so the URL drops the range; the seeded history reaches yesterday.
  await expect(page).toHaveURL(/page=personalHistoryCopy&persona=player$|page=personalHistoryCopy$/);
  const table = page.getByRole('table', { name: /^Bets from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/ });
  await expect(table.locator('tbody tr').first()).toBeVisible(WAIT);
  await expect.poll(() => recordCount(page), WAIT).toBeLessThan(month);
  const week = await recordCount(page);
  expect(week).toBeGreaterThan(0);
  await saveShot(page, 'records-betting-1440.png', { fullPage: true });
  await expectBodyAccessible(page, 'betting record');

  const download = page.waitForEvent('download', WAIT);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Bet time,Ticket,Game type,Vendor,Game,Bet,Valid bet,Payout,Win/loss,Status,Settled at');
  // Every page of the filter, not only the 10 rows shown.
  expect(lines).toHaveLength(week + 1);
  await expect(page.getByRole('status').filter({ hasText: `Exported ${week} bets.` })).toBeAttached();

  const first = table.locator('tbody tr').first().getByRole('button');
  const game = (await first.locator('span').first().textContent()) ?? '';
  await first.click();
  const dialog = page.getByRole('dialog', { name: 'Bet details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(game, { exact: true })).toBeVisible();
  await saveShot(page, 'records-bet-detail-1440.png');
  expect(await axeViolations(page, '[role="dialog"]'), 'bet detail dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);
});

test('flow 7: open a transaction’s details, come back to the same filter; profit and bonus pages', async ({ page }) => {
  await visit(page, 'member?page=transactionHistory&kind=WIN&persona=player');
  const table = page.getByRole('table', { name: /^Transactions from / });
  const link = table.locator('tbody tr').first().getByRole('link');
  await expect(link).toBeVisible(WAIT);
  const reference = (await link.textContent()) ?? '';
  await link.click();

  await expect(page).toHaveURL(/page=transactionDetails&id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction details' })).toBeVisible(WAIT);
  await expect(page.getByRole('heading', { name: 'What caused it' })).toBeVisible(WAIT);
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The bet' })).toBeVisible();
  await saveShot(page, 'records-transaction-details-1440.png', { fullPage: true });
  await expectBodyAccessible(page, 'transaction details');
  // The details URL is shareable: a reload shows the same transaction.
  await page.reload();
  await expect(page.getByText(reference, { exact: true })).toBeVisible(WAIT);
  await page.getByRole('link', { name: 'Back to transaction history' }).click();
  await expect(page).toHaveURL(/page=transactionHistory/);

  // In-app moves from here: a full load restarts the simulated backend, which a busy machine feels.
  const menu = page.getByRole('navigation', { name: 'Member centre' });
  await menu.getByRole('link', { name: 'Personal profit' }).click();
  const chart = page.getByRole('img', { name: /^Net profit per day/ });
  await expect(chart).toBeVisible(WAIT);
  await expect(chart.locator('rect').first()).toBeAttached();
  await expect(page.getByRole('table', { name: /^Profit per day from / }).locator('tbody tr').first()).toBeVisible(WAIT);
  await saveShot(page, 'records-profit-1440.png', { fullPage: true });
  await expectBodyAccessible(page, 'personal profit');

  await menu.getByRole('link', { name: 'Bonus details' }).click();
  await expect(page.getByRole('progressbar').first()).toBeVisible(WAIT);
  await saveShot(page, 'records-bonus-1440.png', { fullPage: true });
  await expectBodyAccessible(page, 'bonus details');
});
