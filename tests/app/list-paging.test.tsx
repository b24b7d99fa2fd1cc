// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, useAppHarness } from '../support/render';

useAppHarness();

const tiles = () => screen.getAllByTestId('game-tile');
const PROMOTIONS_ERROR = 'The promotions could not be loaded.';

/** The current page the pagination marks, once the list has rendered. */
async function shownPage() {
  await waitFor(() => expect(tiles().length).toBeGreaterThan(0), { timeout: 10_000 });
  expect(screen.queryByText('The games could not be loaded.')).toBeNull();
  // The pagination's current page (the game type menu marks its own current entry too).
  const marked = Array.from(document.querySelectorAll('nav button[aria-current="page"]'), (button) => button.textContent ?? '');
  return marked.find((text) => /^\d+$/.test(text)) ?? null;
}

describe('a malformed ?page= (regression: /favorite?page=2.5 and /promotions?page=2.5 failed, /rng?page=2.5 showed page 1)', () => {
  it('shows page 1 of the game list on /rng?page=2.5', async () => {
    await renderApp({ route: '/rng?page=2.5' });
    expect(await shownPage()).toBe('1');
  });

  it("shows page 1 of the member's favourites on /favorite?page=2.5", async () => {
    await renderApp({ route: '/favorite?page=2.5', persona: 'player' });
    await waitFor(() => expect(tiles()).toHaveLength(15), { timeout: 10_000 });
    expect(screen.queryByText('The games could not be loaded.')).toBeNull();
  });

  it('shows page 1 of the promotions on /promotions?page=2.5', async () => {
    await renderApp({ route: '/promotions?page=2.5' });
    await waitFor(() => expect(screen.getAllByTestId('promotion-card').length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(screen.queryByText(PROMOTIONS_ERROR)).toBeNull();
  });
});
