// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScenario } from '../../mocks/engine/scenario';
import { requestLog } from '../../mocks/engine/request-log';
import { configureLaunchCdns } from '../../mocks/games/demo';
import { gameById } from '../../mocks/games/query';
import { callRoute, contract } from '../../src/lib/api';
import { changeLanguage } from '../../src/lib/i18n';
import { appSettled, renderApp, useAppHarness } from '../support/render';
import { server } from '../support/backend';

useAppHarness();

afterEach(() => {
  vi.restoreAllMocks();
  configureLaunchCdns(['']);
});

const WAIT = { timeout: 10_000 };
const tiles = () => screen.getAllByTestId('game-tile');
const nameOf = (tile: HTMLElement) => within(tile).getByRole('heading', { hidden: true }).textContent!.trim();

async function openRng(persona = 'player') {
  const app = await renderApp({ route: '/rng', persona });
  await waitFor(() => expect(tiles().length).toBe(18), WAIT);
  return app;
}

async function play(tile: HTMLElement) {
  await userEvent.click(within(tile).getByRole('button', { name: `Play ${nameOf(tile)}` }));
}

/** The frame of a game (a region named by the game) and the URL its iframe shows. */
async function frameOf(name: string) {
  const region = await screen.findByRole('region', { name }, WAIT);
  const iframe = (await within(region).findByTitle(`${name} game`, undefined, WAIT)) as HTMLIFrameElement;
  return { region, iframe, url: new URL(iframe.getAttribute('src')!, window.location.href) };
}

async function problem(kind: string) {
  const screenEl = await screen.findByTestId('launch-problem', undefined, WAIT);
  expect(screenEl.dataset.problem).toBe(kind);
  return screenEl;
}

/** G11's query for a catalogue node, as the lobby sends it. */
function launchQueryOf(nodeId: string) {
  const game = gameById(Number(nodeId))!;
  return {
    gameId: game.gameId, nodeId: game.nodeId, accountType: 1, confirmTrans: 0, vassalage: game.vassalage, launchMode: 'GLS' as const,
    platform: 'html5-desktop', clientType: 3, merchantCode: 'rjc',
  };
}

/** A real round on a game launched outside this page (another tab, a page since reloaded): the game runs on. */
async function roundElsewhere(nodeId: string) {
  const value = await callRoute(contract.games.launch, { query: launchQueryOf(nodeId) });
  const ticket = new URL(value.content!.game_url ?? value.content!.game_url2!, 'http://localhost').searchParams.get('ticket')!;
  await callRoute(contract.games.demoBet, { body: { ticket, stake: 1, requestId: `elsewhere-${nodeId}-round` } });
}

describe('#734 previous game not finished (issue 35)', () => {
  it('offers to resume the previous game, which then plays in the frame', async () => {
    await openRng();
    const [first, second] = tiles();
    await roundElsewhere(first!.dataset.nodeId!);
    await play(second!);
    const screenEl = await problem('previousGame');
    const resume = await within(screenEl).findByRole('button', { name: `Resume ${nameOf(first!)}` }, WAIT);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(resume);
    const { url } = await frameOf(nameOf(first!));
    expect(url.searchParams.get('mode')).toBe('real');
  });

  it('closes the previous game and launches the new one', async () => {
    await openRng();
    const [first, second] = tiles();
    await roundElsewhere(first!.dataset.nodeId!);
    await play(second!);
    const screenEl = await problem('previousGame');
    await userEvent.click(await within(screenEl).findByRole('button', { name: `Close ${nameOf(first!)} and play ${nameOf(second!)}` }, WAIT));
    await frameOf(nameOf(second!));
    expect(requestLog().filter((entry) => entry.key === 'games.closeGame' && entry.status === 200)).toHaveLength(1);
  });
});

describe('vendor under maintenance (issue 35)', () => {
  it('counts down to the end time and offers games of the same type from other vendors', async () => {
    setScenario({ faults: { 'games.launch': 'vendor_under_maintenance' } });
    await openRng();
    const tile = tiles()[0]!;
    const vendor = gameById(Number(tile.dataset.nodeId))!.vassalage;
    await play(tile);
    const screenEl = await problem('maintenance');
    expect(within(screenEl).getByTestId('maintenance-window').textContent).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    // The fault's window ends 90 minutes from now.
    expect(within(screenEl).getByRole('timer').textContent).toMatch(/^1:(29|30):\d{2}$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    const similar = within(await within(screenEl).findByRole('region', { name: 'Play a similar game meanwhile' }, WAIT)).getAllByRole('button');
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.every((button) => !button.textContent!.includes(vendor))).toBe(true);
    // The other vendor is not under maintenance.
    setScenario({ faults: {} });
    const pick = similar[0]!.querySelector('span span')!.textContent!;
    await userEvent.click(similar[0]!);
    await frameOf(pick);
  });
});

describe('balance too low (issue 35)', () => {
  it('goes to the deposit page, and launches the game when the player comes back', async () => {
    setScenario({ faults: { 'games.launch': 'launch_game_balance_not_enough' } });
    const app = await openRng();
    const tile = tiles()[0]!;
    await play(tile);
    const screenEl = await problem('deposit');
    await userEvent.click(within(screenEl).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(app.router().state.location.search).toBe('?page=depositv2'));
    const bar = await screen.findByTestId('game-deposit-bar');
    expect(bar.textContent).toContain(`${nameOf(tile)} is waiting for your deposit.`);
    setScenario({ faults: {} });
    await userEvent.click(within(bar).getByRole('button', { name: `Back to ${nameOf(tile)}` }));
    await frameOf(nameOf(tile));
  });
});

describe('#727 system busy (issue 35)', () => {
  it('retries by itself after a countdown, and the game opens once the system answers', async () => {
    setScenario({ faults: { 'games.launch': '#727' } });
    await openRng();
    const tile = tiles()[0]!;
    await play(tile);
    await problem('busy');
    expect((await screen.findByTestId('busy-retry')).textContent).toMatch(/^Trying again in [12] s \(attempt 1 of 3\)\.$/);
    const launches = () => requestLog().filter((entry) => entry.key === 'games.launch').length;
    expect(launches()).toBe(1);
    setScenario({ faults: {} });
    await frameOf(nameOf(tile));
    expect(launches()).toBe(2);
  });

  it('stops retrying when the player says so, and leaves "Try again" to the player', async () => {
    setScenario({ faults: { 'games.launch': '#727' } });
    await openRng();
    const tile = tiles()[0]!;
    await play(tile);
    const screenEl = await problem('busy');
    await userEvent.click(within(screenEl).getByRole('button', { name: 'Stop trying' }));
    expect(screen.getByTestId('busy-retry').textContent).toBe('No more automatic attempts. Try again in a moment.');
    setScenario({ faults: {} });
    await userEvent.click(within(screenEl).getByRole('button', { name: 'Try again' }));
    await frameOf(nameOf(tile));
  });
});

describe('launch hosts (WIRE.md §6.2 launchGameCDNs)', () => {
  it('opens the game on the next host of the list when the first does not answer', async () => {
    configureLaunchCdns([window.location.origin]);
    setScenario({ flags: { launchHostDown: true } });
    await openRng();
    const tile = tiles()[0]!;
    await play(tile);
    const { iframe, url } = await frameOf(nameOf(tile));
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toMatch(/\/demo-games\/(slot|table)\.html$/);
    expect(iframe.dataset.hostIndex).toBe('1');
  });

  it('says so, with "Try again", when no host answers', async () => {
    setScenario({ flags: { launchHostDown: true } });
    await openRng();
    await play(tiles()[0]!);
    const screenEl = await problem('hostsDown');
    expect(within(screenEl).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the frame (issue 35)', () => {
  it('sends the player\'s language to the game: the launch field, its Language header and the game URL', async () => {
    const seen: Array<{ language: string | null; header: string | null }> = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/wps/game/launchGame')) {
        const qs = new URLSearchParams(url.searchParams.get('qs') ?? '');
        seen.push({ language: qs.get('language') ?? url.searchParams.get('language'), header: request.headers.get('Language') });
      }
    };
    server.events.on('request:start', listener);
    try {
      await changeLanguage('TY');
      await openRng();
      const tile = tiles()[0]!;
      await userEvent.click(within(tile).getByRole('button', { name: `Laruin ang ${nameOf(tile)}` }));
      const region = await screen.findByRole('region', { name: nameOf(tile) }, WAIT);
      const iframe = (await within(region).findByTestId('game-frame', undefined, WAIT)) as HTMLIFrameElement;
      expect(new URL(iframe.src).searchParams.get('language')).toBe('TY');
      expect(seen).toEqual([{ language: 'TY', header: 'TY' }]);
    } finally {
      server.events.removeListener('request:start', listener);
      await changeLanguage('EN');
    }
  });

  it('covers the page under the header, and Back asks before leaving a running game', async () => {
    await openRng();
    const tile = tiles()[0]!;
    const name = nameOf(tile);
    await play(tile);
    const { region } = await frameOf(name);
    // The page beneath is kept but hidden; the header stays.
    expect(screen.queryByRole('button', { name: `Play ${name}` })).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Back' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave the game?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('region', { name: name })).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Back' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Leave the game?' })).getByRole('button', { name: 'Leave the game' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: name })).toBeNull());
    expect(tiles()).toHaveLength(18);
    // Focus goes back to the tile the game was opened from.
    await waitFor(() => expect(document.activeElement).toBe(within(tile).getByRole('button', { name: `Play ${name}` })));
  });

  it('asks too before a header link leaves a running game', async () => {
    const app = await openRng();
    const tile = tiles()[0]!;
    await play(tile);
    await frameOf(nameOf(tile));
    // The router's blocker is registered in an effect of the frame's first render.
    await appSettled();
    await app.router().navigate('/live');
    const confirm = await screen.findByRole('dialog', { name: 'Leave the game?' });
    expect(app.router().state.location.pathname).toBe('/rng');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave the game' }));
    await waitFor(() => expect(app.router().state.location.pathname).toBe('/live'));
    expect(screen.queryByRole('region', { name: nameOf(tile) })).toBeNull();
  });

  it('refreshes the balance when the frame closes: a round the game did not report shows at once', async () => {
    await openRng();
    const tile = tiles()[0]!;
    await play(tile);
    const { region, url } = await frameOf(nameOf(tile));
    const before = (await screen.findByTestId('member-balance', undefined, WAIT)).textContent;
    // A round the game page never posts a message about (a vendor's own game).
    const round = await callRoute(contract.games.demoBet, { body: { ticket: url.searchParams.get('ticket')!, stake: 5, requestId: 'unreported-round-1' } });
    await appSettled();
    expect(screen.getByTestId('member-balance').textContent).toBe(before);
    await userEvent.click(within(region).getByRole('button', { name: 'Back' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Leave the game?' })).getByRole('button', { name: 'Leave the game' }));
    const shown = round.balance.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await waitFor(() => expect(screen.getByTestId('member-balance').textContent).toContain(shown), WAIT);
    // The running game is closed on the server: another game launches without #734.
    await waitFor(() => expect(requestLog().some((entry) => entry.key === 'games.closeGame' && entry.status === 200)).toBe(true));
  });

  it('opens games in a new window once the player chooses so, and refreshes when that window closes', async () => {
    await openRng();
    const [first, second] = tiles();
    await play(first!);
    const { region } = await frameOf(nameOf(first!));
    await userEvent.click(within(region).getByRole('checkbox', { name: 'Open games in a new window' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Back' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Leave the game?' })).getByRole('button', { name: 'Leave the game' }));

    const target = { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    await play(second!);
    // Opened inside the click, before the launch answered: a popup blocker lets it through.
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(target.location.href).toMatch(/\/demo-games\/(slot|table)\.html\?ticket=/));
    const bar = await screen.findByTestId('game-window-bar');
    expect(bar.textContent).toContain(`${nameOf(second!)} is playing in its own window.`);
    expect(screen.queryByRole('region', { name: nameOf(second!) })).toBeNull();
    const balanceCalls = () => requestLog().filter((entry) => entry.key === 'wallet.getBalance').length;
    const calls = balanceCalls();
    target.closed = true;
    await waitFor(() => expect(screen.queryByTestId('game-window-bar')).toBeNull(), WAIT);
    await waitFor(() => expect(balanceCalls()).toBeGreaterThan(calls), WAIT);
  });
});
