// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFERENCE_DATE } from '../../mocks/engine/clock';
import { requestLog } from '../../mocks/engine/request-log';
import { callRoute, contract } from '../../src/lib/api';
import { setToken } from '../../src/lib/state/session';
import { RECORDS_EXPORT_PAGE_SIZE } from '../../src/features/records/api';
import { renderApp, useAppHarness } from '../support/render';

useAppHarness();

const WAIT = { timeout: 15_000 };

// The seeded history ends at the world's reference date: the presets count from there.
// Only Date is faked, so timers and the simulated backend run at their normal pace.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(REFERENCE_DATE.getTime() + 6 * 3_600_000));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const day = (offset: number) => {
  const date = new Date(REFERENCE_DATE.getTime() + 6 * 3_600_000);
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** "Page 1 of 4 · 38 records" → 38. */
async function recordCount(): Promise<number> {
  const summary = await screen.findByText(/^Page \d+ of \d+ · \d+ records?$/, undefined, WAIT);
  return Number(/· (\d+) record/.exec(summary.textContent ?? '')![1]);
}

const bodyRows = (table: HTMLElement) => within(table.querySelector('tbody')!).getAllByRole('row');

describe('member centre: transactionHistory', () => {
  it('shows the ledger of the previous 7 days in the centre layout, with totals and paging', async () => {
    await renderApp({ route: '/member?page=transactionHistory', persona: 'player' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction history' }, WAIT)).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Member centre' });
    expect(within(menu).getByRole('link', { name: 'Transaction history' }).getAttribute('aria-current')).toBe('page');
    expect(await within(menu).findByRole('link', { name: /^Messages \d+ unread$/ }, WAIT)).toBeTruthy();
    // The badges: N2 for messages, N4 for missions (and promotions), the reward centre's own count.
    expect(requestLog().map((entry) => entry.key)).toEqual(expect.arrayContaining(['messages.unreadCount', 'promotions.available', 'rewards.overview']));

    const table = await screen.findByRole('table', { name: `Transactions from ${day(-6)} to ${day(0)}` }, WAIT);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10), WAIT);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Time', 'Type', 'Reference', 'Amount', 'Balance after', 'Remark']);
    expect(within(table.querySelector('tfoot')!).getByRole('rowheader', { name: 'Totals' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Previous 7 days' })).toHaveProperty('checked', true);
    expect(await recordCount()).toBeGreaterThan(10);
  });

  it('applies another preset: the URL and the rows follow, and invalid URL values fall back to the defaults', async () => {
    const { router } = await renderApp({ route: '/member?page=transactionHistory&range=lastDecade&pageNo=2.5', persona: 'player' });
    await screen.findByRole('table', { name: `Transactions from ${day(-6)} to ${day(0)}` }, WAIT);
    const week = await recordCount();
    expect(screen.getByRole('navigation', { name: 'Record pages' }).querySelector('[aria-current="page"]')?.textContent).toBe('1');

    await userEvent.click(screen.getByRole('radio', { name: 'Previous 30 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(new URLSearchParams(router().state.location.search).get('range')).toBe('prev30'));
    expect(new URLSearchParams(router().state.location.search).get('page')).toBe('transactionHistory');
    await screen.findByRole('table', { name: `Transactions from ${day(-29)} to ${day(0)}` }, WAIT);
    await waitFor(async () => expect(await recordCount()).toBeGreaterThan(week), WAIT);
  });

  it('keeps a custom range and a type in the URL, and refuses a range that ends before it starts', async () => {
    const { router } = await renderApp({ route: `/member?page=transactionHistory&range=${day(-40)}..${day(0)}&kind=WITHDRAW`, persona: 'player' });
    const table = await screen.findByRole('table', { name: `Transactions from ${day(-40)} to ${day(0)}` }, WAIT);
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0), WAIT);
    expect(bodyRows(table).every((row) => within(row).queryByText('Withdrawal') !== null)).toBe(true);

    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: day(1) } });
    expect(screen.getByRole('alert').textContent).toBe('The start date must not be after the end date.');
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router().state.location.search).toBe('?page=transactionHistory'));
    expect(await screen.findByRole('table', { name: `Transactions from ${day(-6)} to ${day(0)}` }, WAIT)).toBeTruthy();
  });

  it('exports every page of the current filter as one CSV', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:transactions';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    await renderApp({ route: '/member?page=transactionHistory&range=prev30', persona: 'player' });
    const total = await recordCount();
    // More rows than one export request carries: the export must gather several pages.
    expect(total).toBeGreaterThan(RECORDS_EXPORT_PAGE_SIZE);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1), WAIT);
    expect(clicks).toHaveBeenCalledTimes(1);
    const lines = (await blobs[0]!.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Time,Type,Reference,Amount,Balance after,Remark');
    expect(lines).toHaveLength(total + 1);
    expect(new Set(lines.slice(1)).size).toBe(total);
    // The rows are the filter's own: every reference and amount of the 30 days, fetched here in one request.
    const whole = await callRoute(contract.records.transactions, { query: { startTime: day(-29), endTime: day(0), page: 1, size: 999 } });
    const pairs = (rows: string[][]) => rows.map(([reference, amount]) => `${reference} ${Number(amount)}`).sort();
    expect(pairs(lines.slice(1).map((line) => line.split(',').slice(2, 4)))).toEqual(pairs(whole.content.map((row) => [row.reference ?? '', String(row.amount)])));
    expect(await screen.findByText(`Exported ${total} transactions.`, undefined, WAIT)).toBeTruthy();
  });
});

describe('member centre pages', () => {
  it('falls back to securityCenter for an unknown page, inside the layout', async () => {
    await renderApp({ route: '/member?page=nonsense', persona: 'player' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' }, WAIT)).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Member centre' });
    expect(within(menu).getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Transaction history' }).getAttribute('href')).toBe('/member?page=transactionHistory');
    expect(await screen.findByTestId('account-avatar', undefined, WAIT)).toBeTruthy();
  });

  it('refuses trial accounts before any centre call: no badge counts, no records', async () => {
    const value = await callRoute(contract.session.freePlay, { body: { os: 'web', platform: 'W' } });
    setToken(value.token);
    await renderApp({ route: '/member?page=transactionHistory' });
    expect(await screen.findByRole('dialog', { name: 'Real account needed' }, WAIT)).toBeTruthy();
    const keys = requestLog().map((entry) => entry.key);
    for (const key of ['messages.unreadCount', 'promotions.available', 'missions.summary', 'rewards.overview', 'records.transactions']) expect(keys).not.toContain(key);
  });
});
