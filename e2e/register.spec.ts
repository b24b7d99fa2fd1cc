import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, OPEN_DIALOGS, test, visit, saveShot } from './support/fixtures';
import { slideByKeyboard, toolbarCodes } from './support/qa';

/** Each step waits on encrypted calls of the simulated backend; give them room on a shared machine. */
const expect = baseExpect.configure({ timeout: 60_000 });

// Each test visits the full home page, registers through several encrypted calls and runs axe several times;
// on a shared, loaded machine one axe pass has taken 100 s.
test.describe.configure({ timeout: 420_000 });


async function openRegister(page: Page, path = 'register') {
  await visit(page, path);
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Drags the slide check's handle to the end, as a mouse user does. */
async function slideByMouse(page: Page) {
  const check = page.getByRole('dialog', { name: 'Security check' });
  await expect(check).toBeVisible();
  await expectAccessible(page, 'with the slide check', OPEN_DIALOGS);
  const handle = check.getByRole('slider', { name: 'Slide to verify' });
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 500, box.y + box.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(check).toBeHidden();
}


async function fillCaptcha(page: Page, form: Locator) {
  await expect(form.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  const { captcha } = await toolbarCodes(page);
  await form.getByRole('textbox', { name: 'Captcha', exact: true }).fill(captcha);
}

test('a visitor signs up on the username tab and lands home logged in', async ({ page }) => {
  const dialog = await openRegister(page);
  await expect(dialog.getByRole('tab', { name: 'Sign up', selected: true })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Five steps to the jackpot' }).getByRole('listitem')).toHaveCount(5);
  const form = dialog.getByRole('form', { name: 'Sign up with username' });
  await expect(form).toBeVisible();
  await saveShot(page, 'register-username.png');
  await expectAccessible(page, 'with the registration popup', OPEN_DIALOGS);

  await form.getByRole('textbox', { name: 'Username', exact: true }).fill('9x');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Please enter 6 - 16 letters and digits, starting with a letter')).toBeVisible();
  await expect(form.getByText('Input cannot be empty').first()).toBeVisible();
  await expectAccessible(page, 'with the field errors', OPEN_DIALOGS);

  await form.getByRole('textbox', { name: 'Username', exact: true }).fill('e2ereg01');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret@12');
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Secret@12');
  await fillCaptcha(page, form);
  await form.getByRole('checkbox', { name: /21 years/ }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await slideByMouse(page);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByText('e2ereg01')).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/?$/);
  await expectAccessible(page, 'after registration');
});

test('a visitor signs up on the mobile tab with an SMS code', async ({ page }) => {
  const dialog = await openRegister(page);
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  const form = dialog.getByRole('form', { name: 'Sign up with mobile number' });
  await expect(form).toBeVisible();
  await saveShot(page, 'register-mobile.png');
  await expectAccessible(page, 'with the mobile tab', OPEN_DIALOGS);

  await form.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('9175550777');
  await form.getByRole('button', { name: 'Send code' }).click();
  await saveShot(page, 'register-slide.png');
  await slideByKeyboard(page);
  await expect(form.getByRole('button', { name: /Resend in \d+s/ })).toBeVisible();
  const { sms } = await toolbarCodes(page);
  await form.getByRole('textbox', { name: 'SMS code', exact: true }).fill(sms);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Mobile@123');
  await fillCaptcha(page, form);
  await form.getByRole('checkbox', { name: /21 years/ }).check();
  // No axe pass here: the code lives one minute, and one pass can take that long on a loaded machine.
  await form.getByRole('button', { name: 'Create account' }).click();
  await slideByKeyboard(page);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByText('9175550777')).toBeVisible();
  await expectAccessible(page, 'after mobile registration');
});

test('an invitation link fills the affiliate code, which is verified before registering', async ({ page }) => {
  const dialog = await openRegister(page, 'register?referralCode=AFF005');
  const form = dialog.getByRole('form', { name: 'Sign up with username' });
  await expect(form.getByRole('textbox', { name: 'Affiliate code', exact: true })).toHaveValue('AFF005');
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill('e2eref01');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret@12');
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Secret@12');
  await fillCaptcha(page, form);
  await form.getByRole('checkbox', { name: /21 years/ }).check();

  // A wrong code first: the warning, and nothing registered.
  await form.getByRole('textbox', { name: 'Affiliate code', exact: true }).fill('NOPE99');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Invalid invitation code')).toBeVisible();
  await expect(page.getByText('invitation code error')).toBeVisible();
  await expectAccessible(page, 'with the affiliate warning');

  await form.getByRole('textbox', { name: 'Affiliate code', exact: true }).fill('AFF005');
  await form.getByRole('button', { name: 'Create account' }).click();
  await slideByMouse(page);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByText('e2eref01')).toBeVisible();
});
