import { describe, expect, it } from 'vitest';
import { simulatePeriods, type ContractTerms } from '../../contracts/shared/contract-settlement';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { REFERENCE_DATE } from '../../mocks/engine/clock';
import { contracts } from '../../mocks/agent/collections';
import { seedAccount } from '../../mocks/member/accounts';
import { callRoute, contract, isApiError } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

/*
 * The agent team slice: the contract simulator's data agrees with the
 * backend's settlement, drill-in stays inside the own team, and contract
 * offers and answers hold under a burst (one pending offer of a type per
 * member; an offer is answered once).
 */

const agent = contract.agent;

async function signIn(username: string): Promise<void> {
  await loginAs(username, seedAccount(username)?.password ?? 'Member@123');
}

async function burst<T>(send: () => Promise<T>, times = 20) {
  const results = await Promise.allSettled(Array.from({ length: times }, send));
  const ok = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const refused = results.flatMap((result) => (result.status === 'rejected' && isApiError(result.reason) ? [result.reason] : []));
  expect(ok.length + refused.length).toBe(times);
  return { ok, refused };
}

const REF = REFERENCE_DATE.getTime();
const HISTORY = { startTime: '2026-08-01', endTime: '2026-11-01' } as const;

describe('team activity for the contract simulator', () => {
  it('sums to the team betting report of the same range', async () => {
    await signIn('agent_div');
    const activity = await callRoute(agent.teamActivity, { query: { startTime: '2026-10-02', endTime: '2026-11-01' } });
    expect(activity.account).toBe('agent_div');
    expect(activity.bucketMs).toBe(300_000);
    for (const row of activity.samples) expect(Date.parse(row.at) % 300_000).toBe(0);
    const bets = await callRoute(agent.teamBets, { query: { startTime: '2026-10-02', endTime: '2026-11-01', status: 'SETTLED', size: 1 } });
    const valid = activity.samples.reduce((sum, row) => sum + row.validBet, 0);
    expect(valid).toBeCloseTo(bets.summary.validBet, 1);
    expect(activity.samples.reduce((sum, row) => sum + row.betCount, 0)).toBe(bets.totalElements);
  });

  it("covers a sub-agent's scope, and refuses a member outside the own team", async () => {
    await signIn('agent_div');
    const sub = await callRoute(agent.teamActivity, { query: { ...HISTORY, subordinateName: 'agent_daily' } });
    expect(sub.samples.length).toBeGreaterThan(0);
    expect(sub.samples.every((row) => row.account === 'agent_daily' || row.account.startsWith('agent_daily_'))).toBe(true);
    await signIn('agent_daily');
    const error = await refusal(callRoute(agent.teamActivity, { query: { subordinateName: 'agent_div_dl01' } }));
    expect(error.errorCode).toBe(ERROR_CODES.NOT_DOWNLINE);
  });

  it.each([
    ['agent_div', 'dividendRecords', 'DIVIDEND'],
    ['agent_daily', 'dailySalary', 'DAILY_SALARY'],
  ] as const)("the simulator's figures for %s equal the backend's %s settlements", async (persona, route, type) => {
    await signIn(persona);
    const own = contracts.all().find((row) => row.account === persona && row.contractType === type && row.status === 'ACTIVE')!;
    const terms: ContractTerms = { ...own, betAmountPerDay: own.betAmountPerDay ?? undefined, betAmountPerHour: own.betAmountPerHour ?? undefined };
    const activity = await callRoute(agent.teamActivity, { query: HISTORY });
    const count = type === 'DIVIDEND' ? 5 : 30;
    const simulated = simulatePeriods(terms, activity.samples, REF, count);
    const paid = await callRoute(agent[route], { query: { ...HISTORY, size: 999 } });
    const byStart = new Map(paid.content.map((row) => [Date.parse(row.periodStart), row.amount]));
    expect(simulated.length).toBe(count);
    for (const period of simulated) expect(period.amount).toBe(byStart.get(period.start) ?? 0);
    expect(simulated.some((period) => period.amount > 0)).toBe(true);
  });
});

describe('downline drill-in', () => {
  it("lists a sub-agent's direct downline, with first deposit and last bet per row", async () => {
    await signIn('agent_div');
    const page = await callRoute(agent.downline, { query: { upline: 'agent_daily', size: 50 } });
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.every((row) => row.account.startsWith('agent_daily_'))).toBe(true);
    const own = await callRoute(agent.downline, { query: { size: 50 } });
    const withBets = own.content.filter((row) => row.lastBetTime !== null);
    expect(withBets.length).toBeGreaterThan(0);
    expect(own.content.some((row) => row.firstDepositTime !== null)).toBe(true);
  });

  it('refuses a member outside the own team by name', async () => {
    await signIn('agent_daily');
    const error = await refusal(callRoute(agent.downline, { query: { upline: 'agent_div_dl01' } }));
    expect(error.errorCode).toBe(ERROR_CODES.NOT_DOWNLINE);
    expect(error.status).toBe(400);
  });

  it('a newly registered downline player shows as never deposited', async () => {
    await signIn('agent_rt');
    const created = await callRoute(agent.registerDownline, { body: { username: 'healthdl01', password: 'Member123', confirmPassword: 'Member123' } });
    expect(created.firstDepositTime).toBeNull();
    expect(created.lastBetTime).toBeNull();
  });
});

describe('contract offers and answers under a burst', () => {
  it('one pending offer of a type per member, whatever the burst', async () => {
    await signIn('agent_div');
    const { ok, refused } = await burst(() =>
      callRoute(agent.offerContract, {
        body: { subordinateName: 'agent_div_dl05', contractType: 'DIVIDEND', rate: 12, period: 'WEEKLY', periodValidBet: 1_000, periodProfitLoss: -10, activeMembers: 1 },
      }),
    );
    expect(ok).toHaveLength(1);
    expect(refused.every((error) => error.errorCode === ERROR_CODES.CONTRACT_STATE)).toBe(true);
    const pending = contracts.all().filter((row) => row.account === 'agent_div_dl05' && row.contractType === 'DIVIDEND' && row.status === 'OFFERED');
    expect(pending).toHaveLength(1);
  });

  it('an offer is accepted once, and its auto-terminations happen once', async () => {
    await signIn('agent_daily');
    const { ok, refused } = await burst(() => callRoute(agent.processDailySalary, { body: { id: 6, status: 'A' } }));
    expect(ok).toHaveLength(1);
    const { autoTerminated } = ok[0] as unknown as { autoTerminated: Array<{ account: string }> };
    expect(autoTerminated.map((row) => row.account).sort()).toEqual(['agent_daily', 'agent_daily_dl01']);
    expect(refused.every((error) => error.errorCode === ERROR_CODES.CONTRACT_STATE)).toBe(true);
    const active = contracts.all().filter((row) => row.account === 'agent_daily' && row.contractType === 'DAILY_SALARY' && row.status === 'ACTIVE');
    expect(active.map((row) => row.id)).toEqual([6]);
  });
});
