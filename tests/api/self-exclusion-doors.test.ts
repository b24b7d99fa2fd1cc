import type { AppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { contract as contractTree } from '../../contracts';
import { listRoutes } from '../../contracts/shared/routes';
import { setScenario } from '../../mocks/engine/scenario';
import type { MockContext } from '../../mocks/engine/implement';
import { seedAccount } from '../../mocks/member/accounts';
import { members } from '../../mocks/member/collections';
import { changePoints, pointsOf } from '../../mocks/points/ledger';
import { DOORS, type Door } from '../../mocks/responsibleGaming/doors';
import { ledgerSumOf } from '../../mocks/wallet/ledger';
import { callRoute, contract, type RouteArgs } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { firstCard, PAY, withdraw } from '../support/money';
import { refusal } from '../support/refusal';
import { exampleFor } from './examples';

useSimulatedBackend();

/*
 * Issue 31 point 4: a self-exclusion or time-out closes every door but withdrawal. Every route of the
 * contract is classified in mocks/responsibleGaming/doors.ts; the pipeline applies one guard to the
 * closed ones. These tests walk every route: a closed door refuses a blocked member (or a blocked
 * receiver), and an open one moves no money or points in for a self-excluded member.
 */

const routes = listRoutes(contractTree);
const doorOf = (key: string) => (DOORS as Record<string, Door | undefined>)[key];
const passwordOf = (account: string) => seedAccount(account)?.password ?? 'Member@123';

/** Logs in as `account`, self-excludes it for 6 months, and leaves the session of `then` (or its own) in use. */
async function selfExclude(account: string, then = account): Promise<void> {
  await loginAs(account, passwordOf(account));
  await callRoute(contract.responsibleGaming.selfExclude, { body: { term: '6M', password: passwordOf(account) } });
  if (then !== account) await loginAs(then, passwordOf(then));
}

/** An example's persona logged in and its arguments prepared, before any block (a preparation may deposit). */
async function prepared(key: string): Promise<{ route: AppRoute; persona: string; args: Record<string, unknown> }> {
  const example = exampleFor(key)!;
  const route = routes.find((entry) => entry.key === key)!.route;
  if (example.flags) setScenario({ flags: example.flags });
  useToken(null);
  await loginAs(example.persona, example.password ?? passwordOf(example.persona));
  const args = (typeof example.args === 'function' ? await example.args() : example.args) as Record<string, unknown>;
  return { route, persona: example.persona, args: structuredClone(args) };
}

const call = (route: AppRoute, args: Record<string, unknown>) => callRoute(route, args as RouteArgs<AppRoute>);

describe('every route is classified', () => {
  it('every route of the contract has a door, and every door a route (a new money route must be classified)', () => {
    const keys = routes.map((entry) => entry.key).sort();
    expect(Object.keys(DOORS).sort()).toEqual(keys);
  });
});

const memberExample = (key: string) => exampleFor(key)?.persona !== 'guest';
const closed = routes.filter(({ key }) => !['open', 'withdrawal'].includes(doorOf(key)!.door) && memberExample(key)).map(({ key }) => key);
const open = routes.filter(({ key }) => doorOf(key)!.door === 'open' && memberExample(key)).map(({ key }) => key);

describe('a closed door refuses a blocked member', () => {
  it.each(closed)('%s', async (key) => {
    const door = doorOf(key)!;
    const { route, persona, args } = await prepared(key);
    // An agent contract's processing is closed when it accepts.
    if (door.door === 'money-in' && door.when) {
      for (const part of ['body', 'query'] as const) if (args[part]) (args[part] as Record<string, unknown>).status = 'A';
    }
    if (door.door === 'receive') {
      const member = members.findFirst((q) => q.where({ account: persona }))!;
      const receiver = door.receiver(args, { member } as unknown as MockContext)!;
      expect(receiver, `${key} names its receiver`).toBeTruthy();
      await selfExclude(receiver, persona);
      const refused = await refusal(call(route, args));
      expect(refused.errorCode).toBe('rg_receiver_blocked');
      expect(refused.value).toEqual({ reason: 'RECEIVER_BLOCKED' });
      return;
    }
    await selfExclude(persona);
    const refused = await refusal(call(route, args));
    expect(refused.errorCode).toBe('rg_self_excluded');
    expect(refused.message).toMatch(/you can still withdraw your balance/);
  });
});

describe('an open door moves nothing in for a self-excluded member', () => {
  it.each(open)('%s', async (key) => {
    const { route, persona, args } = await prepared(key);
    await selfExclude(persona);
    const cash = ledgerSumOf(persona);
    const points = pointsOf(persona);
    const answer = await call(route, args).then(
      () => null,
      (error: { errorCode?: string }) => error.errorCode ?? null,
    );
    // No open route carries a block check of its own (the guard is one), but a second term is refused.
    if (!['responsibleGaming.selfExclude', 'responsibleGaming.timeOut'].includes(key)) expect(answer).not.toBe('rg_self_excluded');
    expect(ledgerSumOf(persona), 'cash in').toBeLessThanOrEqual(cash);
    expect(pointsOf(persona), 'points in').toBeLessThanOrEqual(points);
  });
});

// ------------------------------------------------------------ the four doors found open (issue 31)

describe('the doors the issue found open', () => {
  it('a self-excluded member cannot convert points to cash', async () => {
    await selfExclude('player01');
    const refused = await refusal(callRoute(contract.points.convert, { body: { points: 1_400, password: PAY, requestId: 'doors-convert' } }));
    expect(refused.errorCode).toBe('rg_self_excluded');
  });

  it('a self-excluded member cannot redeem a bonus item', async () => {
    await changePoints('player01', 'ADJUST', 10_000, 'Test points for a redeem', 'TEST');
    await selfExclude('player01');
    // Item 4: 20 free spins, a BONUS item of the mall.
    const refused = await refusal(callRoute(contract.points.redeem, { body: { rewardId: 4, quantity: 1, password: PAY, requestId: 'doors-redeem' } }));
    expect(refused.errorCode).toBe('rg_self_excluded');
  });

  it('a self-excluded member cannot launch a real-money lottery game', async () => {
    await selfExclude('player01');
    const query = { launchMode: 'LOTT', device: 'WEB', lottoArea: 'VN', lottoView: 'betting', hasLobby: true, language: 'EN', lottoGameCode: 'VN_MB', lottoPrizeMode: 'Lott' } as const;
    const refused = await refusal(callRoute(contract.games.launch, { query }));
    expect(refused.errorCode).toBe('rg_self_excluded');
  });

  it('a self-excluded agent receives no transfer from its downline', async () => {
    // player01's upline is agent_div.
    await selfExclude('agent_div', 'player01');
    const before = ledgerSumOf('agent_div');
    const refused = await refusal(
      callRoute(contract.wallet.transferToUpline, { body: { transferAmount: 50, password: PAY, requestId: 'doors-upline' } }),
    );
    expect(refused.errorCode).toBe('rg_receiver_blocked');
    // The sender reads it in its language (rgErrors.receiverBlocked), with no date of the receiver's block.
    expect(refused.messageKey).toBe('rgErrors.receiverBlocked');
    expect(refused.message).not.toMatch(/until/);
    expect(ledgerSumOf('agent_div')).toBe(before);
  });

  it('an agent on a time-out receives no transfer from its downline either', async () => {
    await loginAs('agent_div', passwordOf('agent_div'));
    await callRoute(contract.responsibleGaming.timeOut, { body: { period: '24H', password: passwordOf('agent_div') } });
    await loginAs('player01', passwordOf('player01'));
    const refused = await refusal(
      callRoute(contract.wallet.transferToUpline, { body: { transferAmount: 50, password: PAY, requestId: 'doors-upline-timeout' } }),
    );
    expect(refused.value).toEqual({ reason: 'RECEIVER_BLOCKED' });
  });

  it('a self-excluded member still withdraws', async () => {
    await selfExclude('player01');
    const made = await withdraw(await firstCard(), 100, 'doors-withdraw');
    expect(made.status).toBe('PENDING');
  });
});
