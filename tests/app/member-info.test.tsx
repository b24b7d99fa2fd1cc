// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestLog } from '../../mocks/engine/request-log';
import { memberPrefs } from '../../src/features/member';
import { preloadMemberInfo } from '../../src/app/layouts/LazyHeaderMember';
import { callRoute, contract } from '../../src/lib/api';
import { clearSession, setToken } from '../../src/lib/state/session';
import { cookieStore, sessionStore } from '../../src/lib/storage';
import { appSettled, renderApp, useAppHarness, loginState } from '../support/render';

useAppHarness();
// The public popups (another feature) would otherwise open over the header on every login.
beforeEach(() => {
  sessionStore.set('USER_POPUP', '1');
  sessionStore.set('ANONYMOUS_POPUP', '1');
});
afterEach(() => {
  vi.restoreAllMocks();
  memberPrefs.balanceHidden = false;
});

/** A trial account through the real free-play route. */
async function asTrial() {
  const value = await callRoute(contract.session.freePlay, { body: { os: 'web', platform: 'W' } });
  setToken(value.token);
}

const balance = () => screen.findByTestId('member-balance');
/** The wallet answer has arrived and shows money (2 decimals). */
const balanceShown = () =>
  waitFor(() => expect(screen.getByTestId('member-balance').textContent).toMatch(/^\$[\d,]+\.\d{2}$/));

async function openMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /account menu$/ }));
  return screen.findByTestId('member-menu');
}

describe('member info in the header (SPEC §2)', () => {
  it('shows at once, with no placeholder, when its code loaded with the session', async () => {
    await preloadMemberInfo();
    // The lazy panel's placeholder is a 260-wide skeleton; record any that is ever mounted.
    const placeholders: Element[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          placeholders.push(...[node, ...node.querySelectorAll('[style]')].filter((element) => element.getAttribute('style')?.includes('width: 260px')));
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await renderApp({ persona: 'player' });
    await balanceShown();
    observer.disconnect();
    expect(placeholders).toEqual([]);
  });

  it('shows the balance with the currency symbol and 2 decimals', async () => {
    await renderApp({ persona: 'player' });
    await balanceShown();
    expect(screen.getByLabelText('Balance')).toBeTruthy();
    expect((await balance()).textContent).toMatch(/^\$[\d,]+\.\d{2}$/);
  });

  it('hides the balance behind stars, remembered in memory only, and forgotten at sign-out', async () => {
    await renderApp({ persona: 'player' });
    await balanceShown();
    // What the start-up calls store (K0's contract flags among them) is written before the snapshot.
    await appSettled();
    const keysBefore = Object.keys(sessionStorage).sort();
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect((await balance()).textContent).toBe('$******');
    expect(screen.getByRole('button', { name: 'Show balance' }).getAttribute('aria-pressed')).toBe('true');
    expect(Object.keys(sessionStorage).sort()).toEqual(keysBefore);
    expect(memberPrefs.balanceHidden).toBe(true);
    clearSession();
    await waitFor(() => expect(memberPrefs.balanceHidden).toBe(false));
  });

  it('refreshes the balance with a new wallet call', async () => {
    await renderApp({ persona: 'player' });
    await balanceShown();
    const calls = () => requestLog().filter((entry) => entry.key === 'wallet.getBalance').length;
    const before = calls();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(calls()).toBe(before + 1));
  });

  it('links deposit and withdraw to their member pages', async () => {
    await renderApp({ persona: 'player' });
    const info = await screen.findByTestId('member-info');
    expect(within(info).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/member?page=depositv2');
    expect(within(info).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/member?page=withdraw');
  });

  it('shows the avatar with the VIP label, and the default avatar when the image fails', async () => {
    await renderApp({ persona: 'player' });
    const trigger = await screen.findByRole('button', { name: /account menu$/ });
    await waitFor(() => expect(within(trigger).getByTestId('member-vip').textContent).toMatch(/^VIP \d+$/));
    const avatar = within(trigger).getByTestId('member-avatar');
    const image = await waitFor(() => {
      const found = avatar.querySelector('img');
      expect(found).not.toBeNull();
      return found!;
    });
    image.dispatchEvent(new Event('error'));
    await waitFor(() => expect(avatar.getAttribute('data-fallback')).toBe('true'));
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('copies the user id and confirms with an OK dialog', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    await renderApp({ persona: 'player' });
    const menu = await openMenu();
    expect(within(menu).getByTestId('member-user-id').textContent).toBe('player01');
    await userEvent.click(within(menu).getByRole('button', { name: 'Copy user ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith('player01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copied' })).toBeNull());
  });

  it('offers the menu: account, betting record, platform information with the unread badge, live chat, sign out', async () => {
    await renderApp({ persona: 'player' });
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/member?page=securityCenter');
    expect(within(menu).getByRole('link', { name: 'Betting record' }).getAttribute('href')).toBe('/member?page=personalHistoryCopy');
    const messages = within(menu).getByRole('link', { name: /^Platform information/ });
    expect(messages.getAttribute('href')).toBe('/member?page=messageV2');
    await waitFor(() => expect(messages.textContent).toContain('7'));
    expect(within(menu).getByRole('link', { name: /24\/7 Live Chat/ }).getAttribute('target')).toBe('_blank');
    expect(within(menu).queryByRole('link', { name: 'Agent centre' })).toBeNull();
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('dialog', { name: 'Sign out' })).toBeTruthy();
  });

  it('is keyboard operable: arrows move, Escape closes and returns focus', async () => {
    await renderApp({ persona: 'player' });
    const trigger = await screen.findByRole('button', { name: /account menu$/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByTestId('member-menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Sign out');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Copy user ID');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('member-menu')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('gives agents the agent entry', async () => {
    await renderApp({ persona: 'agent-dividend' });
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Agent centre' }).getAttribute('href')).toBe('/agentHome');
  });
});

describe('trial accounts (SPEC §6)', () => {
  it('never fetch unread messages and are refused the member centre with in_need_true_account', async () => {
    await asTrial();
    const { router } = await renderApp({ route: '/member?page=securityCenter' });
    const dialog = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(within(dialog).getByText('Please register an account first')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Member centre' })).toBeNull();
    expect(requestLog().some((entry) => entry.key === 'messages.unreadCount')).toBe(false);
    expect(requestLog().some((entry) => entry.key === 'promotions.memberList')).toBe(false);
    // Nor the rewards and missions badges (issue 14).
    expect(requestLog().some((entry) => entry.key === 'rewards.overview' || entry.key === 'missions.summary')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router().state.location.pathname).toBe('/'));
  });
});

describe('free play (SPEC §4)', () => {
  it('clears a stored password, closes the modal, goes home and sets the trial login state', async () => {
    cookieStore.set('lastUsername', 'player01');
    cookieStore.set('rememberedPassword', 'v1.x.y', 'player01');
    cookieStore.set('loginRemember', '1');
    const { router } = await renderApp({ route: '/live' });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Free play' }));
    // The free-play sequence ends by going home (SPEC §4).
    await waitFor(() => expect(router().state.location.pathname).toBe('/'));
    expect(loginState().isTrial).toBe(true);
    expect(loginState().isLogin).toBe(true);
    expect(sessionStore.get('isAgent')).toBe('4');
    expect(cookieStore.get('rememberedPassword', 'player01')).toBeNull();
    expect(cookieStore.get('loginRemember')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('logout (SPEC §4)', () => {
  it('confirms, calls logout, clears the session storage except the merchant code, and goes home', async () => {
    sessionStorage.setItem('merchantCode', 'rjc');
    const { router } = await renderApp({ route: '/live', persona: 'player' });
    sessionStore.set('disclaimerAccept', '1');
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(requestLog().some((entry) => entry.key === 'session.logout')).toBe(true);
    expect(Object.keys(sessionStorage)).toEqual(['merchantCode']);
    expect(loginState().isLogin).toBe(false);
    expect(loginState().isAgent).toBe(false);
    expect(router().state.location.pathname).toBe('/');
  });
});
