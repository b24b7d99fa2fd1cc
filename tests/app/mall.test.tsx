// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, useAppHarness } from '../support/render';

useAppHarness();

const WAIT = { timeout: 20_000 };

describe('the points mall and the referral page', () => {
  it('lets a guest browse the catalogue and asks for a login to redeem', async () => {
    await renderApp({ route: '/pointMall' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Points mall' }, WAIT)).toBeTruthy();
    const cards = await screen.findAllByTestId('mall-item', undefined, WAIT);
    expect(cards.length).toBe(12);
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('dialog', { name: /log in/i }, WAIT)).toBeTruthy();
  });

  it('hides refer-a-friend from the menu and says so on its page when availablePromo REFERRAL is off', async () => {
    await renderApp({ route: '/member?page=referral', persona: 'player', scenario: { flags: { referral: false } } });
    expect(await screen.findByText('Refer a friend is not offered right now', undefined, WAIT)).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Member centre' });
    expect(within(menu).queryByRole('link', { name: 'Refer a friend' })).toBeNull();
    expect(within(menu).getByRole('link', { name: /^Missions/ })).toBeTruthy();
  });
});
