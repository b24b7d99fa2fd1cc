import type { Page } from '@playwright/test';
import { appReady, expect, expectAccessible, test, visit } from './support/fixtures';

// Each journey boots a demo game page inside the frame, some twice: give them room.
test.describe.configure({ timeout: 300_000 });

/** Seeded /rng games (the seed is fixed): a slot and a table game. */
const SLOT = 'Dragon Lion Hold & Win';
const TABLE = 'Red Dog VIP';

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function launch(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search games by name' }).fill(name);
  const tile = page.getByTestId('game-tile').filter({ has: page.getByRole('heading', { name, exact: true }) }).first();
  await expect(tile).toBeVisible();
  await tile.hover();
  await tile.getByRole('button', { name: `Play ${name}` }).click();
}

/** The game frame of a game, once its demo page has booted inside it. */
async function playing(page: Page, name: string) {
  const region = page.getByRole('region', { name });
  await expect(region).toBeVisible({ timeout: 30_000 });
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('demo-balance')).toBeVisible({ timeout: 30_000 });
  return { region, game };
}

async function spin(page: Page, name: string) {
  const { game } = await playing(page, name);
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByTestId('slot-result')).toHaveText(/WIN!|No win/, { timeout: 60_000 });
  return money(await game.getByTestId('demo-balance').textContent());
}

async function leave(page: Page, name: string) {
  await page.getByRole('region', { name }).getByRole('button', { name: 'Back' }).click();
  const confirm = page.getByRole('dialog', { name: 'Leave the game?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Leave the game' }).click();
  await expect(page.getByRole('region', { name })).toHaveCount(0);
}

/** Removes the QA fault on the launch route from the toolbar, as QA would once the screen is seen. */
async function clearLaunchFault(page: Page) {
  await page.keyboard.press('Alt+Shift+KeyQ');
  const toolbar = page.getByRole('region', { name: 'QA toolbar' });
  await toolbar.getByRole('button', { name: 'Remove the fault on games.launch' }).click();
  await expect(toolbar.getByRole('button', { name: 'Remove the fault on games.launch' })).toHaveCount(0);
  await page.keyboard.press('Alt+Shift+KeyQ');
  await expect(toolbar).toHaveCount(0);
}

function problem(page: Page, kind: string) {
  return page.locator(`[data-testid="launch-problem"][data-problem="${kind}"]`);
}

test('#734: a game left running (the page reloaded mid-round) is resumed, or closed for the new one', async ({ page }) => {
  await visit(page, 'rng?persona=player');
  await launch(page, SLOT);
  await spin(page, SLOT);
  // A reload ends the page without closing the game: the server still holds it.
  await page.reload();
  await appReady(page);

  await launch(page, TABLE);
  const screen = problem(page, 'previousGame');
  await expect(screen).toContainText(`${SLOT} still has a round in play.`);
  await expectAccessible(page, 'the previous-game screen');
  await screen.getByRole('button', { name: `Resume ${SLOT}` }).click();
  await spin(page, SLOT);

  // Again, now closing it for the table game.
  await page.reload();
  await appReady(page);
  await launch(page, TABLE);
  await problem(page, 'previousGame').getByRole('button', { name: `Close ${SLOT} and play ${TABLE}` }).click();
  await playing(page, TABLE);
});

test('vendor under maintenance: a countdown to its end, and a similar game to play meanwhile', async ({ page }) => {
  await visit(page, 'rng?persona=player&faults=games.launch:vendor_under_maintenance');
  await launch(page, SLOT);
  const screen = problem(page, 'maintenance');
  await expect(screen.getByTestId('maintenance-window')).toHaveText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  const timer = screen.getByRole('timer');
  await expect(timer).toHaveText(/^1:(29|30):\d{2}$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const similar = screen.getByRole('region', { name: 'Play a similar game meanwhile' }).getByRole('button').first();
  await expect(similar).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'the maintenance screen');
  const name = (await similar.locator('span span').first().textContent())!;
  await clearLaunchFault(page);
  await similar.click();
  await playing(page, name);
});

test('balance too low: deposit, then the game launches on coming back', async ({ page }) => {
  await visit(page, 'rng?persona=player&faults=games.launch:launch_game_balance_not_enough');
  await launch(page, SLOT);
  const screen = problem(page, 'deposit');
  await expect(screen).toContainText(`Deposit, then come back: ${SLOT} starts as soon as you return.`);
  await expectAccessible(page, 'the balance-too-low screen');
  await screen.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/member\?page=depositv2/);
  const bar = page.getByTestId('game-deposit-bar');
  await expect(bar).toContainText(`${SLOT} is waiting for your deposit.`);
  await expectAccessible(page, 'the deposit page with the waiting game');
  await clearLaunchFault(page);
  await bar.getByRole('button', { name: `Back to ${SLOT}` }).click();
  await playing(page, SLOT);
});

test('#727 system busy: retried by itself with growing waits, shown, and stopped by the player', async ({ page }) => {
  await visit(page, 'rng?persona=player&faults=games.launch:%23727');
  await launch(page, SLOT);
  const status = problem(page, 'busy').getByTestId('busy-retry');
  await expect(status).toHaveText(/attempt 1 of 3/);
  await expectAccessible(page, 'the system-busy screen');
  // The first automatic attempt, 2 s later, meets the same answer; the next waits longer.
  await expect(status).toHaveText(/Trying again in [1-4] s \(attempt 2 of 3\)/, { timeout: 15_000 });
  await problem(page, 'busy').getByRole('button', { name: 'Stop trying' }).click();
  await expect(status).toHaveText('No more automatic attempts. Try again in a moment.');
  await clearLaunchFault(page);
  await problem(page, 'busy').getByRole('button', { name: 'Try again' }).click();
  await playing(page, SLOT);
});

test('a launch host that is down: the game opens on the next host of the list', async ({ page }) => {
  await visit(page, 'rng?persona=player&flags=launchHostDown');
  await launch(page, SLOT);
  await playing(page, SLOT);
  const frame = page.getByTestId('game-frame');
  await expect(frame).toHaveAttribute('data-host-index', '1');
  const origin = new URL(page.url()).origin;
  expect(await frame.getAttribute('src')).toMatch(new RegExp(`^${origin}/demo/demo-games/slot\\.html\\?`));
  await expectAccessible(page, 'a game on the fallback host');
});

test('Back asks before leaving a running game, and focus returns to the game\'s tile', async ({ page }) => {
  await visit(page, 'rng?persona=player');
  await launch(page, SLOT);
  const { region } = await playing(page, SLOT);
  await expectAccessible(page, 'the game frame');
  // The site's header stays above the game; the lobby beneath is hidden.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search games by name' })).toBeHidden();
  await region.getByRole('button', { name: 'Back' }).click();
  const confirm = page.getByRole('dialog', { name: 'Leave the game?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'the leave confirmation', '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Keep playing' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(region).toBeVisible();
  await leave(page, SLOT);
  await expect(page.getByTestId('game-tile').filter({ has: page.getByRole('heading', { name: SLOT, exact: true }) }).first().getByRole('button', { name: `Play ${SLOT}` })).toBeFocused();
});

test('the game closes and the balance refreshes: the round shows in the header once the frame is left', async ({ page }) => {
  await visit(page, 'rng?persona=player');
  const header = page.getByTestId('member-balance');
  await expect(header).toBeVisible();
  const before = money(await header.textContent());
  await launch(page, SLOT);
  const after = await spin(page, SLOT);
  expect(after).not.toBe(before);
  // Closing asks the server for the balance again (not only the round's message), and closes the running game.
  const refreshed = page.waitForResponse((response) => response.url().includes('/wps/v2/wallets/balance'));
  const closed = page.waitForResponse((response) => response.url().includes('/wps/relay/GCS_closeGame'));
  await leave(page, SLOT);
  await Promise.all([refreshed, closed]);
  await expect.poll(async () => money(await header.textContent())).toBe(after);
});

test('the "new window" setting: the next game opens in a window from the click, and its closing refreshes the lobby', async ({ page, context }) => {
  await visit(page, 'rng?persona=player');
  await launch(page, SLOT);
  const { region } = await playing(page, SLOT);
  await region.getByRole('checkbox', { name: 'Open games in a new window' }).check();
  await leave(page, SLOT);

  const [gameWindow] = await Promise.all([context.waitForEvent('page'), launch(page, TABLE)]);
  await expect(gameWindow.getByTestId('demo-balance')).toBeVisible({ timeout: 30_000 });
  const bar = page.getByTestId('game-window-bar');
  await expect(bar).toContainText(`${TABLE} is playing in its own window.`);
  await expect(page.getByRole('region', { name: TABLE })).toHaveCount(0);
  await expectAccessible(page, 'with the game in its own window');
  const refreshed = page.waitForResponse((response) => response.url().includes('/wps/v2/wallets/balance'));
  await gameWindow.close();
  await expect(bar).toHaveCount(0);
  await refreshed;
});
