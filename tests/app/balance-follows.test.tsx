// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestLog } from '../../mocks/engine/request-log';
import { sessionForPersona } from '../../mocks/personas';
import { forceOrder } from '../../mocks/wallet/back-office';
import { createQueryClient } from '../../src/app/providers';
import { LIVE_POLL_MS, STALE_POLL_MS } from '../../src/features/cashier/rules/pending';
import { balanceChange, balanceQuery, followBalance } from '../../src/features/member';
import { HIDDEN_REFETCH_MS, moneyChannelName, sessionMarker } from '../../src/features/member/rules/balanceFollow';
import { brand } from '../../src/lib/brand';
import { clearSession, session, setToken } from '../../src/lib/state/session';
import { sessionStore } from '../../src/lib/storage';
import { deposit, move } from '../support/money';
import { appSettled, renderApp, useAppHarness } from '../support/render';

useAppHarness();

/*
 * Issue 35 point 1: the balance follows the money. The app's timers are faked (Date too) but still run
 * at the real pace, so the simulated backend answers as usual; a test moves time on where it matters.
 */
beforeEach(() => {
  sessionStore.set('USER_POPUP', '1');
  sessionStore.set('ANONYMOUS_POPUP', '1');
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(async () => {
  // The query client's notification flush may sit on a fake timer: run what is due before the real timers return.
  await vi.advanceTimersByTimeAsync(0);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const WAIT = { timeout: 20_000 };
const calls = (key: string) => requestLog().filter((entry) => entry.key === key).length;
const header = () => screen.getByTestId('member-balance').textContent;
/** The header's member panel and the money follower (both lazy) are in: the age of the figure shows. */
const following = () => screen.findByTestId('balance-age', undefined, WAIT);

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('pending orders', () => {
  it('a pending deposit is polled; once the back office approves it the header shows the credit and the polling stops', async () => {
    setToken((await sessionForPersona('kyc'))!);
    const order = await deposit(3, 500, 'follow-pending-1', 'kycpending01');
    clearSession();
    await renderApp({ persona: 'kyc' });
    await waitFor(() => expect(header()).toBe('$150.00'), WAIT);
    await following();
    await waitFor(() => expect(calls('wallet.depositRecords')).toBeGreaterThan(0), WAIT);
    await appSettled();

    // Pending: asked again every LIVE_POLL_MS, wherever the member is (here the home page).
    const asked = calls('wallet.depositRecords');
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    await waitFor(() => expect(calls('wallet.depositRecords')).toBe(asked + 1), WAIT);

    expect(await forceOrder('kycpending01', 'deposit', order.id, 'approve')).toBe(true);
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
    await waitFor(() => expect(header()).toBe('$650.00'), WAIT);
    await appSettled();

    // Nothing pending any more: nothing asked, however long the member stays.
    const settled = { records: calls('wallet.depositRecords'), balance: calls('wallet.getBalance') };
    await vi.advanceTimersByTimeAsync(2 * STALE_POLL_MS);
    await appSettled();
    expect({ records: calls('wallet.depositRecords'), balance: calls('wallet.getBalance') }).toEqual(settled);
  }, 60_000);

  it('with nothing pending the orders are asked once per login, and nothing is polled', async () => {
    await renderApp({ persona: 'kyc' });
    await waitFor(() => expect(header()).toBe('$150.00'), WAIT);
    await waitFor(() => expect(calls('wallet.depositRecords')).toBe(1), WAIT);
    await waitFor(() => expect(calls('wallet.withdrawRecords')).toBe(1), WAIT);
    await appSettled();
    const keys = ['wallet.depositRecords', 'wallet.withdrawRecords', 'wallet.getBalance', 'wallet.withdrawInfo'];
    const before = keys.map(calls);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await appSettled();
    expect(keys.map(calls)).toEqual(before);
  }, 60_000);
});

describe('the tab comes back', () => {
  it(`refetches the balance after ${HIDDEN_REFETCH_MS / 1000} s hidden, not after a glance away`, async () => {
    await renderApp({ persona: 'player' });
    await waitFor(() => expect(header()).toBe('$51,088.88'), WAIT);
    await following();
    await appSettled();
    const before = calls('wallet.getBalance');
    try {
      setVisibility('hidden');
      await vi.advanceTimersByTimeAsync(HIDDEN_REFETCH_MS - 10_000);
      setVisibility('visible');
      await appSettled();
      expect(calls('wallet.getBalance')).toBe(before);

      // Meanwhile money moved elsewhere: the tab shows it on its return.
      await move('MAIN', 'SAFE_BOX', 1_000);
      setVisibility('hidden');
      await vi.advanceTimersByTimeAsync(HIDDEN_REFETCH_MS);
      setVisibility('visible');
      await waitFor(() => expect(header()).toBe('$50,088.88'), WAIT);
      expect(calls('wallet.getBalance')).toBe(before + 1);
    } finally {
      setVisibility('visible');
    }
  }, 60_000);
});

describe('across tabs of the same member', () => {
  it('a new figure in one tab refreshes the other within a second; the message carries no token nor account', async () => {
    await renderApp({ persona: 'player' });
    await waitFor(() => expect(header()).toBe('$51,088.88'), WAIT);
    await following();
    await appSettled();
    const heard: unknown[] = [];
    const listener = new BroadcastChannel(moneyChannelName(brand.id));
    listener.onmessage = (event: MessageEvent) => heard.push(event.data);

    // The other tab: its own query client, following the same member.
    const other = createQueryClient();
    const stop = followBalance(other, sessionMarker(brand.merchantCode, 'player01'));
    try {
      await other.fetchQuery(balanceQuery());
      await move('MAIN', 'SAFE_BOX', 2_000);
      await other.refetchQueries({ queryKey: balanceQuery().queryKey });
      await waitFor(() => expect(header()).toBe('$49,088.88'), { timeout: 1_000 });

      // Both tabs tell their new figure once (the other tab's, then this one's, which the other ignores: no echo).
      await waitFor(() => expect(heard).toHaveLength(2));
      await appSettled();
      const news = { kind: 'balance', main: 49_088.88, who: sessionMarker(brand.merchantCode, 'player01') };
      expect(heard).toEqual([news, news]);
      const text = JSON.stringify(heard);
      expect(text).not.toContain(session.token!);
      expect(text).not.toContain('player01');
    } finally {
      stop();
      listener.close();
    }
  }, 60_000);

  it("ignores another member's tabs, and closes its channel at sign-out", async () => {
    const close = vi.spyOn(BroadcastChannel.prototype, 'close');
    await renderApp({ persona: 'player' });
    await waitFor(() => expect(header()).toBe('$51,088.88'), WAIT);
    await following();
    await appSettled();
    const before = calls('wallet.getBalance');
    const stranger = new BroadcastChannel(moneyChannelName(brand.id));
    stranger.postMessage({ kind: 'moved', who: sessionMarker(brand.merchantCode, 'newbie01') });
    stranger.postMessage({ kind: 'balance', main: 1, who: sessionMarker(brand.merchantCode, 'newbie01') });
    await appSettled();
    expect(calls('wallet.getBalance')).toBe(before);

    // The same member's nudge (an order opened in another tab) is heard.
    stranger.postMessage({ kind: 'moved', who: sessionMarker(brand.merchantCode, 'player01') });
    await waitFor(() => expect(calls('wallet.getBalance')).toBe(before + 1), { timeout: 1_000 });
    stranger.close();

    const closedBefore = close.mock.calls.length;
    clearSession();
    await waitFor(() => expect(close.mock.calls.length).toBeGreaterThan(closedBefore));
  }, 60_000);

  it('without BroadcastChannel the tab still follows its own balance', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    try {
      const client = createQueryClient();
      setToken((await sessionForPersona('player'))!);
      const stop = followBalance(client, 'marker');
      await client.fetchQuery(balanceQuery());
      expect(balanceChange).toMatchObject({ seq: 0 });
      expect(balanceChange.at).toBeGreaterThan(0);
      await move('MAIN', 'SAFE_BOX', 10);
      await client.refetchQueries({ queryKey: balanceQuery().queryKey });
      expect(balanceChange.seq).toBe(1);
      stop();
    } finally {
      vi.unstubAllGlobals();
    }
  }, 60_000);
});

describe('the header says when the balance changed', () => {
  it('"Updated just now", then minutes later; a refetch of the same figure neither animates nor announces, a new one does once', async () => {
    await renderApp({ persona: 'player' });
    await waitFor(() => expect(header()).toBe('$51,088.88'), WAIT);
    expect((await following()).textContent).toBe('Updated just now');
    expect(screen.getByTestId('member-balance').querySelector('[data-changed]')).toBeNull();
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    await waitFor(() => expect(screen.getByTestId('balance-age').textContent).toBe('Updated 2 min ago'));

    const output = screen.getByTestId('member-balance');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(output, { childList: true, subtree: true, characterData: true });
    const before = calls('wallet.getBalance');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(calls('wallet.getBalance')).toBe(before + 1));
    await appSettled();
    expect(changes).toEqual([]);
    expect(screen.getByTestId('balance-age').textContent).toBe('Updated 2 min ago');

    await move('MAIN', 'SAFE_BOX', 88);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(header()).toBe('$51,000.88'));
    observer.disconnect();
    expect(changes.length).toBeGreaterThan(0);
    const first = output.querySelector('[data-changed]');
    expect(first).not.toBeNull();
    expect(screen.getByTestId('balance-age').textContent).toBe('Updated just now');

    // Each change animates once: the figure is a new element, whose animation starts afresh.
    await move('MAIN', 'SAFE_BOX', 100);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(header()).toBe('$50,900.88'));
    const second = output.querySelector('[data-changed]');
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
  }, 60_000);
});
