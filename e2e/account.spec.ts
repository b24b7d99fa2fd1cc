import { appReady, axeViolations, expect, test, visit } from './support/fixtures';

test.describe.configure({ timeout: 420_000 });

/** My account (securityCenter) and SPEC §4's login from an unregistered IP, as a player meets them. */

test('flow 8: edit the profile, set the payment password, then change it with the old one', async ({ page }) => {
  // The newbie has no payment password yet and no KYC, so every profile field is editable.
  await visit(page, 'member?page=securityCenter&persona=newbie');
  const profile = page.getByRole('region', { name: 'Profile' });
  const security = page.getByRole('region', { name: 'Security' });
  await expect(security.getByText('Set one before your first withdrawal.')).toBeVisible({ timeout: 60_000 });

  await profile.getByRole('button', { name: 'Edit profile' }).click();
  const editor = profile.getByRole('form', { name: 'Edit profile' });
  await editor.getByRole('textbox', { name: /^Nickname/ }).fill('  River King  ');
  await editor.getByRole('textbox', { name: /^Zalo/ }).fill('abc');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor.getByText('Please enter a valid Zalo number')).toBeVisible();
  await editor.getByRole('textbox', { name: /^Zalo/ }).fill('0912345678');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor).toBeHidden({ timeout: 60_000 });
  // Saved trimmed, and the header follows the new nickname at once.
  await expect(profile.getByText('River King', { exact: true })).toBeVisible();
  await expect(profile.getByText('0912345678')).toBeVisible();
  await expect(page.getByRole('banner').getByText('River King')).toBeVisible();

  await security.getByRole('button', { name: 'Set payment password' }).click();
  const setForm = security.getByRole('form', { name: 'Set your payment password' });
  await setForm.getByLabel(/^New payment password/).fill('135246');
  await setForm.getByLabel(/^Confirm payment password/).fill('135247');
  await setForm.getByRole('button', { name: 'Set password' }).click();
  await expect(setForm.getByText('Incorrect confirmation input')).toBeVisible();
  await setForm.getByLabel(/^Confirm payment password/).fill('135246');
  await setForm.getByRole('button', { name: 'Set password' }).click();
  await expect(setForm).toBeHidden({ timeout: 60_000 });
  await expect(security.getByText('Asked for every withdrawal and transfer.')).toBeVisible();

  const paymentRow = security.getByRole('listitem').filter({ hasText: 'Payment password' });
  await paymentRow.getByRole('button', { name: 'Change payment password' }).click();
  const change = security.getByRole('form', { name: 'Change your payment password' });
  await expect(change).toBeVisible();
  // The open form only: the page around it was checked on arrival, and a whole-page pass is slow on a busy machine.
  expect(await axeViolations(page, 'section[aria-labelledby="account-security-title"]'), 'axe on the payment password change').toEqual([]);
  await change.getByLabel(/^Current payment password/).fill('000000');
  await change.getByLabel(/^New payment password/).fill('864209');
  await change.getByLabel(/^Confirm payment password/).fill('864209');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('The payment password is incorrect')).toBeVisible({ timeout: 60_000 });
  // The refusal keeps what was typed.
  await expect(change.getByLabel(/^New payment password/)).toHaveValue('864209');
  await change.getByLabel(/^Current payment password/).fill('135246');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden({ timeout: 60_000 });
  await expect(page.getByText('Payment password changed')).toBeVisible();
});

test('login from an unregistered IP: the verification step refuses a wrong answer and accepts the right one', async ({ page }) => {
  // The home page is another spec's screen: this one checks the login modal's verification step.
  await page.goto('?flags=loginIpVerification');
  await appReady(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const login = dialog.getByRole('form', { name: 'Log in with username' });
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill('player01');
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('Player@123');
  await login.getByRole('button', { name: 'Log in' }).click();

  const check = dialog.getByRole('form', { name: "Verify it's you" });
  await expect(check).toBeVisible({ timeout: 60_000 });
  // The right password alone opened no session.
  await expect(page.getByRole('banner').getByText('Lucky Ace')).toBeHidden();
  // WIRE.md §6.1 S2: the methods keyed in the refusal, the first one chosen.
  await expect(check.getByRole('radio', { name: 'Email address' })).toBeChecked();
  expect(await axeViolations(page, '[role="dialog"]'), 'axe on the IP verification step').toEqual([]);
  await expect(check.getByText('On your account: pl***@example.com')).toBeVisible();

  await check.getByRole('textbox', { name: /^Email address of your account/ }).fill('someone@example.com');
  await check.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(check.getByText('The email address does not match')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('banner').getByText('Lucky Ace')).toBeHidden();

  await check.getByRole('textbox', { name: /^Email address of your account/ }).fill('player01@example.com');
  await check.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await expect(page.getByRole('banner').getByText('Lucky Ace')).toBeVisible();
});
