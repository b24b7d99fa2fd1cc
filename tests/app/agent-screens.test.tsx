// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { presetRange } from '../../src/components';
import { callRoute, contract } from '../../src/lib/api';
import { formatMoney } from '../../src/lib/format';
import { renderApp, useAppHarness } from '../support/render';
import { seededFor, useSeedDay } from '../support/seeded';

/**
 * The agent screens no other test rendered (issue 32): dividend records, daily wages, customer service, account
 * details and the agent-centre quick modal, each against the seeded world, showing what the backend holds.
 */
useAppHarness();

const WAIT = { timeout: 20_000 };

useSeedDay();

const today = () => ({ startTime: presetRange('today').from, endTime: presetRange('today').to });
const money = (amount: number, signed = false) => `${amount < 0 ? '−' : signed && amount > 0 ? '+' : ''}${formatMoney(Math.abs(amount), 'en', '$')}`;
const bodyRows = (table: HTMLElement) => within(table.querySelector('tbody')!).getAllByRole('row');
/** The value a figure shows under its label (a <dt> and the <dd> after it). */
const figure = (container: HTMLElement, label: string) => within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('settlement records (agentDividendRecordCopy2, agentDailyWages2)', () => {
  it.each([
    ['agent-dividend', 'agentDividendRecordCopy2', 'Dividend records', 'Dividend', contract.agent.dividendRecords, 'Rate of team loss'],
    ['agent-daily', 'agentDailyWages2', 'Daily wages', 'Daily salary', contract.agent.dailySalary, 'Rate of valid bet'],
  ] as const)('%s: %s lists the seeded settlements of the previous 30 days with their pay, rate and status, and the total paid', async (persona, page, title, caption, route, rateHeader) => {
    const days = presetRange('prev30');
    const records = await seededFor(persona, () => callRoute(route, { query: { startTime: days.from, endTime: days.to, page: 1, size: 10 } }));
    expect(records.content.length).toBeGreaterThan(1);
    const app = await renderApp({ route: `/agentHome?page=${page}`, persona });
    expect(await screen.findByRole('heading', { level: 1, name: title }, WAIT)).toBeTruthy();
    const table = await screen.findByRole('table', { name: `${caption} settlements from ${days.from} to ${days.to}` }, WAIT);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(records.content.length), WAIT);
    expect(within(table).getByRole('columnheader', { name: rateHeader })).toBeTruthy();
    const paid = records.content.filter((row) => row.status === 'PAID');
    expect(paid.length).toBeGreaterThan(0);
    records.content.forEach((record, index) => {
      const cells = within(bodyRows(table)[index]!).getAllByRole('cell').map((cell) => cell.textContent);
      expect(cells).toContain(money(record.amount, true));
      expect(cells).toContain(money(record.teamValidBet));
      expect(cells).toContain(`${record.rate}%`);
      expect(cells).toContain(record.status === 'PAID' ? 'Paid' : 'Not qualified');
    });
    const main = screen.getByRole('main');
    expect(figure(main, 'Total paid')).toBe(money(records.totalAmount));
    expect(figure(main, 'Periods settled')).toBe(String(records.totalElements));
    expect(within(table.querySelector('tfoot')!).getByText(money(records.totalAmount, true))).toBeTruthy();
    app.unmount();
  });
});

describe('agent customer service (customerService)', () => {
  it("lists the start-up status's service channels with their type, host and an Open button each", async () => {
    const app = await renderApp({ route: '/agentHome?page=customerService', persona: 'agent-dividend' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer service' }, WAIT)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Customer service channels' }, WAIT);
    const channels = within(list).getAllByRole('listitem');
    expect(channels.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(['24/7 Live Chat', 'Telegram Support', 'Facebook Messenger', 'WhatsApp']);
    // Each host shows once its channel's address is decrypted and has passed the URL check.
    await waitFor(() =>
      expect(channels.map((item) => item.textContent)).toEqual([
        expect.stringContaining('Live chatsecure.livechatinc.com'),
        expect.stringContaining('Telegramt.me'),
        expect.stringContaining('Facebookm.me'),
        expect.stringContaining('WhatsAppwa.me'),
      ]),
    );
    expect(within(channels[1]!).getByRole('button', { name: 'Open Telegram Support' })).toBeTruthy();
    app.unmount();
  });
});

describe('agent account details (accountDetails)', () => {
  it("shows today's team summary and the agent's profile: name, affiliate code, team counts and its contract", async () => {
    const [details, team] = await seededFor('agent-dividend', () => Promise.all([callRoute(contract.agent.accountDetails), callRoute(contract.agent.teamOverview, { query: today() })]));
    const app = await renderApp({ route: '/agentHome?page=accountDetails', persona: 'agent-dividend' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account details' }, WAIT)).toBeTruthy();
    const summary = await screen.findByRole('region', { name: "Today's summary" }, WAIT);
    expect(await within(summary).findByText(`of ${team.teamSize} team members`, undefined, WAIT)).toBeTruthy();
    expect(figure(summary, 'Deposits')).toBe(money(team.depositAmount));
    expect(figure(summary, 'Valid bet')).toBe(money(team.validBet));
    const main = screen.getByRole('main');
    expect(await within(main).findByText(`Welcome back, ${details.nickname}`, undefined, WAIT)).toBeTruthy();
    expect(within(main).getByText(details.affiliateCode!)).toBeTruthy();
    expect(within(main).getByText(new URL(details.referralLink!, window.location.origin).href)).toBeTruthy();
    expect(figure(main, 'Team size')).toBe(String(details.team.teamSize));
    expect(figure(main, 'Direct members')).toBe(String(details.team.directMembers));
    expect(figure(main, 'Direct agents')).toBe(String(details.team.directAgents));
    expect(within(main).getByText('None (top agent)')).toBeTruthy();
    const contractRate = details.activeContracts[0]!.rate;
    expect(within(main).getByText(`Rate ${contractRate}%`)).toBeTruthy();
    app.unmount();
  });
});

describe('the agent-centre quick modal (side menu)', () => {
  it("opens from the side menu with today's team figures and the contract offers waiting, and links the full back office", async () => {
    const [team, offers] = await seededFor('agent-daily', () => Promise.all([callRoute(contract.agent.teamOverview, { query: today() }), callRoute(contract.agent.contracts, { query: { status: 'OFFERED' } })]));
    const app = await renderApp({ route: '/', persona: 'agent-daily' });
    const side = await screen.findByRole('complementary', { name: 'Side menu' }, WAIT);
    await userEvent.click(await within(side).findByRole('button', { name: 'Agent centre' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' }, WAIT);
    const pending = offers.received.filter((offer) => offer.status === 'OFFERED');
    expect(pending.length).toBeGreaterThan(0);
    const kpi = (label: string) => figure(dialog, label);
    await waitFor(() => expect(kpi('Team size')).toBe(String(team.teamSize)), WAIT);
    expect(kpi('Deposits')).toBe(money(team.depositAmount));
    expect(kpi('Valid bets')).toBe(money(team.validBet));
    expect(await within(dialog).findByRole('heading', { name: `${pending.length} contract offer${pending.length === 1 ? '' : 's'} waiting` }, WAIT)).toBeTruthy();
    const listed = within(dialog).getAllByRole('link').filter((link) => link.textContent !== 'Open the agent back office');
    expect(listed.map((link) => link.textContent)).toEqual(pending.map((offer) => expect.stringMatching(new RegExp(`from ${offer.upline}${offer.rate}%$`))));
    expect(within(dialog).getByRole('link', { name: 'Open the agent back office' }).getAttribute('href')).toBe('/agentHome?page=agentTeamOverview');
    app.unmount();
  });
});
