import type { FrameLocator, Page } from '@playwright/test';
import { expect, expectAccessible, test, visit, saveShot } from './support/fixtures';

// Launching boots a whole game page inside the game frame; give the journeys room.
test.describe.configure({ timeout: 300_000 });

/** Seeded /rng games (the seed is fixed): a free-trial slot, a free-trial table game, a real-money-only slot. */
const SLOT = 'Dragon Lion Hold & Win';
const TABLE = 'Red Dog VIP';
const REAL_ONLY = 'Sacred Bells Deluxe';

async function findTile(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search games by name' }).fill(name);
  const tile = page.getByTestId('game-tile').filter({ has: page.getByRole('heading', { name, exact: true }) }).first();
  await expect(tile).toBeVisible();
  await tile.hover();
  return tile;
}

async function gameFrame(page: Page, name: string): Promise<FrameLocator> {
  // The game frame (issue 35): a region under the site's header, named by the game.
  const region = page.getByRole('region', { name });
  await expect(region).toBeVisible();
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId('demo-balance')).toBeVisible({ timeout: 30_000 });
  return frame;
}

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test('a guest launching a game gets the login popup', async ({ page }) => {
  await visit(page, 'rng');
  const tile = await findTile(page, SLOT);
  await tile.getByRole('button', { name: `Play ${SLOT}` }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
});

test('a member plays the demo slot in the game frame: the header balance changes and the game is in /recent', async ({ page }) => {
  await visit(page, 'rng?persona=player');
  const header = page.getByTestId('member-balance');
  await expect(header).toBeVisible();
  const before = money(await header.textContent());

  const tile = await findTile(page, SLOT);
  await tile.getByRole('button', { name: `Play ${SLOT}` }).click();
  const frame = await gameFrame(page, SLOT);
  await expect(frame.getByText('Real money')).toBeVisible();
  await expect(frame.getByTestId('demo-balance')).toHaveText(/51,088\.88|[0-9,]+\.[0-9]{2}/);
  await expectAccessible(page, 'with the game frame open');
  await saveShot(page, 'games-slot-popup.png');

  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.getByTestId('slot-result')).toHaveText(/WIN!|No win/, { timeout: 60_000 });
  const after = money(await frame.getByTestId('demo-balance').textContent());
  expect(after).not.toBe(before);
  // The game told the lobby: the header balance follows without a reload.
  await expect.poll(async () => money(await header.textContent())).toBe(after);
  await saveShot(page, 'games-slot-after-spin.png');

  await page.getByRole('region', { name: SLOT }).getByRole('button', { name: 'Back' }).click();
  await page.getByRole('dialog', { name: 'Leave the game?' }).getByRole('button', { name: 'Leave the game' }).click();
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  await page.goto('recent');
  await expect(page.getByTestId('game-tile').first().getByRole('heading')).toHaveText(SLOT);
});

test('a member plays the table game', async ({ page }) => {
  await visit(page, 'rng?persona=player');
  const tile = await findTile(page, TABLE);
  await tile.getByRole('button', { name: `Play ${TABLE}` }).click();
  const frame = await gameFrame(page, TABLE);
  await frame.getByRole('button', { name: 'Raise the stake' }).click();
  await frame.getByRole('button', { name: 'Deal' }).click();
  await expect(frame.getByTestId('table-result')).toHaveText(/Player wins|Banker wins|Tie/, { timeout: 60_000 });
  await expect(frame.getByTestId('table-player-points')).toHaveText(/\d points?/);
  await expectAccessible(page, 'with the table game open');
  await saveShot(page, 'games-table-popup.png');
});

test('a trial account is refused a real launch but can play the free trial', async ({ page }) => {
  await visit(page, 'rng');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Free play' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  await page.goto('rng');
  // The session comes back from the stored token before the first click.
  await expect(page.getByTestId('member-balance')).toBeVisible({ timeout: 30_000 });

  let tile = await findTile(page, REAL_ONLY);
  await tile.getByRole('button', { name: `Play ${REAL_ONLY}` }).click();
  const refusal = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Please register an account first' });
  await expect(refusal).toBeVisible();
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  await refusal.getByRole('button').first().click();

  tile = await findTile(page, SLOT);
  await tile.getByRole('button', { name: `Free trial of ${SLOT}` }).click();
  const frame = await gameFrame(page, SLOT);
  await expect(frame.getByText('Free trial · demo credits')).toBeVisible();
  await expect(frame.getByTestId('demo-balance')).toHaveText('$2,000.00');
});

test('a guest plays a free trial with demo credits, no login needed', async ({ page }) => {
  await visit(page, 'rng');
  const tile = await findTile(page, SLOT);
  await tile.getByRole('button', { name: `Free trial of ${SLOT}` }).click();
  const frame = await gameFrame(page, SLOT);
  await expect(frame.getByTestId('demo-balance')).toHaveText('$2,000.00');
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.getByTestId('slot-result')).toHaveText(/WIN!|No win/, { timeout: 60_000 });
  await expect(frame.getByTestId('demo-balance')).not.toHaveText('$2,000.00');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  await expectAccessible(page, 'guest free trial');
});

test('"open in new window" moves the game to a window that still plays against the lobby', async ({ page, context }) => {
  await visit(page, 'rng?persona=player');
  const tile = await findTile(page, SLOT);
  await tile.getByRole('button', { name: `Play ${SLOT}` }).click();
  await gameFrame(page, SLOT);
  const [gameWindow] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('region', { name: SLOT }).getByRole('button', { name: 'Open in new window' }).click(),
  ]);
  await expect(page.getByRole('region', { name: SLOT })).toHaveCount(0);
  await expect(page.getByTestId('game-window-bar')).toContainText(`${SLOT} is playing in its own window.`);
  await expect(gameWindow.getByTestId('demo-balance')).toBeVisible({ timeout: 30_000 });
  await gameWindow.emulateMedia({ reducedMotion: 'reduce' });
  await gameWindow.getByRole('button', { name: 'Spin' }).click();
  await expect(gameWindow.getByTestId('slot-result')).toHaveText(/WIN!|No win/, { timeout: 60_000 });
  const after = money(await gameWindow.getByTestId('demo-balance').textContent());
  await expect.poll(async () => money(await page.getByTestId('member-balance').textContent())).toBe(after);
});
