// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameById } from '../../mocks/games/query';
import { requestLog } from '../../mocks/engine/request-log';
import { recentPlays } from '../../mocks/games/collections';
import { appSettled, renderApp, useAppHarness } from '../support/render';

useAppHarness();
afterEach(() => vi.restoreAllMocks());

/** Launches open a window (or, later, the in-app popup); either way the backend records the play. */
function stubWindow() {
  const opened = { location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
}

const playedVendors = (account: string) =>
  recentPlays.findMany((q) => q.where({ account })).map((row) => gameById(row.nodeId)!);

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
/** The nav, once the gate has let the app render and the vendor lanes are in. */
async function navReady() {
  await screen.findByRole('navigation', { name: 'Main navigation' });
  await waitFor(() => expect(within(nav()).getByText('E-sports')).toBeTruthy());
}
const vendorTiles = () => screen.getAllByTestId('vendor-tile');

describe('game centres (SPEC §2 /sports, /esports, /lott, /elott)', () => {
  it('shows the sports vendors only (e-sports and cockfight split off), each with an in_immediate_game button', async () => {
    await renderApp({ route: '/sports' });
    await waitFor(() => expect(vendorTiles().length).toBe(3));
    expect(vendorTiles().map((tile) => tile.dataset.vendor)).toEqual(['IBC', 'SBT', 'UG']);
    expect(screen.getByRole('heading', { level: 1, name: 'Sports' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Play now: / })).toHaveLength(3);
    expect(within(vendorTiles()[0]!).getByText('IBC Sports')).toBeTruthy();
  });

  it('lists the e-sports vendors on /esports', async () => {
    await renderApp({ route: '/esports' });
    await waitFor(() => expect(vendorTiles().map((tile) => tile.dataset.vendor)).toEqual(['AV', 'IMES', 'IA', 'AI', 'TF']));
  });

  it('asks a guest to log in when a vendor tile is clicked', async () => {
    stubWindow();
    await renderApp({ route: '/sports' });
    await waitFor(() => expect(vendorTiles().length).toBe(3));
    await userEvent.click(screen.getByRole('button', { name: /^Launch UG Sports, \d+ games?$/ }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it("launches a vendor's lobby entry game for a member from the start button", async () => {
    stubWindow();
    await renderApp({ route: '/sports', persona: 'player' });
    await waitFor(() => expect(vendorTiles().length).toBe(3));
    await userEvent.click(screen.getByRole('button', { name: 'Play now: SBTech' }));
    await waitFor(() => expect(playedVendors('player01').some((game) => game.vassalage === 'SBT' && game.gameType === 'SPORTS')).toBe(true));
  });

  it('sends the lottery vendor TCG_SEA to its /seaLottery page', async () => {
    const app = await renderApp({ route: '/lott', persona: 'player' });
    await waitFor(() => expect(vendorTiles().length).toBe(2));
    await userEvent.click(screen.getByRole('button', { name: /^Open TCG SEA Lottery, \d+ games?$/ }));
    await waitFor(() => expect(app.router().state.location.pathname).toBe('/seaLottery'));
  });

  it('shows placeholders while loading and an alert with a retry when the vendors fail', async () => {
    await renderApp({ route: '/elott', scenario: { faults: { 'games.vendorLanes': '500' } } });
    expect(await screen.findByTestId('centre-loading')).toBeTruthy();
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('header navigation and vendor drop-down (SPEC §2 Header)', () => {
  it('lists HOME, the categories with vendors (sports split right after sports) and PROMO', async () => {
    await renderApp({ route: '/' });
    await navReady();
    const labels = within(nav()).getAllByRole('link').map((link) => link.textContent);
    expect(labels[0]).toBe('Home');
    expect(labels.at(-1)).toBe('Promotions');
    expect(labels.indexOf('E-sports')).toBe(labels.indexOf('Sports') + 1);
    expect(labels.indexOf('Cockfight')).toBe(labels.indexOf('Sports') + 2);
  });

  it('shows the vendors on hover or focus, large when the category has more than 10 games, and none for HOME', async () => {
    await renderApp({ route: '/' });
    await navReady();
    const slots = await within(nav()).findByRole('link', { name: 'Slots' });
    fireEvent.mouseEnter(slots);
    const panel = await screen.findByRole('region', { name: 'Slots providers' });
    expect(panel.dataset.size).toBe('large');
    expect(slots.getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getAllByTestId('vendor-tile').length).toBe(12);

    fireEvent.focus(within(nav()).getByRole('link', { name: 'Sports' }));
    const sports = await screen.findByRole('region', { name: 'Sports providers' });
    expect(sports.dataset.size).toBe('compact');

    fireEvent.focus(within(nav()).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(screen.queryByTestId('nav-dropdown')).toBeNull());
  });

  it('opens the filtered list when a slots vendor is picked', async () => {
    const app = await renderApp({ route: '/' });
    await navReady();
    fireEvent.mouseEnter(await within(nav()).findByRole('link', { name: 'Slots' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Open Playtech, \d+ games?$/ }));
    await waitFor(() => expect(app.router().state.location.search).toBe('?vassalage=PT'));
    expect(app.router().state.location.pathname).toBe('/rng');
  });

  it('opens a list page from its nav item or side menu entry once its first list is in (data first)', async () => {
    const app = await renderApp({ route: '/' });
    await navReady();
    // What the backend had answered when the address changed: the screen's first render already has its list.
    const listsAtNavigation: string[][] = [];
    let shown = app.router().state.location.pathname;
    app.router().subscribe((state) => {
      if (state.location.pathname === shown) return;
      shown = state.location.pathname;
      listsAtNavigation.push([shown, ...requestLog().filter((entry) => entry.key === 'games.list').map((entry) => entry.path)]);
    });
    await userEvent.click(within(nav()).getByRole('link', { name: 'Slots' }));
    await waitFor(() => expect(app.router().state.location.pathname).toBe('/rng'));
    expect(listsAtNavigation[0]).toEqual(['/rng', '/wps/relay/GCSGAME_gameList']);

    const side = screen.getByRole('complementary', { name: 'Side menu' });
    await userEvent.click(within(side).getByRole('link', { name: 'Fishing' }));
    await waitFor(() => expect(app.router().state.location.pathname).toBe('/fish'));
    expect(listsAtNavigation.at(-1)).toEqual(['/fish', '/wps/relay/GCSGAME_gameList', '/wps/relay/GCSGAME_gameList']);
  });

  it('leaves a nav click for a new tab or window to the browser', async () => {
    const app = await renderApp({ route: '/' });
    await navReady();
    const slots = within(nav()).getByRole('link', { name: 'Slots' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      // fireEvent.click is true when nothing prevented the browser's own handling.
      expect(fireEvent.click(slots, modifier), JSON.stringify(modifier)).toBe(true);
    }
    await appSettled();
    expect(app.router().state.location.pathname).toBe('/');
  });

  it('launches a single-vendor category directly from its nav item', async () => {
    stubWindow();
    const app = await renderApp({ route: '/', persona: 'player', scenario: { flags: { singleSportsVendor: true } } });
    await navReady();
    const sports = await within(nav()).findByRole('link', { name: 'Sports' });
    await userEvent.click(sports);
    await waitFor(() => expect(playedVendors('player01').some((game) => game.vassalage === 'IBC')).toBe(true));
    expect(app.router().state.location.pathname).toBe('/');
  });

  it('sends lottery straight to the TCG_SEA page', async () => {
    await renderApp({ route: '/' });
    await navReady();
    const lottery = await within(nav()).findByRole('link', { name: 'Lottery' });
    expect(lottery.getAttribute('href')).toBe('/seaLottery');
  });
});

describe('promotions page (SPEC §2 promotion categories)', () => {
  it('filters the list by category and shows the rules of a card', async () => {
    const app = await renderApp({ route: '/promotions' });
    const bar = await screen.findByRole('group', { name: 'Promotion categories' });
    expect(within(bar).getAllByRole('button')).toHaveLength(13);
    await waitFor(() => expect(screen.getAllByTestId('promotion-card').length).toBeGreaterThan(0));
    await userEvent.click(within(bar).getByRole('button', { name: /^Rebate/ }));
    await waitFor(() => expect(app.router().state.location.search).toBe('?category=REBATE'));
    await waitFor(() => expect(screen.getAllByTestId('promotion-card').every((card) => card.textContent?.includes('Rebate'))).toBe(true));
    const card = screen.getAllByTestId('promotion-card')[0]!;
    const toggle = within(card).getByRole('button', { name: 'Show details' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('lobby game type menu (SPEC §2 Lobby)', () => {
  const menu = () => screen.getByRole('navigation', { name: 'Game menu' });

  it('offers HOME, HOT, FAV and the nav types, HOME current at first', async () => {
    await renderApp({ route: '/' });
    await waitFor(() => expect(within(menu()).getByRole('button', { name: 'E-sports' })).toBeTruthy());
    const names = within(menu()).getAllByRole('button').map((button) => button.textContent);
    expect(names.slice(0, 4)).toEqual(['Home', 'Hot', 'Favourites', 'Live casino']);
    expect(within(menu()).getByRole('button', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it('FAV without login goes back to HOME and shows the login popup', async () => {
    const app = await renderApp({ route: '/rng' });
    await screen.findByRole('navigation', { name: 'Game menu' });
    await userEvent.click(within(menu()).getByRole('button', { name: 'Favourites' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(app.router().state.location.pathname).toBe('/');
  });

  it('HOT shows the whole hot list on its own; a type opens its page', async () => {
    const app = await renderApp({ route: '/' });
    await screen.findByRole('navigation', { name: 'Game menu' });
    await userEvent.click(within(menu()).getByRole('button', { name: 'Hot' }));
    await waitFor(() => expect(app.router().state.location.search).toBe('?gameType=HOT'));
    await waitFor(() => expect(within(menu()).getByRole('button', { name: 'Hot' }).getAttribute('aria-current')).toBe('page'));
    expect(screen.queryByRole('region', { name: 'Slots' })).toBeNull();
    await userEvent.click(within(menu()).getByRole('button', { name: 'Fishing' }));
    await waitFor(() => expect(app.router().state.location.pathname).toBe('/fish'));
  });
});
