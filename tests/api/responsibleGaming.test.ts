import { afterEach, describe, expect, it, vi } from 'vitest';
import { RG_COOLING_OFF_MS } from '../../contracts/shared/responsible-gaming';
import { gamesOf } from '../../mocks/games/query';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { refusal } from '../support/refusal';
import { deposit as depositVia, firstCard, withdraw } from '../support/money';

useSimulatedBackend();
afterEach(() => vi.useRealTimers());

const rg = contract.responsibleGaming;
let counter = 0;
const rid = () => `rg-test-${Date.now()}-${(counter += 1)}`;
/** GCash: approved at once, so no open order stands in the way of the next deposit. */
const deposit = (amount: number) => depositVia(1, amount, rid());
const limit = async (kind: 'DEPOSIT' | 'LOSS' | 'WAGER', period: 'DAILY' | 'WEEKLY' | 'MONTHLY') =>
  (await callRoute(rg.status)).limits.find((row) => row.kind === kind && row.period === period)!;
/** G11's fields for a slot (WIRE.md §6.4). */
const slot = () => {
  const game = gamesOf('RNG').find((candidate) => candidate.gameClassify === 'SLOT' && candidate.minBet <= 1)!;
  return { gameId: game.gameId, nodeId: game.nodeId, accountType: 1, confirmTrans: 0, vassalage: game.vassalage, launchMode: 'GLS' as const, platform: 'html5-desktop', clientType: 3 };
};
/** The demo ticket in a launch answer's URL. */
const ticketOf = (value: { content?: { game_url?: string | null; game_url2?: string | null } | null }) =>
  new URLSearchParams((value.content?.game_url ?? value.content?.game_url2 ?? '').split('?')[1]).get('ticket') ?? '';

describe('limits', () => {
  it('applies a decrease at once and refuses a deposit over it, naming the limit and its reset', async () => {
    await loginAs('player01', 'Player@123');
    const status = await callRoute(rg.setLimit, { body: { kind: 'DEPOSIT', period: 'DAILY', amount: 1_000 } });
    expect(status.limits.find((row) => row.kind === 'DEPOSIT' && row.period === 'DAILY')).toMatchObject({ amount: 1_000, pending: null, used: 0 });
    await deposit(600);
    const refused = await refusal(deposit(500));
    expect(refused.errorCode).toBe('rg_limit_reached');
    expect(refused.message).toMatch(/daily deposit limit of 1,000\.00 allows 400\.00 more; it resets at \d{4}-\d{2}-\d{2} 00:00 UTC/);
    expect(refused.value).toMatchObject({ period: 'DAILY', limit: '1,000.00', remaining: '400.00' });
    expect((await deposit(400)).status).toBe('APPROVED');
    expect((await limit('DEPOSIT', 'DAILY')).used).toBe(1_000);
  });

  it('keeps an increase pending for 24 hours, then applies it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await loginAs('player01', 'Player@123');
    await callRoute(rg.setLimit, { body: { kind: 'DEPOSIT', period: 'WEEKLY', amount: 1_000 } });
    const raised = await callRoute(rg.setLimit, { body: { kind: 'DEPOSIT', period: 'WEEKLY', amount: 5_000 } });
    const weekly = raised.limits.find((row) => row.kind === 'DEPOSIT' && row.period === 'WEEKLY')!;
    expect(weekly.amount).toBe(1_000);
    expect(Date.parse(weekly.pending!.effectiveAt) - Date.parse(raised.session.serverTime)).toBe(RG_COOLING_OFF_MS);
    expect((await refusal(deposit(2_000))).errorCode).toBe('rg_limit_reached');
    vi.setSystemTime(Date.now() + RG_COOLING_OFF_MS + 1_000);
    await loginAs('player01', 'Player@123');
    expect(await limit('DEPOSIT', 'WEEKLY')).toMatchObject({ amount: 5_000, pending: null });
  });

  it('shows the seeded pending increase of the limits persona and refuses a stake over its daily wager limit', async () => {
    await loginAs('safeplay01', 'Safe@1234');
    const status = await callRoute(rg.status);
    expect(status.limits.find((row) => row.kind === 'DEPOSIT' && row.period === 'WEEKLY')).toMatchObject({ amount: 5_000, pending: { amount: 8_000 } });
    expect(status.realityCheck.intervalMinutes).toBe(30);
    await callRoute(rg.setLimit, { body: { kind: 'WAGER', period: 'DAILY', amount: 1 } });
    const ticket = ticketOf(await callRoute(contract.games.launch, { query: slot() }));
    await callRoute(contract.games.demoBet, { body: { ticket, stake: 1, requestId: rid() } });
    const over = await refusal(callRoute(contract.games.demoBet, { body: { ticket, stake: 1, requestId: rid() } }));
    expect(over.errorCode).toBe('rg_limit_reached');
    expect(over.message).toMatch(/daily wager limit/);
  });

  it('lets 20 parallel deposits take the daily limit and never more', async () => {
    await loginAs('player01', 'Player@123');
    await callRoute(rg.setLimit, { body: { kind: 'DEPOSIT', period: 'DAILY', amount: 1_000 } });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => deposit(300)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect((await limit('DEPOSIT', 'DAILY')).used).toBe(900);
  });

  it('ends the session at the session-length limit and refuses a launch past it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await loginAs('player01', 'Player@123');
    await callRoute(rg.setSessionLimit, { body: { minutes: 15 } });
    await callRoute(contract.games.launch, { query: slot() });
    vi.setSystemTime(Date.now() + 15 * 60_000);
    // The token is still sent, but its session is over: the platform's code for a dead token.
    const refused = await refusal(callRoute(contract.games.launch, { query: slot() }));
    expect(refused.status).toBe(401);
    expect(refused.errorCode).toBe('user.or.token.invalid');
  });
});

describe('time-out', () => {
  it('needs the password, logs out, and refuses login until it ends with the end time shown', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await loginAs('player01', 'Player@123');
    expect((await refusal(callRoute(rg.timeOut, { body: { period: '24H', password: 'wrong-one' } }))).errorCode).toBe('password_incorrect');
    await callRoute(rg.timeOut, { body: { period: '24H', password: 'Player@123' } });
    expect((await refusal(callRoute(rg.status))).status).toBe(401);
    const refused = await refusal(loginAs('player01', 'Player@123'));
    expect(refused.errorCode).toBe('rg_time_out');
    expect(refused.message).toMatch(/time-out until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000 + 1_000);
    await loginAs('player01', 'Player@123');
    expect((await callRoute(rg.status)).block.kind).toBe('NONE');
  });

  it('refuses the seeded time-out persona', async () => {
    expect((await refusal(loginAs('timeout01', 'Pause@1234'))).errorCode).toBe('rg_time_out');
  });
});

describe('self-exclusion', () => {
  it('allows login and withdrawal but refuses launch, deposit, promotions and a change of term', async () => {
    await loginAs('player01', 'Player@123');
    const excluded = await callRoute(rg.selfExclude, { body: { term: '6M', password: 'Player@123' } });
    expect(excluded.block).toMatchObject({ kind: 'SELF_EXCLUSION' });
    await loginAs('player01', 'Player@123');
    const launch = await refusal(callRoute(contract.games.launch, { query: slot() }));
    expect(launch.errorCode).toBe('rg_self_excluded');
    expect(launch.message).toMatch(/self-excluded until .* you can still withdraw/);
    expect((await refusal(deposit(500))).errorCode).toBe('rg_self_excluded');
    expect((await refusal(callRoute(contract.promotions.claimRebate, { body: { requestId: rid() } }))).errorCode).toBe('rg_self_excluded');
    expect((await refusal(callRoute(rg.selfExclude, { body: { term: '5Y', password: 'Player@123' } }))).errorCode).toBe('rg_self_excluded');
    const withdrawal = await withdraw(await firstCard(), 100, rid());
    expect(withdrawal.status).toBe('PENDING');
  });
});

describe('activity summary', () => {
  it('lists every vertical with time played, bets, wins and net, totals adding up', async () => {
    await loginAs('safeplay01', 'Safe@1234');
    const activity = await callRoute(rg.activity, { query: {} });
    expect(activity.rows.map((row) => row.gameType)).toEqual(['LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'COCKFIGHT', 'LOTT', 'PVP']);
    const slots = activity.rows.find((row) => row.gameType === 'RNG')!;
    expect(slots.betCount).toBe(11);
    expect(slots.betAmount).toBe(220);
    expect(slots.minutesPlayed).toBeGreaterThanOrEqual(10);
    expect(activity.totals.betCount).toBe(activity.rows.reduce((sum, row) => sum + row.betCount, 0));
    expect(activity.totals.net).toBeCloseTo(activity.rows.reduce((sum, row) => sum + row.net, 0), 2);
  });
});
