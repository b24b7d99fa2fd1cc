import type { Page } from '@playwright/test';
import { axeViolations, expect, test, visit, saveShot } from './support/fixtures';

/**
 * Issue 14, as a new player walks it: messages, the reward centre, applying
 * for a promotion, the rebate and the red envelope. Each screen gets one axe
 * pass; the money steps watch the header balance move.
 */
test.describe.configure({ timeout: 480_000 });

const balance = (page: Page) => page.getByTestId('member-balance');
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const centreMenu = (page: Page) => page.getByRole('navigation', { name: 'Member centre' });

async function expectPartAccessible(page: Page, selector: string, context: string): Promise<void> {
  expect(await axeViolations(page, selector), context).toEqual([]);
}

test('messages: reading one drops the header and centre badges; two deleted after a confirmation', async ({ page }) => {
  await visit(page, 'member?page=messageV2&persona=player');
  const rows = page.getByTestId('message-row');
  await expect(rows).toHaveCount(10);
  const badge = centreMenu(page).getByRole('link', { name: /Messages/ });
  await expect(badge).toHaveAccessibleName('Messages 7 unread');
  await expect(page.getByTestId('messages-unread')).toHaveText('7 unread');

  // Newest first, unread in bold: the first row is unread; opening it marks it read everywhere at once.
  const first = rows.first();
  await expect(first).toHaveAttribute('data-unread', 'true');
  await first.getByRole('button').click();
  await expect(page.getByTestId('message-detail').getByRole('heading', { level: 2 })).toBeVisible();
  await expect(first).not.toHaveAttribute('data-unread', 'true');
  await expect(badge).toHaveAccessibleName('Messages 6 unread');
  await page.getByTestId('member-menu-button').click();
  await expect(page.getByTestId('member-menu').getByRole('link', { name: /Platform information/ })).toContainText('6');
  await page.keyboard.press('Escape');
  await saveShot(page, 'engage/e2e-message-open.png');

  // Delete two: a confirmation first, then they are gone and the list pages on.
  const ids = [await rows.nth(1).getAttribute('data-message-id'), await rows.nth(2).getAttribute('data-message-id')];
  await rows.nth(1).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete (2)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 messages?' });
  await expect(confirm).toBeVisible();
  await expectPartAccessible(page, '[role="dialog"]', 'delete confirmation');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  for (const id of ids) await expect(page.locator(`[data-message-id="${id}"]`)).toHaveCount(0);
  await expect(rows).toHaveCount(10);
});

test('reward centre: a claim moves the header balance, a claimed reward has no second claim, claim all reports each item', async ({ page }) => {
  await visit(page, 'member?page=rewardCenter&persona=player');
  await expect(page.getByTestId('unclaimed-count')).toHaveText('4 rewards waiting for you');
  await expect(balance(page)).toHaveText(/\d\.\d{2}$/);
  const before = money(await balance(page).textContent());
  const vip = page.getByTestId('reward-item').filter({ hasText: 'Weekly VIP bonus' }).filter({ has: page.getByRole('button', { name: /^Claim/ }) });
  await vip.getByRole('button', { name: 'Claim Weekly VIP bonus' }).click();
  await expect(balance(page)).toHaveText(`$${(before + 58).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  await expect(page.getByTestId('unclaimed-count')).toHaveText('3 rewards waiting for you');
  // The member-centre menu counts what waits on the reward centre, where it is claimed (issue 32 point 4).
  await expect(centreMenu(page).getByRole('link', { name: /Reward centre/ })).toHaveAccessibleName('Reward centre 3 to claim');
  // The claimed item shows its status and offers no second claim.
  await expect(page.getByRole('button', { name: 'Claim Weekly VIP bonus' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Claim all' }).click();
  const report = page.getByTestId('claim-all-report');
  await expect(report).toContainText('3 of 3 rewards claimed');
  await expect(report.getByRole('listitem')).toHaveCount(3);
  await expect(balance(page)).toHaveText(`$${(before + 58 + 35).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  await expect(page.getByRole('button', { name: 'Claim all' })).toBeDisabled();
  await saveShot(page, 'engage/e2e-claim-all.png');
  await expectPartAccessible(page, 'main', 'reward centre after claim all');
});

test('promotions: apply with a 140-character remark (the 141st is refused), the status changes in place', async ({ page }) => {
  await visit(page, 'member?page=promotions&category=NEWBIE&persona=player');
  const card = page.getByTestId('promotion-card').filter({ hasText: 'Verify your ID: 28 Free' });
  await card.getByRole('button', { name: 'Apply' }).click();
  const detail = page.getByRole('dialog', { name: 'Verify your ID: 28 Free' });
  await expect(detail.getByTestId('rich-text')).toContainText('Terms');
  await detail.getByRole('button', { name: 'Apply' }).click();
  const remark = detail.getByRole('textbox', { name: 'Remark (optional)' });
  // 139 characters in one go, then typed: the 140th goes in, the 141st is refused.
  await remark.fill('x'.repeat(139));
  await remark.pressSequentially('xx');
  await expect(remark).toHaveValue('x'.repeat(140));
  await expect(detail.getByTestId('remark-counter')).toHaveText('140 / 140');
  await saveShot(page, 'engage/e2e-apply.png');
  await expectPartAccessible(page, '[role="dialog"]', 'promotion detail with the application form');
  await detail.getByRole('button', { name: 'Send application' }).click();
  await expect(detail.getByTestId('promotion-action')).toHaveAttribute('data-status', 'APPLYING');
  await expect(detail).toContainText('Your application is under review');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByTestId('promotion-action')).toHaveAttribute('data-status', 'APPLYING');
});

test('rebate and red envelope: claim the rebate, open the envelope once; a second opening is refused', async ({ page }) => {
  await visit(page, 'member?page=manualRebate&persona=player');
  const total = money(await page.getByTestId('rebate-total').textContent());
  expect(total).toBeGreaterThan(0);
  await expect(balance(page)).toHaveText(/\d\.\d{2}$/);
  const before = money(await balance(page).textContent());
  await page.getByRole('button', { name: 'Claim all' }).click();
  await expect(page.getByTestId('rebate-total')).toHaveText('$0.00');
  await expect.poll(async () => money(await balance(page).textContent())).toBeCloseTo(before + total, 2);
  await expect(page.getByRole('button', { name: 'Claim all' })).toBeDisabled();
  await expect(page.getByRole('table', { name: 'Rebate claims' }).getByRole('row').nth(1)).toContainText(`$${total.toFixed(2)}`);

  await centreMenu(page).getByRole('link', { name: 'Red envelope' }).click();
  await expect(page.getByRole('button', { name: 'Open my envelope' })).toBeVisible();
  await expectPartAccessible(page, 'main', 'red envelope before opening');
  const beforeEnvelope = money(await balance(page).textContent());
  await page.getByRole('button', { name: 'Open my envelope' }).click();
  const amount = page.getByTestId('envelope-amount');
  await expect(amount).toContainText('You won');
  const won = money(await amount.locator('span').last().textContent());
  await expect.poll(async () => money(await balance(page).textContent())).toBeCloseTo(beforeEnvelope + won, 2);
  await saveShot(page, 'engage/e2e-envelope.png');

  // Back later: the envelope stays opened, and there is nothing to open twice.
  await centreMenu(page).getByRole('link', { name: 'Rebate' }).click();
  await expect(page.getByTestId('rebate-total')).toBeVisible();
  await centreMenu(page).getByRole('link', { name: 'Red envelope' }).click();
  await expect(page.getByTestId('envelope-amount')).toContainText('You opened it');
  await expect(page.getByRole('button', { name: 'Open my envelope' })).toHaveCount(0);
  await expect(page.getByText('One envelope per member')).toBeVisible();
});
