// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueGames } from '../../mocks/games/catalogue';
import { setScenario } from '../../mocks/engine/scenario';
import { server } from '../support/backend';
import { renderApp, useAppHarness } from '../support/render';

useAppHarness();

/** The lottery gateway and G12 URLs the app asked for (the request log keeps no query strings). */
const menuUrls: string[] = [];
const launchUrls: string[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    const url = decodeURIComponent(request.url);
    if (url.includes('/lgw/games/game_menus') || url.includes('/lgw/vn/games/game_menu?')) menuUrls.push(url);
    if (url.includes('/wps/game/launchGame')) launchUrls.push(url);
  });
});
beforeEach(() => {
  menuUrls.length = 0;
  launchUrls.length = 0;
});
const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);
afterEach(() => {
  vi.restoreAllMocks();
});

async function openLottery(route: string) {
  const app = await renderApp({ route, persona: 'player' });
  await screen.findByTestId('lottery-page');
  await screen.findByTestId('draw-panel');
  return app;
}

describe('lottery pages', () => {
  it('sends a guest on /seaLottery to /login with the login popup, and back to the lobby after logging in', async () => {
    const { router } = await renderApp({ route: '/seaLottery' });
    await waitFor(() => expect(router().state.location.pathname).toBe('/login'));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(menuUrls).toEqual([]);
    const form = within(dialog).getByRole('form', { name: 'Log in with username' });
    await userEvent.type(within(form).getByLabelText(/^Username/), 'player01');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Player@123');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router().state.location.pathname).toBe('/seaLottery'));
    expect(await screen.findByRole('heading', { level: 1, name: 'South-East Asia Lottery' })).toBeTruthy();
  });

  it('opens the South-East Asia lobby from the game menus (L1), no side menu and no footer', async () => {
    await openLottery('/seaLottery');
    expect(screen.getByRole('heading', { level: 1, name: 'South-East Asia Lottery' })).toBeTruthy();
    expect(menuUrls.map((url) => new URL(url).pathname)).toEqual(['/lgw/games/game_menus']);
    expect(paramsOf(menuUrls[0]!)).toEqual({ prizeMode: 'Lott' });
    const menu = screen.getByRole('navigation', { name: 'Lottery games' });
    expect(within(menu).getByRole('button', { name: /^Thai Lottery/ })).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: /^Mien Bac/ })).toBeNull();
    expect(screen.getByTestId('draw-countdown').textContent).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    const board = await screen.findByTestId('opened-numbers');
    await waitFor(() => expect(within(board).getAllByRole('button').length).toBe(8));
    expect(screen.queryByRole('complementary', { name: 'Side menu' })).toBeNull();
    // The site footer (its provider icons), not a popup's own footer.
    expect(screen.queryByRole('list', { name: 'Game providers' })).toBeNull();
  });

  it('shows the Vietnam menu per prize mode (ELOTT from the vendor cards) and recent results on /vnLottery', async () => {
    await openLottery('/vnLottery');
    expect(screen.getByRole('tab', { name: 'E-Lotto', selected: true })).toBeTruthy();
    // L2 with the prize mode the ELOTT lane decides, and device WEB.
    expect(paramsOf(menuUrls.at(-1)!)).toEqual({ prizeMode: 'Elott', device: 'WEB' });
    const menu = screen.getByRole('navigation', { name: 'Lottery games' });
    await waitFor(() => expect(within(menu).getByRole('heading', { name: 'Fast Lottery' })).toBeTruthy());
    expect(within(menu).getByRole('heading', { name: 'Northern Lottery' })).toBeTruthy();
    const recent = await screen.findByTestId('recent-results');
    await waitFor(() => expect(within(recent).getAllByRole('button').length).toBe(13));
    // The selected game's latest draw with every prize (DB .. G7 for the north).
    const latest = screen.getByTestId('latest-draw');
    await waitFor(() => expect(within(latest).getByRole('rowheader', { name: 'Special prize' })).toBeTruthy());

    await userEvent.click(screen.getByRole('tab', { name: 'Classic' }));
    await waitFor(() => expect(within(menu).queryByRole('heading', { name: 'Fast Lottery' })).toBeNull());
    expect(paramsOf(menuUrls.at(-1)!).prizeMode).toBe('Lott');
  });

  it('selects the game named by ?gameCode= on /lottery and bets through G12 in the game frame, then lists it as recent', async () => {
    await openLottery('/lottery?gameCode=VN_HCM');
    const panel = screen.getByTestId('draw-panel');
    expect(within(panel).getByRole('heading', { name: 'TP. Ho Chi Minh' })).toBeTruthy();
    // The bet button appears once the draw's numero has loaded; on a busy machine that is after the heading.
    await userEvent.click(await within(panel).findByRole('button', { name: 'Bet on TP. Ho Chi Minh' }, { timeout: 30_000 }));
    const frame = await screen.findByTestId('game-frame', undefined, { timeout: 30_000 });
    expect(frame.getAttribute('src')).toMatch(/lottery\.html\?.*gameCode=VN_HCM/);
    // G12: the launch path with launchMode LOTT and exactly its fields.
    expect(paramsOf(launchUrls.at(-1)!)).toEqual({
      launchMode: 'LOTT', device: 'WEB', lottoArea: 'VN', lottoPrizeMode: 'Elott', lottoGameCode: 'VN_HCM', lottoView: 'betting',
      hasLobby: 'true', labelName: 'Elott_Traditional', language: 'EN', backUrl: '/lottery?gameCode=VN_HCM',
    });
    // The game frame (issue 35) covers the lottery page; Back, once confirmed, shows it again.
    await userEvent.click(within(screen.getByRole('region', { name: 'TP. Ho Chi Minh' })).getByRole('button', { name: 'Back' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Leave the game?' })).getByRole('button', { name: 'Leave the game' }));
    const menu = await screen.findByRole('navigation', { name: 'Lottery games' });
    const recent = await within(menu).findByRole('region', { name: 'Recently played' }, { timeout: 30_000 });
    expect(within(recent).getByRole('button', { name: /^TP\. Ho Chi Minh/ })).toBeTruthy();
  });

  it('finds a South-East Asia game named on /lottery when Vietnam does not know it', async () => {
    await openLottery('/lottery?gameCode=TH_GOV');
    await waitFor(() => expect(within(screen.getByTestId('draw-panel')).getByRole('heading', { name: 'Thai Lottery' })).toBeTruthy());
    const menus = menuUrls.map((url) => new URL(url).pathname);
    expect(menus[0]).toBe('/lgw/vn/games/game_menu');
    expect(menus.at(-1)).toBe('/lgw/games/game_menus');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps favourite lotteries per user in LOTTFAV and lists them first', async () => {
    await openLottery('/seaLottery');
    const menu = screen.getByRole('navigation', { name: 'Lottery games' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Favourite Magnum 4D' }));
    expect(JSON.parse(localStorage.getItem('LOTTFAV')!)).toEqual({ player01: ['MY_MAG'] });
    const favourites = within(menu).getByRole('region', { name: 'My favourites' });
    expect(within(favourites).getByRole('button', { name: /^Magnum 4D/ })).toBeTruthy();
    expect(within(menu).getAllByRole('button', { name: 'Favourite Magnum 4D', pressed: true })).toHaveLength(2);
  });
});

describe('/seamless', () => {
  it('plays the named game in a frame under a back bar, with the side menu hidden', async () => {
    const game = catalogueGames().find((item) => item.gameType === 'RNG' && item.vassalage !== 'PT')!;
    const query = new URLSearchParams({
      nodeId: String(game.nodeId), gameId: game.gameId, vassalage: game.vassalage, gameType: game.gameType, gameName: game.gameName,
    });
    await renderApp({ route: `/seamless?${query.toString()}`, persona: 'player' });
    await screen.findByTestId('seamless-page');
    expect(screen.getByRole('heading', { level: 1, name: game.gameName })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    const frame = await screen.findByTitle(`${game.gameName} game`);
    expect(frame.getAttribute('src')).toMatch(new RegExp(`/demo-games/\\w+\\.html\\?ticket=\\w+&gameCode=${game.gameCode}`));
    expect(screen.getByRole('link', { name: 'Open in a new window' }).getAttribute('href')).toBe(frame.getAttribute('src'));
    expect(screen.queryByRole('complementary', { name: 'Side menu' })).toBeNull();
  });

  it('shows the refusal of an unknown game with a retry', async () => {
    await renderApp({ route: '/seamless?nodeId=999999&gameId=NOPE&vassalage=PG&gameType=RNG', persona: 'player' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a launch code\'s recoverable screen (issue 35), not a dialog: balance too low offers the deposit page', async () => {
    setScenario({ faults: { 'games.launch': 'launch_game_balance_not_enough' } });
    const game = catalogueGames().find((item) => item.gameType === 'RNG' && item.vassalage !== 'PT')!;
    const query = new URLSearchParams({ nodeId: String(game.nodeId), gameId: game.gameId, vassalage: game.vassalage, gameType: game.gameType, gameName: game.gameName });
    const app = await renderApp({ route: `/seamless?${query.toString()}`, persona: 'player' });
    const shown = await screen.findByTestId('launch-problem', undefined, { timeout: 10_000 });
    expect(shown.dataset.problem).toBe('deposit');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(shown).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(app.router().state.location.search).toBe('?page=depositv2'));
  });

  it('explains when no game is named', async () => {
    await renderApp({ route: '/seamless', persona: 'player' });
    expect(await screen.findByText(/No game was chosen/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse games' })).toBeTruthy();
  });
});
