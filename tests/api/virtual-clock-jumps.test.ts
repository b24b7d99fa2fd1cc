import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IncomeRecord } from '../../contracts/agent';
import { nextSettlement, unitWindow, type ContractType } from '../../contracts/shared/contract-settlement';
import { activeContractOf } from '../../mocks/agent/contract-rules';
import { CLOCK_EVENT_KINDS } from '../../mocks/clock-events';
import { incomeRecordsOf } from '../../mocks/agent/settlement';
import { teamOf } from '../../mocks/agent/team';
import { now, REFERENCE_DATE } from '../../mocks/engine/clock';
import { upcomingClockEvents } from '../../mocks/engine/clock-events';
import { jumpAhead, jumpToNextEvent, PAST_EVENT_MS, resetScenario } from '../../mocks/engine/scenario';
import { seedAccount } from '../../mocks/member/accounts';
import { bets, ledger } from '../../mocks/wallet/collections';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { mainBalance } from '../support/money';

useSimulatedBackend();

/*
 * Issue 36 point 1: QA jumps the simulated clock ahead, and what would have happened meanwhile has
 * happened when the app next reads it: each kind of settlement pays, a draw draws, a limit increase
 * takes effect after its 24-hour cooling-off, and a session expires (tests/api/virtual-clock.test.ts).
 */

const HOUR = 3_600_000;
const agent = contract.agent;

beforeEach(() => {
  // Two hours into the day after the seeded history: the first read settles only those hours.
  vi.useFakeTimers({ toFake: ['Date'], now: REFERENCE_DATE.getTime() + 2 * HOUR });
});

afterEach(() => {
  resetScenario();
  vi.useRealTimers();
});

const login = (account: string) => loginAs(account, seedAccount(account)?.password ?? 'Member@123');
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

/** A settled bet of the agent's team inside [start, end), so a sparse (hourly, real-time) window is listed and qualifies. */
async function teamBetIn(account: string, start: number): Promise<void> {
  const member = teamOf(account)[0]!.member.account;
  const template = bets.all().find((row) => row.account === member && row.status === 'SETTLED')!;
  const id = bets.all().reduce((max, row) => Math.max(max, row.id), 0) + 1;
  await bets.create({
    ...template, id, orderNo: `CLOCK-${id}`, betAmount: 900, validBet: 900, payout: 0, profitLoss: -900,
    betTime: new Date(start + 30_000).toISOString(), settleTime: new Date(start + 31_000).toISOString(),
  });
}

/**
 * The settlements of a contract for one window, as the member reads them: an agent through its salary
 * or dividend page; a member holding a contract (not an agent: no agent pages) through its balance,
 * which settles what is due (mocks/wallet/orders.ts), then the settlement records.
 */
async function settlementsOf(account: string, contractId: number, route: IncomeRead | null, window: { start: number; end: number }) {
  let rows: IncomeRecord[];
  if (route) {
    rows = (await route({ startTime: day(window.start), endTime: day(window.end - 1), page: 1, size: 200 })).content;
  } else {
    await callRoute(contract.wallet.getBalance);
    rows = incomeRecordsOf(account);
  }
  return rows.filter((row) => row.contractId === contractId && Date.parse(row.periodStart) === window.start);
}

type IncomeQuery = { startTime: string; endTime: string; page: number; size: number };
type IncomeRead = (query: IncomeQuery) => Promise<{ content: IncomeRecord[] }>;

const KINDS: { account: string; type: ContractType; route: IncomeRead | null; sparse?: boolean; label: string }[] = [
  { label: 'daily salary', account: 'agent_daily', type: 'DAILY_SALARY', route: (query) => callRoute(agent.dailySalary, { query }) },
  { label: 'hourly salary', account: 'agent_hourly', type: 'HOURLY_SALARY', route: (query) => callRoute(agent.hourlySalary, { query }), sparse: true },
  { label: 'real-time salary (every 5 minutes)', account: 'agent_rt', type: 'REALTIME_SALARY', route: (query) => callRoute(agent.realtimeSalary, { query }), sparse: true },
  { label: 'weekly dividend', account: 'agent_div', type: 'DIVIDEND', route: (query) => callRoute(agent.dividendRecords, { query }) },
  { label: 'semi-monthly dividend', account: 'agent_div_dl01', type: 'DIVIDEND', route: null },
  { label: 'monthly dividend', account: 'agent_div_dl02', type: 'DIVIDEND', route: null },
];

describe('a jump past a settlement settles it', () => {
  it.each(KINDS)('$label: the window is listed once the clock passes its settlement time', async ({ account, type, route, sparse }) => {
    await login(account);
    const terms = activeContractOf(account, type)!;
    // The read settles everything due so far; the next settlement is still to come.
    const { window, settleAt } = nextSettlement(terms, now());
    if (sparse) await teamBetIn(account, window.start);
    const listed = () => settlementsOf(account, terms.id, route, window);
    expect(await listed()).toHaveLength(0);

    jumpAhead(settleAt - now() + PAST_EVENT_MS);
    // A jump of days ends the session (30 idle minutes): QA logs in again, as the app would ask.
    await login(account);
    const rows = await listed();
    expect(rows).toHaveLength(1);
    expect(Date.parse(rows[0]!.settleTime)).toBe(settleAt);
    if (rows[0]!.status === 'PAID') {
      expect(ledger.all().filter((row) => row.reference === `AGT-${terms.id}-${window.start}`)).toHaveLength(1);
    }
  });

  it('a real-time window with the team’s bets pays the agent’s wallet on the jump', async () => {
    await login('agent_rt');
    const terms = activeContractOf('agent_rt', 'REALTIME_SALARY')!;
    const { window, settleAt } = nextSettlement(terms, now());
    await teamBetIn('agent_rt', window.start);
    const before = await mainBalance();
    jumpAhead(settleAt - now() + PAST_EVENT_MS);
    const after = await mainBalance();
    const credit = ledger.all().find((row) => row.reference === `AGT-${terms.id}-${window.start}`);
    expect(credit?.amount).toBeGreaterThan(0);
    expect(after).toBeCloseTo(before + credit!.amount, 2);
    expect(unitWindow(terms, now()).start).toBeGreaterThan(window.start);
  });
});

describe('a jump past a draw, a cooling-off and to the next event', () => {
  it('draws the next draw of a lottery game', async () => {
    const first = (await callRoute(contract.lottery.openedNumero, { query: {} })).list[0]!;
    expect(first.numero).not.toBe(first.nextNumero);
    jumpAhead(Date.parse(first.nextOpenTime!) - now() + PAST_EVENT_MS);
    const after = (await callRoute(contract.lottery.openedNumero, { query: { gameCode: first.gameCode } })).list[0]!;
    expect(after.numero).toBe(first.nextNumero);
    expect(after.winNo).toMatch(/\d/);
  });

  it('applies a deposit-limit increase once its 24-hour cooling-off has passed, not before', async () => {
    await login('player01');
    const limitOf = (status: Awaited<ReturnType<typeof readStatus>>) => status.limits.find((row) => row.kind === 'DEPOSIT' && row.period === 'MONTHLY')!;
    const readStatus = () => callRoute(contract.responsibleGaming.status);
    await callRoute(contract.responsibleGaming.setLimit, { body: { kind: 'DEPOSIT', period: 'MONTHLY', amount: 10_000 } });
    const raised = limitOf(await callRoute(contract.responsibleGaming.setLimit, { body: { kind: 'DEPOSIT', period: 'MONTHLY', amount: 20_000 } }));
    expect(raised).toMatchObject({ amount: 10_000, pending: { amount: 20_000 } });
    const effectiveAt = Date.parse(raised.pending!.effectiveAt);
    expect(effectiveAt - now()).toBeGreaterThan(23 * HOUR);

    jumpAhead(effectiveAt - now() - 60_000);
    await login('player01');
    expect(limitOf(await readStatus())).toMatchObject({ amount: 10_000, pending: { amount: 20_000 } });
    jumpAhead(60_000 + PAST_EVENT_MS);
    expect(limitOf(await readStatus())).toMatchObject({ amount: 20_000, pending: null });
  });

  it('names what is coming, soonest first, and the jump to the next event makes it happen', async () => {
    await login('player01');
    const events = upcomingClockEvents();
    const kinds = new Set(events.map((event) => event.kind));
    for (const kind of ['draw', 'sessionExpires', 'settlement.REALTIME_SALARY']) expect(kinds).toContain(kind);
    // Each kind named has its text in the toolbar (the locales test checks the list).
    for (const kind of kinds) expect(CLOCK_EVENT_KINDS).toContain(kind);
    expect(events.map((event) => event.at)).toEqual([...events.map((event) => event.at)].sort((a, b) => a - b));
    const next = jumpToNextEvent();
    expect(next).toEqual(events[0]);
    expect(now()).toBeGreaterThanOrEqual(next!.at);
    expect(upcomingClockEvents()[0]!.at).toBeGreaterThan(next!.at);
  });
});
