import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IncomeRecord } from '../../contracts/agent';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { REAL_TIME_SALARY_PERIOD_MS } from '../../contracts/shared/constants';
import { settledSamples, settleWindow, unitWindow } from '../../contracts/shared/contract-settlement';
import { REFERENCE_DATE } from '../../mocks/engine/clock';
import { setScenario } from '../../mocks/engine/scenario';
import { seedAccount } from '../../mocks/member/accounts';
import { bets } from '../../mocks/wallet/collections';
import { activeContractOf } from '../../mocks/agent/contract-rules';
import { contractScope, teamOf } from '../../mocks/agent/team';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

/*
 * The agent-centre reports (issue 15, agent-b's slice): totals over the whole
 * filter equal the sum of every page, a member outside the team is refused,
 * the settlement routes are refused while their flag is off, and the
 * real-time salary settles each 5-minute window of the simulated clock with
 * the pure module's figure.
 */

const agent = contract.agent;
const SEEDED = { startTime: '2026-10-02', endTime: '2026-11-01' } as const;
const cents = (value: number) => Math.round(value * 100);

async function signIn(username: string): Promise<void> {
  await loginAs(username, seedAccount(username)?.password ?? 'Member@123');
}

/** Every page of a paged route, one after another. */
async function allPages<T>(fetch: (page: number) => Promise<{ content: T[]; totalPages: number }>): Promise<T[]> {
  const first = await fetch(1);
  const rows = [...first.content];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) rows.push(...(await fetch(pageNo)).content);
  return rows;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('report totals are the sum of their pages', () => {
  it('team bets: the summary equals the sum of every page', async () => {
    await signIn('agent_div');
    const query = { ...SEEDED, size: 37 };
    const first = await callRoute(agent.teamBets, { query });
    const rows = await allPages((pageNo) => callRoute(agent.teamBets, { query: { ...query, page: pageNo } }));
    expect(rows).toHaveLength(first.totalElements);
    expect(first.totalPages).toBeGreaterThan(1);
    expect(first.summary.betCount).toBe(rows.length);
    expect(cents(first.summary.validBet)).toBe(rows.reduce((total, row) => total + cents(row.validBet), 0));
    expect(cents(first.summary.profitLoss)).toBe(rows.reduce((total, row) => total + cents(row.profitLoss), 0));
  });

  it('user loss: the totals row equals the sum of the member lines', async () => {
    await signIn('agent_div');
    const query = { ...SEEDED, size: 3 };
    const first = await callRoute(agent.teamLoss, { query });
    const rows = await allPages((pageNo) => callRoute(agent.teamLoss, { query: { ...query, page: pageNo } }));
    expect(rows.map((row) => row.account).sort()).toEqual(teamOf('agent_div').map((entry) => entry.member.account).sort());
    for (const key of ['depositAmount', 'validBet', 'profitLoss', 'netProfitLoss'] as const) {
      expect(cents(first.summary[key])).toBe(rows.reduce((total, row) => total + cents(row[key]), 0));
    }
  });

  it('my income: the total equals the rows and the split by source', async () => {
    await signIn('agent_div');
    const query = { ...SEEDED, size: 4 };
    const first = await callRoute(agent.revenue, { query });
    const rows = await allPages((pageNo) => callRoute(agent.revenue, { query: { ...query, page: pageNo } }));
    expect(rows.length).toBeGreaterThan(0);
    expect(cents(first.totalAmount)).toBe(rows.reduce((total, row) => total + cents(row.amount), 0));
    expect(cents(first.totalAmount)).toBe(Object.values(first.bySource).reduce((total, amount) => total + cents(amount), 0));
  });
});

describe('team reports are scoped to the own team', () => {
  it.each([
    ['teamBets', (account: string) => callRoute(agent.teamBets, { query: { subordinateName: account } })],
    ['teamLoss', (account: string) => callRoute(agent.teamLoss, { query: { subordinateName: account } })],
    ['downlineTransactions', (account: string) => callRoute(agent.downlineTransactions, { query: { subordinateName: account } })],
  ] as const)('%s refuses another agent’s member and reaches a sub-agent’s', async (_name, call) => {
    await signIn('agent_div');
    const outside = await refusal(call('agent_rt_dl01'));
    expect(outside.errorCode).toBe(ERROR_CODES.NOT_DOWNLINE);
    expect(outside.status).toBe(400);
    await expect(call('agent_daily_dl01')).resolves.toHaveProperty('content');
  });

  it('a sub-agent cannot see its upline’s other members', async () => {
    await signIn('agent_daily');
    expect((await refusal(callRoute(agent.teamBets, { query: { subordinateName: 'agent_div_dl01' } }))).errorCode).toBe(ERROR_CODES.NOT_DOWNLINE);
  });

  it('the member filter shows only that member’s rows', async () => {
    await signIn('agent_div');
    const page = await callRoute(agent.downlineTransactions, { query: { ...SEEDED, subordinateName: 'agent_div_dl02', size: 50 } });
    expect(page.content.length).toBeGreaterThan(0);
    expect(new Set(page.content.map((row) => row.account))).toEqual(new Set(['agent_div_dl02']));
  });
});

describe('settlement routes follow their feature flag', () => {
  it('refuses the hourly salary while its flag is off and still answers the others', async () => {
    await signIn('agent_hourly');
    setScenario({ flags: { hourlySalary: false } });
    const error = await refusal(callRoute(agent.hourlySalary, { query: {} }));
    expect(error.errorCode).toBe(ERROR_CODES.FEATURE_DISABLED);
    await expect(callRoute(agent.dailySalary, { query: {} })).resolves.toHaveProperty('content');
    await expect(callRoute(agent.revenue, { query: {} })).resolves.toHaveProperty('totalAmount');
  });

  it('refuses the real-time salary while its flag is off', async () => {
    await signIn('agent_rt');
    setScenario({ flags: { realtimeSalary: false } });
    expect((await refusal(callRoute(agent.realtimeSalary, { query: {} }))).errorCode).toBe(ERROR_CODES.FEATURE_DISABLED);
  });
});

describe('real-time salary settles every 5 minutes of the simulated clock', () => {
  /** The bets a contract counts: the agent's own and its whole team's. */
  const teamBetsOf = (account: string) => {
    const team = contractScope(account);
    return settledSamples(bets.all().filter((bet) => team.has(bet.account)));
  };

  it('answers the open window, the agent clock and the last settlement, equal to the pure module', async () => {
    // A paid seeded window of agent_rt's team, and the clock inside the next one.
    await signIn('agent_rt');
    const seeded = await callRoute(agent.realtimeSalary, { query: { ...SEEDED, size: 999 } });
    const paid = seeded.content.find((row) => row.status === 'PAID') as IncomeRecord;
    expect(paid).toBeDefined();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(paid.periodEnd) + 60_000 });
    const value = await callRoute(agent.realtimeSalary, { query: SEEDED });
    expect(value.serverTime).toBe(new Date(Date.parse(paid.periodEnd) + 60_000).toISOString());
    expect(value.clockRate).toBe(1);
    expect(value.currentWindow.periodStart).toBe(paid.periodEnd);
    expect(value.nextSettleTime).toBe(value.currentWindow.periodEnd);
    expect(value.lastSettlement).toMatchObject({ periodStart: paid.periodStart, amount: paid.amount, status: 'PAID' });
    const terms = activeContractOf('agent_rt', 'REALTIME_SALARY')!;
    const window = { start: Date.parse(paid.periodStart), end: Date.parse(paid.periodEnd) };
    const pure = settleWindow(terms, teamBetsOf('agent_rt'), window);
    expect(pure).toMatchObject({ amount: paid.amount, teamValidBet: paid.teamValidBet, activeMembers: paid.activeMembers, qualified: true });
  });

  it('settles a new window when it closes, with the pure module’s figure, and counts it as income', async () => {
    await signIn('agent_rt');
    const start = REFERENCE_DATE.getTime() + 2 * 3_600_000;
    vi.useFakeTimers({ toFake: ['Date'], now: start + 60_000 });
    const terms = activeContractOf('agent_rt', 'REALTIME_SALARY')!;
    const window = unitWindow(terms, start);
    const member = teamOf('agent_rt')[0]!.member.account;
    const template = bets.all().find((row) => row.account === member && row.status === 'SETTLED')!;
    const maxId = bets.all().reduce((max, row) => Math.max(max, row.id), 0);
    for (const [index, validBet] of [120, 80.5].entries()) {
      await bets.create({
        ...template, id: maxId + index + 1, orderNo: `RT-${index}`, betAmount: validBet, validBet, payout: 0, profitLoss: -validBet,
        betTime: new Date(window.start + (index + 1) * 30_000).toISOString(), settleTime: new Date(window.start + (index + 1) * 30_000 + 1_000).toISOString(),
      });
    }
    const day = new Date(start).toISOString().slice(0, 10);
    const before = await callRoute(agent.realtimeSalary, { query: { startTime: day, endTime: day } });
    expect(before.content).toHaveLength(0);
    expect(before.currentWindow).toMatchObject({ teamValidBet: 200.5, activeMembers: 1, qualified: true });

    vi.setSystemTime(window.end);
    const after = await callRoute(agent.realtimeSalary, { query: { startTime: day, endTime: day } });
    const pure = settleWindow(terms, teamBetsOf('agent_rt'), window);
    expect(pure.amount).toBe(Math.round(200.5 * terms.rate) / 100);
    expect(after.content).toHaveLength(1);
    expect(after.content[0]).toMatchObject({ periodStart: new Date(window.start).toISOString(), amount: pure.amount, status: 'PAID', teamValidBet: 200.5 });
    expect(after.lastSettlement).toMatchObject({ amount: pure.amount });
    expect(after.totalAmount).toBe(pure.amount);
    expect(Date.parse(after.nextSettleTime)).toBe(window.end + REAL_TIME_SALARY_PERIOD_MS);
    const income = await callRoute(agent.revenue, { query: { startTime: day, endTime: day } });
    expect(income.bySource.REALTIME_SALARY).toBe(pure.amount);
  });
});
