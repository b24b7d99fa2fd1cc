// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestLog } from '../../mocks/engine/request-log';
import { server } from '../support/backend';
import { renderApp, useAppHarness } from '../support/render';

useAppHarness();

/** The URLs the app asked the game list (G1) and the hot list (G2) for (the request log keeps no query strings). */
const listUrls: string[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/wps/relay/GCSGAME_gameList') || request.url.includes('/wps/relay/GCSGAME_hotGamesV2')) listUrls.push(decodeURIComponent(request.url));
  });
});
beforeEach(() => {
  listUrls.length = 0;
});
const listCalls = () => listUrls.map((url) => ({ url }));
const tiles = () => screen.getAllByTestId('game-tile');

async function openList(route: string, persona = 'guest') {
  const app = await renderApp({ route, persona });
  await screen.findByTestId('game-list-page');
  await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
  return app;
}

describe('game list pages', () => {
  it('shows /live with 18 games a page and a vendor menu', async () => {
    await openList('/live');
    expect(screen.getByRole('heading', { level: 1, name: 'Live casino' })).toBeTruthy();
    expect(tiles()).toHaveLength(18);
    const menu = screen.getByRole('navigation', { name: 'Provider menu' });
    const names = within(menu).getAllByRole('button').map((button) => button.textContent);
    expect(names.slice(0, 3)).toEqual(['All', 'Recent', 'Favourite']);
    expect(names.length).toBeGreaterThan(3);
    // Every category but RNG has the in_immediate_game start button.
    expect(within(tiles()[0]!).getByRole('button', { name: /^Start game: / })).toBeTruthy();
  });

  it('filters /rng by the vassalage query and by a vendor click', async () => {
    const { router } = await openList('/rng?vassalage=PT');
    await waitFor(() => expect(listCalls().at(-1)?.url).toContain('vassalage=PT'));
    expect(screen.getByRole('button', { name: /PT|Playtech/, pressed: true })).toBeTruthy();
    // RNG tiles have no immediate start button.
    expect(within(tiles()[0]!).queryByRole('button', { name: /^Start / })).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Provider menu' });
    const vendorButtons = within(menu).getAllByRole('button').slice(3);
    const other = vendorButtons.find((button) => button.getAttribute('aria-pressed') === 'false')!;
    await userEvent.click(other);
    await waitFor(() => expect(router().state.location.search).not.toContain('vassalage=PT'));
    expect(router().state.location.search).toContain('vassalage=');
  });

  it('searches by trimmed name after a pause and reflects it in the URL', async () => {
    const { router } = await openList('/rng');
    const before = listCalls().length;
    const field = screen.getByRole('searchbox', { name: 'Search games by name' });
    await userEvent.type(field, '  dragon ');
    // While the pause runs the field says a search is pending, to the eye and to assistive technology.
    expect(screen.queryByTestId('search-pending')).not.toBeNull();
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Searching…');
    await waitFor(() => expect(router().state.location.search).toContain('gameName=dragon'));
    // Debounced: one new list call for the settled term, not one per keystroke.
    await waitFor(() => expect(listCalls().at(-1)?.url).toContain('gameName=dragon'));
    expect(listCalls().length - before).toBeLessThanOrEqual(2);
    await waitFor(() => {
      const names = tiles().map((tile) => tile.querySelector('h3')?.textContent?.toLowerCase() ?? '');
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((name) => name.includes('dragon'))).toBe(true);
    });
    await waitFor(() => expect(screen.queryByTestId('search-pending')).toBeNull());
  });

  it('shows the no-data state for a name that matches nothing', async () => {
    await renderApp({ route: '/rng?gameName=zzzqqqxx' });
    expect(await screen.findByTestId('no-data')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search games by name' }) as HTMLInputElement).value).toBe('zzzqqqxx');
    expect(screen.getByText('No games found')).toBeTruthy();
  });

  it('filters by an extra category and a filter type', async () => {
    const { router } = await openList('/rng');
    await userEvent.click(screen.getByRole('button', { name: 'Jackpots' }));
    await waitFor(() => expect(listCalls().at(-1)?.url).toContain('gameClassify=JACKPOT'));
    expect(router().state.location.search).toContain('classify=JACKPOT');
    expect(screen.getByRole('button', { name: 'Bingo' })).toBeTruthy();
    // HOT is the hot list of the type (G2): its platform has no filter type on the game list.
    await userEvent.click(screen.getByRole('button', { name: 'Hot', pressed: false }));
    await waitFor(() => expect(listCalls().at(-1)?.url).toMatch(/GCSGAME_hotGamesV2\?.*gameType=RNG/));
    expect(router().state.location.search).toContain('filter=HOT');
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    const games = tiles().filter((tile) => within(tile).queryByRole('button', { name: /^Play / }));
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((tile) => within(tile).queryByText('Hot') !== null)).toBe(true);
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
  });

  it('pages with the pagination (2 margin pages, range 5)', async () => {
    const { router } = await openList('/rng');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    const firstIds = tiles().map((tile) => tile.dataset.nodeId);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router().state.location.search).toContain('page=2'));
    await waitFor(() => expect(listCalls().at(-1)?.url).toContain('pageNo=2'));
    await waitFor(() => expect(tiles().map((tile) => tile.dataset.nodeId)).not.toEqual(firstIds));
    expect(tiles()).toHaveLength(18);
  });

  it('asks a guest to log in for Recent and Favourite', async () => {
    await openList('/fish');
    await userEvent.click(screen.getByRole('button', { name: 'Recent' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it("shows a member's recent games of the type", async () => {
    const { router } = await openList('/rng', 'player');
    await userEvent.click(screen.getByRole('button', { name: 'Recent' }));
    await waitFor(() => expect(router().state.location.search).toContain('view=recent'));
    await waitFor(() => expect(requestLog().some((entry) => entry.key === 'games.recent')).toBe(true));
  });
});
