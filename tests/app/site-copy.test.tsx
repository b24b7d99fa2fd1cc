// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appSettled, renderApp, useAppHarness } from '../support/render';

/**
 * What the site says of itself (issue 32): one swap control on the wallet page, and SPEC §9's advertised copy
 * ("About 10,000 slot games", the Zalo reward of up to 131K) where the site offers what it advertises.
 */
useAppHarness();

const WAIT = { timeout: 20_000 };

describe('the wallet page', () => {
  it('has one "Swap direction" control, beside the direction it swaps', async () => {
    const app = await renderApp({ route: '/member?page=transferFund', persona: 'player' });
    const form = await screen.findByRole('form', { name: 'Move money' }, WAIT);
    const direction = () => [...form.querySelectorAll('[aria-live] > span')].map((chip) => chip.textContent);
    expect(direction()).toEqual(['Main wallet', 'Safe box']);
    expect(screen.getAllByRole('button', { name: 'Swap direction' })).toHaveLength(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Swap direction' }));
    expect(direction()).toEqual(['Safe box', 'Main wallet']);
    expect(within(form).getByRole('button', { name: 'Move to main wallet' })).toBeTruthy();
    await appSettled();
    app.unmount();
  });
});

describe('the missions page', () => {
  it("shows one score for the member: the summary's leaderboard score is the score the board ranks, on every board", async () => {
    const app = await renderApp({ route: '/member?page=missionLeaderboard', persona: 'player' });
    const summary = await screen.findByText('Leaderboard score', { selector: 'dt' }, WAIT);
    const score = summary.nextElementSibling!.textContent!;
    expect(score).toBe('600');
    const board = screen.getByRole('region', { name: 'Leaderboard' });
    for (const period of ['Today', 'This week', 'This month']) {
      await userEvent.click(within(board).getByRole('button', { name: period }));
      // The board's period lives in the URL: the press shows once the navigation has landed.
      await waitFor(() => expect(within(board).getByRole('button', { name: period }).getAttribute('aria-pressed')).toBe('true'), WAIT);
      // The period's own board is in (nothing fetching), not the last one's kept on screen while it loads.
      await appSettled();
      const note = within(board).getByText(/^You are ranked #\d+ with [\d,]+ points of score\.$/);
      expect([period, note.textContent!.match(/with ([\d,]+) points/)![1]]).toEqual([period, score]);
    }
    await appSettled();
    app.unmount();
  });
});

describe("SPEC §9's advertised copy", () => {
  it('the slots lobby advertises about 10,000 slot games; the other lobbies do not', async () => {
    const app = await renderApp({ route: '/rng' });
    const page = await screen.findByTestId('game-list-page', undefined, WAIT);
    expect(within(page).getByRole('heading', { level: 1 }).nextElementSibling?.textContent).toBe('About 10,000 slot games');
    await appSettled();
    app.unmount();
    const fish = await renderApp({ route: '/fish' });
    await screen.findByTestId('game-list-page', undefined, WAIT);
    expect(screen.queryByText('About 10,000 slot games')).toBeNull();
    await appSettled();
    fish.unmount();
  });

  it('the profile offers the Zalo reward of up to 131K where the Zalo number is shown and asked for', async () => {
    const app = await renderApp({ route: '/member?page=securityCenter', persona: 'player' });
    const profile = await screen.findByRole('region', { name: 'Profile' }, WAIT);
    const zalo = within(profile).getByText('Zalo', { selector: 'dt' }).nextElementSibling!;
    expect(zalo.textContent).toBe('Not set · Add your Zalo number for a reward of up to 131K.');
    await userEvent.click(within(profile).getByRole('button', { name: 'Edit profile' }));
    const field = within(profile).getByLabelText('Zalo');
    expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Add your Zalo number for a reward of up to 131K.');
    await appSettled();
    app.unmount();
  });
});
