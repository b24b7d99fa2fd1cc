import { appReady, expect, expectAccessible, savedDemoWorld, test, visit } from './support/fixtures';

test('a normal start shows home: header, side menu, banner, categories and footer', async ({ page }) => {
  await visit(page);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Live casino' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Game providers' }).getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('Demo data')).toBeVisible();
});

test('maintenance shows the maintenance page with its end time', async ({ page }) => {
  await visit(page, '?scenario=maintenance');
  const gate = page.getByTestId('maintenance-page');
  await expect(gate.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
  await expect(gate).toContainText(/Expected back at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
  await expect(gate.getByRole('button', { name: 'Customer service' })).toBeEnabled();
});

test('a region block shows the blocked page with the IP', async ({ page }) => {
  await visit(page, '?scenario=region-blocked');
  const gate = page.getByTestId('region-blocked-page');
  await expect(gate).toContainText('203.0.113.42');
  await expect(gate.getByRole('button', { name: 'Customer service' })).toBeVisible();
});

test('the guard sends a guest from /member to /login with the login popup', async ({ page }) => {
  await visit(page, 'member');
  await expect(page).toHaveURL(/\/demo\/login$/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page, 'with the login popup');
});

test('switching to TY translates the app and survives a reload', async ({ page }) => {
  await visit(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('TY');
  await expect(page.getByRole('navigation', { name: 'Pangunahing nabigasyon' }).getByRole('link', { name: 'Pangingisda' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expectAccessible(page, 'in TY');
  await page.reload();
  await appReady(page);
  await expect(page.getByRole('combobox', { name: 'Wika' })).toHaveValue('TY');
});

test('the QA toolbar switches persona and system status', async ({ page }) => {
  await visit(page);
  await page.keyboard.press('Alt+Shift+KeyQ');
  const panel = page.getByRole('region', { name: 'QA toolbar' });
  await expect(panel).toBeVisible();
  await expectAccessible(page, 'with the QA toolbar open');
  await panel.getByRole('button', { name: 'player', exact: true }).click();
  await appReady(page);
  await expect(page.getByText('Lucky Ace')).toBeVisible();
  await page.getByRole('button', { name: /QA toolbar/ }).click();
  await page.getByRole('region', { name: 'QA toolbar' }).getByRole('button', { name: 'Maintenance' }).click();
  await expect(page.getByTestId('maintenance-page')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /QA toolbar/ }).click();
  await page.getByRole('region', { name: 'QA toolbar' }).getByRole('button', { name: 'Normal' }).click();
  await expect(page.getByTestId('home-page')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Lucky Ace')).toBeVisible();
});

test('a reload keeps what the user changed (balance after a safe-box transfer)', async ({ page }) => {
  await visit(page, '?persona=player');
  const balance = page.getByTestId('member-balance');
  await expect(balance).toHaveText('$51,088.88');
  const saved = await savedDemoWorld(page);
  const status = await page.evaluate(async () => {
    // W3 as the platform's client sends it: the main wallet (2) to the safe box (our account type 99).
    const response = await fetch('/wps/relay/GCS_walletTransfer', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: 'rjc', Device: 'web', Language: 'EN', 'X-Gateway-Version': '3', Authorization: sessionStorage.getItem('token') ?? '' },
      body: JSON.stringify({ fromAccountTypeId: 2, toAccountTypeId: 99, amount: 88.88 }),
    });
    return response.status;
  });
  expect(status).toBe(200);
  // The transfer is saved once the request is over: wait until the saved world changed.
  await expect.poll(() => savedDemoWorld(page)).not.toBe(saved);
  await page.goto('');
  await appReady(page);
  await expect(page.getByTestId('member-balance')).toHaveText('$51,000.00');
});

test('the demo recovers when the browser stops its service worker', async ({ page, context }) => {
  await visit(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect
    .poll(async () => page.evaluate(async () => (await fetch('/wps/system/status?url=localhost', { headers: { Merchant: 'rjc' } })).headers.get('content-type')), { timeout: 15_000 })
    .toContain('application/json');
});
