// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../mocks/engine/scenario';
import { requestLog } from '../../mocks/engine/request-log';
import { sessionQueryClient } from '../../src/features/session';
import { refreshStatusSilently } from '../../src/features/system';
import { ui } from '../../src/lib/state/ui';
import { loginState, renderApp, useAppHarness } from '../support/render';

useAppHarness();

describe('the start-up gate', () => {
  it('calls the status first, then renders home when neither maintenance nor a region block is on', async () => {
    await renderApp();
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(requestLog()[0]?.key).toBe('system.status');
    expect((await screen.findAllByRole('link', { name: 'Live casino' })).length).toBeGreaterThan(0);
  });

  it('shows the maintenance page with its end time and a customer-service button', async () => {
    await renderApp({ scenario: { status: 'maintenance', maintenanceEnd: '2026-12-31T18:00:00.000Z' } });
    const page = await screen.findByTestId('maintenance-page');
    expect(within(page).getByRole('heading', { name: "We'll be right back" })).toBeTruthy();
    expect(page.textContent).toMatch(/2026-12-3[01] \d\d:00:00/);
    expect(within(page).getByRole('button', { name: 'Customer service' })).toBeTruthy();
    expect(screen.queryByTestId('home-page')).toBeNull();
  });

  it('shows the region-blocked page with the IP', async () => {
    await renderApp({ scenario: { status: 'region-blocked', blockedIp: '203.0.113.9' } });
    const page = await screen.findByTestId('region-blocked-page');
    expect(page.textContent).toContain('203.0.113.9');
    expect(within(page).getByRole('button', { name: 'Customer service' })).toBeTruthy();
  });

  it('asks the status again, silently, when the tab becomes visible: maintenance then shows, a failed poll changes nothing', async () => {
    await renderApp({ persona: 'player' });
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    // A force-logout code would end the session of a call that is not silent (WIRE.md §1.4, §4.5).
    setScenario({ faults: { 'system.status': 'user.or.token.invalid' } });
    await refreshStatusSilently(sessionQueryClient());
    // Other calls of the page (the member's badges) may answer after it: the status call's own entry.
    expect(requestLog().filter((entry) => entry.key === 'system.status').at(-1)).toMatchObject({ key: 'system.status', status: 401 });
    expect(ui.modal).toBeNull();
    expect(loginState().isLogin).toBe(true);
    expect(screen.getByTestId('home-page')).toBeTruthy();
    // The tab coming back polls on its own.
    setScenario({ faults: {}, status: 'maintenance' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByTestId('maintenance-page')).toBeTruthy();
  });

  it('turns a failed status call into a retryable error, never a blank page', async () => {
    setScenario({ faults: { 'system.status': '500' } });
    await renderApp();
    const page = await screen.findByTestId('startup-error');
    expect(page.textContent).toContain('Unknown error');
    setScenario({ faults: {} });
    await userEvent.click(within(page).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('home-page')).toBeTruthy();
  });
});

describe('the header', () => {
  it('names the logo link by the words it shows (WCAG 2.5.3 Label in Name)', async () => {
    await renderApp();
    const logo = within(await screen.findByRole('banner')).getByRole('link', { name: 'Royal Jackpot' });
    // What a speech user reads off the screen, as axe compares it: letters and digits, one space between words.
    const shown = (logo.textContent ?? '').replace(/[^\p{L}\p{N}\s]/gu, '').replace(/\s+/g, ' ').trim();
    expect(shown).toBe('Royal Jackpot');
    expect(logo.getAttribute('aria-label')).toBeNull();
  });
});

describe('routes and the guard', () => {
  it('sends a route that needs a session to /login and opens the login popup', async () => {
    const { router } = await renderApp({ route: '/member' });
    await waitFor(() => expect(router().state.location.pathname).toBe('/login'), { timeout: 10_000 });
    expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('lets a member into /member', async () => {
    const { router } = await renderApp({ route: '/member', persona: 'player' });
    expect(await screen.findByRole('heading', { name: 'Member centre' })).toBeTruthy();
    expect(router().state.location.pathname).toBe('/member');
  });

  it('opens the register popup on /register and keeps referralCode', async () => {
    const { router } = await renderApp({ route: '/register?referralCode=AFF005' });
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeTruthy();
    expect(router().state.location.search).toBe('?referralCode=AFF005');
  });

  it('hides the side menu and the footer on lottery pages', async () => {
    await renderApp({ route: '/lottery', persona: 'player' });
    expect(await screen.findByRole('heading', { name: 'Lottery' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Side menu' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('keeps the side menu and footer on ordinary pages', async () => {
    await renderApp({ route: '/live' });
    expect(await screen.findByRole('complementary', { name: 'Side menu' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

describe('session start', () => {
  it('loads member info from a stored token and shows the member in the header', async () => {
    await renderApp({ persona: 'player' });
    expect(await screen.findByText('Lucky Ace')).toBeTruthy();
    expect(await screen.findByLabelText('Balance')).toBeTruthy();
  });

  it('signs out after confirmation and keeps the merchant code', async () => {
    sessionStorage.setItem('merchantCode', 'rjc');
    await renderApp({ persona: 'player' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('rjc');
  });
});

describe('language', () => {
  it('switches to TY, saves it locally and tells the server when logged in', async () => {
    await renderApp({ persona: 'player' });
    const select = await screen.findByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'TY');
    expect((await screen.findAllByRole('link', { name: 'Pangingisda' })).length).toBeGreaterThan(0);
    expect(localStorage.getItem('lang')).toBe('TY');
    expect(document.documentElement.lang).toBe('fil');
    await waitFor(() => expect(requestLog().some((entry) => entry.key === 'member.updateLanguage' && entry.status === 200)).toBe(true));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Wika' }), 'EN');
    expect(localStorage.getItem('hisLang')).toBe('TY');
  });
});
