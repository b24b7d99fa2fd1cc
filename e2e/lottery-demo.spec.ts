import { expect, expectAccessible, test, visit, saveShot } from './support/fixtures';

// A login with encrypted calls, the game page booting in the game frame, and a timed draw: slow on a busy machine.
test.describe.configure({ timeout: 240_000 });

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

test('the lottery hub\'s Bet opens the built-in lottery ticket, which plays a round against the wallet', async ({ page }) => {
  await visit(page, 'seaLottery');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const form = dialog.getByRole('form', { name: 'Log in with username' });
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill('player01');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Player@123');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'South-East Asia Lottery' })).toBeVisible({ timeout: 45_000 });

  const menu = page.getByRole('navigation', { name: 'Lottery games' });
  await menu.getByRole('button', { name: /^Magnum 4D/ }).click();
  const bet = page.getByTestId('draw-panel').getByRole('button', { name: 'Bet on Magnum 4D' });
  await expect(bet).toBeEnabled({ timeout: 30_000 });
  await bet.click();

  // The ticket opens in the game frame, like any launched game: the game named by the lobby, its draw, the wallet balance.
  const region = page.getByRole('region', { name: 'Magnum 4D' });
  const frame = region.getByTestId('game-frame');
  await expect(frame).toHaveAttribute('src', /\/demo-games\/lottery\.html\?.*gameCode=MY_MAG/, { timeout: 30_000 });
  const ticket = page.frameLocator('[data-testid="game-frame"]');
  await expect(ticket.getByRole('heading', { level: 1, name: 'Magnum 4D' })).toBeVisible({ timeout: 30_000 });
  await expect(ticket.getByTestId('lottery-numero')).toHaveText(/^\d+$/);
  const balance = ticket.getByTestId('demo-balance');
  await expect(balance).toHaveText(/\d/);
  const before = money(await balance.textContent());
  await expectAccessible(page, 'on the lottery ticket');

  // Place bet waits for a whole ticket: pick two by hand, then quick pick fills all five.
  const place = ticket.getByRole('button', { name: 'Place bet' });
  await expect(place).toBeDisabled();
  const board = ticket.getByRole('group', { name: 'Pick 5 numbers from 1 to 36' });
  await board.getByRole('button', { name: '7', exact: true }).click();
  await board.getByRole('button', { name: '21', exact: true }).click();
  await expect(board.getByRole('button', { name: '7', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(ticket.getByTestId('lottery-picked')).toHaveText('2 of 5 picked');
  await ticket.getByRole('button', { name: 'Quick pick' }).click();
  await expect(ticket.getByTestId('lottery-picked')).toHaveText('5 of 5 picked');
  await expect(board.locator('[aria-pressed="true"]')).toHaveCount(5);
  await saveShot(page, 'lottery-demo-ticket.png');

  const stake = money(await ticket.getByTestId('demo-stake').textContent());
  await place.click();
  await expect(ticket.getByTestId('lottery-result')).toHaveText(/you win|no prize/, { timeout: 60_000 });
  await expect(ticket.getByTestId('lottery-drawn').getByRole('listitem')).toHaveCount(5);
  const after = money(await balance.textContent());
  const won = money(await ticket.getByTestId('demo-last-win').textContent());
  expect(after).toBeCloseTo(before - stake + won, 2);
  expect(after).not.toBe(before);
  await page.mouse.move(0, 0);
  await expectAccessible(page, 'on the lottery ticket after a draw');
  await saveShot(page, 'lottery-demo-result.png');

  // The wallet really moved, and the lobby's header follows the round without a reload.
  await expect.poll(async () => money(await page.getByTestId('member-balance').textContent()), { timeout: 30_000 }).toBe(after);
});
