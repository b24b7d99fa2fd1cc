// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../mocks/member/collections';
import { lastSmsCode } from '../../mocks/verification/sms';
import { callRoute, contract } from '../../src/lib/api';
import { session } from '../../src/lib/state/session';
import { openModal, ui } from '../../src/lib/state/ui';
import { setScenario, type ScenarioPatch } from '../../mocks/engine/scenario';
import { renderApp, useAppHarness, loginState } from '../support/render';
import { humanCheck } from '../support/human';
import { passSlideCheck } from '../support/slide';

useAppHarness();

async function openForgot(scenario?: ScenarioPatch) {
  const app = await renderApp({ scenario });
  await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
  const login = await screen.findByRole('dialog', { name: 'Log in' });
  await userEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }));
  return { ...app, dialog: await screen.findByRole('dialog', { name: 'Forgot password' }) };
}

describe('forgot password', () => {
  it('shows both method tabs when both are enabled, and only the form when one is', async () => {
    const both = await openForgot();
    expect(within(both.dialog).getByRole('tab', { name: 'By email' })).toBeTruthy();
    expect(within(both.dialog).getByRole('tab', { name: 'By mobile' })).toBeTruthy();
    both.unmount();
    ui.modal = null;
    const one = await openForgot({ flags: { CHNGPASSMAIL3: false } });
    expect(within(one.dialog).queryByRole('tab')).toBeNull();
    expect(within(one.dialog).getByRole('form', { name: 'By mobile' })).toBeTruthy();
  });

  it('by email: validates, says when the username/email does not exist, then confirms and closes', async () => {
    const { dialog } = await openForgot();
    const form = within(within(dialog).getByRole('form', { name: 'By email' }));
    await userEvent.click(form.getByRole('button', { name: 'Send reset link' }));
    expect(await form.findAllByText('Input cannot be empty')).toHaveLength(2);
    await userEvent.type(form.getByLabelText(/^Username/), 'player01');
    await userEvent.type(form.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(form.getByRole('button', { name: 'Send reset link' }));
    expect(await form.findByText('Please enter a valid email address')).toBeTruthy();
    await userEvent.clear(form.getByLabelText(/^Email/));
    await userEvent.type(form.getByLabelText(/^Email/), 'someone@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Send reset link' }));
    expect(await form.findByText('Username/Email does not exist')).toBeTruthy();
    await userEvent.clear(form.getByLabelText(/^Email/));
    await userEvent.type(form.getByLabelText(/^Email/), ' player01@example.com ');
    await userEvent.click(form.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot password' })).toBeNull());
    expect(ui.toasts.some((toast) => toast.message === 'auth.forgot.emailSent')).toBe(true);
  });

  it('by phone: sends a code, resets, and logs in with the mobile number', async () => {
    const { dialog, router } = await openForgot();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'By mobile' }));
    const form = within(within(dialog).getByRole('form', { name: 'By mobile' }));
    await userEvent.type(form.getByLabelText(/^Mobile number/), '9171234567');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    await passSlideCheck();
    expect(await form.findByRole('button', { name: /^Resend in \d+s$/ })).toBeTruthy();
    await userEvent.type(form.getByLabelText(/^SMS code/), lastSmsCode('9171234567') ?? '');
    await userEvent.type(form.getByLabelText(/^New password/), 'Reset@2026');
    await userEvent.click(form.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Lucky Ace')).toBeTruthy();
    expect(loginState().userInfo?.account).toBe('player01');
    expect(router().state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('by phone: says why when the slide check cannot be had, and sends nothing', async () => {
    const { dialog } = await openForgot();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'By mobile' }));
    const form = within(within(dialog).getByRole('form', { name: 'By mobile' }));
    await userEvent.type(form.getByLabelText(/^Mobile number/), '9175550123');
    setScenario({ faults: { 'verification.humanCheck': 'network' } });
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Network link is abnormal, please try again', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(lastSmsCode('9175550123')).toBeUndefined();
    expect(form.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it('by phone: shows the 5-minute rate limit after three sends', async () => {
    const { dialog } = await openForgot();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'By mobile' }));
    const form = within(within(dialog).getByRole('form', { name: 'By mobile' }));
    await userEvent.type(form.getByLabelText(/^Mobile number/), '9170000099');
    // Three sends fill the window; the countdown blocks the button in between, so send directly.
    for (let index = 0; index < 3; index += 1) {
      await callRoute(contract.verification.smsNoLogin, { body: { countryDialingCode: '+63', mobileNum: '9170000099', ...(await humanCheck()) } });
    }
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    await passSlideCheck();
    expect(await form.findByText('Too many requests, please retry after 5 minutes')).toBeTruthy();
    const locked = form.getByRole('button', { name: /^Resend in \d+s$/ }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    expect(Number(/\d+/.exec(locked.textContent ?? '')?.[0])).toBeGreaterThan(240);
  });
});

describe('change password', () => {
  it('asks for the old password when it is not known and refuses a wrong one', async () => {
    await renderApp({ persona: 'player' });
    expect(await screen.findByText('Lucky Ace')).toBeTruthy();
    openModal('changePassword');
    const dialog = await screen.findByRole('dialog', { name: 'Your password has expired' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findAllByText('Input cannot be empty')).toHaveLength(3);
    await userEvent.type(within(dialog).getByLabelText(/^Old password/), 'Nope@1234');
    await userEvent.type(within(dialog).getByLabelText(/^New password/), 'Better@2026');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm new password/), 'Better@2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('The old password is incorrect')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText(/^Old password/));
    await userEvent.type(within(dialog).getByLabelText(/^Old password/), 'Player@123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The change logs in again: the new session's member info follows the closed modal.
    await waitFor(() => expect(loginState().isLogin).toBe(true));
  });

  it('holds the forced change\'s token out of the session, and closing it abandons that login on the server too', async () => {
    await renderApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    const form = within(within(login).getByRole('form', { name: 'Log in with username' }));
    await userEvent.type(form.getByLabelText(/^Username/), 'newbie01');
    await userEvent.type(form.getByLabelText(/^Password/), '123456');
    await userEvent.click(form.getByRole('button', { name: 'Log in' }));
    const change = await screen.findByRole('dialog', { name: 'Your password has expired' });
    // WIRE.md §1.2: held with the login answer by the modal, not installed as the session.
    const held = (ui.modal?.props as { changePassword?: { heldToken?: string } } | undefined)?.changePassword?.heldToken;
    expect(held).toMatch(/^[0-9a-f]{32}$/);
    expect(session.token).toBeNull();
    expect(sessions.findFirst((q) => q.where({ token: held! }))).toBeDefined();
    await userEvent.click(within(change).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(sessions.findFirst((q) => q.where({ token: held! }))).toBeUndefined());
    expect(session.token).toBeNull();
    expect(loginState().isLogin).toBe(false);
  });
});
