// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, useAppHarness } from '../support/render';

useAppHarness();

const WAIT = { timeout: 20_000 };

/** The cashier pages' states on the whole app: success with a money move, an error with retry, and the explanations. */
describe('the cashier pages', () => {
  it('wallet: a move to the safe box shows in the header and on the cards at once', async () => {
    await renderApp({ route: '/member?page=transferFund', persona: 'player' });
    expect((await screen.findByTestId('wallet-safe', undefined, WAIT)).textContent).toContain('$1,500.00');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Amount/), '88.5');
    await user.click(screen.getByRole('button', { name: 'Move to safe box' }));
    expect(await screen.findByText('$1,588.50', undefined, WAIT)).toBeTruthy();
    expect(screen.getByTestId('member-balance').textContent).toContain('$51,000.38');
  }, 60_000);

  it('wallet: a failed balance shows the error with a retry', async () => {
    await renderApp({ route: '/member?page=transferFund', persona: 'player', scenario: { faults: { 'wallet.getBalance': '500' } } });
    expect(await screen.findByRole('button', { name: 'Try again' }, WAIT)).toBeTruthy();
  }, 60_000);

  it('a member without upline or payment password is told why, not shown a dead form', async () => {
    await renderApp({ route: '/member?page=transferUpline', persona: 'kyc' });
    expect(await screen.findByRole('heading', { name: 'You have no upline' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my wallet' })).toBeTruthy();
  }, 60_000);

  it('withdraw: the figures, the payout accounts and the set-password link without a payment password', async () => {
    await renderApp({ route: '/member?page=withdraw', persona: 'kyc' });
    expect(await screen.findByRole('link', { name: 'Set payment password' }, WAIT)).toBeTruthy();
    expect(screen.getByTestId('withdrawable').textContent).toContain('$150.00');
    expect(within(screen.getByRole('region', { name: 'Payout accounts' })).getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
  }, 60_000);
});
