import { expect, expectAccessible, test, visit, saveShot } from './support/fixtures';

// Full pages, a login with encrypted calls and several axe runs: slow on a busy machine.
test.describe.configure({ timeout: 240_000 });

test('a guest opening /seaLottery gets the login popup, logs in and lands on the South-East Asia lobby', async ({ page }) => {
  await visit(page, 'seaLottery');
  await expect(page).toHaveURL(/\/demo\/login$/);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  const form = dialog.getByRole('form', { name: 'Log in with username' });
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill('player01');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Player@123');
  await form.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/demo\/seaLottery$/, { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'South-East Asia Lottery' })).toBeVisible({ timeout: 30_000 });
  const menu = page.getByRole('navigation', { name: 'Lottery games' });
  await expect(menu.getByRole('button', { name: /^Thai Lottery/ })).toBeVisible();
  await expect(page.getByTestId('draw-countdown')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await expect(page.getByTestId('opened-numbers').getByRole('button')).toHaveCount(8);
  // A game page: no side menu, no footer.
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Game providers' })).toHaveCount(0);

  await menu.getByRole('button', { name: 'Favourite Magnum 4D' }).click();
  await expect(menu.getByRole('region', { name: 'My favourites' }).getByRole('button', { name: /^Magnum 4D/ })).toBeVisible();
  await page.mouse.move(0, 0);
  await expectAccessible(page, 'on /seaLottery');
  await saveShot(page, 'lottery-sea.png', { fullPage: true });
});

test('/vnLottery shows the Vietnam menu per prize mode and the recent results', async ({ page }) => {
  await visit(page, 'vnLottery?persona=player');
  await expect(page.getByRole('heading', { level: 1, name: 'Vietnam Lottery' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'E-Lotto', selected: true })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Lottery games' });
  await expect(menu.getByRole('heading', { name: 'Northern Lottery' })).toBeVisible();
  await expect(menu.getByRole('heading', { name: 'Fast Lottery' })).toBeVisible();
  await expect(page.getByTestId('recent-results').getByRole('button')).toHaveCount(13);
  await expect(page.getByTestId('latest-draw').getByRole('rowheader', { name: 'Special prize' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Game providers' })).toHaveCount(0);
  await expectAccessible(page, 'on /vnLottery');
  await saveShot(page, 'lottery-vn.png', { fullPage: true });

  await page.getByRole('tab', { name: 'Classic' }).click();
  await expect(menu.getByRole('heading', { name: 'Fast Lottery' })).toHaveCount(0);
  await menu.getByRole('button', { name: /^Ca Mau/ }).click();
  await expect(page.getByTestId('draw-panel').getByRole('heading', { name: 'Ca Mau' })).toBeVisible();
  await expectAccessible(page, 'on /vnLottery, classic mode');
});

test('/seamless plays a game in a frame with a back bar and no side menu', async ({ page }) => {
  await visit(page, 'seamless?persona=player');
  await expect(page.getByText('No game was chosen.', { exact: false })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
  await saveShot(page, 'seamless-empty.png');
});

test('home: the side menu and the footer carry every SPEC item', async ({ page }) => {
  await visit(page, '?persona=player');
  const side = page.getByRole('complementary', { name: 'Side menu' });
  await expect(side.getByRole('navigation', { name: 'Game types' }).getByRole('link').first()).toBeVisible();
  for (const name of ['Deposit', 'Withdraw', 'Records', 'Refer a friend', 'Reward centre', 'Promotions']) {
    await expect(side.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(side.getByRole('img', { name: 'QR code to download the iOS app' })).toBeVisible();
  await expect(side.getByRole('img', { name: 'QR code to download the Android app' })).toBeVisible();
  await expect(side.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(side.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await saveShot(page, 'side-menu.png', { clip: { x: 0, y: 0, width: 320, height: 900 } });

  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('list', { name: 'Game providers' }).getByRole('listitem')).toHaveCount(8);
  await expect(footer.getByRole('link', { name: 'Responsible gaming', exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Responsible gaming tools', exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: /Facebook/ })).toBeVisible();
  await saveShot(footer, 'footer.png');

  await side.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(side.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
  await expectAccessible(page, 'home with the side menu collapsed');
  await saveShot(page, 'side-collapsed.png', { clip: { x: 0, y: 0, width: 320, height: 900 } });
});
