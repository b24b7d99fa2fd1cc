// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../../mocks/member/collections';
import { http, HttpResponse } from 'msw';
import { requestLog } from '../../mocks/engine/request-log';
import { server } from '../support/backend';
import { sessionForPersona } from '../../mocks/personas';
import { memberInfoQuery, sessionQueryClient } from '../../src/features/session';
import { session, setToken } from '../../src/lib/state/session';
import { loginState, renderApp, useAppHarness } from '../support/render';

useAppHarness();

afterEach(() => window.history.replaceState(null, '', '/'));

const WAIT = { timeout: 10_000 };

/** The server forgets a session, as idle or absolute expiry does. */
function expireOnServer(token: string): void {
  sessions.delete((q) => q.where({ token }));
}

describe('a session the server ended (SPEC §8 "You are not logged in, please login")', () => {
  it('says so, signs out, opens the login popup and keeps the page', async () => {
    const { router } = await renderApp({ route: '/live', persona: 'player' });
    await screen.findByTestId('member-balance', {}, WAIT);
    expireOnServer(session.token!);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('You are not logged in, please login', {}, WAIT)).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Log in' }, WAIT)).toBeTruthy();
    expect(session.token).toBeNull();
    expect(loginState().isLogin).toBe(false);
    expect(screen.queryByTestId('member-info')).toBeNull();
    expect(router().state.location.pathname).toBe('/live');
  });

  it('ends it when the silent member-info call is refused (WIRE.md §4.5, §9 checklist 5): the message, signed out', async () => {
    await renderApp({ route: '/live', persona: 'player' });
    await screen.findByTestId('member-balance', {}, WAIT);
    // Only member info is refused, as the platform refuses a guest there: every other call still passes.
    server.use(
      http.get('*/wps/member/info', () => HttpResponse.json({ success: false, errorCode: 'user.or.token.invalid', message: 'You are not logged in, please login', value: null }, { status: 401 })),
    );
    // Member info is silent: the pipeline shows nothing for it; the session, its caller, decides.
    await sessionQueryClient().invalidateQueries({ queryKey: memberInfoQuery().queryKey });
    expect(await screen.findByText('You are not logged in, please login', {}, WAIT)).toBeTruthy();
    expect(requestLog().filter((entry) => entry.status === 401).map((entry) => entry.key)).toEqual([]);
    expect(session.token).toBeNull();
    expect(loginState().isLogin).toBe(false);
    // No generic dialog: the pipeline's own dialog is not what said it.
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('drops a stale stored token quietly: no message, no popup, a guest', async () => {
    const stale = await sessionForPersona('player');
    expireOnServer(stale!);
    setToken(stale!);
    await renderApp({ route: '/live' });
    await waitFor(() => expect(session.token).toBeNull(), WAIT);
    expect(screen.queryByText('You are not logged in, please login')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });
});

describe('a ?token= in the URL (SPEC §4, used once)', () => {
  it('in a tab with no session, asks "Continue as <nickname>?" first, removes it from the address bar, and logs in once told to', async () => {
    const token = await sessionForPersona('player');
    window.history.replaceState(null, '', `/?token=${token}`);
    await renderApp({ route: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'Continue as Lucky Ace?' }, WAIT);
    expect(window.location.search).not.toContain('token');
    // Nothing is taken before the answer: no session, no login sequence.
    expect(session.token).toBeNull();
    expect(loginState().isLogin).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Lucky Ace', {}, WAIT)).toBeTruthy();
    expect(session.token).toBe(token);
  });

  it('in a tab with no session, stays a guest when the visitor declines (session fixation, issue 31)', async () => {
    const attackers = await sessionForPersona('player');
    window.history.replaceState(null, '', `/?token=${attackers}`);
    await renderApp({ route: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'Continue as Lucky Ace?' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Continue as Lucky Ace?' })).toBeNull());
    expect(session.token).toBeNull();
    expect(loginState().isLogin).toBe(false);
    expect(screen.queryByText('Lucky Ace')).toBeNull();
  });

  it('drops a token that is no one’s without a question or a message', async () => {
    window.history.replaceState(null, '', '/?token=not-a-session-token');
    await renderApp({ route: '/' });
    await waitFor(() => expect(requestLog().some((entry) => entry.key === 'member.getInfo' && entry.status >= 400)).toBe(true), WAIT);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('You are not logged in, please login')).toBeNull();
    expect(session.token).toBeNull();
  });

  it('asks before replacing a different logged-in session, and keeps it when told to', async () => {
    const other = await sessionForPersona('expired');
    window.history.replaceState(null, '', `/?token=${other}`);
    await renderApp({ route: '/', persona: 'player' });
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' }, WAIT);
    expect(window.location.search).not.toContain('token');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(await screen.findByText('Lucky Ace', {}, WAIT)).toBeTruthy();
    expect(session.token).not.toBe(other);
    expect(screen.queryByRole('dialog', { name: 'Switch account?' })).toBeNull();
  });

  it('switches to the link’s account once confirmed', async () => {
    const other = await sessionForPersona('expired');
    window.history.replaceState(null, '', `/?token=${other}`);
    await renderApp({ route: '/', persona: 'player' });
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch account' }));
    expect(await screen.findByText('Old Timer', {}, WAIT)).toBeTruthy();
    expect(session.token).toBe(other);
    expect(loginState().userInfo?.account).toBe('expired01');
  });
});
