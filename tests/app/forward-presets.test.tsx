// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PINNED_REFERENCE_DATE } from '../../mocks/engine/clock';
import { renderApp, useAppHarness } from '../support/render';

/**
 * Issue 32 point 5: the lists that look forward offer SPEC §9's "next 7 / next 30 days": the promotions
 * (mocks/notices/seed.ts: Baccarat Lucky Pair starts in 5 days, Lotto Lucky Number Bonus in 10,
 * World Cup Early Bird and Halloween Spin Fest have ended) and the missions (mocks/missions/seed.ts).
 */
useAppHarness();
vi.setConfig({ testTimeout: 60_000 });
const WAIT = { timeout: 20_000 };

const titles = () => screen.queryAllByTestId('promotion-card').map((card) => within(card).getByRole('heading', { level: 2 }).textContent?.trim());

describe('the promotions by when they run (SPEC §9 date presets)', () => {
  it('narrows the cards and the category counts to the next 7 or 30 days, and back to any time', async () => {
    const { router } = await renderApp({ route: '/promotions' });
    const when = await screen.findByRole('group', { name: 'When it runs' }, WAIT);
    const categories = screen.getByRole('group', { name: 'Promotion categories' });
    const count = (name: string) => within(categories).getByRole('button', { name: new RegExp(`^${name}`) }).textContent?.replace(name, '');
    await waitFor(() => expect(titles().length).toBeGreaterThan(0), WAIT);
    expect(within(when).getByRole('button', { name: 'Any time' }).getAttribute('aria-pressed')).toBe('true');
    expect([count('Sports'), count('Lotto')]).toEqual(['2', '1']);

    await userEvent.click(within(when).getByRole('button', { name: 'Next 7 days' }));
    await waitFor(() => expect(router().state.location.search).toContain('when=next7'));
    // World Cup Early Bird has ended; the lotto bonus starts after the 7 days.
    await waitFor(() => expect([count('Sports'), count('Lotto')]).toEqual(['1', '0']));
    for (const gone of ['Lotto Lucky Number Bonus', 'World Cup Early Bird', 'Halloween Spin Fest']) expect(titles()).not.toContain(gone);
    await userEvent.click(within(categories).getByRole('button', { name: /^Live casino/ }));
    // Starting in 5 days, Baccarat Lucky Pair is in the next 7.
    await waitFor(() => expect(titles()).toEqual(['Live Casino Winning Streak', 'Baccarat Lucky Pair']));

    await userEvent.click(within(when).getByRole('button', { name: 'Next 30 days' }));
    await waitFor(() => expect([count('Sports'), count('Lotto')]).toEqual(['1', '1']));
    await userEvent.click(within(categories).getByRole('button', { name: /^Lotto/ }));
    await waitFor(() => expect(titles()).toEqual(['Lotto Lucky Number Bonus']));

    await userEvent.click(within(when).getByRole('button', { name: 'Any time' }));
    await waitFor(() => expect(router().state.location.search).not.toContain('when='));
    await waitFor(() => expect([count('Sports'), count('Lotto')]).toEqual(['2', '1']));
  });
});

describe('the missions by when they run (SPEC §9 date presets)', () => {
  afterEach(() => vi.useRealTimers());

  it('leaves out the mission that has ended in the next 7 and 30 days, with the period filter too', async () => {
    // The seed's mission periods are the reference day's: read the page on that day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(PINNED_REFERENCE_DATE));
    const { router } = await renderApp({ route: '/member?page=missionLeaderboard', persona: 'player' });
    const when = await screen.findByRole('group', { name: 'When it runs' }, WAIT);
    const missions = () => screen.queryAllByTestId('mission').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    await waitFor(() => expect(missions()).toHaveLength(9), WAIT);
    expect(missions()).toContain('Halloween week');

    await userEvent.click(within(when).getByRole('button', { name: 'Next 7 days' }));
    await waitFor(() => expect(missions()).toHaveLength(8));
    expect(missions()).not.toContain('Halloween week');
    expect(router().state.location.search).toContain('when=next7');

    await userEvent.click(within(screen.getByRole('group', { name: 'Mission period' })).getByRole('button', { name: 'Weekly' }));
    await waitFor(() => expect(missions()).toHaveLength(3));
    expect(missions()).toEqual(expect.arrayContaining(['Live casino week', 'Weekly depositor', 'Sports fan']));

    await userEvent.click(within(when).getByRole('button', { name: 'Next 30 days' }));
    await waitFor(() => expect(router().state.location.search).toContain('when=next30'));
    expect(missions()).toHaveLength(3);
    await userEvent.click(within(when).getByRole('button', { name: 'Any time' }));
    await waitFor(() => expect(missions()).toHaveLength(4));
  });
});
