import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, visit, saveShot } from './support/fixtures';

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
  });
});

async function agentLogin(page: Page, username: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in with username' });
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  return form;
}

test('a non-agent is refused at /agent and stays logged out; an agent lands on /agentHome', async ({ page }) => {
  await visit(page, 'agent');
  await expect(page.getByRole('heading', { level: 1, name: 'Grow your team, grow your income' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Remember password' })).toHaveCount(0);
  await saveShot(page, 'agent-door.png');

  const form = await agentLogin(page, 'player01', 'Player@123');
  await expect(form.getByText('Non-agent cannot log in')).toBeVisible();
  await expectAccessible(page, 'with the non-agent refusal');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await expect(page).toHaveURL(/\/agent$/);

  await form.getByRole('textbox', { name: 'Username', exact: true }).fill('agent_div');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Agent@123');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agentHome$/);
  const overview = page.getByTestId('agent-overview');
  await expect(overview).toBeVisible();
  await expect(overview.getByText('AFF005', { exact: true })).toBeVisible();
  await expect(page.getByTestId('agent-nickname')).toBeVisible();
  await expectAccessible(page, 'at /agentHome');
  await saveShot(page, 'agent-home.png');
});

test('the agent clock ticks every second with its GMT offset', async ({ page }) => {
  await visit(page, 'agentHome?persona=agent-realtime');
  await expect(page.getByTestId('agent-overview')).toBeVisible();
  const clock = page.getByRole('timer', { name: 'Local time' });
  await expect(clock).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT[+-]\d{2}:\d{2}$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 3000 });
});

test('a guest or a player sent to /agentHome goes back to /agent', async ({ page }) => {
  await visit(page, 'agentHome');
  await expect(page).toHaveURL(/\/agent$/, { timeout: 30_000 });
  await visit(page, 'agentHome?persona=player');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('form', { name: 'Log in with username' })).toBeVisible();
});
