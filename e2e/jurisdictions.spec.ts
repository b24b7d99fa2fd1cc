import { expect, expectAccessible, OPEN_DIALOGS, test, visit } from './support/fixtures';

/**
 * Issue 35: each jurisdiction profile's distinctive screens, with axe. The profile comes from the
 * URL (`jurisdiction=`), as QA shares it; the simulated backend enforces the same rules
 * (tests/api/jurisdictions.test.ts).
 */
test.describe.configure({ timeout: 300_000 });

const RG = 'member?page=responsibleGaming';

test('PH: registration asks for the barred categories and stops a student; the cashier offers no crypto', async ({ page }) => {
  await visit(page, 'register');
  const form = page.getByRole('dialog', { name: 'Sign up' }).getByRole('form', { name: 'Sign up with username' });
  const declaration = form.getByRole('group', { name: 'Which of these applies to you?' });
  await expect(declaration.getByRole('radio', { name: 'None of these' })).toBeChecked();
  await declaration.getByRole('radio', { name: 'I am a student' }).check();
  await expect(declaration.getByRole('alert')).toHaveText('PAGCOR rules bar students, government officials and members of the AFP and PNP from playing.');
  await expect(form.getByRole('checkbox', { name: 'I confirm I am 21 years old or above' })).toBeVisible();
  await expectAccessible(page, 'with the barred-category declaration', OPEN_DIALOGS);

  await visit(page, 'member?page=depositv2&persona=player');
  await expect(page.locator('label', { hasText: 'GCash' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('label', { hasText: 'BDO Bank Transfer' })).toBeVisible();
  await expect(page.locator('label', { hasText: 'USDT (TRC20)' })).toHaveCount(0);
});

test('UK: an unverified member is asked to verify before depositing', async ({ page }) => {
  await visit(page, 'member?page=depositv2&persona=newbie&jurisdiction=UK');
  const verify = page.getByTestId('deposit-verify-first');
  await expect(verify.getByRole('heading', { name: 'Verify your age and identity first' })).toBeVisible({ timeout: 60_000 });
  await expect(verify).toContainText('UKGC rules ask us to verify your age and identity before any deposit or free play.');
  await expect(verify.getByRole('link', { name: 'Verify my identity' })).toBeVisible();
  await expectAccessible(page, 'the deposit asking for verification first');
});

test('UK: the responsible-gaming page shows net deposits', async ({ page }) => {
  await visit(page, `${RG}&persona=player&jurisdiction=UK`);
  const panel = page.getByTestId('rg-jurisdiction');
  await expect(panel.getByRole('heading', { name: 'Rules of UKGC' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('rg-net-deposits')).toContainText(/Net deposits\s*[+-]?\$[\d,]+\.\d{2}\s*Deposited \$[\d,]+\.\d{2} · withdrawn \$[\d,]+\.\d{2}/);
  await expectAccessible(page, 'the regulator panel with net deposits');
});

test('UK: a guest is offered no free play before verification', async ({ page }) => {
  await visit(page, '?jurisdiction=UK');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByTestId('free-play-verified-only')).toHaveText(
    'Free play needs a verified account under UKGC rules: sign up and verify your identity to play.',
  );
  await expect(dialog.getByRole('button', { name: 'Free play' })).toHaveCount(0);
  await expectAccessible(page, 'the login without free play', OPEN_DIALOGS);
});

test('MT: the responsible-gaming message before play; one-click self-exclusion for all brands; a request to shorten it', async ({ page }) => {
  await visit(page, `${RG}&persona=player&jurisdiction=MT`);
  const message = page.getByRole('dialog', { name: 'Before you play: gamble responsibly' });
  await expect(message).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Escape');
  await expect(message).toBeVisible();
  await expectAccessible(page, 'the responsible-gaming message', OPEN_DIALOGS);
  await message.getByRole('button', { name: 'I understand' }).click();
  await expect(message).toHaveCount(0);

  await page.getByRole('button', { name: 'Self-exclude now' }).click();
  const exclusion = page.getByRole('region', { name: 'Self-exclusion' });
  await exclusion.locator('label', { hasText: '1 year' }).click();
  await exclusion.getByLabel('Exclude me from every brand of this operator').check();
  await exclusion.getByLabel('Your login password').fill('Player@123');
  await exclusion.getByLabel(/I understand/).check();
  await exclusion.getByRole('button', { name: 'Exclude me' }).click();
  await expect(page.getByTestId('rg-excluded')).toContainText('This exclusion covers every brand of the operator.');
  await expect(page.getByRole('link', { name: 'Withdraw my balance' }).first()).toBeVisible();

  const shorten = page.getByRole('form', { name: 'Ask to end your exclusion earlier' });
  await shorten.getByLabel('Your reason').fill('too soon');
  await shorten.getByRole('button', { name: 'Send request' }).click();
  await expect(shorten.getByText('Please give a reason of at least 20 characters')).toBeVisible();
  await shorten.locator('label', { hasText: '6 months' }).click();
  await shorten.getByLabel('Your reason').fill('I have had support and my circumstances changed');
  await shorten.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByTestId('rg-shortening')).toContainText(/Your request to end on \d{4}-\d{2}-\d{2} \d{2}:\d{2} is waiting for a decision, due by/);
  await expectAccessible(page, 'self-excluded with a request to shorten it');
});

test('MT: points show their money value in the points mall and the redeem dialog', async ({ page }) => {
  await visit(page, 'pointMall?persona=player&jurisdiction=MT');
  await page.getByRole('dialog', { name: 'Before you play: gamble responsibly' }).getByRole('button', { name: 'I understand' }).click();
  await expect(page.getByTestId('points-balance').getByTestId('points-money-value')).toHaveText(/^≈ \$[\d,]+\.\d{2}$/, { timeout: 60_000 });
  await expect(page.getByTestId('points-money-value').nth(1)).toHaveText(/^≈ \$[\d,]+\.\d{2}$/);
  await expectAccessible(page, 'the points mall with money values');
  await page.getByTestId('mall-item').filter({ hasText: 'Coffee Shop Gift Card' }).getByRole('button', { name: 'Redeem' }).click();
  const redeem = page.getByRole('dialog', { name: 'Redeem an item' });
  await expect(redeem.getByTestId('points-money-value')).toHaveText(/^≈ \$[\d,]+\.\d{2}$/);
  await expectAccessible(page, 'the redeem dialog with the money value', OPEN_DIALOGS);
});
