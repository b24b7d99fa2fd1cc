import { afterEach, describe, expect, it, vi } from 'vitest';
import { REAL_TIME_SALARY_PERIOD_MS } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { REFERENCE_DATE } from '../../mocks/engine/clock';
import { setScenario } from '../../mocks/engine/scenario';
import { seedAccount } from '../../mocks/member/accounts';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

/*
 * The agent back office: every /wps/agent route refuses guests (401),
 * players (error_not_agent) and trial accounts (in_need_true_account); team
 * views are limited to the agent's own team; contracts follow SPEC §4.
 */

const agent = contract.agent;

async function signIn(username: string): Promise<void> {
  await loginAs(username, seedAccount(username)?.password ?? 'Member@123');
}

async function freePlay(): Promise<void> {
  const { token } = await callRoute(contract.session.freePlay, {
    body: { os: 'Linux', platform: 'W' },
  });
  useToken(token);
}

/** Seeded contract ids (mocks/agent/seed-data.ts order). */
const C = {
  platformDiv: 1, divToDailySalary: 4, divToDailyDividendOffer: 5, divToDailySalaryOffer: 6,
  divToDl01: 7, divToDl02: 8, player01Offer: 10, dailyToDl01: 11, dailyToDl02: 12, dailyToDl03: 13,
  hourlyToDl01: 14, hourlyToDl02Offer: 15, rtToDl01: 16, rtToDl02Offer: 17, platformDivDaily: 18,
} as const;

/** A fixed window of the seeded history (the reference date is 2026-11-01). */
const SEEDED = { startTime: '2026-10-02', endTime: '2026-11-01' } as const;

const agentOnly = [
  ['announcements', () => callRoute(agent.announcements, { query: {} })],
  ['teamOverview', () => callRoute(agent.teamOverview, { query: {} })],
  ['registerDownline', () => callRoute(agent.registerDownline, { body: { username: 'someone1', password: 'Abc12345', confirmPassword: 'Abc12345' } })],
  ['downline', () => callRoute(agent.downline, { query: {} })],
  ['teamBets', () => callRoute(agent.teamBets, { query: {} })],
  ['teamLoss', () => callRoute(agent.teamLoss, { query: {} })],
  ['revenue', () => callRoute(agent.revenue, { query: {} })],
  ['downlineTransactions', () => callRoute(agent.downlineTransactions, { query: {} })],
  ['dividendRecords', () => callRoute(agent.dividendRecords, { query: {} })],
  ['dailySalary', () => callRoute(agent.dailySalary, { query: {} })],
  ['hourlySalary', () => callRoute(agent.hourlySalary, { query: {} })],
  ['realtimeSalary', () => callRoute(agent.realtimeSalary, { query: {} })],
  ['offerContract', () => callRoute(agent.offerContract, { body: { subordinateName: 'agent_div_dl04', contractType: 'DIVIDEND', rate: 5, period: 'WEEKLY', periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1 } })],
  ['requestTermination', () => callRoute(agent.requestTermination, { body: { contractId: C.divToDl02 } })],
  ['transferToDownline', () => callRoute(agent.transferToDownline, { body: { subordinateName: 'agent_div_dl01', transferAmount: 1, password: '135790', requestId: 'access-check-1' } })],
  ['accountDetails', () => callRoute(agent.accountDetails, {})],
] as const;

const memberLevel = [
  ['contracts', () => callRoute(agent.contracts, { query: {} })],
  ['consolidated', () => callRoute(contract.member.consolidated)],
  ['processDividend', () => callRoute(agent.processDividend, { body: { productType: 'ALL', computationPeriod: 'M', status: 'R' } })],
  ['processDividendByQuery', () => callRoute(agent.processDividendByQuery, { query: { productType: 'ALL', computationPeriod: 'M', status: 'R' } })],
  ['processDailySalary', () => callRoute(agent.processDailySalary, { body: { id: C.divToDailySalaryOffer, status: 'R' } })],
  ['processDailySalaryByQuery', () => callRoute(agent.processDailySalaryByQuery, { query: { id: C.divToDailySalaryOffer, status: 'R' } })],
  ['processHourlySalary', () => callRoute(agent.processHourlySalary, { body: { contractId: C.hourlyToDl02Offer, status: 'R', productType: 'ALL' } })],
  ['processRealtimeSalary', () => callRoute(agent.processRealtimeSalary, { body: { contractId: C.rtToDl02Offer, status: 'R' } })],
] as const;

describe('who may use the agent back office', () => {
  it.each([...agentOnly, ...memberLevel])('%s refuses a guest with NOT_LOGGED_IN 401', async (_name, call) => {
    const error = await refusal(call());
    expect(error.errorCode).toBe(ERROR_CODES.NOT_LOGGED_IN);
    expect(error.status).toBe(401);
  });

  it.each(agentOnly)('%s refuses a player with error_not_agent', async (_name, call) => {
    await signIn('player01');
    const error = await refusal(call());
    expect(error.errorCode).toBe(ERROR_CODES.NOT_AGENT);
    expect(error.status).toBe(400);
  });

  it.each([...agentOnly, ...memberLevel])('%s refuses a trial account with in_need_true_account', async (_name, call) => {
    await freePlay();
    const error = await refusal(call());
    expect(error.errorCode).toBe(ERROR_CODES.TRIAL_ACCOUNT);
    expect(error.status).toBe(400);
  });
});

describe('announcements', () => {
  it('lists the back-office announcements, pinned first, then newest, paged', async () => {
    await signIn('agent_hourly');
    const first = await callRoute(agent.announcements, { query: { page: 1, size: 9 } });
    expect(first.totalElements).toBe(15);
    expect(first.totalPages).toBe(2);
    expect(first.content).toHaveLength(9);
    expect(first.content.slice(0, 2).every((item) => item.pinned)).toBe(true);
    expect(first.content[0]!.title).toBe('Contract policy update for November');
    const unpinned = first.content.slice(2).map((item) => Date.parse(item.createTime));
    expect(unpinned).toEqual([...unpinned].sort((a, b) => b - a));
    const second = await callRoute(agent.announcements, { query: { page: 2, size: 9 } });
    expect(second.content).toHaveLength(6);
  });

  it('refuses a page size of 0 with VALIDATION_ERROR', async () => {
    await signIn('agent_div');
    const error = await refusal(callRoute(agent.announcements, { query: { size: 0 } }));
    expect(error.errorCode).toBe(ERROR_CODES.VALIDATION);
    expect(error.status).toBe(400);
  });
});

describe('team overview', () => {
  it("sums the whole team's activity in the range, consistently with the team reports", async () => {
    await signIn('agent_div');
    const overview = await callRoute(agent.teamOverview, { query: SEEDED });
    expect(overview).toMatchObject({ startTime: SEEDED.startTime, endTime: SEEDED.endTime, teamSize: 14, directMembers: 8 });
    expect(overview.activeMembers).toBeGreaterThanOrEqual(10);
    expect(overview.validBet).toBeGreaterThan(0);
    const bets = await callRoute(agent.teamBets, { query: { ...SEEDED, size: 1 } });
    expect(overview.validBet).toBe(bets.summary.validBet);
    expect(overview.profitLoss).toBe(bets.summary.profitLoss);
    const loss = await callRoute(agent.teamLoss, { query: { ...SEEDED, size: 1 } });
    expect(overview.depositAmount).toBe(loss.summary.depositAmount);
    expect(overview.withdrawAmount).toBe(loss.summary.withdrawAmount);
    // Its income: the dividends, and the daily salary of the platform contract that is the ceiling of agent_daily's (issue 31).
    const dividends = await callRoute(agent.dividendRecords, { query: SEEDED });
    const daily = await callRoute(agent.dailySalary, { query: SEEDED });
    expect(overview.income).toBe(Math.round((dividends.totalAmount + daily.totalAmount) * 100) / 100);
  });

  it("counts a sub-agent's team on its own", async () => {
    await signIn('agent_daily');
    const overview = await callRoute(agent.teamOverview, { query: SEEDED });
    expect(overview.teamSize).toBe(6);
    expect(overview.directMembers).toBe(6);
  });

  it('refuses a range that ends before it starts, and a malformed date', async () => {
    await signIn('agent_div');
    const backwards = await refusal(callRoute(agent.teamOverview, { query: { startTime: '2026-10-10', endTime: '2026-10-01' } }));
    expect(backwards.errorCode).toBe(ERROR_CODES.VALIDATION);
    const malformed = await refusal(callRoute(agent.teamOverview, { query: { startTime: '10/01/2026' } }));
    expect(malformed.errorCode).toBe(ERROR_CODES.VALIDATION);
    expect(malformed.status).toBe(400);
  });
});

describe('register a downline', () => {
  it('creates a player under the agent who can then log in', async () => {
    await signIn('agent_daily');
    const row = await callRoute(agent.registerDownline, {
      body: { username: 'recruit01', password: 'Recruit123', confirmPassword: 'Recruit123', nickname: 'Rookie' },
    });
    expect(row).toMatchObject({ account: 'recruit01', nickname: 'Rookie', type: 0, isAgent: false, balance: 0, status: 'INACTIVE', teamSize: 0 });
    const list = await callRoute(agent.downline, { query: { subordinateName: 'recruit' } });
    expect(list.content.map((item) => item.account)).toEqual(['recruit01']);
    await loginAs('recruit01', 'Recruit123');
    const contracts = await callRoute(agent.contracts, { query: {} });
    expect(contracts.received).toEqual([]);
  });

  it('refuses a taken username, whatever its case', async () => {
    await signIn('agent_daily');
    for (const username of ['player01', 'PLAYER01', 'platform']) {
      const error = await refusal(callRoute(agent.registerDownline, { body: { username, password: 'Abc12345', confirmPassword: 'Abc12345' } }));
      expect(error.errorCode).toBe(ERROR_CODES.USERNAME_TAKEN);
    }
  });

  it.each([
    ['a short username', { username: 'ab', password: 'Abc12345', confirmPassword: 'Abc12345' }],
    ['a username starting with a digit', { username: '1recruit', password: 'Abc12345', confirmPassword: 'Abc12345' }],
    ['a password without digits', { username: 'recruit02', password: 'abcdefgh', confirmPassword: 'abcdefgh' }],
    ['a mismatched confirmation', { username: 'recruit02', password: 'Abc12345', confirmPassword: 'Abc12346' }],
  ])('refuses %s with VALIDATION_ERROR', async (_case, body) => {
    await signIn('agent_daily');
    const error = await refusal(callRoute(agent.registerDownline, { body }));
    expect(error.errorCode).toBe(ERROR_CODES.VALIDATION);
    expect(error.status).toBe(400);
  });
});

describe('downline management', () => {
  it("lists only the agent's direct downline with balance, type and contracts", async () => {
    await signIn('agent_div');
    const page = await callRoute(agent.downline, { query: { size: 50 } });
    const accounts = page.content.map((row) => row.account).sort();
    expect(accounts).toEqual(['agent_daily', 'agent_div_dl01', 'agent_div_dl02', 'agent_div_dl03', 'agent_div_dl04', 'agent_div_dl05', 'agent_div_dl06', 'player01']);
    const daily = page.content.find((row) => row.account === 'agent_daily')!;
    expect(daily).toMatchObject({ type: 2, isAgent: true, teamSize: 6, contractTypes: ['DAILY_SALARY'] });
    expect(page.content.find((row) => row.account === 'agent_div_dl01')!.contractTypes).toEqual(['DIVIDEND']);
    expect(page.content.find((row) => row.account === 'agent_div_dl03')!.contractTypes).toEqual([]);
    const details = await callRoute(agent.accountDetails, {});
    expect(details.team.directMembers).toBe(page.totalElements);
  });

  it('searches by username and pages', async () => {
    await signIn('agent_div');
    const found = await callRoute(agent.downline, { query: { subordinateName: 'DL0', size: 4 } });
    expect(found.totalElements).toBe(6);
    expect(found.totalPages).toBe(2);
    expect(found.content).toHaveLength(4);
    expect(found.content.every((row) => row.account.startsWith('agent_div_dl0'))).toBe(true);
  });

  it('shows who is online', async () => {
    await signIn('agent_div_dl02');
    await signIn('agent_div');
    const page = await callRoute(agent.downline, { query: { subordinateName: 'agent_div_dl0' } });
    const online = page.content.filter((row) => row.online).map((row) => row.account);
    expect(online).toEqual(['agent_div_dl02']);
  });

  it('refuses an unknown status filter', async () => {
    await signIn('agent_div');
    const error = await refusal(callRoute(agent.downline, { query: { status: 'BANNED' as never } }));
    expect(error.errorCode).toBe(ERROR_CODES.VALIDATION);
  });
});

describe('team betting', () => {
  it("lists the team's bets newest first with totals", async () => {
    await signIn('agent_daily');
    const page = await callRoute(agent.teamBets, { query: { ...SEEDED, size: 50 } });
    expect(page.totalElements).toBeGreaterThan(20);
    expect(page.content.every((bet) => bet.account.startsWith('agent_daily_dl'))).toBe(true);
    const times = page.content.map((bet) => Date.parse(bet.betTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.summary.betCount).toBe(page.totalElements);
  });

  it("reaches a sub-agent's downline and filters by member and game type", async () => {
    await signIn('agent_div');
    const page = await callRoute(agent.teamBets, { query: { ...SEEDED, subordinateName: 'agent_daily_dl01', size: 999 } });
    expect(page.totalElements).toBeGreaterThan(0);
    expect(new Set(page.content.map((bet) => bet.account))).toEqual(new Set(['agent_daily_dl01']));
    const total = Math.round(page.content.reduce((sum, bet) => sum + bet.betAmount, 0) * 100) / 100;
    expect(page.summary.betAmount).toBe(total);
    const rng = await callRoute(agent.teamBets, { query: { ...SEEDED, gameType: 'RNG', size: 999 } });
    expect(rng.totalElements).toBeGreaterThan(0);
    expect(rng.content.every((bet) => bet.gameType === 'RNG')).toBe(true);
  });

  it('refuses a member outside the own team with NOT_DOWNLINE', async () => {
    await signIn('agent_daily');
    for (const account of ['agent_div_dl01', 'agent_daily', 'agent_rt_dl01']) {
      const error = await refusal(callRoute(agent.teamBets, { query: { subordinateName: account } }));
      expect(error.errorCode).toBe(ERROR_CODES.NOT_DOWNLINE);
      expect(error.status).toBe(400);
    }
  });
});

describe('user loss statements', () => {
  it('gives one statement per team member with consistent totals', async () => {
    await signIn('agent_div');
    const page = await callRoute(agent.teamLoss, { query: { ...SEEDED, size: 50 } });
    expect(page.totalElements).toBe(14);
    expect(page.content.filter((row) => row.level === 2).map((row) => row.upline)).toEqual(Array(6).fill('agent_daily'));
    for (const row of page.content) {
      expect(row.netProfitLoss).toBeCloseTo(row.profitLoss + row.bonusAmount, 2);
    }
    expect(page.summary.betCount).toBe(page.content.reduce((sum, row) => sum + row.betCount, 0));
    const one = page.content.find((row) => row.account === 'agent_daily_dl02')!;
    const bets = await callRoute(agent.teamBets, { query: { ...SEEDED, subordinateName: 'agent_daily_dl02', size: 1 } });
    expect(one.betAmount).toBe(bets.summary.betAmount);
    expect(one.betCount).toBe(bets.summary.betCount);
    expect(one.profitLoss).toBe(bets.summary.profitLoss);
    expect(one.payout).toBe(bets.summary.payout);
  });

  it('filters one member, and refuses one outside the team', async () => {
    await signIn('agent_rt');
    const one = await callRoute(agent.teamLoss, { query: { ...SEEDED, subordinateName: 'agent_rt_dl03' } });
    expect(one.content.map((row) => row.account)).toEqual(['agent_rt_dl03']);
    const error = await refusal(callRoute(agent.teamLoss, { query: { subordinateName: 'agent_hourly_dl03' } }));
    expect(error.errorCode).toBe(ERROR_CODES.NOT_DOWNLINE);
  });
});

describe('revenue', () => {
  it('groups paid settlements per day and source', async () => {
    await signIn('agent_daily');
    const revenue = await callRoute(agent.revenue, { query: { ...SEEDED, size: 100 } });
    const salary = await callRoute(agent.dailySalary, { query: { ...SEEDED, size: 100 } });
    expect(revenue.totalAmount).toBeGreaterThan(0);
    expect(revenue.bySource).toEqual({ DIVIDEND: 0, DAILY_SALARY: salary.totalAmount, HOURLY_SALARY: 0, REALTIME_SALARY: 0 });
    expect(revenue.content.every((row) => row.source === 'DAILY_SALARY' && row.recordCount === 1)).toBe(true);
    expect(revenue.content).toHaveLength(salary.content.filter((row) => row.status === 'PAID').length);
    const sum = Math.round(revenue.content.reduce((total, row) => total + row.amount, 0) * 100) / 100;
    expect(revenue.totalAmount).toBe(sum);
  });

  it('filters by source, and refuses an unknown one', async () => {
    await signIn('agent_daily');
    const none = await callRoute(agent.revenue, { query: { ...SEEDED, source: 'DIVIDEND' } });
    expect(none.content).toEqual([]);
    expect(none.totalAmount).toBe(0);
    const error = await refusal(callRoute(agent.revenue, { query: { source: 'COMMISSION' as never } }));
    expect(error.errorCode).toBe(ERROR_CODES.VALIDATION);
  });
});

describe('downline transaction details', () => {
  it("lists the team's ledger rows of a kind, newest first", async () => {
    await signIn('agent_rt');
    const page = await callRoute(agent.downlineTransactions, { query: { ...SEEDED, kind: 'BET', size: 100 } });
    expect(page.totalElements).toBeGreaterThan(10);
    expect(page.content.every((row) => row.kind === 'BET' && row.amount < 0 && row.account.startsWith('agent_rt_dl'))).toBe(true);
    const times = page.content.map((row) => Date.parse(row.createTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses a member outside the team', async () => {
    await signIn('agent_rt');
    const error = await refusal(callRoute(agent.downlineTransactions, { query: { subordinateName: 'player01' } }));
    expect(error.errorCode).toBe(ERROR_CODES.NOT_DOWNLINE);
  });
});

describe('dividend and salary records', () => {
  const DAY = 86_400_000;
  /** The seeded tables as they stand at the seed's reference time: later windows settle as the clock passes them. */
  const atSeedTime = () => vi.useFakeTimers({ toFake: ['Date'], now: REFERENCE_DATE.getTime() });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists weekly dividend settlements: PAID ones pay the rate of the team loss', async () => {
    atSeedTime();
    await signIn('agent_div');
    const page = await callRoute(agent.dividendRecords, { query: { startTime: '2026-09-01', endTime: '2026-11-01' } });
    expect(page.totalElements).toBe(5);
    for (const row of page.content) {
      expect(row.source).toBe('DIVIDEND');
      expect(Date.parse(row.periodEnd) - Date.parse(row.periodStart)).toBe(7 * DAY);
      if (row.status === 'PAID') expect(row.amount).toBeCloseTo((-row.teamProfitLoss * row.rate) / 100, 2);
      else expect(row.amount).toBe(0);
    }
    const paid = page.content.filter((row) => row.status === 'PAID').reduce((sum, row) => sum + row.amount, 0);
    expect(page.totalAmount).toBeCloseTo(paid, 2);
  });

  it('lists 30 daily salary settlements paying the rate of the valid bet', async () => {
    atSeedTime();
    await signIn('agent_daily');
    const page = await callRoute(agent.dailySalary, { query: { ...SEEDED, size: 50 } });
    expect(page.totalElements).toBe(30);
    expect(page.content.some((row) => row.status === 'PAID')).toBe(true);
    expect(page.content.some((row) => row.status === 'NOT_QUALIFIED')).toBe(true);
    for (const row of page.content) {
      expect(Date.parse(row.periodEnd) - Date.parse(row.periodStart)).toBe(DAY);
      expect(row.rate).toBe(1.2);
      if (row.status === 'PAID') expect(row.amount).toBeCloseTo((row.teamValidBet * 1.2) / 100, 2);
    }
  });

  it('lists hourly salary settlements, one hour each', async () => {
    await signIn('agent_hourly');
    const page = await callRoute(agent.hourlySalary, { query: { ...SEEDED, size: 999 } });
    expect(page.totalElements).toBeGreaterThan(20);
    expect(page.content.every((row) => Date.parse(row.periodEnd) - Date.parse(row.periodStart) === 3_600_000)).toBe(true);
  });

  it('lists real-time salary settlements, one per 5-minute window, and the next settlement time', async () => {
    await signIn('agent_rt');
    const before = Date.now();
    const page = await callRoute(agent.realtimeSalary, { query: { ...SEEDED, size: 999 } });
    expect(page.settlePeriodMs).toBe(REAL_TIME_SALARY_PERIOD_MS);
    expect(page.totalElements).toBeGreaterThan(20);
    for (const row of page.content) {
      expect(Date.parse(row.periodEnd) - Date.parse(row.periodStart)).toBe(REAL_TIME_SALARY_PERIOD_MS);
      expect(Date.parse(row.periodStart) % REAL_TIME_SALARY_PERIOD_MS).toBe(0);
    }
    const next = Date.parse(page.nextSettleTime);
    expect(next % REAL_TIME_SALARY_PERIOD_MS).toBe(0);
    expect(next).toBeGreaterThan(before);
    // At most one period ahead (plus the call's own duration).
    expect(next - Date.now()).toBeLessThanOrEqual(REAL_TIME_SALARY_PERIOD_MS);
  });

  it.each([
    ['dividendRecords', 'bonus', 'agent_div'],
    ['dailySalary', 'dailyWage', 'agent_daily'],
    ['hourlySalary', 'hourlySalary', 'agent_hourly'],
    ['realtimeSalary', 'realtimeSalary', 'agent_rt'],
  ] as const)('%s is refused with FEATURE_DISABLED when the %s flag is off', async (route, flag, persona) => {
    await signIn(persona);
    setScenario({ flags: { [flag]: false } });
    const error = await refusal(callRoute(agent[route], { query: {} }));
    expect(error.errorCode).toBe(ERROR_CODES.FEATURE_DISABLED);
    expect(error.status).toBe(400);
    setScenario({ flags: { [flag]: true } });
    await expect(callRoute(agent[route], { query: {} })).resolves.toHaveProperty('content');
  });
});

describe('contracts', () => {
  it('lists the contracts an agent received and gave', async () => {
    await signIn('agent_daily');
    const { received, given } = await callRoute(agent.contracts, { query: {} });
    expect(received.map((row) => row.id).sort((a, b) => a - b)).toEqual([C.divToDailySalary, C.divToDailyDividendOffer, C.divToDailySalaryOffer]);
    expect(received.every((row) => row.upline === 'agent_div' && row.account === 'agent_daily')).toBe(true);
    expect(given.map((row) => row.id).sort((a, b) => a - b)).toEqual([C.dailyToDl01, C.dailyToDl02, C.dailyToDl03]);
    const offers = await callRoute(agent.contracts, { query: { status: 'OFFERED' } });
    expect(offers.received.map((row) => row.contractType).sort()).toEqual(['DAILY_SALARY', 'DIVIDEND']);
    expect(offers.given).toEqual([]);
  });

  it('shows a player the offers it received', async () => {
    await signIn('player01');
    const { received, given } = await callRoute(agent.contracts, { query: {} });
    expect(received).toMatchObject([{ id: C.player01Offer, upline: 'agent_div', contractType: 'DIVIDEND', rate: 10, status: 'OFFERED' }]);
    expect(given).toEqual([]);
  });

  it('refuses an unknown status filter', async () => {
    await signIn('agent_daily');
    const error = await refusal(callRoute(agent.contracts, { query: { status: 'PENDING' as never } }));
    expect(error.errorCode).toBe(ERROR_CODES.VALIDATION);
  });
});

describe('contract offers', () => {
  const hourlyOffer = {
    subordinateName: 'agent_hourly_dl03', contractType: 'HOURLY_SALARY', rate: 0.7, period: 'DAILY',
    periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1, betAmountPerHour: 80,
  } as const;

  it('offers a contract to a direct downline member, who then sees it', async () => {
    await signIn('agent_hourly');
    const offer = await callRoute(agent.offerContract, { body: hourlyOffer });
    expect(offer).toMatchObject({ upline: 'agent_hourly', account: 'agent_hourly_dl03', contractType: 'HOURLY_SALARY', rate: 0.7, status: 'OFFERED' });
    expect(offer.id).toBeGreaterThan(17);
    await signIn('agent_hourly_dl03');
    const { received } = await callRoute(agent.contracts, { query: {} });
    expect(received.map((row) => row.id)).toEqual([offer.id]);
  });

  it("refuses a rate above the agent's own rate of that type", async () => {
    await signIn('agent_hourly');
    const error = await refusal(callRoute(agent.offerContract, { body: { ...hourlyOffer, rate: 1.5 } }));
    expect(error.errorCode).toBe(ERROR_CODES.VALIDATION);
    expect(error.message).toContain('1%');
  });

  it('refuses someone outside the direct downline with NOT_DOWNLINE', async () => {
    await signIn('agent_div');
    for (const account of ['agent_daily_dl01', 'agent_rt_dl01', 'agent_div']) {
      const error = await refusal(callRoute(agent.offerContract, { body: { ...hourlyOffer, subordinateName: account } }));
      expect(error.errorCode).toBe(ERROR_CODES.NOT_DOWNLINE);
    }
  });

  it('refuses a second pending offer of the same type with CONTRACT_STATE', async () => {
    await signIn('agent_hourly');
    const error = await refusal(callRoute(agent.offerContract, { body: { ...hourlyOffer, subordinateName: 'agent_hourly_dl02' } }));
    expect(error.errorCode).toBe(ERROR_CODES.CONTRACT_STATE);
    expect(error.status).toBe(400);
  });

  it('requires the bet amount per day of a daily salary contract', async () => {
    await signIn('agent_daily');
    const { betAmountPerHour: _unused, ...rest } = hourlyOffer;
    const error = await refusal(callRoute(agent.offerContract, { body: { ...rest, subordinateName: 'agent_daily_dl04', contractType: 'DAILY_SALARY', rate: 0.5 } }));
    expect(error.errorCode).toBe(ERROR_CODES.VALIDATION);
    expect(error.message).toContain('betAmountPerDay');
  });

  it("refuses a contract type whose feature is off", async () => {
    await signIn('agent_hourly');
    setScenario({ flags: { hourlySalary: false } });
    const error = await refusal(callRoute(agent.offerContract, { body: hourlyOffer }));
    expect(error.errorCode).toBe(ERROR_CODES.FEATURE_DISABLED);
  });
});

describe('contract processing (K1–K4)', () => {
  async function contractOf(id: number) {
    const { received, given } = await callRoute(agent.contracts, { query: {} });
    return [...received, ...given].find((row) => row.id === id);
  }
  const statusOf = async (id: number) => (await contractOf(id))?.status;

  it("accepting a lower rate auto-terminates the member's old contract and downline contracts above it (SPEC §4)", async () => {
    await signIn('agent_daily');
    // A pending offer above the coming rate is withdrawn as well.
    const pending = await callRoute(agent.offerContract, {
      body: { subordinateName: 'agent_daily_dl04', contractType: 'DAILY_SALARY', rate: 1.1, period: 'DAILY', periodValidBet: 300, periodProfitLoss: 0, activeMembers: 1, betAmountPerDay: 300 },
    });
    const result = await callRoute(agent.processDailySalary, { body: { id: C.divToDailySalaryOffer, status: 'A' } });
    const ended = (result as { autoTerminated: Array<{ account: string; rate: number }> }).autoTerminated;
    expect(ended.map((row) => `${row.account}@${row.rate}`).sort()).toEqual(['agent_daily@1.2', 'agent_daily_dl01@1', 'agent_daily_dl04@1.1']);
    expect(await statusOf(C.divToDailySalaryOffer)).toBe('ACTIVE');
    expect(await statusOf(C.dailyToDl01)).toBe('TERMINATED'); // 1.0% > 0.9%
    expect(await statusOf(C.dailyToDl02)).toBe('ACTIVE'); // 0.8% stays
    expect(await statusOf(C.divToDailySalary)).toBe('TERMINATED');
    expect(await statusOf(pending.id)).toBe('TERMINATED');
    await signIn('agent_daily_dl01');
    const mine = await callRoute(agent.contracts, { query: {} });
    expect(mine.received.find((row) => row.id === C.dailyToDl01)?.status).toBe('TERMINATED');
  });

  it('K1 names the dividend request by product type and period; accepting without a conflict terminates nothing', async () => {
    await signIn('agent_daily');
    const result = await callRoute(agent.processDividend, { body: { productType: 'ALL', computationPeriod: 'H', status: 'A' } });
    expect(result).toEqual({ autoTerminated: [] });
    const details = await callRoute(agent.accountDetails, {});
    expect(details.activeContracts.map((row) => row.id).sort((a, b) => a - b)).toEqual([C.divToDailySalary, C.divToDailyDividendOffer]);
  });

  it('K1 and K2 answer in the desktop map\'s GET form too (WIRE.md §8 Q7)', async () => {
    await signIn('agent_daily');
    await callRoute(agent.processDividendByQuery, { query: { productType: 'ALL', computationPeriod: 'H', status: 'R' } });
    expect(await statusOf(C.divToDailyDividendOffer)).toBe('REFUSED');
    await callRoute(agent.processDailySalaryByQuery, { query: { id: String(C.divToDailySalaryOffer), status: 'A' } });
    expect(await statusOf(C.divToDailySalaryOffer)).toBe('ACTIVE');
  });

  it('K1 finds nothing for another period or product type', async () => {
    await signIn('agent_daily');
    for (const body of [{ productType: 'ALL', computationPeriod: 'W' }, { productType: 'LOTT', computationPeriod: 'H' }] as const) {
      const error = await refusal(callRoute(agent.processDividend, { body: { ...body, status: 'A' } }));
      expect(error.errorCode).toBe(ERROR_CODES.NOT_FOUND);
    }
    expect(await statusOf(C.divToDailyDividendOffer)).toBe('OFFERED');
  });

  it('a refused offer can no longer be accepted', async () => {
    await signIn('agent_daily');
    await callRoute(agent.processDailySalary, { body: { id: C.divToDailySalaryOffer, status: 'R' } });
    expect(await statusOf(C.divToDailySalaryOffer)).toBe('REFUSED');
    const error = await refusal(callRoute(agent.processDailySalary, { body: { id: C.divToDailySalaryOffer, status: 'A' } }));
    expect(error.errorCode).toBe(ERROR_CODES.CONTRACT_STATE);
    expect(error.status).toBe(400);
  });

  it('only the member a contract binds may answer through K2–K4', async () => {
    await signIn('agent_div');
    const offerer = await refusal(callRoute(agent.processDailySalary, { body: { id: C.divToDailySalaryOffer, status: 'A' } }));
    expect(offerer.errorCode).toBe(ERROR_CODES.FORBIDDEN);
    await signIn('agent_hourly');
    const stranger = await refusal(callRoute(agent.processDailySalary, { body: { id: C.divToDailySalaryOffer, status: 'R' } }));
    expect(stranger.errorCode).toBe(ERROR_CODES.FORBIDDEN);
    expect(stranger.status).toBe(400);
    // K1 names no contract: another member's request is simply not theirs to find.
    const viaK1 = await refusal(callRoute(agent.processDividend, { body: { productType: 'ALL', computationPeriod: 'H', status: 'A' } }));
    expect(viaK1.errorCode).toBe(ERROR_CODES.NOT_FOUND);
    expect(await statusOf(C.divToDailySalaryOffer)).toBeUndefined();
  });

  it('a player accepts an offer addressed to it; ids may come as strings', async () => {
    await signIn('agent_rt_dl02');
    await callRoute(agent.processRealtimeSalary, { body: { contractId: String(C.rtToDl02Offer), status: 'A' } });
    expect(await contractOf(C.rtToDl02Offer)).toMatchObject({ status: 'ACTIVE', account: 'agent_rt_dl02' });
  });

  it('C terminates the member\'s own ACTIVE contract, once', async () => {
    await signIn('agent_hourly_dl01');
    await callRoute(agent.processHourlySalary, { body: { contractId: C.hourlyToDl01, status: 'C', productType: 'ALL' } });
    expect(await statusOf(C.hourlyToDl01)).toBe('TERMINATED');
    const again = await refusal(callRoute(agent.processHourlySalary, { body: { contractId: C.hourlyToDl01, status: 'C', productType: 'ALL' } }));
    expect(again.errorCode).toBe(ERROR_CODES.CONTRACT_STATE);
  });

  it('the upline asks to end a contract: the member sees a V request and accepts it, or refuses and keeps the contract', async () => {
    await signIn('agent_div');
    const asked = await callRoute(agent.requestTermination, { body: { contractId: C.divToDl02 } });
    expect(asked).toMatchObject({ id: C.divToDl02, status: 'ACTIVE', terminationRequested: true });
    // One request per member and type: no offer (nor a second request) while it waits.
    const twice = await refusal(callRoute(agent.requestTermination, { body: { contractId: C.divToDl02 } }));
    expect(twice.errorCode).toBe(ERROR_CODES.CONTRACT_STATE);
    const offer = await refusal(callRoute(agent.offerContract, {
      body: { subordinateName: 'agent_div_dl02', contractType: 'DIVIDEND', rate: 5, period: 'WEEKLY', periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1 },
    }));
    expect(offer.errorCode).toBe(ERROR_CODES.CONTRACT_STATE);

    await signIn('agent_div_dl02');
    const k0 = await callRoute(contract.member.consolidated);
    expect(k0.divtypecompperiodreq).toMatchObject({ ALL: { M: [{ status: 'V', rate: 25, rateType: 'P' }] } });
    expect(k0.divtypecompperiodinfo?.agent).toMatchObject([{ productType: 'ALL', computationPeriod: 'M', status: 'V' }]);
    await callRoute(agent.processDividend, { body: { productType: 'ALL', computationPeriod: 'M', status: 'R' } });
    expect(await contractOf(C.divToDl02)).toMatchObject({ status: 'ACTIVE', terminationRequested: false });

    await signIn('agent_div');
    await callRoute(agent.requestTermination, { body: { contractId: C.divToDl02 } });
    await signIn('agent_div_dl02');
    await callRoute(agent.processDividend, { body: { productType: 'ALL', computationPeriod: 'M', status: 'A' } });
    expect(await statusOf(C.divToDl02)).toBe('TERMINATED');
    expect((await callRoute(contract.member.consolidated)).divtypecompperiodreq).toBeUndefined();
  });

  it('only the upline that gave an ACTIVE contract may ask to end it', async () => {
    await signIn('agent_daily');
    const stranger = await refusal(callRoute(agent.requestTermination, { body: { contractId: C.divToDl02 } }));
    expect(stranger.errorCode).toBe(ERROR_CODES.FORBIDDEN);
    const ended = await refusal(callRoute(agent.requestTermination, { body: { contractId: C.dailyToDl03 } }));
    expect(ended.errorCode).toBe(ERROR_CODES.CONTRACT_STATE);
    const unknown = await refusal(callRoute(agent.requestTermination, { body: { contractId: 9999 } }));
    expect(unknown.errorCode).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('an OFFERED contract cannot be terminated, nor an ACTIVE one accepted', async () => {
    await signIn('agent_hourly_dl02');
    const offered = await refusal(callRoute(agent.processHourlySalary, { body: { contractId: C.hourlyToDl02Offer, status: 'C', productType: 'ALL' } }));
    expect(offered.errorCode).toBe(ERROR_CODES.CONTRACT_STATE);
    await signIn('agent_rt_dl01');
    const active = await refusal(callRoute(agent.processRealtimeSalary, { body: { contractId: C.rtToDl01, status: 'A' } }));
    expect(active.errorCode).toBe(ERROR_CODES.CONTRACT_STATE);
  });

  it('answers NOT_FOUND for a contract of another family, another product type or an unknown id', async () => {
    await signIn('agent_daily');
    const wrongType = await refusal(callRoute(agent.processHourlySalary, { body: { contractId: C.divToDailySalaryOffer, status: 'A', productType: 'ALL' } }));
    expect(wrongType.errorCode).toBe(ERROR_CODES.NOT_FOUND);
    expect(wrongType.status).toBe(400);
    const unknown = await refusal(callRoute(agent.processDailySalary, { body: { id: 9999, status: 'A' } }));
    expect(unknown.errorCode).toBe(ERROR_CODES.NOT_FOUND);
    await signIn('agent_hourly_dl02');
    const product = await refusal(callRoute(agent.processHourlySalary, { body: { contractId: C.hourlyToDl02Offer, status: 'A', productType: 'LOTT' } }));
    expect(product.errorCode).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('refuses an unknown status, and a family whose feature is off', async () => {
    await signIn('agent_daily');
    const bad = await refusal(callRoute(agent.processDailySalary, { body: { id: C.divToDailySalaryOffer, status: 'X' as never } }));
    expect(bad.errorCode).toBe(ERROR_CODES.VALIDATION);
    setScenario({ flags: { bonus: false } });
    const off = await refusal(callRoute(agent.processDividend, { body: { productType: 'ALL', computationPeriod: 'H', status: 'A' } }));
    expect(off.errorCode).toBe(ERROR_CODES.FEATURE_DISABLED);
  });
});

describe('transfer to downline', () => {
  const balances = async () => {
    const details = await callRoute(agent.accountDetails, {});
    const downline = await callRoute(agent.downline, { query: { subordinateName: 'agent_div_dl01' } });
    return { agent: details.balance, downline: downline.content[0]!.balance };
  };
  const transfer = (transferAmount: number, requestId: string, password = '135790', subordinateName = 'agent_div_dl01') =>
    callRoute(agent.transferToDownline, { body: { subordinateName, transferAmount, password, requestId } });

  it('moves money from the agent to a direct downline member through the ledger', async () => {
    await signIn('agent_div');
    const before = await balances();
    const result = await transfer(250.5, 'transfer-test-0001');
    expect(result).toMatchObject({ reference: 'TD-transfer-test-0001', account: 'agent_div_dl01', amount: 250.5 });
    const after = await balances();
    expect(after.agent).toBeCloseTo(before.agent - 250.5, 2);
    expect(after.downline).toBeCloseTo(before.downline + 250.5, 2);
    expect(result.balance).toBe(after.agent);
    const rows = await callRoute(agent.downlineTransactions, { query: { subordinateName: 'agent_div_dl01', kind: 'TRANSFER_IN' } });
    expect(rows.content[0]).toMatchObject({ account: 'agent_div_dl01', kind: 'TRANSFER_IN', amount: 250.5, reference: 'TD-transfer-test-0001' });
  });

  it('does not spend twice for a repeated request id', async () => {
    await signIn('agent_div');
    const before = await balances();
    const first = await transfer(100, 'transfer-test-0002');
    const again = await transfer(100, 'transfer-test-0002');
    expect(again).toEqual(first);
    const after = await balances();
    expect(after.agent).toBeCloseTo(before.agent - 100, 2);
    expect(after.downline).toBeCloseTo(before.downline + 100, 2);
  });

  it('refuses more than the balance and leaves both balances untouched', async () => {
    await signIn('agent_div');
    const before = await balances();
    const error = await refusal(transfer(Math.round((before.agent + 0.01) * 100) / 100, 'transfer-test-0003'));
    expect(error.errorCode).toBe(ERROR_CODES.INSUFFICIENT_BALANCE);
    expect(await balances()).toEqual(before);
  });

  it('refuses a wrong payment password', async () => {
    await signIn('agent_div');
    const before = await balances();
    const error = await refusal(transfer(10, 'transfer-test-0004', '000000'));
    expect(error.errorCode).toBe(ERROR_CODES.WRONG_PAYMENT_PASSWORD);
    expect(await balances()).toEqual(before);
  });

  it('refuses anyone but a direct downline member with NOT_DOWNLINE', async () => {
    await signIn('agent_div');
    for (const account of ['agent_daily_dl01', 'agent_rt_dl01', 'agent_div']) {
      const error = await refusal(transfer(10, `transfer-test-nd-${account}`, '135790', account));
      expect(error.errorCode).toBe(ERROR_CODES.NOT_DOWNLINE);
    }
  });

  it.each([0, -5, 1.234])('refuses the amount %s with VALIDATION_ERROR', async (amount) => {
    await signIn('agent_div');
    const error = await refusal(transfer(amount, 'transfer-test-0005'));
    expect(error.errorCode).toBe(ERROR_CODES.VALIDATION);
  });
});

describe('account details', () => {
  it("shows the agent's profile, contract types, affiliate code, upline and team counts", async () => {
    await signIn('agent_div');
    const details = await callRoute(agent.accountDetails, {});
    expect(details).toMatchObject({
      account: 'agent_div', nickname: 'Dividend Boss', type: 1, contractTypes: ['DIVIDEND'], upline: null,
      team: { directMembers: 8, directAgents: 1, teamSize: 14 },
    });
    expect(details.affiliateCode).toMatch(/^AFF\d{3}$/);
    expect(details.referralLink).toBe(`/register?referralCode=${details.affiliateCode}`);
    // Newest first: the platform's daily salary contract (the ceiling of what it gives agent_daily, issue 31), then the dividend.
    expect(details.activeContracts).toMatchObject([
      { id: C.platformDivDaily, upline: 'platform', contractType: 'DAILY_SALARY', rate: 1.5 },
      { id: C.platformDiv, upline: 'platform', contractType: 'DIVIDEND', rate: 30 },
    ]);
  });

  it('shows a sub-agent its upline', async () => {
    await signIn('agent_daily');
    const details = await callRoute(agent.accountDetails, {});
    expect(details).toMatchObject({ upline: 'agent_div', type: 2, team: { directMembers: 6, directAgents: 0, teamSize: 6 } });
  });
});
