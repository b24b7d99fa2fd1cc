// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestLog } from '../../mocks/engine/request-log';
import { renderApp, useAppHarness } from '../support/render';

useAppHarness();
afterEach(() => vi.unstubAllGlobals());

/** happy-dom's IntersectionObserver never reports; this one says every element is in view. */
function everythingInView() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
      observe() {
        this.callback([{ isIntersecting: true }]);
      }
      disconnect() {}
      unobserve() {}
    },
  );
}

const sectionNamed = (name: string) => screen.getByRole('region', { name });

describe('home game sections (SPEC §2 Home)', () => {
  it('shows Hot (12, expandable), then a section per type with 12 games and a More link; cockfight capped at 5', async () => {
    everythingInView();
    await renderApp();
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    await waitFor(() => expect(within(sectionNamed('Hot games')).getAllByTestId('game-tile')).toHaveLength(12));
    const hot = sectionNamed('Hot games');
    within(hot).getAllByTestId('game-tile').forEach((tile) => expect(within(tile).getByText('Hot')).toBeTruthy());
    await userEvent.click(within(hot).getByRole('button', { name: 'Show more' }));
    expect(within(hot).getAllByTestId('game-tile')).toHaveLength(24);

    await waitFor(() => expect(within(sectionNamed('Slots')).getAllByTestId('game-tile')).toHaveLength(12));
    expect(within(sectionNamed('Slots')).getByRole('link', { name: 'More Slots' }).getAttribute('href')).toBe('/rng');
    await waitFor(() => expect(within(sectionNamed('Cockfight')).getAllByTestId('game-tile').length).toBeLessThanOrEqual(5));
    expect(within(sectionNamed('Cockfight')).getAllByTestId('game-tile').length).toBeGreaterThan(0);
  });

  it('loads hot games from the session cache on a later visit', async () => {
    await renderApp();
    await waitFor(() => expect(sessionStorage.getItem('hotGames')).not.toBeNull());
    expect(JSON.parse(sessionStorage.getItem('hotGames')!).list.length).toBeGreaterThan(12);
  });

  it('loads a type section only when it comes near the viewport, with sized skeletons until then', async () => {
    await renderApp();
    await waitFor(() => expect(within(sectionNamed('Hot games')).getAllByTestId('game-tile')).toHaveLength(12));
    expect(within(sectionNamed('Slots')).getByTestId('game-grid-loading')).toBeTruthy();
    expect(requestLog().some((entry) => entry.key === 'games.list')).toBe(false);
  });
});
