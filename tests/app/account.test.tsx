// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentAuthenticatorCode } from '../../mocks/session/ip-verification';
import { lastSmsCode } from '../../mocks/verification/sms';
import { loginState, renderApp, useAppHarness } from '../support/render';

useAppHarness();

const WAIT = { timeout: 20_000 };

describe('My account (securityCenter)', () => {
  it('names its two "Change" buttons by what they change, so a screen-reader user can tell them apart', async () => {
    await renderApp({ route: '/member', persona: 'player' });
    const security = await screen.findByRole('region', { name: 'Security' }, WAIT);
    const changes = await within(security).findAllByRole('button', { name: /^Change/ }, WAIT);
    // Each name starts with the word on the button (WCAG 2.5.3) and says which password it changes.
    expect(changes.map((button) => [button.textContent, button.getAttribute('aria-label')])).toEqual([
      ['Change', 'Change login password'],
      ['Change', 'Change payment password'],
      ['Change number', null],
    ]);
  });

  it('sets the first payment password (confirmation checked), then refuses a change with a wrong old one and keeps what was typed', async () => {
    await renderApp({ route: '/member', persona: 'kycpending01' });
    const user = userEvent.setup();
    // SPEC §4: this member's login opens the KYC prompt, later on a busy machine. It takes the focus when it
    // opens, so typing before it is closed would lose keystrokes: close it first, as the player would.
    const prompt = await screen.findByRole('dialog', { name: 'Verify your identity' }, WAIT);
    await user.click(within(prompt).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify your identity' })).toBeNull());
    const security = await screen.findByRole('region', { name: 'Security' }, WAIT);
    expect(within(security).getByText('Not set')).toBeTruthy();
    await user.click(within(security).getByRole('button', { name: 'Set payment password' }));
    const form = await within(security).findByRole('form', { name: 'Set your payment password' });
    await user.type(within(form).getByLabelText(/New payment password/), '112233');
    await user.type(within(form).getByLabelText(/Confirm payment password/), '112234');
    await user.click(within(form).getByRole('button', { name: 'Set password' }));
    expect(await within(form).findByText('Incorrect confirmation input')).toBeTruthy();
    await user.clear(within(form).getByLabelText(/Confirm payment password/));
    await user.type(within(form).getByLabelText(/Confirm payment password/), '112233');
    await user.click(within(form).getByRole('button', { name: 'Set password' }));
    // Once set, the payment password row offers a change, named by what it changes (the login password has its own).
    await within(security).findByText('Asked for every withdrawal and transfer.', undefined, WAIT);
    await user.click(within(security).getByRole('button', { name: 'Change payment password' }));
    const change = await within(security).findByRole('form', { name: 'Change your payment password' }, WAIT);
    await user.type(within(change).getByLabelText(/Current payment password/), '000000');
    await user.type(within(change).getByLabelText(/New payment password/), '445566');
    await user.type(within(change).getByLabelText(/Confirm payment password/), '445566');
    await user.click(within(change).getByRole('button', { name: 'Change password' }));
    // The refusal keeps every digit typed.
    expect(await within(change).findByText('The payment password is incorrect', undefined, WAIT)).toBeTruthy();
    expect((within(change).getByLabelText(/New payment password/) as HTMLInputElement).value).toBe('445566');
  }, 90_000);

  it('asks a login from an unregistered IP for a verification, offering exactly the keyed methods, and completes it', async () => {
    await renderApp({ route: '/login', scenario: { flags: { loginIpVerification: true } } });
    const user = userEvent.setup();
    const loginForm = await screen.findByRole('form', { name: /log in/i }, WAIT);
    await user.type(within(loginForm).getByLabelText(/Username/), 'player01');
    await user.type(within(loginForm).getByLabelText(/Password/), 'Player@123');
    await user.click(within(loginForm).getByRole('button', { name: /log in/i }));
    const check = await screen.findByRole('form', { name: "Verify it's you" }, WAIT);
    // WIRE.md §4.4: no generic dialog; the methods are the keys of the refusal's value, E G S P.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(check).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['E', 'G', 'S', 'P']);
    await user.click(within(check).getByLabelText('Google Authenticator'));
    await user.type(within(check).getByLabelText(/Google Authenticator/, { selector: 'input:not([type=radio])' }), currentAuthenticatorCode('player01') ?? '');
    await user.click(within(check).getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: "Verify it's you" })).toBeNull(), WAIT);
    expect(await screen.findByTestId('member-avatar', undefined, WAIT)).toBeTruthy();
  }, 90_000);

  it('verifies by SMS: the number and a code sent to it (S12, no slide check), then logs in', async () => {
    await renderApp({ route: '/login', scenario: { flags: { loginIpVerification: true } } });
    const user = userEvent.setup();
    const loginForm = await screen.findByRole('form', { name: /log in/i }, WAIT);
    await user.type(within(loginForm).getByLabelText(/Username/), 'kycpending01');
    await user.type(within(loginForm).getByLabelText(/Password/), 'Kyc@12345');
    await user.click(within(loginForm).getByRole('button', { name: /log in/i }));
    const check = await screen.findByRole('form', { name: "Verify it's you" }, WAIT);
    // This member has no authenticator and no payee name: only what it can be asked.
    expect(within(check).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['E', 'S']);
    await user.click(within(check).getByLabelText('SMS code'));
    await user.type(within(check).getByLabelText(/^Mobile number/), '9170000003');
    await user.click(within(check).getByRole('button', { name: 'Send code' }));
    await within(check).findByRole('button', { name: /^Resend in \d+s$/ }, WAIT);
    expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull();
    await user.type(within(check).getByLabelText(/^SMS code/, { selector: 'input:not([type=radio])' }), lastSmsCode('9170000003') ?? '');
    await user.click(within(check).getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(loginState().userInfo?.account).toBe('kycpending01'), WAIT);
  }, 90_000);
});
