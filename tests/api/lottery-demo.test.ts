import { describe, expect, it, vi } from 'vitest';
import { LOTTO_PAYS, lottoMatches } from '../../src/demo-games/rules';
import { launchTickets } from '../../mocks/games/collections';
import { demoOutcome, TICKET_TTL_MS } from '../../mocks/games/demo';
import { LOTTO_MAX_BET, LOTTO_MIN_BET } from '../../mocks/games/lottery';
import { gamesOf } from '../../mocks/games/query';
import { ledger } from '../../mocks/wallet/collections';
import { balanceOf } from '../../mocks/wallet/ledger';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

const PICKS = [3, 9, 17, 24, 36];

/** G12 for one lottery game (launchMode LOTT, the betting view), as the lottery page's Bet button sends it. */
const lottQuery = (lottoArea: 'VN' | 'SEA', lottoGameCode?: string, lottoPrizeMode?: string) => ({
  launchMode: 'LOTT' as const, device: 'WEB', lottoArea, lottoView: 'betting' as const, ...(lottoGameCode ? { lottoGameCode } : {}), ...(lottoPrizeMode ? { lottoPrizeMode } : {}),
});

/** Opens one SEA lottery game; its gameUrl and ticket. */
async function lotteryTicket(gameCode = 'MY_MAG'): Promise<{ ticket: string; url: string }> {
  const value = await callRoute(contract.games.launch, { query: lottQuery('SEA', gameCode) });
  const url = value.gameUrl ?? '';
  const ticket = new URLSearchParams(url.split('?')[1]).get('ticket');
  if (!ticket) throw new Error('no ticket in the lottery URL');
  return { ticket, url };
}

/** G11's fields for a catalogue game; the ticket inside the URL it answers. */
async function catalogueTicket(game: ReturnType<typeof gamesOf>[number]): Promise<{ ticket: string; url: string }> {
  const value = await callRoute(contract.games.launch, {
    query: { gameId: game.gameId, nodeId: game.nodeId, accountType: 1, confirmTrans: 0, vassalage: game.vassalage, launchMode: 'GLS', platform: 'html5-desktop', clientType: 3 },
  });
  const url = value.content?.game_url ?? value.content?.game_url2 ?? '';
  return { url, ticket: new URLSearchParams(url.split('?')[1]).get('ticket') ?? '' };
}

/** A request id whose draw plays out as wanted for PICKS (the draw is seeded by ticket and request id). */
function requestIdFor(ticket: string, want: (round: ReturnType<typeof demoOutcome>) => boolean): string {
  for (let n = 0; n < 20_000; n += 1) {
    const id = `lotto-${String(n).padStart(6, '0')}`;
    if (want(demoOutcome('lottery', ticket, id, PICKS))) return id;
  }
  throw new Error('no such draw');
}

describe('the lottery lobby opens a game on the built-in lottery ticket page', () => {
  it('issues a real-money ticket whose session is the lottery game, with the draw in the URL', async () => {
    await loginAs('player01', 'Player@123');
    const { ticket, url } = await lotteryTicket();
    expect(url).toMatch(/^\/demo-games\/lottery\.html\?/);
    const params = new URLSearchParams(url.split('?')[1]);
    expect(params.get('mode')).toBe('real');
    expect(params.get('gameCode')).toBe('MY_MAG');
    expect(params.get('prizeMode')).toBe('SEA');
    expect(params.get('numero')).toMatch(/^\d+$/);
    const session = await callRoute(contract.games.demoSession, { query: { ticket } });
    expect(session).toMatchObject({
      kind: 'lottery', gameName: 'Magnum 4D', gameCode: 'MY_MAG', vassalage: 'TCG_SEA', gameType: 'LOTT',
      freeTrial: false, minBet: LOTTO_MIN_BET, maxBet: LOTTO_MAX_BET, balance: balanceOf('player01'),
    });
  });

  it('lives exactly the ticket time, however the clock moves while it is issued', async () => {
    await loginAs('player01', 'Player@123');
    // A clock that ticks on every reading: a ticket whose two ends came from two readings would be 1 ms long.
    let tick = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => (tick += 1));
    const { ticket } = await lotteryTicket();
    vi.restoreAllMocks();
    const record = launchTickets.findFirst((q) => q.where({ ticket }))!;
    expect(Date.parse(record.expiresAt) - Date.parse(record.createdAt)).toBe(TICKET_TTL_MS);
  });

  it('an ELOTT game plays as an e-lottery; the lobby without a game issues no ticket', async () => {
    await loginAs('player01', 'Player@123');
    const value = await callRoute(contract.games.launch, { query: lottQuery('VN', 'VN_FAST_1', 'Elott') });
    const ticket = new URLSearchParams(value.gameUrl!.split('?')[1]).get('ticket')!;
    expect((await callRoute(contract.games.demoSession, { query: { ticket } })).gameType).toBe('ELOTT');
    const lobby = await callRoute(contract.games.launch, { query: lottQuery('VN') });
    expect(new URLSearchParams(lobby.gameUrl!.split('?')[1]).has('ticket')).toBe(false);
  });

  it('catalogue lottery games launch on the lottery page too', async () => {
    await loginAs('player01', 'Player@123');
    const game = gamesOf('LOTT')[0]!;
    const value = await catalogueTicket(game);
    expect(value.url).toMatch(/^\/demo-games\/lottery\.html\?/);
    expect((await callRoute(contract.games.demoSession, { query: { ticket: value.ticket } })).kind).toBe('lottery');
  });
});

describe('a lottery round moves money through the wallet', () => {
  it('posts a BET debit and a WIN credit, and a repeated requestId spends nothing more', async () => {
    await loginAs('player01', 'Player@123');
    const { ticket } = await lotteryTicket();
    const requestId = requestIdFor(ticket, (round) => round.outcome === 'WIN');
    const expected = demoOutcome('lottery', ticket, requestId, PICKS);
    const before = balanceOf('player01');
    const value = await callRoute(contract.games.demoBet, { body: { ticket, stake: 10, requestId, picks: PICKS } });
    expect(value).toMatchObject({ outcome: 'WIN', symbols: expected.symbols, freeTrial: false });
    expect(value.multiplier).toBe(LOTTO_PAYS[lottoMatches(PICKS, value.symbols).length]);
    expect(value.win).toBe(10 * value.multiplier);
    expect(value.balance).toBe(Math.round((before - 10 + value.win) * 100) / 100);
    const rows = ledger.findMany((q) => q.where({ reference: `GAME:${value.roundId}` }));
    expect(rows.map((row) => [row.kind, row.amount])).toEqual([['BET', -10], ['WIN', value.win]]);

    const repeat = await callRoute(contract.games.demoBet, { body: { ticket, stake: 10, requestId, picks: PICKS } });
    expect(repeat).toEqual(value);
    expect(balanceOf('player01')).toBe(value.balance);
    expect(ledger.findMany((q) => q.where({ reference: `GAME:${value.roundId}` }))).toHaveLength(2);
  });

  it('a draw with fewer than two of the picks only debits', async () => {
    await loginAs('player01', 'Player@123');
    const { ticket } = await lotteryTicket();
    const requestId = requestIdFor(ticket, (round) => round.outcome === 'LOSE');
    const before = balanceOf('player01');
    const value = await callRoute(contract.games.demoBet, { body: { ticket, stake: 5, requestId, picks: PICKS } });
    expect(value).toMatchObject({ outcome: 'LOSE', win: 0, multiplier: 0, balance: before - 5 });
    expect(lottoMatches(PICKS, value.symbols).length).toBeLessThan(2);
    expect(ledger.findMany((q) => q.where({ reference: `GAME:${value.roundId}` })).map((row) => row.kind)).toEqual(['BET']);
  });

  it('never takes the balance below zero', async () => {
    await loginAs('newbie01', '123456');
    expect(balanceOf('newbie01')).toBe(0);
    const { ticket } = await lotteryTicket();
    const error = await refusal(callRoute(contract.games.demoBet, { body: { ticket, stake: 1, requestId: 'lotto-broke-01', picks: PICKS } }));
    expect(error.errorCode).toBe('balance_not_enough');
    expect(balanceOf('newbie01')).toBe(0);
  });

  it('refuses missing, repeated, out-of-range or too few numbers, and numbers on a slot ticket', async () => {
    await loginAs('player01', 'Player@123');
    const { ticket } = await lotteryTicket();
    const before = balanceOf('player01');
    const bet = (picks: number[] | undefined, requestId: string) =>
      refusal(callRoute(contract.games.demoBet, { body: { ticket, stake: 1, requestId, ...(picks ? { picks } : {}) } }));
    expect((await bet(undefined, 'lotto-bad-001')).errorCode).toBe('request_param_err');
    expect((await bet([1, 1, 2, 3, 4], 'lotto-bad-002')).status).toBe(400);
    expect((await bet([0, 1, 2, 3, 4], 'lotto-bad-003')).status).toBe(400);
    expect((await bet([1, 2, 3, 4, 37], 'lotto-bad-004')).status).toBe(400);
    expect((await bet([1, 2, 3, 4], 'lotto-bad-005')).status).toBe(400);
    const over = await refusal(callRoute(contract.games.demoBet, { body: { ticket, stake: LOTTO_MAX_BET + 1, requestId: 'lotto-bad-006', picks: PICKS } }));
    expect(over.errorCode).toBe('request_param_err');
    expect(balanceOf('player01')).toBe(before);

    const slot = gamesOf('RNG').find((game) => game.gameClassify === 'SLOT' && game.minBet <= 1)!;
    const launched = await catalogueTicket(slot);
    const onSlot = await refusal(callRoute(contract.games.demoBet, { body: { ticket: launched.ticket, stake: 1, requestId: 'lotto-bad-007', picks: PICKS } }));
    expect(onSlot.errorCode).toBe('request_param_err');
    expect(balanceOf('player01')).toBe(before);
  });
});
