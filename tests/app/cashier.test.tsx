// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Fault } from '../../mocks/engine/scenario';
import { members } from '../../mocks/member/collections';
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

  it("header: the balance carries W1's currencySymbol (WIRE.md §9 checklist 35)", async () => {
    await members.update((q) => q.where({ account: 'player01' }), {
      data(draft) {
        draft.currencySymbol = '৳';
      },
    });
    await renderApp({ route: '/member?page=transferFund', persona: 'player' });
    await waitFor(() => expect(screen.getByTestId('member-balance').textContent).toContain('৳51,088.88'), WAIT);
    expect((await screen.findByTestId('wallet-safe', undefined, WAIT)).textContent).toContain('৳1,500.00');
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

/** Fills and sends the withdraw form as player01, with the withdrawal refused by `fault` when one is given. */
async function sendWithdrawal(fault?: Fault, password = '246810') {
  const app = await renderApp({ route: '/member?page=withdraw', persona: 'player', scenario: fault ? { faults: { 'wallet.withdraw': fault } } : undefined });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Amount/, undefined, WAIT), '200');
  await user.type(screen.getByLabelText(/^Payment password/), password);
  await user.click(screen.getByRole('button', { name: 'Withdraw now' }));
  return app;
}

/** WIRE.md §4.4's withdraw rows, as src/lib/api/errorBehaviour.ts gives them to the screen. */
describe('withdraw refusals', () => {
  it('withdraw_turnover_not_enough: the required and actual turnover from value.data', async () => {
    await sendWithdrawal('withdraw_turnover_not_enough');
    expect(await screen.findByText('The turnover is not met yet: $1,250.00 of the $5,000.00 required. Play on, then withdraw.', undefined, WAIT)).toBeTruthy();
  }, 60_000);

  it('required_deposit_amount_not_reached: the required and actual deposit from value.data', async () => {
    await sendWithdrawal('required_deposit_amount_not_reached');
    expect(await screen.findByText('Deposit more first: $100.00 of the $500.00 required.', undefined, WAIT)).toBeTruthy();
  }, 60_000);

  it('required_member_information_incomplete: what to complete, and where', async () => {
    await sendWithdrawal('required_member_information_incomplete');
    const note = (await screen.findByText('Complete your member information before you withdraw:', undefined, WAIT)).closest('[role="alert"]') as HTMLElement;
    expect(within(note).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Nickname', 'Mobile number']);
    expect(within(note).getByRole('link', { name: 'Complete my information' }).getAttribute('href')).toContain('securityCenter');
  }, 60_000);

  it('invalid.payment.pw: an error under the payment password field', async () => {
    await sendWithdrawal(undefined, '000000');
    const field = screen.getByLabelText(/^Payment password/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'), WAIT);
    expect(await screen.findByText('Wrong payment password. 4 tries left.', undefined, WAIT)).toBeTruthy();
  }, 60_000);

  it('not.exists.payment.password: off to the security centre to set one', async () => {
    const { router } = await sendWithdrawal('not.exists.payment.password');
    await waitFor(() => expect(router().state.location.search).toContain('page=securityCenter'), WAIT);
  }, 60_000);

  it('promotion_turnover_not_enough: the dialog, and nothing more under the form', async () => {
    await sendWithdrawal('promotion_turnover_not_enough');
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    expect(dialog.textContent).toContain('promotion_turnover_not_enough');
    expect(screen.queryByText(/turnover is not met/)).toBeNull();
  }, 60_000);

  it('withdraw_not_supported: silent', async () => {
    await sendWithdrawal('withdraw_not_supported');
    // The call settles (the button is free again) and nothing is said.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw now' }).getAttribute('aria-busy')).not.toBe('true'), WAIT);
    const form = screen.getByRole('form', { name: 'Withdraw' });
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 60_000);
});
