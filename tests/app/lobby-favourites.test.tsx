// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScenario } from '../../mocks/engine/scenario';
import { favourites } from '../../mocks/favourites/collections';
import { favouriteIdsQuery } from '../../src/features/favouriteGames';
import { sessionQueryClient } from '../../src/features/session';
import { callRoute, contract } from '../../src/lib/api';
import { setToken } from '../../src/lib/state/session';
import { renderApp, useAppHarness } from '../support/render';

useAppHarness();

afterEach(() => vi.restoreAllMocks());

const tiles = () => screen.getAllByTestId('game-tile');
const starOf = (tile: HTMLElement) => within(tile).getByRole('button', { name: /^Favourite / });

async function openRng(persona = 'guest') {
  const app = await renderApp({ route: '/rng', persona });
  await waitFor(() => expect(tiles().length).toBe(18));
  return app;
}

/** A trial account through the real free-play route. */
async function asTrial() {
  const value = await callRoute(contract.session.freePlay, {
    body: { os: 'web', platform: 'W' },
  });
  setToken(value.token);
}

async function firstNonFavourite() {
  // The member's favourite ids have loaded (the tiles then show their stars truthfully).
  await waitFor(() => expect(sessionQueryClient().getQueryData(favouriteIdsQuery().queryKey)).toBeDefined());
  return tiles().find((tile) => starOf(tile).getAttribute('aria-pressed') === 'false')!;
}

const serverFavourites = (account: string) => favourites.findMany((q) => q.where({ account })).map((row) => String(row.nodeId));

describe('favourite toggle on a tile (SPEC §4)', () => {
  it('asks a guest to log in', async () => {
    await openRng();
    await userEvent.click(starOf(tiles()[0]!));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('warns a trial account with in_need_true_account and a confirm button', async () => {
    await asTrial();
    await openRng();
    await screen.findByRole('button', { name: 'Sign out' }).catch(() => undefined);
    await userEvent.click(starOf(tiles()[0]!));
    const dialog = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(dialog.textContent).toContain('Please register an account first');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Real account needed' })).toBeNull());
    expect(starOf(tiles()[0]!).getAttribute('aria-pressed')).toBe('false');
  });

  it('adds for a member at once, saves it, and throttles a second click', async () => {
    await openRng('player');
    const tile = await firstNonFavourite();
    const nodeId = tile.dataset.nodeId!;
    expect(serverFavourites('player01')).not.toContain(nodeId);
    await userEvent.click(starOf(tile));
    expect(starOf(tile).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(serverFavourites('player01')).toContain(nodeId));
    // Within 1000 ms a second toggle is ignored.
    await userEvent.click(starOf(tile));
    expect(starOf(tile).getAttribute('aria-pressed')).toBe('true');
    // A second later (the clock moved, no real wait) it toggles again.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1050);
    try {
      await userEvent.click(starOf(tile));
    } finally {
      vi.useRealTimers();
    }
    expect(starOf(tile).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(serverFavourites('player01')).not.toContain(nodeId));
  });

  it('rolls back with a message when the call fails', async () => {
    await openRng('player');
    const tile = await firstNonFavourite();
    setScenario({ faults: { 'favourites.add': '500' } });
    await userEvent.click(starOf(tile));
    await waitFor(() => expect(starOf(tile).getAttribute('aria-pressed')).toBe('false'));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(serverFavourites('player01')).not.toContain(tile.dataset.nodeId);
  });

  it("lists the member's favourites on /favorite and recent games on /recent", async () => {
    await renderApp({ route: '/favorite', persona: 'player' });
    await waitFor(() => expect(tiles()).toHaveLength(15));
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeTruthy();
    await waitFor(() => expect(tiles().every((tile) => starOf(tile).getAttribute('aria-pressed') === 'true')).toBe(true));
  });

  it('shows recent games on /recent', async () => {
    await renderApp({ route: '/recent', persona: 'player' });
    await waitFor(() => expect(tiles()).toHaveLength(12));
    expect(screen.getByRole('heading', { level: 1, name: 'Recently played' })).toBeTruthy();
  });
});

describe('launching from a tile (SPEC §2)', () => {
  const fakeWindow = () => {
    const opened = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    return { opened, open };
  };

  it('asks a guest to log in', async () => {
    const { open } = fakeWindow();
    await openRng();
    await userEvent.click(within(tiles()[0]!).getByRole('button', { name: /^Play / }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses a trial account with "Please register an account first"', async () => {
    const { open } = fakeWindow();
    await asTrial();
    await openRng();
    await userEvent.click(within(tiles()[0]!).getByRole('button', { name: /^Play / }));
    const dialog = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(dialog.textContent).toContain('Please register an account first');
    expect(open).not.toHaveBeenCalled();
  });

  it('launches for a member into the game popup, with no window opened', async () => {
    const { open } = fakeWindow();
    await openRng('player');
    await userEvent.click(within(tiles()[0]!).getByRole('button', { name: /^Play / }));
    const frame = await screen.findByTestId('game-frame');
    expect(frame.getAttribute('src')).toMatch(/ticket=/);
    expect(open).not.toHaveBeenCalled();
  });
});
