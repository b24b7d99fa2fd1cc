import type { Page } from '@playwright/test';
import { appReady, expect, expectAccessible, test } from './support/fixtures';

/*
 * The agent centre's reports and salaries (issue 15, flows 6 and 7, and the
 * report pages with a 7-day preset), as the README's seeded agents. The
 * browser clock starts just before the seed's reference date (2026-11-01
 * 12:00 UTC), so the seeded history fills the 7-day preset; the simulated
 * backend runs in the page and shares that clock.
 */
test.describe.configure({ timeout: 420_000 });

const NEAR_REFERENCE = new Date('2026-11-01T11:46:00Z');

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: NEAR_REFERENCE });
  await page.addInitScript(() => {
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
  });
});

async function open(page: Page, query: string) {
  await page.goto(`agentHome?${query}`);
  await appReady(page);
  await expect(page.getByRole('navigation', { name: /agent centre/i }).or(page.getByRole('navigation').first())).toBeVisible();
}

test('real-time salary: the countdown runs and the window settles on the fast clock without a reload', async ({ page }) => {
  await open(page, 'page=agentRealtimeSalary&persona=agent-realtime&clock=fast');
  const timer = page.getByRole('timer', { name: 'Next settlement in' });
  await expect(timer).toHaveText(/^\d{2}:\d{2}$/, { timeout: 60_000 });
  await expect(page.getByText('Fast clock ×30')).toBeVisible();
  await expectAccessible(page, 'on the real-time salary page');
  const openWindow = (await page.getByTestId('rt-window').textContent()) ?? '';
  const first = await timer.textContent();
  // A busy machine can hold the page's timers (and the in-page backend) for many seconds.
  await expect(timer).not.toHaveText(first ?? '', { timeout: 30_000 });
  // Within one window of the fast clock (10 s) the open window has settled: it is now the last settlement.
  await expect(page.getByTestId('rt-last')).toHaveText(openWindow, { timeout: 40_000 });
  await expect(page.getByTestId('rt-window')).not.toHaveText(openWindow);
  await page.screenshot({ path: 'test-results/agent-realtime-salary.png', fullPage: true });
});

test('turning the hourly salary flag off in the QA toolbar removes its menu entry', async ({ page }) => {
  await open(page, 'page=agentHourSalary&persona=agent-hourly');
  const entry = page.getByRole('link', { name: 'Hourly salary' });
  await expect(entry).toBeVisible();
  await expect(page.getByRole('table', { name: /Hourly salary settlements/ })).toBeVisible();
  await expectAccessible(page, 'on the hourly salary page');

  const toolbar = page.getByTestId('qa-toolbar');
  if ((await toolbar.getByRole('button', { expanded: true }).count()) === 0) await page.keyboard.press('Alt+Shift+KeyQ');
  await toolbar.getByRole('checkbox', { name: 'hourlySalary' }).uncheck();
  await toolbar.getByRole('button', { name: 'Reload to apply start-up flags' }).click();
  await appReady(page);
  await expect(page.getByRole('link', { name: 'Real-time salary' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hourly salary' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: /Hourly salary settlements/ })).toHaveCount(0);
});

test('the team reports with the 7-day preset: totals, a member filter from the URL, and the income split', async ({ page }) => {
  await open(page, 'page=personalHistoryCopy&persona=agent-dividend');
  await page.getByRole('radio', { name: 'Previous 7 days' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  const bets = page.getByRole('table', { name: 'Team bets from 2026-10-25 to 2026-10-31' }).or(page.getByRole('table', { name: /Team bets from 2026-10-2\d to 2026-1[01]-\d\d/ }));
  await expect(bets).toBeVisible();
  await expect(bets.getByRole('row', { name: /Totals/ })).toBeVisible();
  await expectAccessible(page, 'on team betting');

  // A member's name leads to that member's transactions (URL param `member`).
  const member = (await bets.getByRole('link').first().textContent()) ?? '';
  await bets.getByRole('link', { name: member }).first().click();
  await expect(page).toHaveURL(new RegExp(`member=${member}`));
  await expect(page.getByText(`Showing member ${member} only`)).toBeVisible();
  const ledger = page.getByRole('table', { name: /Team transactions from/ });
  await expect(ledger.getByRole('row').nth(1)).toBeVisible();
  expect(new Set(await ledger.locator('tbody tr td:nth-child(2)').allTextContents())).toEqual(new Set([member]));
  await expectAccessible(page, 'on downline transactions');

  await page.getByRole('link', { name: 'User profit and loss' }).click();
  const loss = page.getByRole('table', { name: /Profit and loss per team member/ });
  await expect(loss.getByRole('row', { name: /Totals/ })).toBeVisible();
  await expectAccessible(page, 'on user loss');

  await page.getByRole('link', { name: 'My income' }).click();
  await expect(page.getByRole('definition').filter({ hasText: '$' }).first()).toBeVisible();
  await expect(page.getByText('Total income')).toBeVisible();
  await expect(page.getByRole('table', { name: /My income per day and source/ })).toBeVisible();
  await expectAccessible(page, 'on my income');
});
