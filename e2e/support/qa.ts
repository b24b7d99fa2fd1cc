import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The simulated phone and captcha, as QA reads them in the toolbar (Alt+Shift+Q). */
export async function toolbarCodes(page: Page): Promise<{ sms: string; captcha: string }> {
  const toolbar = page.getByTestId('qa-toolbar');
  if ((await toolbar.getByRole('button', { expanded: true }).count()) === 0) await page.keyboard.press('Alt+Shift+KeyQ');
  const codes = toolbar.locator('code');
  await expect(codes.first()).toBeAttached();
  const sms = (await codes.nth(0).textContent()) ?? '';
  const captcha = (await codes.nth(1).textContent()) ?? '';
  return { sms: /→\s*(\d+)/.exec(sms)?.[1] ?? '', captcha: captcha.trim() };
}

/** Passes the slide check with the keyboard, as a keyboard user does. */
export async function slideByKeyboard(page: Page): Promise<void> {
  const check = page.getByRole('dialog', { name: 'Security check' });
  const handle = check.getByRole('slider', { name: 'Slide to verify' });
  await handle.focus();
  for (let step = 0; step < 10; step += 1) await handle.press('ArrowRight');
  await expect(check).toBeHidden();
}
