// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callRoute, contract } from '../../src/lib/api';
import { formatDate } from '../../src/lib/format';
import { ARTICLES_PAGE_SIZE } from '../../src/features/content/api';
import { renderApp, useAppHarness } from '../support/render';

/** The news list and the app download page (issue 32: no test rendered them), against the seeded world. */
useAppHarness();

const WAIT = { timeout: 20_000 };

describe('the news list (/news)', () => {
  it('shows the newest news articles, each with its category, date, title, summary and read time, and filters by category', async () => {
    const news = await callRoute(contract.content.articles, { query: { kind: 'NEWS', pageNo: 1, pageSize: ARTICLES_PAGE_SIZE, language: 'EN' } });
    const sports = await callRoute(contract.content.articles, { query: { kind: 'NEWS', category: 'SPORTS', pageNo: 1, pageSize: ARTICLES_PAGE_SIZE, language: 'EN' } });
    expect(news.list.length).toBeGreaterThan(3);
    const app = await renderApp({ route: '/news' });
    expect(await screen.findByRole('heading', { level: 1, name: 'News' }, WAIT)).toBeTruthy();
    const list = await screen.findByTestId('article-list', undefined, WAIT);
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(news.list.map((article) => article.title));
    news.list.forEach((article, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('link', { name: article.title }).getAttribute('href')).toBe(`/news?article=${article.articleId}`);
      expect(card.textContent).toContain(article.summary);
      expect(card.querySelector('time')?.textContent).toBe(formatDate(article.publishTime));
      expect(card.textContent).toContain(`${article.readMinutes} min read`);
    });

    await userEvent.click(within(screen.getByRole('list', { name: 'Categories' })).getByRole('button', { name: 'Sports' }));
    expect(await screen.findByRole('link', { name: sports.list[0]!.title }, WAIT)).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByTestId('article-list')).getAllByRole('heading', { level: 2 }).map((title) => title.textContent)).toEqual(sports.list.map((article) => article.title)),
    );
    app.unmount();
  });
});

describe('app download (/download)', () => {
  it('offers iOS, Android and the lite app with their version, QR code, link and install guide, and a token-free page link', async () => {
    const links = await callRoute(contract.system.appDownload, { query: { origin: window.location.origin, language: 'EN' } });
    const app = await renderApp({ route: '/download' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Get the app' }, WAIT)).toBeTruthy();
    const platform = (name: string) => screen.getByRole('region', { name });
    for (const [name, key] of [['iOS', 'ios'], ['Android', 'android'], ['Lite app', 'lite']] as const) {
      const section = await screen.findByRole('region', { name }, WAIT);
      expect(await within(section).findByText(`Version ${links[key].version}`, undefined, WAIT)).toBeTruthy();
      expect(within(section).getByRole('img', { name: `QR code of the ${name} download` })).toBeTruthy();
      expect(within(section).getByTestId(`download-link-${key}`).getAttribute('href')).toBe(links[key].url);
      expect(within(section).getByRole('heading', { level: 3, name: 'How to install' })).toBeTruthy();
    }
    // The install guides: the server's for iOS and Android, the app's own steps for the lite app.
    for (const [name, key] of [['iOS', 'ios'], ['Android', 'android']] as const) {
      const steps = [...new DOMParser().parseFromString(links.installGuides[key], 'text/html').querySelectorAll('li')].map((step) => step.textContent);
      expect(steps.length).toBeGreaterThan(1);
      expect(within(platform(name)).getAllByRole('listitem').map((step) => step.textContent)).toEqual(steps);
    }
    expect(within(platform('Lite app')).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      "Open the link in your phone's browser.",
      'Tap Share or the menu, then Add to Home Screen.',
      'Open the app from its new icon and log in.',
    ]);
    const staff = screen.getByRole('complementary', { name: 'For customer service staff' });
    expect(within(staff).getByText(links.downloadPageUrl).textContent).not.toMatch(/token/i);
    app.unmount();
  });
});
