// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contracts } from '../../mocks/agent/collections';
import { requestLog } from '../../mocks/engine/request-log';
import { sessionStore } from '../../src/lib/storage';
import { callRoute, contract } from '../../src/lib/api';
import { brand } from '../../src/lib/brand';
import { selectPublicState } from '../../src/features/system/rules/publicState';
import { setScenario } from '../../mocks/engine/scenario';
import { ui } from '../../src/lib/state/ui';
import { renderApp, useAppHarness } from '../support/render';
import { usePopupsSeen } from '../support/seeded';

/** Every page reachable and every offer answerable (issue 32 points 1–3). */
useAppHarness();
vi.setConfig({ testTimeout: 90_000 });
const WAIT = { timeout: 30_000 };
usePopupsSeen();

/** player01's seeded pending offer (mocks/agent/seed-data.ts: agent_div offers a 10 % monthly dividend). */
const PLAYER01_OFFER = 10;
const statusOf = (id: number) => contracts.findFirst((q) => q.where({ id }))?.status;

async function openMemberMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /account menu$/ }, WAIT));
  return screen.findByTestId('member-menu', undefined, WAIT);
}

describe('the points mall is reachable (SPEC §2 Side menu, Points mall)', () => {
  it('from the side menu, for a guest too', async () => {
    await renderApp({ route: '/' });
    const side = await screen.findByRole('complementary', { name: 'Side menu' }, WAIT);
    const account = within(side).getByRole('navigation', { name: 'My account' });
    expect(within(account).getByRole('link', { name: 'Points mall' }).getAttribute('href')).toBe('/pointMall');
  });

  it('from the member menu and the member-centre menu, and the link opens the mall', async () => {
    const { router } = await renderApp({ route: '/member?page=rewardCenter', persona: 'player' });
    const centre = await screen.findByRole('navigation', { name: 'Member centre' }, WAIT);
    const fromCentre = within(centre).getByRole('link', { name: 'Points mall' });
    expect(fromCentre.getAttribute('href')).toBe('/pointMall');
    expect(fromCentre.getAttribute('aria-current')).toBeNull();

    const menu = await openMemberMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Points mall' }));
    await waitFor(() => expect(router().state.location.pathname).toBe('/pointMall'));
    // The menu closes behind the pick, and the mall shows.
    await waitFor(() => expect(screen.queryByTestId('member-menu')).toBeNull());
    expect(await screen.findByRole('heading', { level: 1, name: 'Points mall' }, WAIT)).toBeTruthy();
  });
});

describe("the header's agent shortcut (SPEC §2 Header shortcuts)", () => {
  it('shows /agent to a guest', async () => {
    await renderApp({ route: '/' });
    const banner = await screen.findByRole('banner', undefined, WAIT);
    const agent = await within(banner).findByRole('link', { name: 'Agent' }, WAIT);
    expect(agent.getAttribute('href')).toBe('/agent');
  });

  it('hides it from a signed-in member who is not an agent, and keeps it for an agent', async () => {
    const player = await renderApp({ route: '/', persona: 'player' });
    await screen.findByTestId('member-balance', undefined, WAIT);
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Agent' })).toBeNull();
    player.unmount();

    await renderApp({ route: '/', persona: 'agent-dividend' });
    await screen.findByTestId('member-balance', undefined, WAIT);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Agent' }).getAttribute('href')).toBe('/agent');
  });
});

describe("a member who is not an agent answers its upline's offer (SPEC §4 Contracts)", () => {
  it('sees the header badge and the member-menu entry, opens the offer there and refuses it through K1', async () => {
    await renderApp({ route: '/', persona: 'player' });
    const badge = await screen.findByRole('button', { name: '1 contract offer from your upline' }, WAIT);
    expect(within(screen.getByRole('banner')).getByTestId('member-contract-badge')).toBe(badge);

    const menu = await openMemberMenu();
    const entry = within(menu).getByRole('button', { name: 'Contracts 1 waiting for your answer' });
    await userEvent.click(entry);
    const modal = await screen.findByRole('dialog', { name: 'Contracts' }, WAIT);
    // Only the upline's side: a member with no downline has nothing to give.
    expect(within(modal).queryByRole('tab')).toBeNull();
    const detail = await within(modal).findByTestId('contract-detail', undefined, WAIT);
    expect(within(detail).getByRole('heading', { name: 'Dividend at 10%' })).toBeTruthy();
    expect(within(detail).getByText('Offer')).toBeTruthy();
    expect(requestLog().some((entry) => entry.key === 'agent.contracts')).toBe(false);

    await userEvent.click(within(detail).getByRole('button', { name: 'Refuse' }));
    expect(await within(modal).findByText('Offer refused.', undefined, WAIT)).toBeTruthy();
    expect(statusOf(PLAYER01_OFFER)).toBe('REFUSED');
    expect(requestLog().filter((call) => call.key === 'agent.processDividend').map((call) => [call.method, call.status])).toEqual([['POST', 200]]);
    // Nothing waits any more: the badge leaves the header.
    await waitFor(() => expect(screen.queryByTestId('member-contract-badge')).toBeNull(), WAIT);
  });

  it('accepts it from the badge: the contract is active and shows as current in the member menu', async () => {
    await renderApp({ route: '/', persona: 'player' });
    await userEvent.click(await screen.findByRole('button', { name: '1 contract offer from your upline' }, WAIT));
    const modal = await screen.findByRole('dialog', { name: 'Contracts' }, WAIT);
    const detail = await within(modal).findByTestId('contract-detail', undefined, WAIT);
    await userEvent.click(within(detail).getByRole('button', { name: 'Accept' }));
    expect(await within(modal).findByText('Contract accepted.', undefined, WAIT)).toBeTruthy();
    expect(statusOf(PLAYER01_OFFER)).toBe('ACTIVE');
    await waitFor(() => expect(screen.queryByTestId('member-contract-badge')).toBeNull(), WAIT);
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contracts' })).toBeNull());

    // The entry stays while the member holds a contract, with nothing waiting.
    const menu = await openMemberMenu();
    expect(within(menu).getByRole('button', { name: 'Contracts' })).toBeTruthy();
  });

  it('shows no contract entry to a member whose upline offered nothing', async () => {
    await renderApp({ route: '/', persona: 'rg-limits' });
    const menu = await openMemberMenu();
    await waitFor(() => expect(requestLog().some((entry) => entry.key === 'member.consolidated' && entry.status === 200)).toBe(true), WAIT);
    expect(within(menu).queryByRole('button', { name: /^Contracts/ })).toBeNull();
    expect(screen.queryByTestId('member-contract-badge')).toBeNull();
  });
});

describe("K0's consolidated data drives the agent menu (SPEC §3 enableSalary / enableContract, §6)", () => {
  it('offers the salary pages but no dividend records to an agent whose contracts are salaries only', async () => {
    await renderApp({ route: '/agentHome', persona: 'agent-hourly' });
    const menu = await screen.findByRole('navigation', { name: 'Agent centre' }, WAIT);
    expect(await within(menu).findByRole('link', { name: 'Hourly salary' }, WAIT)).toBeTruthy();
    await waitFor(() => expect(sessionStore.get('enableContract')).toBe('false'), WAIT);
    expect(sessionStore.get('enableSalary')).toBe('true');
    // The dividend feature is on for the site (SIGNCONDIV3): only K0 takes the page away.
    await waitFor(() => expect(within(menu).queryByRole('link', { name: 'Dividend records' })).toBeNull(), WAIT);
  });
});

describe('the whitelabel flags CHNGPASSVERIF3 and CHNGPASSMAIL3 switch the forgot-password methods (SPEC §2, §3)', () => {
  it('derive usePermission().login.forgotPassword from the two flags, each on and off', async () => {
    for (const [CHNGPASSMAIL3, CHNGPASSVERIF3] of [[true, true], [true, false], [false, true], [false, false]] as const) {
      setScenario({ flags: { CHNGPASSMAIL3, CHNGPASSVERIF3 } });
      const value = await callRoute(contract.system.status, { query: {} });
      expect(selectPublicState(value, brand).login.forgotPassword).toEqual({ email: CHNGPASSMAIL3, mobile: CHNGPASSVERIF3 });
    }
  });

  async function openForgot(flags: { CHNGPASSMAIL3: boolean; CHNGPASSVERIF3: boolean }) {
    const app = await renderApp({ scenario: { flags } });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }, WAIT));
    const login = await screen.findByRole('dialog', { name: 'Log in' }, WAIT);
    return { app, login };
  }

  it('shows both tabs with both on, one form without tabs with one on', async () => {
    const cases = [
      { flags: { CHNGPASSMAIL3: true, CHNGPASSVERIF3: true }, tabs: ['By email', 'By mobile'], form: 'By email' },
      { flags: { CHNGPASSMAIL3: true, CHNGPASSVERIF3: false }, tabs: [], form: 'By email' },
      { flags: { CHNGPASSMAIL3: false, CHNGPASSVERIF3: true }, tabs: [], form: 'By mobile' },
    ];
    for (const { flags, tabs, form } of cases) {
      const { app, login } = await openForgot(flags);
      await userEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }));
      const dialog = await screen.findByRole('dialog', { name: 'Forgot password' }, WAIT);
      expect(within(dialog).queryAllByRole('tab').map((tab) => tab.textContent), JSON.stringify(flags)).toEqual(tabs);
      expect(within(dialog).getByRole('form', { name: form })).toBeTruthy();
      expect(within(dialog).queryByRole('form', { name: form === 'By email' ? 'By mobile' : 'By email' })).toBeNull();
      app.unmount();
      ui.modal = null;
    }
  });

  it('with both off, the link leads to customer service instead of a form', async () => {
    const { login } = await openForgot({ CHNGPASSMAIL3: false, CHNGPASSVERIF3: false });
    await userEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' }, WAIT);
    expect(within(dialog).getByText('Password reset is not available, please contact customer service.')).toBeTruthy();
    expect(within(dialog).queryByRole('form')).toBeNull();
    expect(within(dialog).queryByRole('tab')).toBeNull();
  });
});
