import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledSamples, settleWindow, unitWindow } from '../../contracts/shared/contract-settlement';
import { activeContractOf } from '../../mocks/agent/contract-rules';
import { liveIncomeRecords } from '../../mocks/agent/collections';
import { contractScope, teamOf } from '../../mocks/agent/team';
import { REFERENCE_DATE } from '../../mocks/engine/clock';
import { seedAccount } from '../../mocks/member/accounts';
import { bets } from '../../mocks/wallet/collections';
import { ledger } from '../../mocks/wallet/collections';
import { balanceOf, ledgerSumOf } from '../../mocks/wallet/ledger';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { mainBalance } from '../support/money';

useSimulatedBackend();

/*
 * A closed real-time salary window is paid into the agent's wallet through
 * the ledger once (SPEC §6/§9: settled every 5 minutes), however many reads
 * reach the backend at once when it falls due.
 */

const agent = contract.agent;
const AGENT = 'agent_rt';
const BURST = 20;

afterEach(() => {
  vi.useRealTimers();
});

/** Two settled bets of a team member inside the window starting at `start`: 200.50 of valid bet. */
async function betInWindow(start: number): Promise<void> {
  const member = teamOf(AGENT)[0]!.member.account;
  const template = bets.all().find((row) => row.account === member && row.status === 'SETTLED')!;
  const maxId = bets.all().reduce((max, row) => Math.max(max, row.id), 0);
  for (const [index, validBet] of [120, 80.5].entries()) {
    const placed = start + (index + 1) * 30_000;
    await bets.create({
      ...template, id: maxId + index + 1, orderNo: `RT-BURST-${index}`, betAmount: validBet, validBet, payout: 0, profitLoss: -validBet,
      betTime: new Date(placed).toISOString(), settleTime: new Date(placed + 1_000).toISOString(),
    });
  }
}

/**
 * Logs the agent in and sets the clock inside the real-time window starting `hours` after the reference date,
 * with the team's bets placed in it: the window the test then closes.
 */
async function windowWithBets(hours: number) {
  await loginAs(AGENT, seedAccount(AGENT)?.password ?? 'Member@123');
  const terms = activeContractOf(AGENT, 'REALTIME_SALARY')!;
  const window = unitWindow(terms, REFERENCE_DATE.getTime() + hours * 3_600_000);
  vi.useFakeTimers({ toFake: ['Date'], now: window.start + 10_000 });
  await betInWindow(window.start);
  return { terms, window, reference: `AGT-${terms.id}-${window.start}` };
}

/** What the shared rules say the window pays, and its one ledger credit (fails on none or on two). */
function paidOnce({ terms, window, reference }: Awaited<ReturnType<typeof windowWithBets>>) {
  const pure = settleWindow(terms, settledSamples(bets.all().filter((bet) => contractScope(AGENT).has(bet.account))), window);
  const credits = ledger.all().filter((row) => row.reference === reference);
  expect(credits).toHaveLength(1);
  expect(credits[0]).toMatchObject({ account: AGENT, kind: 'SALARY', amount: pure.amount });
  return pure;
}

describe('real-time salary is credited to the wallet once per window', () => {
  it('20 parallel reads as the window closes credit it once, and header = wallet = ledger', async () => {
    const closing = await windowWithBets(3);
    const { terms, window, reference } = closing;
    // Everything due before the window is settled and paid first: the burst then owes this window only.
    await callRoute(agent.accountDetails);
    const before = balanceOf(AGENT);
    expect(ledger.all().filter((row) => row.reference === reference)).toHaveLength(0);

    vi.setSystemTime(window.end + 1_000);
    const day = new Date(window.start).toISOString().slice(0, 10);
    const reads = [
      () => callRoute(agent.realtimeSalary, { query: { startTime: day, endTime: day } }),
      () => callRoute(agent.accountDetails),
      () => callRoute(agent.teamOverview, { query: { startTime: day, endTime: day } }),
      () => callRoute(agent.revenue, { query: { startTime: day, endTime: day } }),
    ];
    await Promise.all(Array.from({ length: BURST }, (_, index) => reads[index % reads.length]!()));

    const pure = paidOnce(closing);
    expect(pure).toMatchObject({ teamValidBet: 200.5, qualified: true });
    expect(liveIncomeRecords.all().filter((row) => row.contractId === terms.id && Date.parse(row.periodStart) === window.start)).toHaveLength(1);

    const header = await mainBalance();
    expect(balanceOf(AGENT)).toBe(Math.round((before + pure.amount) * 100) / 100);
    expect(header).toBe(balanceOf(AGENT));
    expect(ledgerSumOf(AGENT)).toBe(balanceOf(AGENT));
    const page = await callRoute(agent.realtimeSalary, { query: { startTime: day, endTime: day } });
    expect(page.lastSettlement).toMatchObject({ periodStart: new Date(window.start).toISOString(), amount: pure.amount, status: 'PAID' });
  });

  it('the header balance alone settles a window that fell due: 20 parallel balance reads credit it once', async () => {
    const closing = await windowWithBets(4);
    await callRoute(contract.wallet.getBalance);
    const before = balanceOf(AGENT);
    expect(ledger.all().filter((row) => row.reference === closing.reference)).toHaveLength(0);

    // No agent-centre read after the window closes: only the header's balance, many at once.
    vi.setSystemTime(closing.window.end + 1_000);
    const answers = await Promise.all(Array.from({ length: BURST }, () => mainBalance()));

    const pure = paidOnce(closing);
    expect(pure.qualified).toBe(true);
    const after = Math.round((before + pure.amount) * 100) / 100;
    expect(answers.every((answer) => answer === after)).toBe(true);
    expect(ledgerSumOf(AGENT)).toBe(balanceOf(AGENT));
  });

  it('a window the team did not reach pays nothing and writes no ledger row', async () => {
    await loginAs(AGENT, seedAccount(AGENT)?.password ?? 'Member@123');
    const terms = activeContractOf(AGENT, 'REALTIME_SALARY')!;
    const window = unitWindow(terms, REFERENCE_DATE.getTime() + 5 * 3_600_000);
    vi.useFakeTimers({ toFake: ['Date'], now: window.end + 1_000 });
    await callRoute(agent.accountDetails);
    expect(ledger.all().filter((row) => row.reference === `AGT-${terms.id}-${window.start}`)).toHaveLength(0);
    expect(ledgerSumOf(AGENT)).toBe(balanceOf(AGENT));
  });
});
