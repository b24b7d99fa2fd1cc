// @vitest-environment happy-dom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestLog } from '../../mocks/engine/request-log';
import { ui } from '../../src/lib/state/ui';
import { renderApp, useAppHarness } from '../support/render';

useAppHarness();
// Logins run several encrypted calls in a row; give them room on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

const sent = (key: string) => requestLog().filter((entry) => entry.key === key).length;

async function openLogin() {
  const app = await renderApp();
  await userEvent.click(await screen.findByRole('button', { name: 'Log in' }, { timeout: 15_000 }));
  return { ...app, dialog: await screen.findByRole('dialog', { name: 'Log in' }) };
}

describe('a write sends one request per submit', () => {
  it('a double click on Log in logs in once', async () => {
    const { dialog } = await openLogin();
    const form = within(within(dialog).getByRole('form', { name: 'Log in with username' }));
    await userEvent.type(form.getByLabelText(/^Username/), 'player01');
    await userEvent.type(form.getByLabelText(/^Password/), 'Player@123');
    await userEvent.dblClick(form.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Lucky Ace')).toBeTruthy();
    expect(sent('session.login')).toBe(1);
  });

  it('a double click on Send reset link sends one reset', async () => {
    const { dialog } = await openLogin();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot password' });
    const form = within(within(forgot).getByRole('form', { name: 'By email' }));
    await userEvent.type(form.getByLabelText(/^Username/), 'player01');
    await userEvent.type(form.getByLabelText(/^Email/), 'player01@example.com');
    await userEvent.dblClick(form.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot password' })).toBeNull());
    expect(ui.toasts.some((toast) => toast.message === 'auth.forgot.emailSent')).toBe(true);
    expect(sent('member.resetPasswordByEmail')).toBe(1);
  });
});
