// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PROMO_BADGE_TYPES } from '../../contracts/shared/constants';
import { contracts } from '../../mocks/agent/collections';
import { participations, promotions, raffleClaims, raffles } from '../../mocks/promotions/collections';
import { publicStatus } from '../../mocks/promotions/handlers';
import { presetRange } from '../../src/components';
import { callRoute, contract } from '../../src/lib/api';
import { formatMoney, formatNumber } from '../../src/lib/format';
import { openModal } from '../../src/lib/state/ui';
import { renderApp, useAppHarness } from '../support/render';
import { usePopupsSeen } from '../support/seeded';

/**
 * Each count shows what its label says (issue 32 point 4): every badge of the member menu and of
 * the member-centre menu, and every figure of the two quick modals, against the records it counts.
 */
useAppHarness();
vi.setConfig({ testTimeout: 90_000 });
const WAIT = { timeout: 30_000 };
usePopupsSeen();

// ------------------------------------------------------------- what each label counts, from the records

/** "unread messages": the inbox's messages not read yet (N3 with read=false). */
async function unreadMessages(): Promise<number> {
  const page = await callRoute(contract.messages.list, { query: { page: 1, size: 200, read: false } });
  return page.content.length;
}

/** "rewards to claim": reward-centre items waiting to be claimed. */
async function rewardsToClaim(): Promise<number> {
  const page = await callRoute(contract.rewards.list, { query: { page: 1, size: 200, status: 'CLAIM' } });
  return page.content.length;
}

/** "mission rewards to claim": completed missions whose reward waits. */
async function missionRewardsToClaim(): Promise<number> {
  const summary = await callRoute(contract.missions.summary, {});
  return summary.missions.filter((mission) => mission.status === 'CLAIM').length;
}

/** "promotions available" (SPEC §3 availablePromoCount): promotions of the badge's types to join or claim now, and red envelopes to open. */
function promotionsAvailable(account: string): number {
  const types = new Set<string>(PROMO_BADGE_TYPES);
  const actionable = promotions.findMany().filter((record) => {
    if (!types.has(record.promotionType)) return false;
    const status = participations.findFirst((q) => q.where({ key: `${account}:${record.id}` }))?.status ?? publicStatus(record);
    return status === 'JOIN' || status === 'CLAIM';
  }).length;
  const at = Date.now();
  const envelopes = raffles
    .findMany()
    .filter((raffle) => Date.parse(raffle.startTime) <= at && at < Date.parse(raffle.endTime) && raffle.status === 'ACTIVE')
    .filter((raffle) => !raffleClaims.findFirst((q) => q.where({ account, raffleId: raffle.id }))).length;
  return actionable + envelopes;
}

/** The count a menu entry shows (its bubble), 0 when it shows none. */
const bubble = (entry: HTMLElement) => Number(entry.querySelector('span[aria-hidden="true"]')?.textContent?.trim() || 0);

async function openMemberMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /account menu$/ }, WAIT));
  return screen.findByTestId('member-menu');
}

describe('the member menu badges (SPEC §2 Member info)', () => {
  /** "1 reward", "2 rewards": the menu's labels go through i18next's plural rules. */
  const counted = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

  it('count unread messages, promotions available, rewards and mission rewards to claim, each on its own entry', async () => {
    await renderApp({ route: '/', persona: 'player' });
    const menu = await openMemberMenu();
    const expected = {
      unread: await unreadMessages(),
      promos: promotionsAvailable('player01'),
      rewards: await rewardsToClaim(),
      missions: await missionRewardsToClaim(),
    };
    // The seed gives each something to count, so a badge on the wrong entry cannot pass as 0.
    for (const value of Object.values(expected)) expect(value).toBeGreaterThan(0);

    const messages = await within(menu).findByRole('link', { name: `Platform information ${counted(expected.unread, 'unread message', 'unread messages')}` }, WAIT);
    expect(bubble(messages)).toBe(expected.unread);
    const promos = await within(menu).findByRole('link', { name: `Promotions ${counted(expected.promos, 'promotion available', 'promotions available')}` }, WAIT);
    expect(bubble(promos)).toBe(expected.promos);
    const rewards = await within(menu).findByRole('link', { name: `Reward centre ${counted(expected.rewards, 'reward to claim', 'rewards to claim')}` }, WAIT);
    expect(bubble(rewards)).toBe(expected.rewards);
    expect(rewards.getAttribute('href')).toBe('/member?page=rewardCenter');
    const missions = await within(menu).findByRole('link', { name: `Missions ${counted(expected.missions, 'mission reward to claim', 'mission rewards to claim')}` }, WAIT);
    expect(bubble(missions)).toBe(expected.missions);
    // The avatar's dot says there is unread mail.
    expect(screen.getByTestId('member-menu-button').querySelector('[aria-hidden="true"][class*="dot"]')).not.toBeNull();
  });
});

describe('the member-centre menu badges (SPEC §2 Member centre pages)', () => {
  it('count unread messages, mission rewards and rewards to claim, the rewards on the reward centre where they are claimed', async () => {
    await renderApp({ route: '/member?page=securityCenter', persona: 'player' });
    const menu = await screen.findByRole('navigation', { name: 'Member centre' }, WAIT);
    const unread = await unreadMessages();
    const rewards = await rewardsToClaim();
    const missions = await missionRewardsToClaim();
    expect(await within(menu).findByRole('link', { name: `Messages ${unread} unread` }, WAIT)).toBeTruthy();
    expect(await within(menu).findByRole('link', { name: `Reward centre ${rewards} to claim` }, WAIT)).toBeTruthy();
    expect(await within(menu).findByRole('link', { name: `Missions ${missions} to claim` }, WAIT)).toBeTruthy();
    // VIP rewards lists levels, not items to claim: no count there.
    expect(within(menu).getByRole('link', { name: 'VIP rewards' })).toBeTruthy();
  });
});

describe('the member-centre quick modal (SPEC §2 Modals)', () => {
  it('shows the main balance, the unread messages and the reward-centre items to claim', async () => {
    await renderApp({ route: '/', persona: 'player' });
    await screen.findByTestId('member-balance', undefined, WAIT);
    act(() => openModal('memberCenter'));
    const modal = await screen.findByTestId('member-centre-modal', undefined, WAIT);
    const wallet = await callRoute(contract.wallet.getBalance, {});
    const main = Number(wallet.balance?.find((account) => Number(account.accountTypeId) === 2)?.availBalance);
    await waitFor(() => expect(within(modal).getByText(formatMoney(main, 'EN', '$'))).toBeTruthy(), WAIT);
    const unread = await unreadMessages();
    const rewards = await rewardsToClaim();
    // "Rewards to claim" is the reward centre's count, not the promotions badge (issue 32).
    expect(rewards).not.toBe(promotionsAvailable('player01'));
    await waitFor(() => expect(within(modal).getByText('Unread messages').closest('a')!.querySelector('strong')?.textContent).toBe(String(unread)), WAIT);
    await waitFor(() => expect(within(modal).getByText('Rewards to claim').closest('a')!.querySelector('strong')?.textContent).toBe(String(rewards)), WAIT);
    expect(within(modal).getByText('Rewards to claim').closest('a')!.getAttribute('href')).toBe('/member?page=rewardCenter');
  });
});

describe('the agent-centre quick modal (SPEC §2 Modals)', () => {
  it("shows the team's figures of today and the upline's offers waiting", async () => {
    await renderApp({ route: '/', persona: 'agent-daily' });
    await screen.findByTestId('member-balance', undefined, WAIT);
    act(() => openModal('agentCenter'));
    const modal = await screen.findByTestId('agent-centre-modal', undefined, WAIT);
    const today = presetRange('today');
    const team = await callRoute(contract.agent.teamOverview, { query: { startTime: today.from, endTime: today.to } });
    const expected: Record<string, string> = {
      'Team size': formatNumber(team.teamSize, 'EN'),
      'New members': formatNumber(team.newMembers, 'EN'),
      'Active members': formatNumber(team.activeMembers, 'EN'),
      Deposits: formatMoney(team.depositAmount, 'EN', '$'),
      'Valid bets': formatMoney(team.validBet, 'EN', '$'),
      'My income': formatMoney(team.income, 'EN', '$'),
    };
    const figures = await waitFor(() => {
      const terms = within(modal).getAllByRole('term');
      expect(terms).toHaveLength(6);
      return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    }, WAIT);
    expect(figures).toEqual(expected);
    // The offers waiting for this agent's answer: agent_div's two offers to agent_daily.
    const offered = contracts.findMany((q) => q.where({ account: 'agent_daily', status: 'OFFERED' }));
    expect(offered).toHaveLength(2);
    expect(await within(modal).findByRole('heading', { name: '2 contract offers waiting' }, WAIT)).toBeTruthy();
    expect(within(modal).getAllByRole('listitem')).toHaveLength(offered.length);
  });
});
