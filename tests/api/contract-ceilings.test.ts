import { afterEach, describe, expect, it, vi } from 'vitest';
import { unitWindow } from '../../contracts/shared/contract-settlement';
import type { Contract } from '../../contracts/shared/entities';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { contracts, liveIncomeRecords } from '../../mocks/agent/collections';
import { PLATFORM_UPLINE } from '../../mocks/agent/team';
import { REFERENCE_DATE } from '../../mocks/engine/clock';
import { seedAccount } from '../../mocks/member/accounts';
import { members } from '../../mocks/member/collections';
import { bets } from '../../mocks/wallet/collections';
import { ledger } from '../../mocks/wallet/collections';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

/*
 * Issue 31 point 2: a contract rate has a ceiling that always holds. An agent offers a type only at
 * or below its own active contract of that type, and not at all without one; when its contract
 * ends, every contract it gave above the new ceiling ends in the same step, down the whole tree;
 * and settlement pays only contracts whose whole chain is within its ceilings.
 */

const agent = contract.agent;
const signIn = (username: string) => loginAs(username, seedAccount(username)?.password ?? 'Member@123');
const statusOf = (id: number) => contracts.findFirst((q) => q.where({ id }))?.status;

/** Seeded contract ids (mocks/agent/seed-data.ts order). */
const C = { divToDaily: 4, divToDailySalaryOffer: 6, dailyToDl01: 11, dailyToDl02: 12 } as const;

const offerBody = (subordinateName: string, contractType: Contract['contractType'], rate: number) => ({
  subordinateName, contractType, rate, period: 'DAILY' as const, periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1,
  ...(contractType === 'DAILY_SALARY' ? { betAmountPerDay: 100 } : {}),
  ...(contractType === 'HOURLY_SALARY' ? { betAmountPerHour: 100 } : {}),
});

afterEach(() => {
  vi.useRealTimers();
});

describe('an agent offers a type only within its own ceiling', () => {
  it('refuses a type the agent holds no contract of, even at 100 % (money from nowhere)', async () => {
    await signIn('agent_hourly');
    for (const type of ['REALTIME_SALARY', 'DAILY_SALARY', 'DIVIDEND'] as const) {
      const error = await refusal(callRoute(agent.offerContract, { body: offerBody('agent_hourly_dl03', type, 100) }));
      expect(error.errorCode).toBe(ERROR_CODES.VALIDATION);
      expect(error.value).toEqual({ contractType: type, ceiling: null });
      expect(error.message).toMatch(/hold no active/);
    }
    expect(contracts.all().filter((row) => row.account === 'agent_hourly_dl03')).toEqual([]);
  });

  it('refuses a rate above the own one with the ceiling in the answer, and takes one at it', async () => {
    await signIn('agent_rt');
    const over = await refusal(callRoute(agent.offerContract, { body: offerBody('agent_rt_dl03', 'REALTIME_SALARY', 0.81) }));
    expect(over.errorCode).toBe(ERROR_CODES.VALIDATION);
    expect(over.value).toEqual({ contractType: 'REALTIME_SALARY', ceiling: 0.8 });
    const at = await callRoute(agent.offerContract, { body: offerBody('agent_rt_dl03', 'REALTIME_SALARY', 0.8) });
    expect(at).toMatchObject({ status: 'OFFERED', rate: 0.8 });
  });
});

/** Makes agent_daily_dl01 an agent with a player of its own holding a daily salary contract from it: a third level. */
async function deepTree(): Promise<{ deepId: number }> {
  await members.update((q) => q.where({ account: 'agent_daily_dl01' }), {
    data(draft) {
      draft.type = 2;
    },
  });
  await signIn('agent_daily_dl01');
  await callRoute(agent.registerDownline, { body: { username: 'deepplayer1', password: 'Deep12345', confirmPassword: 'Deep12345' } });
  const offer = await callRoute(agent.offerContract, { body: offerBody('deepplayer1', 'DAILY_SALARY', 1) });
  await loginAs('deepplayer1', 'Deep12345');
  await callRoute(agent.processDailySalary, { body: { id: offer.id, status: 'A' } });
  expect(statusOf(offer.id)).toBe('ACTIVE');
  return { deepId: offer.id };
}

/**
 * agent_div asks to end agent_daily's daily salary contract; agent_daily first refuses the pending
 * daily offer (one request per member and type), and is signed in to answer the termination request.
 */
async function askToEndDaily(): Promise<void> {
  await signIn('agent_daily');
  await callRoute(agent.processDailySalary, { body: { id: C.divToDailySalaryOffer, status: 'R' } });
  await signIn('agent_div');
  await callRoute(agent.requestTermination, { body: { contractId: C.divToDaily } });
  await signIn('agent_daily');
}

type Ended = { autoTerminated: Array<{ account: string; rate: number }> };
const endedOf = (result: unknown) => (result as Ended).autoTerminated.map((row) => `${row.account}@${row.rate}`).sort();

describe("a ceiling ends with its contract, down the whole tree, in the same step (a ceiling that outlives its contract)", () => {
  it('the upline ends the sub-agent\'s contract through a termination request it accepts: everything it gave ends, two levels down', async () => {
    const { deepId } = await deepTree();
    await askToEndDaily();
    const result = await callRoute(agent.processDailySalary, { body: { id: C.divToDaily, status: 'A' } });
    expect(statusOf(C.divToDaily)).toBe('TERMINATED');
    expect(endedOf(result)).toEqual(['agent_daily_dl01@1', 'agent_daily_dl02@0.8', 'deepplayer1@1']);
    for (const id of [C.dailyToDl01, C.dailyToDl02, deepId]) expect(statusOf(id)).toBe('TERMINATED');
    // Without a contract of the type it can offer none of it, at any rate.
    const again = await refusal(callRoute(agent.offerContract, { body: offerBody('agent_daily_dl02', 'DAILY_SALARY', 100) }));
    expect(again.value).toEqual({ contractType: 'DAILY_SALARY', ceiling: null });
  });

  it('the sub-agent ends its own contract (C): the same rule ends what it gave', async () => {
    const { deepId } = await deepTree();
    await signIn('agent_daily');
    const result = await callRoute(agent.processDailySalary, { body: { id: C.divToDaily, status: 'C' } });
    expect(endedOf(result)).toEqual(['agent_daily_dl01@1', 'agent_daily_dl02@0.8', 'deepplayer1@1']);
    expect(statusOf(deepId)).toBe('TERMINATED');
  });

  it('a replacement at a lower rate ends only what lies above it, and below an ended contract everything', async () => {
    const { deepId } = await deepTree();
    await signIn('agent_daily');
    const result = await callRoute(agent.processDailySalary, { body: { id: C.divToDailySalaryOffer, status: 'A' } });
    // 1.2 replaced by 0.9: dl01's 1.0 ends and with it everything dl01 gave; dl02's 0.8 stays.
    expect(endedOf(result)).toEqual(['agent_daily@1.2', 'agent_daily_dl01@1', 'deepplayer1@1']);
    expect(statusOf(C.dailyToDl02)).toBe('ACTIVE');
    expect(statusOf(deepId)).toBe('TERMINATED');
  });

  it('a termination request the sub-agent refuses changes nothing', async () => {
    const { deepId } = await deepTree();
    await askToEndDaily();
    const result = await callRoute(agent.processDailySalary, { body: { id: C.divToDaily, status: 'R' } });
    expect(endedOf(result)).toEqual([]);
    for (const id of [C.divToDaily, C.dailyToDl01, C.dailyToDl02, deepId]) expect(statusOf(id)).toBe('ACTIVE');
  });
});

// ---------------------------------------------------------------- settlement

const WINDOW_BASE = REFERENCE_DATE.getTime() + 2 * 3_600_000;

/** A settled bet of `validBet` by `account` at `at`, losing it all (the team's loss is the bet). */
async function betAt(account: string, at: number, validBet: number): Promise<void> {
  const template = bets.all().find((row) => row.status === 'SETTLED')!;
  const id = bets.all().reduce((max, row) => Math.max(max, row.id), 0) + 1;
  await bets.create({
    ...template, id, account, orderNo: `CEIL-${id}`, betAmount: validBet, validBet, payout: 0, profitLoss: -validBet,
    betTime: new Date(at).toISOString(), settleTime: new Date(at + 1_000).toISOString(),
  });
}

/** A contract written straight into the store, as legacy or forged data would be: the rules never made it. */
async function forged(upline: string, account: string, contractType: Contract['contractType'], rate: number): Promise<Contract> {
  const id = contracts.all().reduce((max, row) => Math.max(max, row.id), 0) + 1;
  const at = new Date(WINDOW_BASE - 86_400_000).toISOString();
  return contracts.create({
    id, upline, account, contractType, rate, status: 'ACTIVE', productType: 'ALL', terminationRequested: false, period: 'DAILY',
    periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1, createTime: at, updateTime: at,
  });
}

/**
 * What the rates allow a contract: the smallest rate along its chain up to the platform, or nothing
 * when a link is missing: computed here from the contracts, independently of the backend's rule.
 */
function allowedRate(row: Contract): number {
  let rate = row.rate;
  let current = row;
  for (let depth = 0; current.upline !== PLATFORM_UPLINE; depth += 1) {
    if (depth > 20) return 0;
    const up = contracts.all().find((other) => other.account === current.upline && other.contractType === current.contractType && other.status === 'ACTIVE');
    if (!up) return 0;
    rate = Math.min(rate, up.rate);
    current = up;
  }
  return rate;
}

describe('settlement pays only contracts whose whole chain is within its ceilings', () => {
  it('a contract above its upline\'s rate, or under an upline without one, pays nothing; the sum paid never exceeds what the rates allow', async () => {
    // Forged: 100 % from an agent without the type, 100 % above an 0.8 % ceiling, and one under a forged link.
    const noCeiling = await forged('agent_hourly', 'agent_hourly_dl03', 'REALTIME_SALARY', 100);
    const aboveCeiling = await forged('agent_rt', 'agent_rt_dl03', 'REALTIME_SALARY', 100);
    const underForged = await forged('agent_hourly_dl03', 'agent_hourly_dl04', 'REALTIME_SALARY', 50);
    const window = unitWindow({ contractType: 'REALTIME_SALARY', period: 'DAILY' }, WINDOW_BASE);
    const players = ['agent_hourly_dl03', 'agent_hourly_dl04', 'agent_rt_dl03', 'agent_rt_dl01', 'agent_rt_dl02'];
    for (const [index, account] of players.entries()) await betAt(account, window.start + (index + 1) * 20_000, 1_000);

    vi.useFakeTimers({ toFake: ['Date'], now: window.end + 1_000 });
    for (const account of [...players, 'agent_rt', 'agent_hourly']) {
      await signIn(account);
      await callRoute(contract.wallet.getBalance);
    }

    const settled = liveIncomeRecords.all().filter((row) => Date.parse(row.periodStart) === window.start);
    for (const bad of [noCeiling, aboveCeiling, underForged]) {
      expect(settled.filter((row) => row.contractId === bad.id).map((row) => row.amount), `contract ${bad.id}`).toEqual([0]);
      expect(ledger.all().filter((row) => row.reference === `AGT-${bad.id}-${window.start}`)).toEqual([]);
    }
    // The real ones paid: agent_rt on its whole scope at 0.8 %, agent_rt_dl01 on its own bet at 0.5 %.
    const rt = contracts.all().find((row) => row.account === 'agent_rt' && row.contractType === 'REALTIME_SALARY' && row.status === 'ACTIVE')!;
    expect(settled.find((row) => row.contractId === rt.id)?.amount).toBeGreaterThan(0);

    let paid = 0;
    let allowed = 0;
    for (const row of settled) {
      const terms = contracts.findFirst((q) => q.where({ id: row.contractId }))!;
      const limit = Math.round(((allowedRate(terms) * row.teamValidBet) / 100) * 100) / 100;
      expect(row.amount, `contract ${row.contractId} of ${row.account}`).toBeLessThanOrEqual(limit);
      paid += row.amount;
      allowed += limit;
    }
    expect(paid).toBeLessThanOrEqual(allowed);
    const credited = ledger.all().filter((row) => row.kind === 'SALARY' && settled.some((record) => row.reference === `AGT-${record.contractId}-${window.start}`));
    expect(Math.round(credited.reduce((sum, row) => sum + row.amount, 0) * 100) / 100).toBe(Math.round(paid * 100) / 100);
  });
});
