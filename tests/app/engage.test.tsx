// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { now } from '../../mocks/engine/clock';
import { sessionForPersona } from '../../mocks/personas';
import { raffles } from '../../mocks/promotions/collections';
import { createQueryClient } from '../../src/app/providers';
import { Messages } from '../../src/features/messages';
import { ManualRebate, MemberPromotions, RedEnvelope } from '../../src/features/promotions';
import { RewardCenter } from '../../src/features/rewards';
import { callRoute, contract } from '../../src/lib/api';
import { setToken } from '../../src/lib/state/session';
import { ui } from '../../src/lib/state/ui';
import { requestLog } from '../../mocks/engine/request-log';
import { session } from '../../src/lib/state/session';
import { loginState, renderApp, useAppHarness } from '../support/render';

useAppHarness();
vi.setConfig({ testTimeout: 60_000 });
const WAIT = { timeout: 20_000 };

/** One centre screen on the simulated backend, without the whole app around it (the light harness of the brief). */
async function mount(screenUi: ReactNode, search: string, persona = 'player') {
  const token = await sessionForPersona(persona);
  if (token) setToken(token);
  const router = createMemoryRouter([{ path: '/member', element: screenUi }], { initialEntries: [`/member?${search}`] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('messageV2', () => {
  it('opens a message (read, count down), marks the rest read, and deletes two after a confirmation', async () => {
    const router = await mount(<Messages />, 'page=messageV2');
    const rows = await screen.findAllByTestId('message-row', {}, WAIT);
    expect(rows).toHaveLength(10);
    await waitFor(() => expect(screen.getByTestId('messages-unread').textContent).toBe('7 unread'), WAIT);
    await userEvent.click(within(rows[0]!).getByRole('button'));
    const detail = await screen.findByTestId('message-detail', {}, WAIT);
    await waitFor(() => expect(within(detail).getByRole('heading', { level: 2 })).toBeTruthy(), WAIT);
    expect(router.state.location.search).toMatch(/message=\d+/);
    await waitFor(() => expect(screen.getByTestId('messages-unread').textContent).toBe('6 unread'), WAIT);
    // The detail's HTML is sanitized server content, never raw markup.
    expect(detail.querySelector('script')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByTestId('messages-unread').textContent).toBe('0 unread'), WAIT);
    expect(screen.getAllByTestId('message-row').some((row) => row.dataset.unread)).toBe(false);

    const fresh = screen.getAllByTestId('message-row');
    await userEvent.click(within(fresh[3]!).getByRole('checkbox'));
    await userEvent.click(within(fresh[4]!).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 messages?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await callRoute(contract.messages.list, { query: {} })).totalCount).toBe(25);
    await userEvent.click(screen.getByRole('button', { name: 'Delete (2)' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect((await callRoute(contract.messages.list, { query: {} })).totalCount).toBe(23), WAIT);
  });
});

describe('rewardCenter', () => {
  it("pins the announcement's promotion item on top, and reports a claim the server refuses", async () => {
    await mount(<RewardCenter />, 'page=rewardCenter&promotionId=3');
    const items = await screen.findAllByTestId('reward-item', {}, WAIT);
    await waitFor(() => expect(screen.getAllByTestId('reward-item')[0]!.textContent).toContain('From the announcement'), WAIT);
    expect(items[0]!.textContent).toContain('Sports Parlay Insurance payout');
    // Claimed behind the page's back (another tab): the page's Claim is refused with a clear reason.
    await callRoute(contract.rewards.claim, { body: { id: 5, requestId: 'engage-tab-claim-1' } });
    const referral = screen.getAllByTestId('reward-item').find((item) => item.textContent?.includes('Referral reward'))!;
    await userEvent.click(within(referral).getByRole('button', { name: /^Claim/ }));
    await waitFor(() => expect(ui.toasts.some((toast) => toast.message.includes('already claimed'))).toBe(true), WAIT);
  });

  it('says so when no reward matches the promotion', async () => {
    await mount(<RewardCenter />, 'page=rewardCenter&promotionId=29');
    expect(await screen.findByText('There is no reward waiting for this promotion yet.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the promotion' }).getAttribute('href')).toBe('/member?page=promotions&promotion=29');
  });
});

describe('promotions (member)', () => {
  it('shows every status with its action or explanation, and a claim changes the card in place', async () => {
    await mount(<MemberPromotions />, 'page=promotions');
    await waitFor(() => expect(screen.getAllByTestId('promotion-card')).toHaveLength(12), WAIT);
    const status = (title: string) => screen.getAllByTestId('promotion-card').find((card) => card.textContent?.includes(title))!;
    expect(within(status('Sports Parlay Insurance')).getByText(/under review/)).toBeTruthy();
    expect(within(status('Live Casino Winning Streak')).getByRole('button', { name: 'Apply again' })).toBeTruthy();
    const tongits = status('Tongits Champion Bonus');
    await userEvent.click(within(tongits).getByRole('button', { name: /^Claim/ }));
    await waitFor(() => expect(within(status('Tongits Champion Bonus')).getByTestId('promotion-action').dataset.status).toBe('CLAIMED'), WAIT);
  });

  it('keeps the remark at 140 characters with a live counter', async () => {
    await mount(<MemberPromotions />, 'page=promotions&promotion=18');
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Apply' }, WAIT));
    const remark = within(dialog).getByRole('textbox', { name: 'Remark (optional)' }) as HTMLTextAreaElement;
    expect(remark.maxLength).toBe(140);
    await userEvent.type(remark, 'ID approved');
    expect(within(dialog).getByTestId('remark-counter').textContent).toBe('11 / 140');
  });
});

describe('manualRebate and redEnvelope', () => {
  it('lists each category with its rate and the claim history', async () => {
    await mount(<ManualRebate />, 'page=manualRebate');
    const table = await screen.findByRole('table', { name: 'Rebate per game category' }, WAIT);
    // Slots and fishing earn VIP Platinum's 1.3 × 0.8 %.
    await waitFor(() => expect(within(table).getAllByText('1.04%')).toHaveLength(2), WAIT);
    expect(await screen.findByRole('table', { name: 'Rebate claims' }, WAIT)).toBeTruthy();
  });

  it('a stale envelope opened elsewhere is refused with a clear message', async () => {
    await mount(<RedEnvelope />, 'page=redEnvelope');
    const open = await screen.findByRole('button', { name: 'Open my envelope' }, WAIT);
    await callRoute(contract.promotions.claimRaffle, { body: { raffleId: 2 } });
    await userEvent.click(open);
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain('already claimed');
  });

  it('an event that ended while the page was open is refused, then shown as over and missed', async () => {
    await mount(<RedEnvelope />, 'page=redEnvelope');
    const open = await screen.findByRole('button', { name: 'Open my envelope' }, WAIT);
    // The stored status stays ACTIVE: only the clock says it is over.
    await raffles.update((q) => q.where({ id: 2 }), { data(draft) { draft.endTime = new Date(now() - 1_000).toISOString(); } });
    await userEvent.click(open);
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain('This red envelope event has ended');
    expect(await screen.findByText('No red envelope event is running right now.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open my envelope' })).toBeNull();
    const row = (await screen.findByText('Weekend Red Envelope Rain', {}, WAIT)).closest('li')!;
    expect(within(row).getByText('Missed')).toBeTruthy();
  });
});

describe('silent badge calls (WIRE.md §4.5, §9 checklist 6)', () => {
  it('a 401 on CSP_unreadCount and MCSFE_getAvailablePromotions shows nothing and keeps the member logged in', async () => {
    await renderApp({ persona: 'player', scenario: { faults: { 'messages.unreadCount': 'user.or.token.invalid', 'promotions.available': 'user.or.token.invalid' } } });
    await screen.findByTestId('member-balance', {}, WAIT);
    await waitFor(() => {
      const refused = requestLog().filter((entry) => entry.key === 'messages.unreadCount' || entry.key === 'promotions.available');
      expect(refused.map((entry) => entry.status)).toEqual(expect.arrayContaining([401]));
      expect(new Set(refused.map((entry) => entry.key)).size).toBe(2);
    }, WAIT);
    expect(screen.queryByText('You are not logged in, please login')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.token).not.toBeNull();
    expect(loginState().isLogin).toBe(true);
  });
});
