import type { Page } from '@playwright/test';
import { expect, expectAccessible, OPEN_DIALOGS, test, visit, saveShot } from './support/fixtures';

// Each journey logs in, opens the menu and runs axe several times. The journeys start on a light page
// (the points mall) so that axe over the full lobby does not eat the time of a busy machine.
test.describe.configure({ timeout: 240_000 });
const START = 'pointMall?persona=player';

// The public popups (another feature) open on every login; they are closed here so the header stays in view.
test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('ANONYMOUS_POPUP', '1');
  });
});

const header = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page) => header(page).getByRole('button', { name: /account menu$/ });

async function openMenu(page: Page) {
  await menuButton(page).click();
  const menu = page.getByTestId('member-menu');
  await expect(menu).toBeVisible();
  return menu;
}

test('a player sees the member info: balance, hide, refresh, avatar with VIP, id copy and the menu', async ({ page }) => {
  await visit(page, START);
  const balance = page.getByTestId('member-balance');
  await expect(balance).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(menuButton(page).getByTestId('member-vip')).toHaveText(/^VIP \d+$/);

  await header(page).getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance).toHaveText('$******');
  await header(page).getByRole('button', { name: 'Show balance' }).click();
  await expect(balance).toHaveText(/\d\.\d{2}$/);
  const refreshed = page.waitForResponse((response) => response.url().includes('/wps/v2/wallets/balance'));
  await header(page).getByRole('button', { name: 'Refresh balance' }).click();
  await refreshed;

  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'My account' })).toHaveAttribute('href', /\/member\?page=securityCenter$/);
  await expect(menu.getByRole('link', { name: 'Betting record' })).toHaveAttribute('href', /page=personalHistoryCopy$/);
  await expect(menu.getByRole('link', { name: /^Platform information/ })).toContainText('7');
  await expect(menu.getByRole('link', { name: /Live Chat/ }).first()).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Agent centre' })).toHaveCount(0);
  await saveShot(page, 'member-menu.png');
  await expectAccessible(page, 'with the member menu open');

  await menu.getByRole('button', { name: 'Copy user ID' }).click();
  const copied = page.getByRole('dialog', { name: 'Copied' });
  await expect(copied).toBeVisible();
  await expect(copied).toContainText('player01');
  await expectAccessible(page, 'with the copy dialog', OPEN_DIALOGS);
  await copied.getByRole('button', { name: 'OK' }).click();
  await expect(copied).toBeHidden();
});

test('the menu works from the keyboard', async ({ page }) => {
  await visit(page, START);
  await menuButton(page).focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByTestId('member-menu');
  await expect(menu).toBeVisible();
  // ArrowDown opens the menu and then moves focus into it; End is the menu's key, so it waits for that focus.
  await expect(menu.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('End');
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
});

test('an agent gets the agent entry, which opens the back office', async ({ page }) => {
  await visit(page, 'pointMall?persona=agent-dividend');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Agent centre' }).click();
  await expect(page).toHaveURL(/\/agentHome$/);
  await expect(page.getByTestId('agent-overview')).toBeVisible();
});

test('a trial account (free play) is refused the member centre and never asks for unread messages', async ({ page }) => {
  const unreadCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/CSP_unreadCount')) unreadCalls.push(request.url());
  });
  await visit(page, 'pointMall');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Free play' }).click();
  await expect(menuButton(page)).toBeVisible();
  await expect(page.getByTestId('member-balance')).toHaveText(/\d\.\d{2}$/);

  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'My account' }).click();
  const refusal = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('Please register an account first');
  await expectAccessible(page, 'with the trial refusal');
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/demo\/?$/);
  expect(unreadCalls).toEqual([]);
});

test('sign out asks first, calls logout, keeps only the merchant code and goes home', async ({ page }) => {
  await visit(page, START);
  const menu = await openMenu(page);
  const logout = page.waitForRequest((request) => request.url().includes('/wps/session/logout') && request.method() === 'DELETE');
  await menu.getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'with the sign-out confirmation', OPEN_DIALOGS);
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await logout;
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/?$/);
  // Home refills its public hot-games cache at once after the logout; nothing of the member's stays.
  const keys = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => !['merchantCode', 'hotGames'].includes(key) && !key.startsWith('casino-demo:')));
  expect(keys).toEqual([]);
});

test('social login: the provider consent signs a member in; a non-member is refused', async ({ page }) => {
  await visit(page, 'pointMall?flags=socialLogin');
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Google' }).click();
  const consent = dialog.getByTestId('social-consent');
  await consent.getByRole('textbox', { name: 'Google account' }).fill('agent_div');
  await consent.getByLabel('Google password').fill('Agent@123');
  await consent.getByRole('button', { name: 'Allow and continue' }).click();
  await expect(consent.getByText('Only member accounts can use social login')).toBeVisible();
  await saveShot(page, 'social-consent.png');
  await expectAccessible(page, 'with the social consent');
  await consent.getByRole('textbox', { name: 'Google account' }).fill('player01');
  await consent.getByLabel('Google password').fill('Player@123');
  await consent.getByRole('button', { name: 'Allow and continue' }).click();
  await expect(menuButton(page)).toBeVisible();
  await expect(dialog).toBeHidden();
});
