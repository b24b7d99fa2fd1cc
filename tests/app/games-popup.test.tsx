// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_GAME_MESSAGE_TYPE } from '../../contracts/games';
import { requestLog } from '../../mocks/engine/request-log';
import { recentPlays } from '../../mocks/games/collections';
import { callRoute, contract } from '../../src/lib/api';
import { brand } from '../../src/lib/brand';
import { setToken } from '../../src/lib/state/session';
import { appSettled, renderApp, useAppHarness } from '../support/render';
import { setScenario } from '../../mocks/engine/scenario';
import { http, HttpResponse } from 'msw';
import { server } from '../support/backend';

useAppHarness();

afterEach(() => {
  vi.restoreAllMocks();
  (brand as { gameOpenMode: string }).gameOpenMode = 'popup';
});

const tiles = () => screen.getAllByTestId('game-tile');
const nameOf = (tile: HTMLElement) => within(tile).getByRole('heading', { hidden: true }).textContent!.trim();
const trialTile = () => tiles().find((tile) => within(tile).queryByRole('button', { name: /^Free trial of / }))!;

async function openRng(persona = 'guest') {
  const app = await renderApp({ route: '/rng', persona });
  await waitFor(() => expect(tiles().length).toBe(18));
  return app;
}

async function asTrial() {
  const value = await callRoute(contract.session.freePlay, { body: { os: 'web', platform: 'W' } });
  setToken(value.token);
}

/** The open game frame (issue 35: under the site's header, in place of the page) and the launch URL in its iframe. */
async function gamePopup(name: string) {
  const dialog = await screen.findByRole('region', { name });
  const frame = (await within(dialog).findByTitle(`${name} game`)) as HTMLIFrameElement;
  return { dialog, url: new URL(frame.getAttribute('src')!, window.location.href) };
}

describe('launching a game (SPEC §2 game launch, §6 roles)', () => {
  it('asks a guest to log in for a real launch', async () => {
    await openRng();
    const tile = tiles()[0]!;
    await userEvent.click(within(tile).getByRole('button', { name: `Play ${nameOf(tile)}` }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(requestLog().some((entry) => entry.key.startsWith('games.') && entry.key.toLowerCase().includes('launch'))).toBe(false);
  });

  it('lets a guest play a free trial: a guest-mode ticket in the frame, no login', async () => {
    await openRng();
    const tile = trialTile();
    await userEvent.click(within(tile).getByRole('button', { name: `Free trial of ${nameOf(tile)}` }));
    const { dialog, url } = await gamePopup(nameOf(tile));
    expect(url.pathname).toMatch(/\/demo-games\/(slot|table)\.html$/);
    expect(url.searchParams.get('mode')).toBe('guest');
    expect(within(dialog).getByText('Free trial')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });

  it('tells a trial account to register first, but opens its free trial', async () => {
    await asTrial();
    await openRng();
    const tile = trialTile();
    await userEvent.click(within(tile).getByRole('button', { name: `Play ${nameOf(tile)}` }));
    const refusal = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(refusal.textContent).toContain('Please register an account first');
    await userEvent.click(within(refusal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByTitle(`${nameOf(tile)} game`)).toBeNull();

    await userEvent.click(within(tile).getByRole('button', { name: `Free trial of ${nameOf(tile)}` }));
    const { url } = await gamePopup(nameOf(tile));
    expect(url.searchParams.get('mode')).toBe('trial');
  });

  it('launches for a member: real mode in the frame, recorded in recent games, left by Back after a confirmation', async () => {
    await openRng('player');
    const tile = tiles()[2]!;
    const name = nameOf(tile);
    await userEvent.click(within(tile).getByRole('button', { name: `Play ${name}` }));
    const { dialog, url } = await gamePopup(name);
    expect(url.searchParams.get('mode')).toBe('real');
    expect(url.origin).toBe(window.location.origin);
    const latest = recentPlays.findMany((q) => q.where({ account: 'player01' })).sort((a, b) => (a.playedAt < b.playedAt ? 1 : -1))[0]!;
    expect(String(latest.nodeId)).toBe(tile.dataset.nodeId);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave the game?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave the game' }));
    await waitFor(() => expect(screen.queryByRole('region', { name })).toBeNull());
  });

  it('"open in new window" hands the same launch URL to a window and leaves the frame for a bar', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    await openRng('player');
    const tile = tiles()[0]!;
    await userEvent.click(within(tile).getByRole('button', { name: `Play ${nameOf(tile)}` }));
    const { dialog } = await gamePopup(nameOf(tile));
    const src = within(dialog).getByTitle(`${nameOf(tile)} game`).getAttribute('src');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open in new window' }));
    expect(open).toHaveBeenCalledWith(src, '_blank');
    await waitFor(() => expect(screen.queryByRole('region', { name: nameOf(tile) })).toBeNull());
    expect(screen.getByTestId('game-window-bar').textContent).toContain(`${nameOf(tile)} is playing in its own window.`);
  });

  it('opens a new window instead when the brand says so', async () => {
    (brand as { gameOpenMode: string }).gameOpenMode = 'window';
    const target = { location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    await openRng('player');
    const tile = tiles()[0]!;
    await userEvent.click(within(tile).getByRole('button', { name: `Play ${nameOf(tile)}` }));
    await waitFor(() => expect(target.location.href).toMatch(/\/demo-games\/(slot|table)\.html\?ticket=/));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(screen.queryByRole('region', { name: nameOf(tile) })).toBeNull();
  });
});

describe('what a launch may meet (WIRE.md §4.4, §6.4)', () => {
  it('shows vendor maintenance once: the frame\'s screen (issue 35), no pipeline modal and no second message', async () => {
    setScenario({ faults: { 'games.launch': 'vendor_under_maintenance' } });
    await openRng('player');
    const tile = tiles()[0]!;
    await userEvent.click(within(tile).getByRole('button', { name: `Play ${nameOf(tile)}` }));
    const shown = await screen.findByTestId('launch-problem');
    expect(shown.dataset.problem).toBe('maintenance');
    expect(shown.textContent).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await appSettled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(screen.queryByTitle(`${nameOf(tile)} game`)).toBeNull();
  });

  it('says "stay tuned" for an item without gameId or roomId, and opens a vendor item\'s games instead of launching', async () => {
    // The platform's hot list as one build sends it: a game that cannot launch yet, and a vendor entry.
    server.use(
      http.get('*/wps/relay/GCSGAME_hotGamesV2', () =>
        HttpResponse.json({
          success: true,
          message: '',
          value: {
            list: [
              { nodeId: '501', nodeName: 'PG_Coming Soon', vassalage: 'PG', gameType: 'RNG', isGame: 'game', supportPlay: 1 },
              { nodeId: 'VENDOR_PT', gameName: 'Playtech', vassalage: 'PT', gameType: 'RNG', isGame: 'VASSALAGE' },
            ],
          },
        }),
      ),
    );
    const app = await renderApp({ route: '/', persona: 'player' });
    const hot = await screen.findByRole('list', { name: 'Hot games' }, { timeout: 30_000 });
    const [soon, vendor] = within(hot).getAllByTestId('game-tile');
    // The name after nodeName's last `_`.
    await userEvent.click(within(soon!).getByRole('button', { name: 'Play Coming Soon' }));
    expect(await screen.findByText('Stay tuned: this game is not open yet.')).toBeTruthy();
    expect(requestLog().some((entry) => entry.key === 'games.launch')).toBe(false);
    // A vendor entry is no favourite and opens the vendor's list.
    expect(within(vendor!).queryByRole('button', { name: /^Favourite/ })).toBeNull();
    await userEvent.click(within(vendor!).getByRole('button', { name: 'Open the games of Playtech' }));
    await waitFor(() => expect(app.router().state.location.pathname + app.router().state.location.search).toBe('/rng?vassalage=PT'));
  });
});

describe('rounds reported by the game page', () => {
  const balanceCalls = () => requestLog().filter((entry) => entry.key === 'wallet.getBalance').length;
  const round = (origin: string) =>
    window.dispatchEvent(new MessageEvent('message', {
      origin,
      data: { type: DEMO_GAME_MESSAGE_TYPE, ticket: 'x', freeTrial: false, outcome: 'WIN', balance: 1 },
    }));

  it('refresh the header balance, from the launched game origin only', async () => {
    await openRng('player');
    const tile = tiles()[0]!;
    await userEvent.click(within(tile).getByRole('button', { name: `Play ${nameOf(tile)}` }));
    await gamePopup(nameOf(tile));
    await waitFor(() => expect(balanceCalls()).toBeGreaterThan(0));
    const before = balanceCalls();

    round('https://evil.example');
    await appSettled();
    expect(balanceCalls()).toBe(before);

    round(window.location.origin);
    await waitFor(() => expect(balanceCalls()).toBe(before + 1));
  });
});
