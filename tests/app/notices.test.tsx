// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordWin } from '../../mocks/games/play';
import { gamesOf } from '../../mocks/games/query';
import { createQueryClient } from '../../src/app/providers';
import { invalidateWinners, WinnerBoard } from '../../src/features/winners';
import { session } from '../../src/lib/state/session';
import { appSettled, renderApp, useAppHarness } from '../support/render';

useAppHarness();

const DATE_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;
const POPUPS_ON = { flags: { publicPopups: true } };
const amountOf = (card: HTMLElement) => Number(card.querySelector('strong')!.textContent!.replace(/[^\d.]/g, ''));

describe('home composition (SPEC §2 Home)', () => {
  it('shows the marquee, then the w_home banner, the game menu, and the winner board with the 20 biggest wins first', async () => {
    await renderApp();
    const home = await screen.findByTestId('home-page');
    const marquee = await within(home).findByRole('region', { name: 'Latest notices' });
    const banner = await within(home).findByRole('region', { name: 'Featured' });
    // The five w_home banners and the two the platform sends without a group (home's, WIRE.md reads no group).
    expect(within(banner).getAllByRole('group')).toHaveLength(7);
    // The marquee comes first, as SPEC §2 lists it.
    expect(marquee.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(home).getByRole('list', { name: 'Game categories' })).toBeTruthy();

    const board = await within(home).findByRole('region', { name: 'Big winners' });
    const cards = await within(board).findAllByTestId('winner-card');
    expect(cards).toHaveLength(20);
    const amounts = cards.map(amountOf);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(cards[0]!.textContent).toMatch(/\*\*\*/);
    expect(cards[0]!.textContent).toContain('$');
  });
});

describe('notice marquee and notice modal', () => {
  it('opens the notice modal at the clicked item, with yyyy-MM-dd HH:mm:ss times', async () => {
    await renderApp();
    const marquee = await screen.findByRole('region', { name: 'Latest notices' });
    // The loop's second copy is hidden from assistive tech: one button per notice.
    const items = within(marquee).getAllByRole('button', { name: /Scheduled maintenance|Beware of scams/ });
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toMatch(DATE_TIME);
    await userEvent.click(within(marquee).getByRole('button', { name: /^Beware of scams/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Notices' });
    const detail = within(dialog).getByTestId('notice-detail');
    expect(within(detail).getByRole('heading', { name: 'Beware of scams' })).toBeTruthy();
    expect(detail.textContent).toMatch(DATE_TIME);
    expect(detail.textContent).toContain('Our staff will never ask for your password');
    expect(within(dialog).getByRole('button', { name: /^Beware of scams/ }).getAttribute('aria-current')).toBe('true');

    await userEvent.click(within(dialog).getByRole('button', { name: /^New games/ }));
    expect(within(within(dialog).getByTestId('notice-detail')).getByRole('heading', { name: 'New games' })).toBeTruthy();
  });

  it('has a pause button for the moving text', async () => {
    await renderApp();
    const marquee = await screen.findByRole('region', { name: 'Latest notices' });
    const pause = within(marquee).getByRole('button', { name: 'Pause the notices' });
    await userEvent.click(pause);
    expect(within(marquee).getByRole('button', { name: 'Play the notices' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('announcements modal (the header bell)', () => {
  it('pages guests 9 per page with a detail pane: the notices and promotions of N1', async () => {
    await renderApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Announcements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const list = await within(dialog).findByRole('list', { name: 'Announcement titles' });
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    const firstTitle = within(list).getAllByRole('button')[0]!.querySelector('span')!.textContent!;
    expect(within(within(dialog).getByTestId('announcement-detail')).getByRole('heading', { level: 3 }).textContent).toBe(firstTitle);

    // 9 notices and 18 promotions: three full pages.
    expect(within(dialog).queryByRole('button', { name: 'Announcements page 4' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Announcements page 3' }));
    await waitFor(() => expect(within(within(dialog).getByRole('list', { name: 'Announcement titles' })).getAllByRole('button')[0]!.textContent).not.toContain(firstTitle));
    const second = within(within(dialog).getByRole('list', { name: 'Announcement titles' })).getAllByRole('button');
    await userEvent.click(second[2]!);
    expect(second[2]!.getAttribute('aria-current')).toBe('true');
    const detail = within(dialog).getByTestId('announcement-detail');
    expect(within(detail).getByRole('heading', { level: 3 }).textContent).toBe(second[2]!.querySelector('span')!.textContent);
    expect(detail.textContent).toMatch(DATE_TIME);
  });

  it('takes a member from a promotion to the reward centre', async () => {
    const { router } = await renderApp({ persona: 'player01' });
    await screen.findByTestId('home-page');
    await userEvent.click(await screen.findByRole('button', { name: 'Announcements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const list = await within(dialog).findByRole('list', { name: 'Announcement titles' });
    // The same notices and promotions as guests (the popups only where the scenario serves them): 3 pages.
    expect(within(dialog).getByRole('button', { name: 'Announcements page 3' })).toBeTruthy();
    const plain = within(list).getAllByRole('button').find((button) => !button.textContent!.includes('Includes a promotion'))!;
    await userEvent.click(plain);
    expect(within(dialog).queryByRole('button', { name: 'Go to promotion' })).toBeNull();
    await userEvent.click(within(list).getAllByRole('button', { name: /Includes a promotion/ })[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to promotion' }));
    await waitFor(() => expect(router().state.location.pathname).toBe('/member'));
    // The reward centre opens on the announcement's promotion.
    expect(router().state.location.search).toMatch(/^\?page=rewardCenter&promotionId=\d+$/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull());
  });
});

describe('public popups (SPEC §4)', () => {
  it('serves a guest the B popups once; closing sets ANONYMOUS_POPUP and a new visit in the session stays quiet', async () => {
    const first = await renderApp({ scenario: POPUPS_ON });
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(within(dialog).getByText('1 of 3')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('2 of 3')).toBeTruthy();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Announcement' })).toBeNull());
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBe('1');
    first.unmount();

    // The same session, the app started again (a reload): the popup stays closed.
    await renderApp({ scenario: POPUPS_ON });
    await screen.findByTestId('home-page');
    await appSettled();
    expect(screen.queryByRole('dialog', { name: 'Announcement' })).toBeNull();
  });

  it('waits for another modal: /login first, the popup after the login modal closes', async () => {
    await renderApp({ route: '/login', scenario: POPUPS_ON });
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await appSettled();
    expect(screen.queryByRole('dialog', { name: 'Announcement' })).toBeNull();
    await userEvent.click(within(login).getAllByRole('button', { name: 'Close' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Announcement' })).toBeTruthy();
  });

  it('shows a member the A popups, and A with F on a first-time login, under USER_POPUP', async () => {
    await renderApp({ persona: 'player01', scenario: POPUPS_ON });
    const member = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(within(member).getByText('1 of 3')).toBeTruthy();
    await userEvent.click(within(member).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(sessionStorage.getItem('USER_POPUP')).toBe('1'));
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).toBeNull();
  });

  it('adds the F popups on a first-time login', async () => {
    session.firstTimeLogin = true;
    await renderApp({ persona: 'player01', scenario: POPUPS_ON });
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(within(dialog).getByText('1 of 6')).toBeTruthy();
  });
});

describe('winner board refresh', () => {
  it('refetches after a win when invalidateWinners is called', async () => {
    const queryClient = createQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <WinnerBoard />
      </QueryClientProvider>,
    );
    const board = await screen.findByRole('region', { name: 'Big winners' });
    await waitFor(() => expect(within(board).getAllByTestId('winner-card')).toHaveLength(20));
    const top = amountOf(within(board).getAllByTestId('winner-card')[0]!);

    const game = gamesOf('RNG')[0]!;
    await recordWin('player01', game, top + 1000);
    await act(() => invalidateWinners(queryClient));
    await waitFor(() => expect(amountOf(within(board).getAllByTestId('winner-card')[0]!)).toBe(top + 1000));
    expect(within(board).getAllByTestId('winner-card')[0]!.textContent).toContain(game.gameName);
  });
});
