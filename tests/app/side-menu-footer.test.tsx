// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, useAppHarness } from '../support/render';

useAppHarness();

describe('side menu (SPEC §2 Other screens)', () => {
  it('has the game-type switch, account links, app QR codes, customer service, language and sign out', async () => {
    await renderApp({ route: '/', persona: 'player' });
    const side = await screen.findByRole('complementary', { name: 'Side menu' });
    const types = within(side).getByRole('navigation', { name: 'Game types' });
    await waitFor(() => expect(within(types).getAllByRole('link').length).toBeGreaterThan(3));
    // Promotions is its own entry, not repeated as a game type.
    expect(within(types).queryByRole('link', { name: 'Promotions' })).toBeNull();
    const account = within(side).getByRole('navigation', { name: 'My account' });
    // Refer a friend shows while the member's available promotions offer it (WIRE.md N4, the member feature's call).
    expect(within(account).getAllByRole('link').map((link) => link.textContent).filter((name) => name !== 'Refer a friend')).toEqual([
      'Deposit', 'Withdraw', 'Records', 'Reward centre', 'Promotions', 'Points mall',
    ]);
    expect(within(account).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/member?page=depositv2');
    // The QR codes are the status's IOS and A (Android) resources.
    expect(within(side).getByRole('img', { name: 'QR code to download the iOS app' }).getAttribute('src')).toMatch(/\/mock-assets\/qr\/ios\.svg$/);
    expect(within(side).getByRole('img', { name: 'QR code to download the Android app' }).getAttribute('src')).toMatch(/\/mock-assets\/qr\/android\.svg$/);
    // Customer service once its paths are decrypted, the member's name appended to the LiveChat URL (WIRE.md §3).
    const service = within(side).getByRole('region', { name: 'Customer service' });
    const chat = await within(service).findByRole('link', { name: '24/7 Live Chat' });
    expect(chat.getAttribute('href')).toBe('https://secure.livechatinc.com/licence/18000088/v2/open_chat.cgi?name=player01');
    // The VIP chat is for the top club label only (labelId 6, VIP5).
    expect(within(service).queryByRole('link', { name: 'VIP Live Chat' })).toBeNull();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(chat);
    expect(open).toHaveBeenCalledWith('https://secure.livechatinc.com/licence/18000088/v2/open_chat.cgi?name=player01', 'service', 'width=440,height=750');
    open.mockRestore();
    expect(within(side).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(within(side).getByRole('button', { name: 'Sign out' })).toBeTruthy();

    // Collapsed: icons only, the service entries and sign out stay reachable.
    await userEvent.click(within(side).getByRole('button', { name: 'Collapse menu' }));
    expect(within(side).getByRole('button', { name: 'Expand menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(side).queryByRole('combobox', { name: 'Language' })).toBeNull();
    expect(within(side).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(within(side).getByRole('region', { name: 'Customer service' })).toBeTruthy();
    await userEvent.click(within(side).getByRole('button', { name: 'Expand menu' }));
  });

  it('shows no sign out to a guest', async () => {
    await renderApp({ route: '/' });
    const side = await screen.findByRole('complementary', { name: 'Side menu' });
    expect(within(side).queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});

describe('footer (SPEC §2 Other screens)', () => {
  it('has help links, products, games, social links from the status resources, responsible gaming and the eight vendor icons', async () => {
    await renderApp({ route: '/' });
    const vendors = await screen.findByRole('list', { name: 'Game providers' });
    expect(within(vendors).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']);
    const footer = vendors.closest('footer')!;
    for (const name of ['Terms and conditions', 'Licences', 'Live casino', 'South-East Asia Lottery', 'Responsible gaming']) {
      expect(within(footer).getByRole('link', { name })).toBeTruthy();
    }
    await waitFor(() => expect(within(footer).getByRole('link', { name: 'YouTube' })).toBeTruthy());
    expect(within(footer).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toMatch(/^https:\/\/www\.facebook\.com\//);
    // App download resources are the side menu's QR codes, not social links.
    expect(within(footer).queryByRole('link', { name: /Android|iOS/ })).toBeNull();
  });
});

describe("the agent centre's customer service (WIRE.md §3)", () => {
  it('lists the channels the member may use, each opening its decrypted address in the service window', async () => {
    await renderApp({ route: '/agentHome?page=customerService', persona: 'agent-realtime' });
    const list = await screen.findByRole('list', { name: 'Customer service channels' });
    // The VIP chat is for the top club label only (labelId 6, VIP5). the others show with the host their decrypted address leads to.
    await waitFor(() => expect(within(list).getByText('t.me')).toBeTruthy());
    expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['24/7 Live Chat', 'Telegram Support', 'Facebook Messenger', 'WhatsApp']);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(within(list).getByRole('button', { name: 'Open Telegram Support' }));
    expect(open).toHaveBeenCalledWith('https://t.me/lucky88_support', 'service', 'width=440,height=750');
    open.mockRestore();
  });
});
