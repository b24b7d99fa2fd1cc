// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestLog } from '../../mocks/engine/request-log';
import { sessions } from '../../mocks/member/collections';
import { callRoute, contract } from '../../src/lib/api';
import { session, setToken } from '../../src/lib/state/session';
import { sessionStore } from '../../src/lib/storage';
import { renderApp, useAppHarness, loginState } from '../support/render';

useAppHarness();
// The public popups (another feature) would otherwise open over the page on login.
beforeEach(() => {
  sessionStore.set('USER_POPUP', '1');
  sessionStore.set('ANONYMOUS_POPUP', '1');
});

async function agentLogin(username: string, password: string) {
  const form = await screen.findByRole('form', { name: 'Log in with username' });
  await userEvent.type(within(form).getByLabelText(/^Username/), username);
  await userEvent.type(within(form).getByLabelText(/^Password/), password);
  await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
  return form;
}

describe('/agent (SPEC §2)', () => {
  it('shows the title, the blurbs and the login form without a remember box', async () => {
    await renderApp({ route: '/agent' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grow your team, grow your income' })).toBeTruthy();
    expect(screen.getByText('Real-time salary')).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Log in with username' });
    expect(within(form).queryByRole('checkbox', { name: 'Remember password' })).toBeNull();
  });

  it('logs an agent in with S1 and its member type, and lands on /agentHome with the profile summary', async () => {
    const { router } = await renderApp({ route: '/agent' });
    await agentLogin('agent_div', 'Agent@123');
    await waitFor(() => expect(router().state.location.pathname).toBe('/agentHome'));
    // WIRE.md §7.1: no agent login call; S1 as any member, then the type from member info.
    const keys = requestLog().map((entry) => entry.key);
    expect(keys).toContain('session.login');
    expect(keys.indexOf('member.getInfo')).toBeGreaterThan(keys.indexOf('session.login'));
    const overview = await screen.findByTestId('agent-overview');
    // The team overview's frame shows at once; the agent's details fill it when they arrive.
    expect(await within(overview).findByRole('heading', { name: /^Welcome back, / }, { timeout: 30_000 })).toBeTruthy();
    expect(await within(overview).findByText('AFF005', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(within(overview).getByText('Team size')).toBeTruthy();
    expect(within(overview).getAllByText('Dividend').length).toBeGreaterThan(0);
    expect(screen.getByTestId('agent-nickname').textContent).toBe(loginState().userInfo?.nickname);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('refuses a non-agent with error_not_agent, ends the session S1 opened, and keeps it logged out', async () => {
    const { router } = await renderApp({ route: '/agent' });
    const sessionsBefore = sessions.findMany((q) => q.where({ account: 'player01' })).length;
    const form = await agentLogin('player01', 'Player@123');
    expect(await within(form).findByText('Non-agent cannot log in')).toBeTruthy();
    // The login's session was ended with S3 (its token as the Authorization), not left open on the server.
    expect(requestLog().some((entry) => entry.key === 'session.logout' && entry.status === 200)).toBe(true);
    expect(sessions.findMany((q) => q.where({ account: 'player01' }))).toHaveLength(sessionsBefore);
    expect(session.token).toBeNull();
    expect(sessionStore.get('token')).toBeNull();
    expect(loginState().isLogin).toBe(false);
    expect(router().state.location.pathname).toBe('/agent');
    // The typed values stay.
    expect((within(form).getByLabelText(/^Username/) as HTMLInputElement).value).toBe('player01');
  });

  it('shows the translated refusal of wrong credentials', async () => {
    await renderApp({ route: '/agent' });
    const form = await agentLogin('agent_div', 'wrong-one');
    expect(await within(form).findByText('Incorrect username or password')).toBeTruthy();
  });

  it('sends a signed-in agent straight to /agentHome', async () => {
    const { router } = await renderApp({ route: '/agent', persona: 'agent-hourly' });
    await waitFor(() => expect(router().state.location.pathname).toBe('/agentHome'));
  });
});

describe('/agentHome (SPEC §2)', () => {
  it('sends a guest back to /agent', async () => {
    const { router } = await renderApp({ route: '/agentHome' });
    await waitFor(() => expect(router().state.location.pathname).toBe('/agent'));
  });

  it('sends a player back to /agent', async () => {
    const { router } = await renderApp({ route: '/agentHome', persona: 'player' });
    await waitFor(() => expect(router().state.location.pathname).toBe('/agent'));
    expect(await screen.findByRole('form', { name: 'Log in with username' })).toBeTruthy();
  });

  it('sends a trial account back to /agent', async () => {
    const value = await callRoute(contract.session.freePlay, { body: { os: 'web', platform: 'W' } });
    setToken(value.token);
    const { router } = await renderApp({ route: '/agentHome' });
    await waitFor(() => expect(router().state.location.pathname).toBe('/agent'));
  });

  it('ticks the clock every second with the time zone and GMT offset', async () => {
    await renderApp({ route: '/agentHome', persona: 'agent-realtime' });
    await screen.findByTestId('agent-overview');
    const clock = screen.getByRole('timer', { name: 'Local time' });
    expect(clock.textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT[+-]\d{2}:\d{2}$/);
    expect(screen.getByText(Intl.DateTimeFormat().resolvedOptions().timeZone)).toBeTruthy();
    // The AGENT_CLOCK_TICK_MS interval moves the shown second on (a loaded machine may run the timer late).
    const before = clock.textContent;
    await waitFor(() => expect(clock.textContent).not.toBe(before));
  });
});

describe('social login in the login modal (SPEC §2)', () => {
  it('is hidden when disabled', async () => {
    await renderApp({ scenario: { flags: { socialLogin: false } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).queryByRole('button', { name: 'Google' })).toBeNull();
  });

  it('signs a member in after the provider consent, and refuses a non-member with member_no_enter', async () => {
    await renderApp({ scenario: { flags: { socialLogin: true } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('button', { name: 'Facebook' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Google' }));
    const consent = within(dialog).getByTestId('social-consent');
    await userEvent.type(within(consent).getByLabelText(/^Google account/), 'agent_div');
    await userEvent.type(within(consent).getByLabelText(/^Google password/), 'Agent@123');
    await userEvent.click(within(consent).getByRole('button', { name: 'Allow and continue' }));
    expect(await within(consent).findByText('Only member accounts can use social login')).toBeTruthy();
    expect(session.token).toBeNull();
    await userEvent.clear(within(consent).getByLabelText(/^Google account/));
    await userEvent.type(within(consent).getByLabelText(/^Google account/), 'player01');
    await userEvent.clear(within(consent).getByLabelText(/^Google password/));
    await userEvent.type(within(consent).getByLabelText(/^Google password/), 'Player@123');
    await userEvent.click(within(consent).getByRole('button', { name: 'Allow and continue' }));
    await waitFor(() => expect(loginState().isLogin).toBe(true));
    expect(loginState().userInfo?.account).toBe('player01');
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });
});
