import { appReady, expect, expectAccessible, test, visit } from './support/fixtures';

// Tile grids are large for axe; these journeys check it several times.
test.describe.configure({ timeout: 180_000 });

test('browse /rng: search a name, page to 2, favourite a game as a player and find it on /favorite', async ({ page }) => {
  await visit(page, 'rng?persona=player');
  const tiles = page.getByTestId('game-tile');
  await expect(tiles).toHaveCount(18);
  await expect(page.getByText('Lucky Ace')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search games by name' }).fill('  gold ');
  await expect(page).toHaveURL(/gameName=gold/);
  await expect(tiles.first().getByRole('heading')).toContainText(/gold/i);
  await expectAccessible(page, 'after a search');

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // Page 1's tiles stay up (busy) until page 2's arrive; a tile picked before then is swapped away under the click.
  await expect(page.locator('[aria-busy="true"]:has([data-testid="game-tile"])')).toHaveCount(0);
  await expect(tiles.first().getByRole('heading')).toContainText(/gold/i);

  const tile = page.locator('[data-testid="game-tile"]:has(button[aria-pressed="false"][aria-label^="Favourite"])').first();
  const name = (await tile.getByRole('heading').textContent())!.trim();
  await tile.getByRole('button', { name: /^Favourite / }).click();
  await expect(page.getByTestId('game-tile').filter({ hasText: name }).first().getByRole('button', { name: /^Favourite / })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'after favouriting');

  await page.goto('favorite');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(page.getByTestId('game-tile').filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByTestId('game-tile')).toHaveCount(16);
  await expectAccessible(page, 'on /favorite');
});

test('a guest clicking play gets the login popup', async ({ page }) => {
  await visit(page, 'live');
  const tile = page.getByTestId('game-tile').first();
  await tile.getByRole('button', { name: /^Start game: / }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page, 'with the login popup over the list');
});

test('home shows the hot list and the game sections', async ({ page }) => {
  await visit(page);
  await expect(page.getByRole('region', { name: 'Hot games' }).getByTestId('game-tile')).toHaveCount(12);
  const slots = page.getByRole('region', { name: 'Slots' });
  await slots.scrollIntoViewIfNeeded();
  await expect(slots.getByTestId('game-tile')).toHaveCount(12);
  await expectAccessible(page, 'home with sections');
});

test('home keeps the placeholders of sections below the fold still until they are scrolled near', async ({ page }) => {
  // The config runs every test with reduced motion, which stops every shimmer; this test is about the shimmer.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('');
  await appReady(page);
  await expect(page.getByRole('region', { name: 'Hot games' }).getByTestId('game-tile')).toHaveCount(12);
  const waiting = page.getByTestId('game-grid-loading');
  await expect(waiting.first()).toBeAttached();
  // Nothing is loading for them, and each running shimmer costs the page work on every frame.
  const shimmers = () =>
    page.evaluate(() => document.getAnimations().filter((animation) => /sweep/.test((animation as CSSAnimation).animationName)).length);
  await expect.poll(shimmers).toBe(0);
  const title = await page.locator('section:has([data-testid="game-grid-loading"])').last().getByRole('heading').first().textContent();
  const section = page.getByRole('region', { name: title!.trim() });

  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('game-tile').first()).toBeVisible();
});

test('a list placeholder is exactly as tall as the tile that replaces it, with and without a start button', async ({ page }) => {
  // Slow answers keep the placeholders up long enough to measure; a grid that grew when its games arrived would shift the page.
  for (const path of ['rng', 'live']) {
    await page.goto(`${path}?latency=slow`);
    const placeholder = page.getByTestId('game-grid-loading').locator('> div').first();
    await expect(placeholder).toBeVisible({ timeout: 30_000 });
    const reserved = (await placeholder.boundingBox())!.height;
    const tile = page.getByTestId('game-tile').first();
    await expect(tile).toBeVisible({ timeout: 30_000 });
    expect(Math.abs((await tile.boundingBox())!.height - reserved), path).toBeLessThan(1);
  }
});
