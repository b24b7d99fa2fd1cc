import type { Page } from '@playwright/test';
import { appReady, axeViolations, expect, expectAccessible, test, visit } from './support/fixtures';

// Whole flows with axe once per distinct screen, on a shared machine.
test.describe.configure({ timeout: 600_000 });

/** A real 1×1 PNG: the feedback previews show what was picked. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const helpRegion = (page: Page) => page.getByTestId('help-centre').getByRole('region');

test('sends feedback with two images, and a 141st character is refused', async ({ page }) => {
  await visit(page, 'feedback?persona=player');
  const form = page.getByTestId('feedback-form');
  await expect(page.getByTestId('feedback-history')).toContainText('Replied');
  await form.getByRole('combobox', { name: /Question type/ }).selectOption('DEPOSIT');
  const message = form.getByRole('textbox', { name: /Your message/ });
  const text = 'My deposit is late again '.repeat(6).slice(0, 140);
  await message.fill(text);
  await message.press('End');
  await message.pressSequentially('X');
  await expect(message).toHaveValue(text);
  await expect(page.getByTestId('feedback-counter')).toHaveText('140 / 140');
  await page.getByTestId('feedback-file').setInputFiles([
    { name: 'receipt.png', mimeType: 'image/png', buffer: PNG },
    { name: 'screen.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(form.getByRole('img', { name: 'Image 2: screen.png' })).toBeVisible();
  await expectAccessible(page, 'feedback form with previews');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  const history = page.getByTestId('feedback-history');
  await expect(history.getByRole('listitem').first()).toContainText(text.trim());
  await expect(history.getByRole('listitem').first()).toContainText('2 images attached');
});

test('every footer link lands on its content, /legal and the licence modal', async ({ page }) => {
  await visit(page, 'help#about');
  await expect(helpRegion(page)).toHaveAttribute('id', 'aboutUs');
  const footer = page.getByRole('contentinfo');
  const sections: Array<[string, string]> = [
    ['Terms and conditions', 'term'],
    ['Privacy policy', 'privacy'],
    ['FAQ', 'faq'],
    ['About us', 'aboutUs'],
    ['Responsible gaming', 'responsibleGaming'],
  ];
  for (const [name, code] of sections) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(helpRegion(page)).toHaveAttribute('id', code);
  }
  // The same link again, after moving away on the page, still lands on its section.
  await page.getByTestId('help-centre').getByRole('button', { name: 'FAQ' }).click();
  await expect(helpRegion(page)).toHaveAttribute('id', 'faq');
  await footer.getByRole('link', { name: 'Responsible gaming', exact: true }).click();
  await expect(helpRegion(page)).toHaveAttribute('id', 'responsibleGaming');

  const pages: Array<[string, string]> = [
    ['Winners', 'winners-page'],
    ['Blog', 'blog-page'],
  ];
  for (const [name, testId] of pages) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page.getByTestId(testId)).toBeVisible();
  }

  // News: the seeded articles (mocks/content/data.ts), each a card with its title and summary; a category keeps its own.
  await footer.getByRole('link', { name: 'News', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const articles = page.getByTestId('article-list').getByRole('listitem');
  await expect(articles).toHaveCount(9);
  await expect(page.getByTestId('article-list').getByRole('link', { name: 'GCash deposits now credit in seconds' })).toBeVisible();
  await expect(page.getByTestId('article-list')).toContainText('Settle a live bet early at the offered price.');
  await page.getByRole('list', { name: 'Categories' }).getByRole('button', { name: 'Sports' }).click();
  await expect(page.getByTestId('article-list').getByRole('heading', { level: 2 })).toHaveText(['World Cup qualifiers: markets now open', 'Cash out now on live football']);

  // App download: each platform with its version, QR code, link and install guide.
  await footer.getByRole('link', { name: 'App download', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get the app' })).toBeVisible();
  for (const [name, version] of [['iOS', '3.8.2'], ['Android', '3.8.2'], ['Lite app', '1.4.0']]) {
    const platform = page.getByRole('region', { name, exact: true });
    await expect(platform.getByText(`Version ${version}`)).toBeVisible();
    await expect(platform.getByRole('img', { name: `QR code of the ${name} download` })).toBeVisible();
    await expect(platform.getByRole('heading', { level: 3, name: 'How to install' })).toBeVisible();
    expect(await platform.getByRole('listitem').count(), `${name} install steps`).toBeGreaterThan(1);
  }
  await expect(page.getByRole('region', { name: 'Lite app', exact: true }).getByRole('listitem').last()).toHaveText('Open the app from its new icon and log in.');
  await expectAccessible(page, 'app download page');

  await footer.getByRole('link', { name: 'Licences' }).click();
  await expect(page.getByTestId('legal-page').getByText('PAGCOR-OGL-2024-0117', { exact: true })).toBeVisible();
  await expectAccessible(page, 'legal page');
  await page.getByRole('contentinfo').getByRole('button', { name: 'View our licence' }).click();
  const modal = page.getByRole('dialog', { name: 'Licences' });
  await expect(modal.getByText('PAGCOR-SBL-2025-0042', { exact: true })).toBeVisible();
  // The page under it was checked a step ago: the modal alone.
  expect(await axeViolations(page, '[role="dialog"]'), 'axe violations in the licence modal').toEqual([]);
});

test('the winners list by category, and a blog article', async ({ page }) => {
  await visit(page, 'winners');
  const list = page.getByTestId('winners-list');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Live casino' }).click();
  await expect(page.getByRole('button', { name: 'Live casino' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('winners-list').getByRole('listitem').first()).toBeVisible();

  await page.goto('blog');
  await appReady(page);
  await page.getByRole('button', { name: 'Guides' }).click();
  const first = page.getByTestId('article-list').getByRole('link').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  const article = page.getByTestId('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(article.getByTestId('rich-text')).toContainText('21+');
  await expectAccessible(page, 'blog article');
  await page.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page.getByTestId('article-list')).toBeVisible();
});

test('opens live chat from a room on /live and gets an answer', async ({ page }) => {
  await visit(page, 'live?persona=player');
  await expect(page.getByTestId('live-lobby').getByRole('heading', { name: 'Hosts online' })).toBeVisible();
  await page.getByRole('button', { name: /^Chat in / }).first().click();
  const dialog = page.getByRole('dialog', { name: /Chat room/ });
  const frame = dialog.frameLocator('iframe');
  await expect(frame.getByTestId('chat-lines')).toContainText('Welcome to my table');
  await expect(dialog.getByRole('link', { name: 'Open it in a new tab' })).toHaveAttribute('href', /demo-games\/chat\.html\?/);
  await expect(dialog.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
  await frame.getByRole('textbox', { name: 'Your message' }).fill('How do I deposit?');
  await frame.getByRole('button', { name: 'Send' }).click();
  await expect(frame.getByTestId('chat-lines')).toContainText('For deposits, open Deposit');
  // /live was checked on arrival: the modal alone, with the chat page in its frame.
  expect(await axeViolations(page, '[role="dialog"]'), 'axe violations in the chat room modal').toEqual([]);
});
