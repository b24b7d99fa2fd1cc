import type { BrowserContext, Page } from '@playwright/test';
import { axeViolations, expect, test, visit, saveShot } from './support/fixtures';

test.describe.configure({ timeout: 300_000 });

/** axe on one part of the page (the page itself was checked by visit()); quicker on a busy machine. */
async function expectPartAccessible(page: Page, selector: string, context: string): Promise<void> {
  expect(await axeViolations(page, selector), context).toEqual([]);
}

/** A launch opens the in-app game popup or, when the brand says so, a new window: either carries a launch ticket. */
async function expectGameOpened(page: Page, context: BrowserContext, click: () => Promise<void>): Promise<void> {
  const inWindow = context.waitForEvent('page', { timeout: 60_000 }).then(async (game) => {
    await game.waitForURL(/ticket=/, { timeout: 60_000 });
    return 'window';
  });
  const inPopup = page.locator('[src*="ticket="]').first().waitFor({ state: 'attached', timeout: 60_000 }).then(() => 'popup');
  await click();
  expect(await Promise.any([inWindow, inPopup])).toMatch(/window|popup/);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('hovering a nav item shows its vendor drop-down under the header; a vendor opens its list', async ({ page }) => {
  await visit(page);
  const slots = nav(page).getByRole('link', { name: 'Slots', exact: true });
  await slots.hover();
  const panel = page.getByRole('region', { name: 'Slots providers' });
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('data-size', 'large');
  // Six per view: the seventh vendor starts off-screen until the slider moves.
  await expect(panel.getByTestId('vendor-tile').nth(0)).toBeInViewport();
  await expect(panel.getByTestId('vendor-tile').nth(6)).not.toBeInViewport();
  await saveShot(page, 'nav-dropdown.png');
  await expectPartAccessible(page, 'header', 'header with the slots drop-down open');
  await panel.getByRole('button', { name: 'More providers' }).click();
  await expect(panel.getByTestId('vendor-tile').nth(6)).toBeInViewport();

  await nav(page).getByRole('link', { name: 'Sports', exact: true }).hover();
  const sports = page.getByRole('region', { name: 'Sports providers' });
  await expect(sports).toHaveAttribute('data-size', 'compact');
  await saveShot(page, 'nav-dropdown-compact.png');

  await nav(page).getByRole('link', { name: 'Live casino' }).hover();
  await page.getByRole('region', { name: 'Live casino providers' }).getByRole('button', { name: /^Open Dream Gaming, \d+ games?$/ }).click();
  await expect(page).toHaveURL(/\/live\?vassalage=DG/);
  await expect(page.getByRole('button', { name: 'Dream Gaming', exact: true, pressed: true })).toBeVisible({ timeout: 60_000 });
});

test('keyboard: focus opens the drop-down, arrow down enters it, escape closes it', async ({ page }) => {
  await visit(page);
  await nav(page).getByRole('link', { name: 'Fishing' }).focus();
  const panel = page.getByRole('region', { name: 'Fishing providers' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByTestId('vendor-tile').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Fishing' })).toBeFocused();
});

test('a single-vendor category launches that vendor straight from the nav', async ({ page, context }) => {
  await visit(page, '?persona=player&flags=singleSportsVendor');
  // A member's header leaves Sports to the More menu at 1440 px (the balance and buttons take the room).
  const sports = nav(page).getByRole('link', { name: 'Sports', exact: true });
  if (!(await sports.isVisible())) await nav(page).getByRole('button', { name: 'More' }).click();
  await expectGameOpened(page, context, () => sports.click());
  await expect(page).not.toHaveURL(/\/sports/);
});

test('the sports centre shows premium vendor tiles that launch', async ({ page, context }) => {
  await visit(page, 'sports?persona=player');
  const tiles = page.getByTestId('vendor-tile');
  await expect(tiles).toHaveCount(3);
  await expect(page.getByRole('button', { name: /^Play now: / })).toHaveCount(3);
  await saveShot(page, 'centre-sports.png');
  await expectPartAccessible(page, 'main', 'sports centre');
  await expectGameOpened(page, context, () => page.getByRole('button', { name: /^Launch IBC Sports, \d+ games?$/ }).click());
});

test('lobby list: vendor filter, search, extra category and page', async ({ page }) => {
  await visit(page, 'rng?vassalage=PT');
  await expect(page.getByRole('button', { name: 'Playtech', exact: true, pressed: true })).toBeVisible();
  const tiles = page.getByTestId('game-tile');
  await expect(tiles).toHaveCount(18);
  await page.getByRole('button', { name: 'Jackpots', exact: true }).click();
  await expect(page).toHaveURL(/classify=JACKPOT/);
  await page.getByRole('searchbox', { name: 'Search games by name' }).fill('zzzz-no-such-game');
  await expect(page.getByTestId('no-data')).toBeVisible();
  await expectPartAccessible(page, 'main', 'no-data state');
  await page.getByRole('searchbox', { name: 'Search games by name' }).fill('');
  await expect(tiles).toHaveCount(18);
  await saveShot(page, 'lobby-rng.png', { fullPage: false });
});

test('promotions: categories filter the list; a card shows its rules', async ({ page }) => {
  await visit(page, 'promotions');
  await expect(page.getByTestId('promotion-card').first()).toBeVisible();
  await saveShot(page, 'promotions.png');
  await page.getByRole('group', { name: 'Promotion categories' }).getByRole('button', { name: /^Slots/ }).click();
  await expect(page).toHaveURL(/category=SLOTS/);
  // The previous category's cards stay on screen until the Slots list answers ("Slots 2"): a card opened before then
  // is replaced, closed, by the new list.
  await expect(page.getByTestId('promotion-card')).toHaveCount(2);
  const card = page.getByTestId('promotion-card').first();
  await card.getByRole('button', { name: 'Show details' }).click();
  await expect(card.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  await expectPartAccessible(page, 'main', 'promotions with rules open');
});
