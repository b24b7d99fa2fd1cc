// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contracts } from '../../mocks/agent/collections';
import { requestLog } from '../../mocks/engine/request-log';
import { openModal } from '../../src/lib/state/ui';
import { sessionStore } from '../../src/lib/storage';
import { renderApp, useAppHarness } from '../support/render';

useAppHarness();
vi.setConfig({ testTimeout: 60_000 });
// The public popups (another feature) would otherwise open over the page.
beforeEach(() => {
  sessionStore.set('USER_POPUP', '1');
  sessionStore.set('ANONYMOUS_POPUP', '1');
});

/** Seeded contract ids (mocks/agent/seed-data.ts order). */
const PLATFORM_TO_AGENT_HOURLY = 2;
const AGENT_DIV_TO_PLAYER01_OFFER = 10;
const PLATFORM_TO_AGENT_DIV_DAILY = 18;

const statusOf = (id: number) => contracts.findFirst((q) => q.where({ id }))?.status;

describe('the contract modal answers K0 through K1–K4 (WIRE.md §6.7, §9 checklist 40)', () => {
  it("shows the upline's termination request (V) as such, and accepting it ends the contract", async () => {
    // The platform, agent_hourly's upline, asks to end its hourly salary contract.
    await contracts.update((q) => q.where({ id: PLATFORM_TO_AGENT_HOURLY }), {
      data(draft) {
        draft.terminationRequested = true;
      },
    });
    await renderApp({ route: '/agentHome', persona: 'agent-hourly' });
    const badge = await screen.findByTestId('contract-offer-badge', undefined, { timeout: 30_000 });
    expect(badge.textContent).toBe('Contract requests (1)');
    expect(sessionStore.get('enableSalary')).toBe('true');
    await userEvent.click(badge);

    const modal = await screen.findByRole('dialog', { name: 'Contracts' });
    const detail = await within(modal).findByTestId('contract-detail', undefined, { timeout: 30_000 });
    expect(within(detail).getByRole('heading', { name: 'Hourly salary at 1%' })).toBeTruthy();
    expect(within(detail).getByText('Termination request')).toBeTruthy();
    expect(within(detail).getByText(/Your upline asks to end this contract/)).toBeTruthy();
    // A termination request is accepted or refused; there is no simulator of a contract ending.
    expect(within(detail).queryByRole('button', { name: 'Accept' })).toBeNull();
    await userEvent.click(within(detail).getByRole('button', { name: 'Accept termination' }));

    expect(await within(modal).findByText('Contract ended.', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(statusOf(PLATFORM_TO_AGENT_HOURLY)).toBe('TERMINATED');
    const call = requestLog().filter((entry) => entry.key === 'agent.processHourlySalary');
    expect(call.map((entry) => [entry.method, entry.path, entry.status])).toEqual([['POST', '/wps/relay/MCS2_processContractHourSalary', 200]]);
    await waitFor(() => expect(screen.queryByTestId('contract-offer-badge')).toBeNull(), { timeout: 30_000 });
  });

  it('lets a player refuse an offer from its upline through K1', async () => {
    await renderApp({ route: '/', persona: 'player' });
    await screen.findByRole('banner');
    act(() => openModal('contract', {}));
    const modal = await screen.findByRole('dialog', { name: 'Contracts' }, { timeout: 30_000 });
    const detail = await within(modal).findByTestId('contract-detail', undefined, { timeout: 30_000 });
    expect(within(detail).getByRole('heading', { name: 'Dividend at 10%' })).toBeTruthy();
    expect(within(detail).getByText('Monthly')).toBeTruthy();
    await userEvent.click(within(detail).getByRole('button', { name: 'Refuse' }));

    expect(await within(modal).findByText('Offer refused.', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(statusOf(AGENT_DIV_TO_PLAYER01_OFFER)).toBe('REFUSED');
    expect(requestLog().filter((entry) => entry.key === 'agent.processDividend').map((entry) => entry.method)).toEqual(['POST']);
    expect(await within(modal).findByText('No contracts here yet.', undefined, { timeout: 30_000 })).toBeTruthy();
  });
});

describe("the agent menu follows K0's session flags with the feature flags (SPEC §3, §6)", () => {
  it('offers dividend records but no salary page to an agent whose contracts are dividends only', async () => {
    // agent_div's own daily salary contract (the ceiling of what it gives agent_daily, issue 31) has ended: dividends only.
    await contracts.update((q) => q.where({ id: PLATFORM_TO_AGENT_DIV_DAILY }), {
      data(draft) {
        draft.status = 'TERMINATED';
      },
    });
    await renderApp({ route: '/agentHome', persona: 'agent-dividend' });
    const menu = await screen.findByRole('navigation', undefined, { timeout: 30_000 });
    expect(await within(menu).findByRole('link', { name: 'Dividend records' })).toBeTruthy();
    await waitFor(() => expect(sessionStore.get('enableSalary')).toBe('false'), { timeout: 30_000 });
    await waitFor(() => expect(within(menu).queryByRole('link', { name: 'Daily wages' })).toBeNull());
    expect(within(menu).queryByRole('link', { name: 'Real-time salary' })).toBeNull();
    expect(sessionStore.get('enableContract')).toBe('true');
  });
});


describe('the offer form shows the ceiling and refuses above it (issue 31)', () => {
  it('shows the own rate as the ceiling, and refuses a type the agent holds none of and a rate above its own, sending nothing', async () => {
    await renderApp({ route: '/agentHome?page=downlineManagmentView', persona: 'agent-hourly' });
    await userEvent.click(await screen.findByRole('button', { name: 'Offer contract to agent_hourly_dl03' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer a contract to agent_hourly_dl03' });
    const rate = within(dialog).getByRole('textbox', { name: /^Rate/ });
    const type = within(dialog).getByLabelText('Contract type');

    await userEvent.selectOptions(type, 'REALTIME_SALARY');
    expect(within(dialog).getByText('Your ceiling for this type: none')).toBeTruthy();
    await userEvent.type(rate, '0.1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByText('You hold no active Real-time salary contract, so you cannot offer one')).toBeTruthy();

    // Another type, another ceiling: the rate is checked again against it.
    await userEvent.selectOptions(type, 'HOURLY_SALARY');
    await waitFor(() => expect(within(dialog).getByText('At most your own 1%')).toBeTruthy(), { timeout: 30_000 });
    await userEvent.clear(rate);
    await userEvent.type(rate, '1.5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Bet amount per hour/ }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByText('The rate cannot exceed your own 1%')).toBeTruthy();
    expect(requestLog().filter((entry) => entry.key === 'agent.offerContract')).toEqual([]);
  });
});
