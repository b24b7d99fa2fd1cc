import type { AppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import type { Contract } from '../../contracts/shared/entities';
import { contract as contractTree } from '../../contracts';
import { listRoutes } from '../../contracts/shared/routes';
import { contracts } from '../../mocks/agent/collections';
import { setScenario } from '../../mocks/engine/scenario';
import { seedAccount } from '../../mocks/member/accounts';
import { pointsOf } from '../../mocks/points/ledger';
import { DOORS } from '../../mocks/responsibleGaming/doors';
import { rgSettings } from '../../mocks/responsibleGaming/collections';
import { gamesOf } from '../../mocks/games/query';
import { ledger } from '../../mocks/wallet/collections';
import { ledgerSumOf } from '../../mocks/wallet/ledger';
import { callRoute, contract, type RouteArgs } from '../../src/lib/api';
import { burst } from '../support/burst';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { deposit, firstCard, move, withdraw, withdrawSettings } from '../support/money';
import { exampleFor } from './examples';

useSimulatedBackend();

/*
 * Issue 31's money rules under a burst (tests/support/burst.ts): contract offers against their
 * ceilings, cancels against the turnover hold and the loss limit, and a self-exclusion against every
 * money route.
 */

let counter = 0;
const rid = (label: string) => `rule-burst-${label}-${(counter += 1)}`;
const signIn = (username: string) => loginAs(username, seedAccount(username)?.password ?? 'Member@123');
const round2 = (value: number) => Math.round(value * 100) / 100;

const offerBody = (subordinateName: string, contractType: Contract['contractType'], rate: number) => ({
  subordinateName, contractType, rate, period: 'DAILY' as const, periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1,
  ...(contractType === 'DAILY_SALARY' ? { betAmountPerDay: 100 } : {}),
  ...(contractType === 'HOURLY_SALARY' ? { betAmountPerHour: 100 } : {}),
});

const live = (row: Contract) => row.status === 'ACTIVE' || row.status === 'OFFERED';

describe('contract offers under a burst', () => {
  it('20 offers of types the agent holds none of, up to 100 %, are all refused', async () => {
    await signIn('agent_hourly');
    const types = ['REALTIME_SALARY', 'DAILY_SALARY', 'DIVIDEND'] as const;
    const { ok } = await burst((index) => callRoute(contract.agent.offerContract, { body: offerBody('agent_hourly_dl03', types[index % 3]!, 100) }));
    expect(ok).toEqual([]);
    expect(contracts.all().filter((row) => row.account === 'agent_hourly_dl03')).toEqual([]);
  });

  it('20 offers at rates around the ceiling: none above it is ever made', async () => {
    await signIn('agent_rt');
    // agent_rt holds real-time salary at 0.8 %: rates 0.70 to 0.89.
    const { ok } = await burst((index) => callRoute(contract.agent.offerContract, { body: offerBody('agent_rt_dl03', 'REALTIME_SALARY', round2(0.7 + index / 100)) }));
    expect(ok.length).toBeGreaterThan(0);
    expect(ok.every((made) => made.rate <= 0.8)).toBe(true);
    expect(contracts.all().filter((row) => row.account === 'agent_rt_dl03' && live(row) && row.rate > 0.8)).toEqual([]);
  });

  it('offers racing the end of the agent\'s own contract: nothing it gave of that type outlives the ceiling', async () => {
    await signIn('agent_daily');
    // One copy ends agent_daily's own daily salary contract (C); the others offer its downline that type at once.
    await burst((index) =>
      index === 0
        ? callRoute(contract.agent.processDailySalary, { body: { id: 4, status: 'C' } })
        : callRoute(contract.agent.offerContract, { body: offerBody('agent_daily_dl03', 'DAILY_SALARY', round2(0.5 + index / 20)) }),
    );
    expect(contracts.findFirst((q) => q.where({ id: 4 }))?.status).toBe('TERMINATED');
    expect(contracts.all().filter((row) => row.upline === 'agent_daily' && row.contractType === 'DAILY_SALARY' && live(row))).toEqual([]);
  });
});

describe('cancels under a burst against holds and limits', () => {
  it('20 withdrawals and their cancels at once leave the turnover hold as it was', async () => {
    await signIn('player01');
    setScenario({ backOffice: 'paused' });
    await move('MAIN', 'SAFE_BOX', 45_000);
    await deposit(1, 20_000, rid('deposit'));
    const before = await withdrawSettings();
    expect(before.lockedByTurnover).toBeGreaterThan(10_000);
    const card = await firstCard();
    // Each copy withdraws 100 and cancels it at once; they interleave on the member's lock.
    await burst(async (index) => {
      const made = await withdraw(card, 100, rid(`w${index}`));
      return callRoute(contract.wallet.cancelWithdraw, { body: { withdrawId: made.id } });
    });
    const after = await withdrawSettings();
    expect({ locked: after.lockedByTurnover, turnover: after.turnover, balance: after.balance }).toEqual({
      locked: before.lockedByTurnover, turnover: before.turnover, balance: before.balance,
    });
    // What the hold keeps is still kept: a withdrawal above the free part is refused.
    const over = await withdraw(card, Math.floor(before.balance - before.lockedByTurnover) + 1_000, rid('over')).then(
      () => null,
      (error: { errorCode?: string }) => error.errorCode,
    );
    expect(over).toBe('withdraw_turnover_not_enough');
  });

  it('at the loss limit, 20 withdraw-cancel-bet sequences at once place no bet past it (a loss limit reset by a cancel)', async () => {
    await signIn('player01');
    setScenario({ backOffice: 'paused' });
    await callRoute(contract.responsibleGaming.setLimit, { body: { kind: 'LOSS', period: 'DAILY', amount: 50 } });
    const lossUsed = async () => (await callRoute(contract.responsibleGaming.status)).limits.find((row) => row.kind === 'LOSS' && row.period === 'DAILY')!.used;
    const usedBefore = await lossUsed();
    const ticket = await slotTicket();
    const card = await firstCard();
    // Play until the limit refuses a round: then the burst can only pass it by a count that forgets a stake.
    for (let round = 0; round < 500; round += 1) {
      const placed = await callRoute(contract.games.demoBet, { body: { ticket, stake: 5, requestId: rid('reach') } }).then(() => true, () => false);
      if (!placed) break;
    }
    // Each copy withdraws, cancels (a refund on the ledger), then bets: the bets land after refunds.
    await burst(async (index) => {
      const made = await withdraw(card, 1_000, rid(`lw${index}`));
      await callRoute(contract.wallet.cancelWithdraw, { body: { withdrawId: made.id } });
      return callRoute(contract.games.demoBet, { body: { ticket, stake: 5, requestId: rid(`bet${index}`) } }).catch((error: { errorCode?: string }) => {
        expect(error.errorCode).toBe('rg_limit_reached');
      });
    });
    // Counted from the facts, not from the rule under test: the rounds' stakes less what they paid back.
    const rounds = ledger.findMany((q) => q.where({ account: 'player01' })).filter((row) => row.reference.startsWith('GAME:'));
    const net = -rounds.reduce((sum, row) => sum + row.amount, 0);
    expect(round2(usedBefore + Math.max(0, net))).toBeLessThanOrEqual(50);
    expect(await lossUsed()).toBeLessThanOrEqual(50);
  });
});

/** G11's fields for a slot that takes a stake of 5 (WIRE.md §6.4). */
function slotQuery() {
  const game = gamesOf('RNG').find((candidate) => candidate.gameClassify === 'SLOT' && candidate.minBet <= 5 && candidate.maxBet >= 5)!;
  return { gameId: game.gameId, nodeId: game.nodeId, accountType: 1, confirmTrans: 0, vassalage: game.vassalage, launchMode: 'GLS' as const, platform: 'html5-desktop', clientType: 3 };
}

async function slotTicket(): Promise<string> {
  const launch = await callRoute(contract.games.launch, { query: slotQuery() });
  return new URLSearchParams((launch.content?.game_url ?? launch.content?.game_url2 ?? '').split('?')[1]).get('ticket') ?? '';
}

// ------------------------------------------------------------------------- self-exclusion

const routes = listRoutes(contractTree);
const closedDoors = routes
  .filter(({ key }) => {
    const door = (DOORS as Record<string, { door: string }>)[key]!.door;
    return door !== 'open' && door !== 'withdrawal' && door !== 'receive' && exampleFor(key)?.persona !== 'guest';
  })
  .map(({ key, route }) => [key, route] as const);

describe('self-exclusion on every money route under a burst', () => {
  it.each(closedDoors)('%s: 20 copies from a self-excluded member all refused, nothing moves in', async (key, route: AppRoute) => {
    const example = exampleFor(key)!;
    if (example.flags) setScenario({ flags: example.flags });
    useToken(null);
    await signIn(example.persona);
    const args = structuredClone((typeof example.args === 'function' ? await example.args() : example.args) as Record<string, unknown>);
    // An agent contract's processing is a closed door when it accepts (doors.ts).
    if (key.startsWith('agent.process')) for (const part of ['body', 'query'] as const) if (args[part]) (args[part] as Record<string, unknown>).status = 'A';
    await callRoute(contract.responsibleGaming.selfExclude, { body: { term: '6M', password: seedAccount(example.persona)?.password ?? 'Member@123' } });
    const cash = ledgerSumOf(example.persona);
    const points = pointsOf(example.persona);
    // Requests that carry a requestId get one each: every copy is a new request, not a replay.
    const { ok, refused } = await burst((index) => {
      const body = args.body as Record<string, unknown> | undefined;
      const copy = body && 'requestId' in body ? { ...args, body: { ...body, requestId: `${String(body.requestId)}-${index}` } } : args;
      return callRoute(route, copy as RouteArgs<AppRoute>);
    });
    expect(ok).toEqual([]);
    expect(refused.every((error) => error.errorCode === 'rg_self_excluded')).toBe(true);
    expect(ledgerSumOf(example.persona)).toBe(cash);
    expect(pointsOf(example.persona)).toBe(points);
  });

  it('20 bets racing a self-exclusion: none is placed after the exclusion starts', async () => {
    await signIn('player01');
    const ticket = await slotTicket();
    const { ok, refused } = await burst<unknown>((index) =>
      index === 10
        ? callRoute(contract.responsibleGaming.selfExclude, { body: { term: '6M', password: 'Player@123' } })
        : callRoute(contract.games.demoBet, { body: { ticket, stake: 5, requestId: rid(`race${index}`) } }),
    );
    const since = Date.parse(rgSettings.findFirst((q) => q.where({ account: 'player01' }))!.exclusion!.since);
    const placed = ledger.findMany((q) => q.where({ account: 'player01', kind: 'BET' })).filter((row) => row.reference.startsWith('GAME:'));
    expect(placed.every((row) => Date.parse(row.createTime) <= since)).toBe(true);
    expect(placed.length).toBe(ok.length - 1);
    expect(refused.every((error) => error.errorCode === 'rg_self_excluded')).toBe(true);
  });
});
