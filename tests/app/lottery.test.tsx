// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueGames } from '../../mocks/games/catalogue';
import { server } from '../support/backend';
import { renderApp, useAppHarness } from '../support/render';

useAppHarness();

/** The lobby URLs the app asked for (the request log keeps no query strings). */
const lobbyUrls: string[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/wps/lottery/lobby')) lobbyUrls.push(decodeURIComponent(request.url));
  });
});
beforeEach(() => {
  lobbyUrls.length = 0;
});
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
    expect(lobbyUrls).toEqual([]);
    const form = within(dialog).getByRole('form', { name: 'Log in with username' });
    await userEvent.type(within(form).getByLabelText(/^Username/), 'player01');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'Player@123');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router().state.location.pathname).toBe('/seaLottery'));
    expect(await screen.findByRole('heading', { level: 1, name: 'South-East Asia Lottery' })).toBeTruthy();
  });

  it('opens the South-East Asia lobby with every lobby parameter, no side menu and no footer', async () => {
    await openLottery('/seaLottery');
    expect(screen.getByRole('heading', { level: 1, name: 'South-East Asia Lottery' })).toBeTruthy();
    const url = new URL(lobbyUrls.at(-1)!);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      lottoArea: 'SEA', launchMode: 'LOBBY', lottoPrizeMode: 'SEA', lottoView: 'CLASSIC', device: 'PC', backUrl: '/seaLottery', language: 'EN',
    });
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
    expect(new URL(lobbyUrls.at(-1)!).searchParams.get('lottoPrizeMode')).toBe('ELOTT');
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
    expect(new URL(lobbyUrls.at(-1)!).searchParams.get('lottoPrizeMode')).toBe('LOTT');
  });

  it('opens the game named by ?gameCode= on /lottery (launch mode GAME) and bets in the game popup', async () => {
    await openLottery('/lottery?gameCode=VN_HCM');
    const params = new URL(lobbyUrls[0]!).searchParams;
    expect(params.get('launchMode')).toBe('GAME');
    expect(params.get('lottoGameCode')).toBe('VN_HCM');
    const panel = screen.getByTestId('draw-panel');
    expect(within(panel).getByRole('heading', { name: 'TP. Ho Chi Minh' })).toBeTruthy();
    // The bet button appears once the draw's numero has loaded; on a busy machine that is after the heading.
    await userEvent.click(await within(panel).findByRole('button', { name: 'Bet on TP. Ho Chi Minh' }, { timeout: 30_000 }));
    const frame = await screen.findByTestId('game-frame', undefined, { timeout: 30_000 });
    expect(frame.getAttribute('src')).toMatch(/lottery\.html\?.*gameCode=VN_HCM/);
  });

  it('finds a South-East Asia game named on /lottery when Vietnam does not know it', async () => {
    await openLottery('/lottery?gameCode=TH_GOV');
    await waitFor(() => expect(within(screen.getByTestId('draw-panel')).getByRole('heading', { name: 'Thai Lottery' })).toBeTruthy());
    const areas = lobbyUrls.map((url) => new URL(url).searchParams.get('lottoArea'));
    expect(areas[0]).toBe('VN');
    expect(areas.at(-1)).toBe('SEA');
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
    const game = catalogueGames().find((item) => item.gameType === 'RNG')!;
    const query = new URLSearchParams({
      nodeId: String(game.nodeId), gameCode: game.gameCode, vassalage: game.vassalage, gameType: game.gameType, gameName: game.gameName,
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
    await renderApp({ route: '/seamless?nodeId=999999&gameCode=NOPE&vassalage=PG&gameType=RNG', persona: 'player' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('explains when no game is named', async () => {
    await renderApp({ route: '/seamless', persona: 'player' });
    expect(await screen.findByText(/No game was chosen/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse games' })).toBeTruthy();
  });
});
