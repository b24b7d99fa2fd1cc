// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setScenario } from '../../mocks/engine/scenario';
import { sessionForPersona } from '../../mocks/personas';
import { createQueryClient, Providers } from '../../src/app/providers';
import { BettingRecord, BonusDetails, PersonalProfit, TransactionDetails } from '../../src/features/records';
import { configureApi } from '../../src/lib/api';
import { ensureScreenTexts, initI18n, missingKeys } from '../../src/lib/i18n';
import { clearSession, session, setToken } from '../../src/lib/state/session';
import { useSimulatedBackend } from '../support/backend';

/*
 * Each record screen alone on the simulated backend (no app shell, no router
 * table): its loading, empty, error-with-retry and success states. The whole
 * centre around them is covered by tests/app/member-centre.test.tsx and e2e.
 */
useSimulatedBackend();
beforeAll(async () => {
  await initI18n('EN');
  await ensureScreenTexts();
  configureApi({ getToken: () => session.token });
});
afterEach(() => {
  cleanup();
  clearSession();
  expect([...missingKeys], 'i18n keys missing from the locales').toEqual([]);
});

const WAIT = { timeout: 15_000 };
// A window of the seeded history (tests pin its reference date to 2026-11-01) and one long before it.
const SEEDED = '2026-10-02..2026-10-31';
const EMPTY = '2020-01-01..2020-01-31';

async function mount(Screen: ComponentType, search: string) {
  setToken((await sessionForPersona('player'))!);
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[`/member?${search}`]}>
        <Screen />
      </MemoryRouter>
    </Providers>,
  );
}

const bodyRows = (table: HTMLElement) => within(table.querySelector('tbody')!).getAllByRole('row');

/** Loading first, then the error with retry; a retry once the fault is gone shows the rows. */
async function failsThenRetries(tableName: RegExp) {
  expect(screen.getAllByText('Loading records…').length).toBeGreaterThan(0);
  const alerts = await screen.findAllByText('The records could not be loaded.', undefined, WAIT);
  expect(alerts[0]!.getAttribute('role')).toBe('alert');
  setScenario({ faults: {} });
  await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
  const table = screen.getAllByRole('table', { name: tableName })[0]!;
  await waitFor(() => expect(within(table).queryByText('The records could not be loaded.')).toBeNull(), WAIT);
  await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0), WAIT);
}

describe('betting record (personalHistoryCopy)', () => {
  it('loads, fails with a retry that recovers, then lists bets with the totals row', async () => {
    setScenario({ faults: { 'records.bets': '500' } });
    await mount(BettingRecord, `page=personalHistoryCopy&range=${SEEDED}`);
    await failsThenRetries(/^Bets from 2026-10-02 to 2026-10-31$/);
    const table = screen.getByRole('table', { name: /^Bets from/ });
    expect(within(table.querySelector('tfoot')!).getByRole('rowheader', { name: 'Totals' })).toBeTruthy();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Bet time', 'Game', 'Game type', 'Vendor', 'Bet', 'Valid bet', 'Win/loss', 'Status',
    ]);
    // A row opens its bet.
    await userEvent.click(within(bodyRows(table)[0]!).getByRole('button'));
    expect(await screen.findByRole('dialog', { name: 'Bet details' }, WAIT)).toBeTruthy();
  });

  it('shows the empty state for a period without bets, and offers only the game type’s vendors', async () => {
    await mount(BettingRecord, `page=personalHistoryCopy&range=${EMPTY}&gameType=SPORTS`);
    expect(await screen.findByText('No bets in this period', undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', true);
    const vendors = screen.getByRole('combobox', { name: 'Vendor' });
    expect(within(vendors).getAllByRole('option').map((option) => option.textContent)).toEqual(['All vendors', 'IBC', 'SBT', 'UG']);
  });
});

describe('personal profit', () => {
  it('fails with a retry, then draws the chart beside its table', async () => {
    setScenario({ faults: { 'records.profit': '500' } });
    await mount(PersonalProfit, `page=personalProfit&range=${SEEDED}`);
    await failsThenRetries(/^Profit per day from 2026-10-02 to 2026-10-31$/);
    const chart = await screen.findByRole('img', { name: /^Net profit per day/ }, WAIT);
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    const table = screen.getByRole('table', { name: /^Profit per day/ });
    expect(chart.getAttribute('aria-details')).toBe(table.closest('[id]')!.id);
    expect(screen.getByRole('table', { name: /^Profit per game type/ })).toBeTruthy();
  });

  it('shows the empty state and no chart for a quiet period', async () => {
    await mount(PersonalProfit, `page=personalProfit&range=${EMPTY}`);
    expect((await screen.findAllByText('No bets or bonuses in this period', undefined, WAIT)).length).toBe(2);
    expect(screen.queryByRole('img', { name: /^Net profit per day/ })).toBeNull();
  });
});

describe('bonus details', () => {
  it('fails with a retry, then lists bonuses with their turnover progress', async () => {
    setScenario({ faults: { 'records.bonus': '500' } });
    await mount(BonusDetails, `page=bonusDetails&range=${SEEDED}`);
    await failsThenRetries(/^Bonuses from/);
    const bars = await screen.findAllByRole('progressbar', undefined, WAIT);
    expect(bars.every((bar) => bar.getAttribute('aria-valuenow') === '100')).toBe(true);
  });

  it('shows the empty state for a period without bonuses', async () => {
    await mount(BonusDetails, `page=bonusDetails&range=${EMPTY}`);
    expect(await screen.findByText('No bonuses in this period', undefined, WAIT)).toBeTruthy();
  });
});

describe('transaction details', () => {
  it('loads, fails with a retry that recovers, and shows an unknown or malformed id as not found', async () => {
    setScenario({ faults: { 'records.transactionDetail': '500' } });
    // Ledger row 1: the seeded player's first deposit.
    await mount(TransactionDetails, 'page=transactionDetails&id=1');
    expect(screen.getByText('Loading the transaction…')).toBeTruthy();
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveProperty('textContent', 'The transaction could not be loaded.');
    setScenario({ faults: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'What caused it' }, WAIT)).toBeTruthy();
    expect(screen.getByText('Balance before')).toBeTruthy();
    cleanup();
    await mount(TransactionDetails, 'page=transactionDetails&id=99999999');
    expect(await screen.findByText('This transaction could not be found', undefined, WAIT)).toBeTruthy();
    cleanup();
    await mount(TransactionDetails, 'page=transactionDetails&id=abc');
    expect(screen.getByText('This transaction could not be found')).toBeTruthy();
  });
});
