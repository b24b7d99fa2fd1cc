import { pngBytes } from '../tests/support/images';
import { expect, expectAccessible, nextFrames, test, visit, saveShot } from './support/fixtures';

// Whole flows with axe on every step, on a shared machine.
test.describe.configure({ timeout: 360_000 });

/** A real PNG (a card-like gradient) so the previews show what a user would see. */
const pngImage = (width: number, height: number, tint: [number, number, number]): Buffer =>
  pngBytes(width, height, undefined, (x) => tint.map((channel) => channel * (0.55 + 0.45 * (x / width))) as [number, number, number]);

test('the disclaimer cannot be closed, only accepted, and stays accepted on reload', async ({ page }) => {
  await visit(page, '?flags=disclaimer');
  const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', /\/help#term$/);
  await saveShot(page, 'compliance-disclaimer.png');
  await page.keyboard.press('Escape');
  await page.mouse.click(8, 8);
  // Both would have closed it within the frames they caused.
  await nextFrames(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'I understand and accept' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('disclaimerAccept'))).toBe('true');
  await page.reload();
  // The gate decides when home renders (an effect of that render): home, then the frames after it.
  await expect(page.getByTestId('home-page')).toBeVisible({ timeout: 30_000 });
  await nextFrames(page);
  await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toHaveCount(0);
});

test('KYC after login: intro, personal info, a refused file, then all three images', async ({ page }) => {
  await visit(page, '?persona=kyc');
  const dialog = page.getByRole('dialog', { name: 'Verify your identity' });
  // The prompt waits for member info and the security config: give a busy machine time.
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('button', { name: 'Verify later' })).toBeVisible();
  await expectAccessible(page, 'KYC step 0');
  await saveShot(page, 'compliance-kyc-0.png');

  await dialog.getByRole('button', { name: 'Start verification' }).click();
  const form = dialog.getByRole('form', { name: 'Personal information' });
  await form.getByLabel('ID type').selectOption('11');
  await form.getByLabel('Full name').fill('Maria Santos');
  await form.getByLabel('Birthday').fill('1990-05-17');
  await form.getByLabel('Place of birth').fill('Cebu City');
  await form.getByLabel('Current address').fill('12 Mabini St, Cebu City');
  await form.getByLabel('Permanent address').fill('12 Mabini St, Cebu City');
  await form.getByLabel('Nationality').selectOption('PHILIPPINES');
  await form.getByLabel('Source of income').selectOption('1');
  await form.getByLabel('Nature of work').selectOption('6');
  await form.getByLabel('Employer or business name').fill('Cebu Pacific');
  await expectAccessible(page, 'KYC step 1');
  await saveShot(page, 'compliance-kyc-1.png');
  await form.getByRole('button', { name: 'Save and continue' }).click();

  const upload = dialog.getByRole('region', { name: 'ID photos' });
  await expect(upload).toBeVisible();
  await upload.getByLabel(/Front of ID/).setInputFiles({ name: 'front.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(upload.getByText('Only jpeg, jpg and png images can be uploaded')).toBeVisible();
  await upload.getByRole('button', { name: 'Submit for review' }).click();
  await expect(upload.getByText('Please upload the back of your ID')).toBeVisible();
  await expectAccessible(page, 'KYC step 2 with refusals');
  await saveShot(page, 'compliance-kyc-2-errors.png');

  await upload.getByLabel(/Front of ID/).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: pngImage(320, 200, [64, 140, 230]) });
  await upload.getByLabel(/Back of ID/).setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: pngImage(320, 200, [200, 170, 90]) });
  await upload.getByLabel(/Selfie with ID/).setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: pngImage(200, 200, [210, 120, 150]) });
  await expect(upload.getByRole('img')).toHaveCount(3);
  await expect(upload.getByText('Only jpeg, jpg and png images can be uploaded')).toHaveCount(0);
  await expectAccessible(page, 'KYC step 2 ready');
  await saveShot(page, 'compliance-kyc-2.png');

  await upload.getByRole('button', { name: 'Submit for review' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Upload successful. We will review your documents within 24 hours.')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('securityAlreadyUpLoad'))).toBe('true');
  await saveShot(page, 'compliance-kyc-done.png');
});
