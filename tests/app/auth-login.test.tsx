// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestLog } from '../../mocks/engine/request-log';
import { lastCaptchaCode } from '../../mocks/verification/captcha';
import { lastSmsCode } from '../../mocks/verification/sms';
import { favouriteIdsQuery } from '../../src/features/favouriteGames';
import { OVERLAY_WRITES } from '@/lib/api';
import { sessionQueryClient } from '../../src/features/session';
import { clearSession, session } from '../../src/lib/state/session';
import { openModal, ui } from '../../src/lib/state/ui';
import { cookieStore, sessionStore } from '../../src/lib/storage';
import type { ScenarioPatch } from '../../mocks/engine/scenario';
import { server } from '../support/backend';
import { renderApp, useAppHarness, loginState } from '../support/render';

useAppHarness();

async function openLogin(route = '/', scenario?: ScenarioPatch) {
  const app = await renderApp({ route, scenario });
  await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { ...app, dialog };
}

const loginForm = (dialog: HTMLElement) => within(within(dialog).getByRole('form', { name: 'Log in with username' }));

async function fillLogin(dialog: HTMLElement, username: string, password: string) {
  const form = within(dialog).getByRole('form', { name: 'Log in with username' });
  await userEvent.clear(within(form).getByLabelText(/^Username/));
  await userEvent.type(within(form).getByLabelText(/^Username/), username);
  await userEvent.clear(within(form).getByLabelText(/^Password/));
  await userEvent.type(within(form).getByLabelText(/^Password/), password);
  return form;
}

describe('login modal', () => {
  it('shows the tabs, the 5-step notice, remember, forgot, free play and terms', async () => {
    const { dialog } = await openLogin();
    expect(within(dialog).getByRole('tab', { name: 'Username' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'SMS code' })).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    expect(within(dialog).getByRole('checkbox', { name: 'Remember password' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Forgot password?' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Free play' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe('/help#term');
  });

  it('hides the remember box on agent pages', async () => {
    await renderApp({ route: '/agent' });
    await screen.findByRole('main');
    openModal('login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Remember password' })).toBeNull();
  });

  it('shows the remember box or not as its agentPage prop says, not as the address does', async () => {
    // The agent mode is the opener's word (issue 34): on the home page an agent-page popup has no box...
    await renderApp({ route: '/' });
    await screen.findByRole('main');
    openModal('login', { agentPage: true });
    const agentPopup = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(agentPopup).getByRole('form', { name: 'Log in with username' })).toBeTruthy();
    expect(within(agentPopup).queryByRole('checkbox', { name: 'Remember password' })).toBeNull();
  });

  it('keeps the remember box on an agent page when its opener says it is not an agent-page popup', async () => {
    await renderApp({ route: '/agent' });
    await screen.findByRole('main');
    openModal('login', { agentPage: false });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByRole('checkbox', { name: 'Remember password' })).toBeTruthy();
  });

  it('hides the SMS tab when SMS login is off', async () => {
    const { dialog } = await openLogin('/', { flags: { smsLogin: false } });
    expect(within(dialog).queryByRole('tab', { name: 'SMS code' })).toBeNull();
  });

  it('requires the fields (trimmed) and keeps the dialog open', async () => {
    const { dialog } = await openLogin();
    await userEvent.type(loginForm(dialog).getByLabelText(/^Username/), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findAllByText('Input cannot be empty')).toHaveLength(2);
    expect(requestLog().some((entry) => entry.key === 'session.login')).toBe(false);
  });

  it('logs in: token stored, popup closed, header shows the nickname, favourites load', async () => {
    const { dialog } = await openLogin();
    await fillLogin(dialog, '  player01 ', 'Player@123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Lucky Ace')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
    expect(sessionStore.get('token')).toBeTruthy();
    // The loading overlay followed the login's write: it is over, and the overlay gone.
    expect(sessionQueryClient().isMutating(OVERLAY_WRITES)).toBe(0);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    await waitFor(() => expect(sessionQueryClient().getQueryData(favouriteIdsQuery().queryKey)).toHaveLength(15));
  });

  it('asks for the balance beside the member info, before that answer, and only once', async () => {
    // What the simulated backend saw, in order: a request arriving, an answer leaving.
    const seen: string[] = [];
    const arrived = ({ request }: { request: Request }) => void seen.push(`asked ${new URL(request.url).pathname}`);
    const answered = ({ request }: { request: Request }) => void seen.push(`answered ${new URL(request.url).pathname}`);
    server.events.on('request:start', arrived);
    server.events.on('response:mocked', answered);
    try {
      const { dialog } = await openLogin();
      await fillLogin(dialog, 'player01', 'Player@123');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
      expect(await screen.findByText('Lucky Ace')).toBeTruthy();
      await screen.findByTestId('member-balance');
    } finally {
      server.events.removeListener('request:start', arrived);
      server.events.removeListener('response:mocked', answered);
    }
    // The balance needs only the token: it does not wait for the member info (nor for home's render after it).
    expect(seen.indexOf('asked /wps/v2/wallets/balance')).toBeGreaterThan(-1);
    expect(seen.indexOf('asked /wps/v2/wallets/balance')).toBeLessThan(seen.indexOf('answered /wps/member/info'));
    expect(requestLog().filter((entry) => entry.key === 'wallet.getBalance')).toHaveLength(1);
  });

  it('loads the favourite ids once per login, however many screens show stars', async () => {
    const { dialog } = await openLogin('/rng');
    await fillLogin(dialog, 'player01', 'Player@123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Lucky Ace')).toBeTruthy();
    const idsCalls = () => requestLog().filter((entry) => entry.key === 'favourites.ids').length;
    await waitFor(() => expect(sessionQueryClient().getQueryData(favouriteIdsQuery().queryKey)).toHaveLength(15));
    // The game list (whose tiles show stars) is mounted: it reads the same query.
    await screen.findAllByTestId('game-tile', {}, { timeout: 10_000 });
    expect(idsCalls()).toBe(1);
  });

  it('shows the server message on a wrong password, then a captcha; login with the captcha works', async () => {
    const { dialog } = await openLogin();
    await fillLogin(dialog, 'player01', 'Wrong@999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Incorrect username or password')).toBeTruthy();
    const captcha = await within(dialog).findByLabelText(/^Captcha/);
    // WIRE.md §9 checklist 34: the bare Base64 PNG behind the data-URL prefix.
    const image = await within(dialog).findByRole('img', { name: 'Captcha image' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBOR/);
    // The typed values stay.
    expect((loginForm(dialog).getByLabelText(/^Username/) as HTMLInputElement).value).toBe('player01');
    await userEvent.clear(within(dialog).getByLabelText(/^Password/));
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Player@123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Please enter the captcha')).toBeTruthy();
    await userEvent.type(captcha, lastCaptchaCode() ?? '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Lucky Ace')).toBeTruthy();
  });

  it('remembers the password as ciphertext for a day, and unchecking clears it', async () => {
    const { dialog, unmount } = await openLogin();
    await fillLogin(dialog, 'player01', 'Player@123');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember password' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Lucky Ace')).toBeTruthy();
    expect(cookieStore.get('lastUsername')).toBe('player01');
    expect(cookieStore.get('loginRemember')).toBe('1');
    expect(cookieStore.get('rememberedPassword', 'player01')).toMatch(/^v1\./);
    expect(document.cookie).not.toContain('Player@123');
    unmount();
    clearSession();

    // Next visit: the form is filled from the cookies; unchecking forgets them.
    const again = await openLogin();
    await waitFor(() => expect((within(again.dialog).getByLabelText(/^Password/) as HTMLInputElement).value).toBe('Player@123'));
    const box = within(again.dialog).getByRole('checkbox', { name: 'Remember password' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await userEvent.click(box);
    expect(cookieStore.get('rememberedPassword', 'player01')).toBeNull();
    expect(cookieStore.get('loginRemember')).toBeNull();
  });

  it('forces a password change for 123456, then logs in again with the new one', async () => {
    // The change call's Authorization, and whether the tab held a session token when it went.
    const changes: Array<{ authorization: string | null; sessionToken: string | null }> = [];
    const onChange = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/wps/member/password') changes.push({ authorization: request.headers.get('authorization'), sessionToken: session.token });
    };
    server.events.on('request:start', onChange);
    const { dialog, router } = await openLogin();
    await fillLogin(dialog, 'newbie01', '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const change = await screen.findByRole('dialog', { name: 'Your password has expired' });
    // WIRE.md §1.2: the login's token is held, not installed as the session.
    expect(session.token).toBeNull();
    expect(sessionStore.get('token')).toBeNull();
    expect(requestLog().some((entry) => entry.key === 'member.getInfo')).toBe(false);
    expect(within(change).queryByLabelText(/^Old password/)).toBeNull();
    await userEvent.type(within(change).getByLabelText(/^New password/), 'Fresh@2026');
    await userEvent.type(within(change).getByLabelText(/^Confirm new password/), 'Fresh@2027');
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    expect(await within(change).findByText('Incorrect confirmation input')).toBeTruthy();
    await userEvent.clear(within(change).getByLabelText(/^Confirm new password/));
    await userEvent.type(within(change).getByLabelText(/^Confirm new password/), 'Fresh@2026');
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(loginState().isLogin).toBe(true));
    server.events.removeListener('request:start', onChange);
    expect(loginState().userInfo?.account).toBe('newbie01');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router().state.location.pathname).toBe('/');
    // The change went with the held token as its Authorization while no session was installed; the session is the re-login's.
    expect(changes.length).toBeGreaterThan(0);
    for (const sent of changes) {
      expect(sent.sessionToken).toBeNull();
      expect(sent.authorization).toMatch(/^[0-9a-f]{32}$/);
      expect(sent.authorization).not.toBe(session.token);
    }
    // First login of this account: the welcome action ran.
    expect(ui.toasts.some((toast) => toast.message.startsWith('Welcome to'))).toBe(true);
  });

  it('asks an expired password to change while the policy is on', async () => {
    const { dialog } = await openLogin();
    await fillLogin(dialog, 'expired01', 'Expired@123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const change = await screen.findByRole('dialog', { name: 'Your password has expired' });
    await userEvent.type(within(change).getByLabelText(/^New password/), 'abc');
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    expect(await within(change).findByText('Please fill in your password with 6 - 20 characters')).toBeTruthy();
    await userEvent.clear(within(change).getByLabelText(/^New password/));
    await userEvent.type(within(change).getByLabelText(/^New password/), 'Renewed@123');
    await userEvent.type(within(change).getByLabelText(/^Confirm new password/), 'Renewed@123');
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(loginState().userInfo?.account).toBe('expired01'));
  });

  it('sends an agent to /agentHome and loads the contract flags under the agent policy', async () => {
    const { dialog, router } = await openLogin('/', { flags: { AGENTPOLICY3: true } });
    await fillLogin(dialog, 'agent_div', 'Agent@123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router().state.location.pathname).toBe('/agentHome'));
    expect(loginState().isAgent).toBe(true);
    await waitFor(() => expect(sessionStore.get('enableContract')).not.toBeNull());
  });

  it('plays free: a trial session, home, and no stored password', async () => {
    const sent: Array<{ body: Promise<string>; encryption: string | null }> = [];
    const onFreePlay = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/wps/session/login/freeplay') sent.push({ body: request.clone().text(), encryption: request.headers.get('encryption') });
    };
    server.events.on('request:start', onFreePlay);
    const { dialog, router } = await openLogin('/live');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    server.events.removeListener('request:start', onFreePlay);
    // WIRE.md §8 Q1: os and platform "W" as the JSON body, beside an RSA-only Encryption header.
    expect(JSON.parse(await sent[0]!.body)).toEqual({ os: expect.any(String), platform: 'W' });
    expect(sent[0]!.encryption).toMatch(/^[0-9a-f]+$/);
    // The free-play sequence ends by going home (SPEC §4).
    await waitFor(() => expect(router().state.location.pathname).toBe('/'));
    expect(loginState().isTrial).toBe(true);
    expect(loginState().isLogin).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestLog().some((entry) => entry.key === 'member.consolidated')).toBe(false);
  });
});

describe('SMS login', () => {
  it('validates the number, sends a code with a countdown, and logs in', async () => {
    const { dialog } = await openLogin();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'SMS code' }));
    const form = within(dialog).getByRole('form', { name: 'Log in with SMS code' });
    expect((within(form).getByRole('combobox', { name: 'Country dialling code' }) as HTMLSelectElement).value).toBe('+63');
    await userEvent.type(within(form).getByLabelText(/^Mobile number/), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('Please enter a valid mobile number')).toBeTruthy();
    await userEvent.clear(within(form).getByLabelText(/^Mobile number/));
    await userEvent.type(within(form).getByLabelText(/^Mobile number/), '9171234567');
    await userEvent.click(within(form).getByRole('button', { name: 'Send code' }));
    const waiting = await within(form).findByRole('button', { name: /^Resend in \d+s$/ });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(within(form).getByLabelText(/^SMS code/), lastSmsCode('9171234567') ?? '');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Lucky Ace')).toBeTruthy();
    // SPEC §3 keeps the number for next time only while "remember" is on; this login did not ask to be remembered.
    expect(cookieStore.get('loginTypeSms')).toBeNull();
  });

  it('shows the SMS error of a wrong code and keeps the values', async () => {
    const { dialog } = await openLogin();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'SMS code' }));
    const form = within(dialog).getByRole('form', { name: 'Log in with SMS code' });
    await userEvent.type(within(form).getByLabelText(/^Mobile number/), '9171234567');
    await userEvent.type(within(form).getByLabelText(/^SMS code/), '000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await within(form).findByText('Invalid verification code')).toBeTruthy();
    expect((within(form).getByLabelText(/^Mobile number/) as HTMLInputElement).value).toBe('9171234567');
  });
});
