// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { POINT_TX_TYPE_IDS } from '../../contracts/shared/constants';
import { lastSmsCode } from '../../mocks/verification/sms';
import { presetRange } from '../../src/components';
import { callRoute, contract } from '../../src/lib/api';
import { formatDate, formatMoney, formatNumber } from '../../src/lib/format';
import { renderApp, useAppHarness } from '../support/render';
import { seededFor, useSeedDay } from '../support/seeded';

/**
 * Member screens no other test rendered (issue 32): VIP rewards, the points mall's points details, points rules
 * and exchange rates, and the phone verification states, each against the seeded world.
 */
useAppHarness();

const WAIT = { timeout: 20_000 };

useSeedDay();

const money = (amount: number) => formatMoney(amount, 'en', '$');
const bodyRows = (table: HTMLElement) => within(table.querySelector('tbody')!).getAllByRole('row');
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim());

describe('VIP rewards (rewards)', () => {
  it("shows the member's level and the way to the next, every level with its perks, and the rewards waiting", async () => {
    const overview = await seededFor('player', () => callRoute(contract.rewards.overview));
    const app = await renderApp({ route: '/member?page=rewards', persona: 'player' });
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP rewards' }, WAIT)).toBeTruthy();
    const { vip } = overview;
    expect(await screen.findByRole('heading', { level: 2, name: new RegExp(`^VIP ${vip.level} · `) }, WAIT)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: `Progress to ${vip.nextLabel}` })).toBeTruthy();
    expect(screen.getByTestId('rewards-unclaimed').textContent).toBe(String(overview.unclaimedCount));
    expect(screen.getByText(`Worth ${money(overview.unclaimedAmount)} in cash`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the reward centre' }).getAttribute('href')).toBe('/member?page=rewardCenter');

    const levels = within(screen.getByRole('region', { name: 'VIP levels and perks' })).getAllByRole('listitem');
    expect(levels.map((level) => within(level).getByRole('heading', { level: 3 }).textContent)).toEqual(overview.levels.map((level) => level.label));
    overview.levels.forEach((level, index) => {
      const item = levels[index]!;
      expect(item.textContent).toContain(`From ${money(level.requiredValidBet)} valid bets`);
      expect(within(item).getByText('Daily withdrawal').nextElementSibling?.textContent).toBe(money(level.dailyWithdrawLimit));
      expect(within(item).getByText('Upgrade bonus').nextElementSibling?.textContent).toBe(money(level.upgradeBonus));
    });
    const current = levels.filter((level) => level.getAttribute('aria-current') === 'step');
    expect(current.map((level) => within(level).getByRole('heading', { level: 3 }).textContent)).toEqual([vip.label]);
    expect(within(current[0]!).getByText('You')).toBeTruthy();

    const recent = within(screen.getByRole('region', { name: 'Latest rewards' })).getAllByRole('listitem');
    expect(recent.map((row) => row.firstElementChild?.textContent)).toEqual(overview.recent.map((item) => item.title));
    app.unmount();
  });
});

describe('the points mall (/pointMall): details, rules and rates', () => {
  it("points details: the member's points rows of the previous 30 days, newest first, ending at the balance the hero shows", async () => {
    const days = presetRange('prev30');
    const [ledger, balance] = await seededFor('player', () =>
      Promise.all([
        callRoute(contract.records.transactions, { query: { txTypeIds: POINT_TX_TYPE_IDS, startTime: days.from, endTime: days.to, page: 1, size: 10 } }),
        callRoute(contract.points.balance),
      ]),
    );
    expect(ledger.content.length).toBeGreaterThan(2);
    const app = await renderApp({ route: '/pointMall?tab=details', persona: 'player' });
    expect(await screen.findByRole('tab', { name: 'Points details', selected: true }, WAIT)).toBeTruthy();
    const table = await screen.findByRole('table', { name: `Changes of your points from ${days.from} to ${days.to}` }, WAIT);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(ledger.content.length), WAIT);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Time', 'Change', 'Points', 'Balance after', 'Remark']);
    ledger.content.forEach((row, index) => {
      const shown = cells(bodyRows(table)[index]!);
      const points = Math.trunc(Number(row.amount));
      expect(shown).toContain(`${points < 0 ? '−' : '+'}${formatNumber(Math.abs(points))}`);
      expect(shown).toContain(formatNumber(Math.trunc(Number(row.balanceAfter))));
      expect(shown).toContain(row.remark);
    });
    // The newest row ends at the balance the hero shows.
    const hero = await screen.findByText('Your points', { selector: 'dt' }, WAIT);
    await waitFor(() => expect(hero.nextElementSibling?.textContent).toContain(formatNumber(Number(balance))), WAIT);
    expect(cells(bodyRows(table)[0]!)).toContain(formatNumber(Number(balance)));
    app.unmount();
  });

  it("points rules: the server's rules, under SPEC §9's \"points never expire\", with their date", async () => {
    const rules = await callRoute(contract.points.rules);
    const app = await renderApp({ route: '/pointMall?tab=rules' });
    expect(await screen.findByRole('tab', { name: 'Points rules', selected: true }, WAIT)).toBeTruthy();
    const card = (await screen.findByRole('heading', { level: 2, name: rules.title }, WAIT)).closest('article')!;
    const items = [...new DOMParser().parseFromString(rules.content, 'text/html').querySelectorAll('li')].map((item) => item.textContent);
    expect(items.length).toBeGreaterThan(3);
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(items);
    expect(within(card).getByText(`Last updated ${formatDate(rules.updateTime)}`)).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).getByText('Points never expire.')).toBeTruthy();
    app.unmount();
  });

  it('exchange rates: points per game category, and the conversion per VIP level with the member’s own marked', async () => {
    const [rates, info] = await seededFor('player', () => Promise.all([callRoute(contract.points.exchangeRates), callRoute(contract.member.getInfo)]));
    const app = await renderApp({ route: '/pointMall?tab=rates', persona: 'player' });
    expect(await screen.findByRole('tab', { name: 'Exchange rates', selected: true }, WAIT)).toBeTruthy();
    const earn = await screen.findByRole('table', { name: 'Points earned per game category' }, WAIT);
    expect(bodyRows(earn).map(cells)).toEqual(rates.earn.map((row) => [expect.any(String), `${money(row.validBetPerPoint)} = 1 pt`]));
    expect(cells(bodyRows(earn)[0]!)[0]).toBe('Live casino');
    const convert = screen.getByRole('table', { name: 'Conversion per VIP level' });
    expect(bodyRows(convert).map((row) => cells(row)[1])).toEqual(rates.convert.map((row) => formatNumber(row.pointsPerUnit)));
    const mine = await waitFor(() => {
      const marked = bodyRows(convert).filter((row) => row.getAttribute('aria-current') === 'true');
      expect(marked).toHaveLength(1);
      return marked[0]!;
    }, WAIT);
    const own = rates.convert.find((row) => row.vipRankLevel === info.clubLabel?.rankLevel)!;
    expect(own.vipLabelName).toBe(info.clubLabel?.labelName);
    expect(cells(mine)).toEqual([`${own.vipLabelName} Your level`, formatNumber(own.pointsPerUnit)]);
    app.unmount();
  });
});

describe('phone verification (securityCenter, SPEC §4 states)', () => {
  it('goes from not verified to code sent, to retry on a refused code, to verified with the right one', async () => {
    const app = await renderApp({ route: '/member?page=securityCenter', persona: 'player' });
    const user = userEvent.setup();
    const security = await screen.findByRole('region', { name: 'Security' }, WAIT);
    await user.click(within(security).getByRole('button', { name: /^Change (mobile )?number$/ }));
    const form = await within(security).findByRole('form', { name: 'Verify a mobile number' }, WAIT);
    const state = () => within(form).getByRole('status').textContent;
    expect(state()).toBe('Not verifiedEnter your number and send a code.');
    expect((within(form).getByRole('button', { name: 'Verify number' }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(within(form).getByLabelText(/^Mobile number/), '9175550123');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(state()).toMatch(/^Code sentEnter the code sent to \+63 917\*\*\*\*123\. You can ask for a new one in \d+ s\.$/), WAIT);
    expect(within(form).getByRole('button', { name: /^Resend in \d+ s$/ })).toHaveProperty('disabled', true);
    const code = lastSmsCode('9175550123');
    expect(code).toMatch(/^\d{4,8}$/);

    const wrong = code === '000000' ? '111111' : '000000';
    await user.type(within(form).getByLabelText(/^SMS code/), wrong);
    await user.click(within(form).getByRole('button', { name: 'Verify number' }));
    await waitFor(() => expect(state()).toBe('RetryThe code was not accepted or has expired. Send a new code and try again.'), WAIT);

    await user.clear(within(form).getByLabelText(/^SMS code/));
    await user.type(within(form).getByLabelText(/^SMS code/), code!);
    await user.click(within(form).getByRole('button', { name: 'Verify number' }));
    expect(await screen.findByText('Mobile number verified', undefined, WAIT)).toBeTruthy();
    await waitFor(() => expect(within(security).queryByRole('form', { name: 'Verify a mobile number' })).toBeNull(), WAIT);
    const info = await callRoute(contract.member.getInfo);
    expect(info.mobileVerified).toBe(true);
    const row = (await within(security).findByText(`${info.countryDialingCode} ${info.mobile}`, undefined, WAIT)).closest('li')!;
    expect(within(row).getByRole('heading', { level: 3 }).textContent).toBe('Mobile number Verified');
    app.unmount();
  });
});
