import type { Page } from '@playwright/test';
import { expect, expectAccessible, OPEN_DIALOGS, test, visit, saveShot } from './support/fixtures';

/*
 * The agent team slice (issue 15 flows 1-5 and 8) as the README's seeded
 * agents: the team overview with a 7-day preset, announcements, registering a
 * player who then logs in, offering a contract and accepting it as the
 * downline, the lower-rate warning and auto-termination, and a transfer that
 * moves both balances. A non-agent at /agentHome goes back to /agent.
 */

test.describe.configure({ timeout: 300_000 });
// The downline transfer below has failed once in a full CI run (its typed amount was gone at submit) and never alone.
// CI traces only retries, so this file also keeps the trace of a first attempt that fails: the next failure shows where the amount went.
test.use({ trace: process.env.CI ? 'retain-on-first-failure' : 'retain-on-failure' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
  });
});

async function shoot(page: Page, name: string) {
  // Only when screenshots are asked for (saveShot): the resizing serves them alone.
  if (!process.env.E2E_SHOTS) return;
  await page.setViewportSize({ width: 1440, height: 900 });
  await saveShot(page, `agent-team-${name}-1440.png`, { fullPage: true });
  await page.setViewportSize({ width: 1024, height: 800 });
  await saveShot(page, `agent-team-${name}-1024.png`, { fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

test('team overview with a date preset and the trend, announcements, and a non-agent sent back', async ({ page }) => {
  await visit(page, 'agentHome?persona=agent-dividend');
  const overview = page.getByTestId('agent-overview');
  await expect(overview).toBeVisible({ timeout: 30_000 });
  await expect(overview.getByText('AFF005', { exact: true })).toBeVisible();
  await expect(page.getByTestId('kpi-teamSize')).toHaveText(/^\d+$/, { timeout: 30_000 });

  await overview.getByRole('radio', { name: 'Previous 30 days' }).click();
  await expect(page).toHaveURL(/range=prev30/);
  await overview.getByRole('radio', { name: 'Previous 7 days' }).click();
  await expect(page).not.toHaveURL(/range=/);
  await overview.getByRole('button', { name: /Deposits/ }).click();
  await expect(page).toHaveURL(/kpi=depositAmount/);
  await expect(overview.getByRole('heading', { name: 'Deposits per day' })).toBeVisible();
  await expect(overview.getByRole('img', { name: /^Deposits per day/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('downline-health')).toBeVisible();
  await expectAccessible(page, 'on the team overview');
  await shoot(page, 'overview');

  await visit(page, 'agentHome?page=agentAnnouncement&persona=agent-dividend');
  const list = page.getByRole('region', { name: 'Announcements' });
  await expect(list.getByRole('button').first()).toContainText('Pinned', { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Contract policy update for November' })).toBeVisible();
  await expectAccessible(page, 'on agent announcements');
  await shoot(page, 'announcements');

  await visit(page, 'agentHome?persona=player');
  await expect(page).toHaveURL(/\/agent$/, { timeout: 30_000 });
});

test('an agent registers a downline player, who then logs in', async ({ page }) => {
  await visit(page, 'agentHome?page=registerCenter&persona=agent-realtime');
  const form = page.getByRole('form', { name: 'Register a player' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: /QR code of your affiliate link/ })).toBeVisible();
  await form.getByRole('button', { name: 'Create player' }).click();
  await expect(form.getByText('6 - 16 letters and digits, starting with a letter').first()).toBeVisible();
  await form.getByRole('textbox', { name: 'Username' }).fill('e2eTeam01');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Member123');
  await form.getByRole('textbox', { name: 'Confirm password' }).fill('Member123');
  await form.getByRole('button', { name: 'Create player' }).click();
  await expect(page.getByTestId('register-done')).toContainText('e2eTeam01 is now in your downline.', { timeout: 30_000 });
  await expectAccessible(page, 'on the register centre');
  await shoot(page, 'register');

  await page.getByRole('link', { name: 'See the row' }).click();
  await expect(page.locator('#downline-e2eTeam01')).toHaveAttribute('aria-current', 'true', { timeout: 30_000 });

  await page.evaluate(() => sessionStorage.removeItem('token'));
  await visit(page, '');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' }).getByRole('form', { name: 'Log in with username' });
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill('e2eTeam01');
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('Member123');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByText('e2eTeam01')).toBeVisible();
});

test('offer a contract within the own ceiling with the simulator, accept it as the downline, then the lower-rate warning and auto-termination', async ({ page }) => {
  // One request of a type per member: agent_daily first refuses the seeded dividend offer, so a new one can be made.
  await visit(page, 'agentHome?persona=agent-daily');
  const badge = page.getByTestId('contract-offer-badge');
  await expect(badge).toHaveText('Contract requests (2)', { timeout: 30_000 });
  await badge.click();
  const modal = page.getByRole('dialog', { name: 'Contracts' });
  const detail = modal.getByTestId('contract-detail');
  await modal.getByRole('button', { name: /Dividend.*15%.*Offer/ }).click({ timeout: 30_000 });
  await detail.getByRole('button', { name: 'Refuse' }).click();
  await expect(modal.getByText('Offer refused.')).toBeVisible({ timeout: 30_000 });

  await visit(page, 'agentHome?page=downlineManagmentView&persona=agent-dividend');
  await page.getByRole('button', { name: 'Offer contract to agent_daily' }).click({ timeout: 30_000 });
  const offer = page.getByRole('dialog', { name: 'Offer a contract to agent_daily' });
  // The ceiling (issue 31): agent_div holds no hourly salary contract, so it can offer none; its own 30 % caps a dividend.
  await offer.getByLabel('Contract type').selectOption('HOURLY_SALARY');
  await expect(offer.getByText('Your ceiling for this type: none')).toBeVisible({ timeout: 30_000 });
  await offer.getByLabel('Contract type').selectOption('DIVIDEND');
  await expect(offer.getByText('At most your own 30%')).toBeVisible({ timeout: 30_000 });
  await offer.getByRole('textbox', { name: 'Rate' }).fill('35');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer.getByText('The rate cannot exceed your own 30%')).toBeVisible();
  await offer.getByRole('textbox', { name: 'Rate' }).fill('12');
  await expect(offer.getByTestId('contract-simulator')).toBeVisible();
  await expect(offer.getByText('What this contract would have cost you')).toBeVisible();
  await expect(offer.getByTestId('simulator-last')).toHaveText(/\d/, { timeout: 30_000 });
  await expectAccessible(page, 'with the offer dialog', OPEN_DIALOGS);
  await shoot(page, 'offer');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer.getByText('Offer sent to agent_daily.')).toBeVisible({ timeout: 30_000 });
  await offer.getByRole('button', { name: 'Done' }).click();

  await visit(page, 'agentHome?persona=agent-daily');
  await expect(badge).toHaveText('Contract requests (2)', { timeout: 30_000 });
  await badge.click();
  // K0 lists the requests by family (dividends first): the new dividend offer is picked from the list.
  await modal.getByRole('button', { name: /Dividend.*12%.*Offer/ }).click({ timeout: 30_000 });
  await expect(detail.getByRole('heading', { name: 'Dividend at 12%' })).toBeVisible({ timeout: 30_000 });
  await expect(detail.getByText('What this contract would have paid you')).toBeVisible();
  await detail.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(modal.getByText('Contract accepted.')).toBeVisible({ timeout: 30_000 });

  await modal.getByRole('button', { name: /Daily salary.*0\.9%.*Offer/ }).click();
  const warning = modal.getByTestId('auto-termination-warning');
  await expect(warning).toContainText('agent_daily_dl01: Daily salary at 1%');
  await expectAccessible(page, 'with the contract modal and its warning');
  await shoot(page, 'contract-modal');
  await modal.getByRole('button', { name: 'Accept and end them' }).click();
  await expect(modal.getByText(/Auto-terminated: .*agent_daily_dl01/)).toBeVisible({ timeout: 30_000 });
  await modal.getByRole('tab', { name: /To my downline/ }).click();
  await expect(modal.getByRole('button', { name: /Daily salary.*agent_daily_dl01.*1%.*Terminated/ })).toBeVisible({ timeout: 30_000 });
  await expect(badge).toBeHidden();
});

test('a transfer to a downline member moves both balances, once', async ({ page }) => {
  await visit(page, 'agentHome?page=downlineManagmentView&q=agent_div_dl01&persona=agent-dividend');
  const row = page.locator('#downline-agent_div_dl01');
  await expect(row).toBeVisible({ timeout: 30_000 });
  const header = page.getByTestId('agent-header-balance').locator('strong');
  await expect(header).toHaveText(/\d/, { timeout: 30_000 });
  const agentBefore = money(await header.textContent());
  const memberBefore = money(await row.getByRole('cell').nth(2).textContent());

  await row.getByRole('button', { name: 'Transfer to agent_div_dl01' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer to agent_div_dl01' });
  await dialog.getByRole('button', { name: 'Transfer now' }).click();
  await expect(dialog.getByText('Input cannot be empty').first()).toBeVisible();
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await amount.fill('125.50');
  await expect(amount).toHaveValue('125.50');
  await dialog.getByLabel('Payment password').fill('135790');
  // Still there once focus has left it (the field shows the locale's grouping then), and just before the submit.
  await expect(amount).toHaveValue('125.50');
  await expectAccessible(page, 'with the transfer dialog', OPEN_DIALOGS);
  await expect(amount).toHaveValue('125.50');
  await dialog.getByRole('button', { name: 'Transfer now' }).dblclick();
  const receipt = dialog.getByTestId('transfer-receipt');
  await expect(receipt).toContainText('Transfer complete', { timeout: 30_000 });
  await shoot(page, 'transfer');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect.poll(async () => money(await header.textContent()), { timeout: 30_000 }).toBeCloseTo(agentBefore - 125.5, 2);
  await expect.poll(async () => money(await row.getByRole('cell').nth(2).textContent()), { timeout: 30_000 }).toBeCloseTo(memberBefore + 125.5, 2);
  await expectAccessible(page, 'on downline management');
  await shoot(page, 'downline');
});
