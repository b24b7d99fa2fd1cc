import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOBBY_PAGE_SIZE, VENDORS_BY_CATEGORY } from '../../contracts/shared/constants';
import { setScenario } from '../../mocks/engine/scenario';
import { buildCatalogue, catalogueGames } from '../../mocks/games/catalogue';
import { launchTickets, recentPlays } from '../../mocks/games/collections';
import { configureLaunchCdns, demoOutcome, FREE_TRIAL_CREDITS, TICKET_TTL_MS } from '../../mocks/games/demo';
import { gameById, gamesOf } from '../../mocks/games/query';
import { ledger } from '../../mocks/wallet/collections';
import { balanceOf } from '../../mocks/wallet/ledger';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

afterEach(() => {
  configureLaunchCdns(['']);
  vi.restoreAllMocks();
});

async function startTrial(): Promise<string> {
  const value = await callRoute(contract.session.freePlay, { body: { os: 'Linux', platform: 'W' } });
  useToken(value.token);
  const info = await callRoute(contract.member.getInfo);
  return info.account;
}

/** A catalogue game matching a condition (the seed is fixed, so this is stable). */
function pick(gameType: string, test: (game: NonNullable<ReturnType<typeof gameById>>) => boolean) {
  const game = gamesOf(gameType).find(test);
  if (!game) throw new Error(`no ${gameType} game fits`);
  return game;
}

type CatalogueGame = NonNullable<ReturnType<typeof gameById>>;

/** G11's fields for a catalogue game (WIRE.md §6.4): accountType 1 real, 0 trial. */
const launchQuery = (game: CatalogueGame, freeTrial = false) => ({
  gameId: game.gameId,
  nodeId: game.nodeId,
  accountType: freeTrial ? 0 : 1,
  confirmTrans: 0,
  vassalage: game.vassalage,
  launchMode: 'GLS' as const,
  platform: 'html5-desktop',
  clientType: 3,
  merchantCode: 'rjc',
});

/** The launch URL an answer names (game_url, else game_url2) and the demo ticket in it. */
function opened(value: { content?: { game_url?: string | null; game_url2?: string | null } | null }) {
  const url = value.content?.game_url ?? value.content?.game_url2 ?? '';
  return { url, ticket: new URL(url, 'http://localhost').searchParams.get('ticket') ?? '', params: new URL(url, 'http://localhost').searchParams };
}

const launch = async (game: CatalogueGame, freeTrial = false) => opened(await callRoute(contract.games.launch, { query: launchQuery(game, freeTrial) }));
const trialQuery = (game: CatalogueGame) => ({ gameId: game.gameId, nodeId: game.nodeId, vassalage: game.vassalage, platform: 'html5-desktop' });
const trialLaunch = async (game: CatalogueGame) => opened(await callRoute(contract.games.trialLaunch, { query: trialQuery(game) }));

/** A request id whose round the demo game deterministically plays out as wanted. */
function requestIdFor(kind: 'slot' | 'table', ticket: string, want: (outcome: ReturnType<typeof demoOutcome>) => boolean): string {
  for (let n = 0; n < 5000; n += 1) {
    const id = `round-${String(n).padStart(6, '0')}`;
    if (want(demoOutcome(kind, ticket, id))) return id;
  }
  throw new Error('no such round');
}

describe('the catalogue', () => {
  it('holds 10,000 games over the SPEC vendor codes, RNG dominating', () => {
    expect(catalogueGames()).toHaveLength(10_000);
    const rng = gamesOf('RNG');
    expect(rng.length).toBeGreaterThan(9_000);
    for (const [gameType, vendors] of Object.entries(VENDORS_BY_CATEGORY)) {
      for (const vendor of vendors) expect(gamesOf(gameType, vendor).length, `${gameType} ${vendor}`).toBeGreaterThan(0);
    }
    expect(new Set(rng.map((game) => game.gameClassify))).toEqual(
      new Set(['SLOT', 'SCRATCH', 'VIDEO_POKER', 'JACKPOT', 'TABLE', 'ARCADE', 'BINGO']),
    );
    const first = gameById(10_001)!;
    expect(first.iconUrl).toBe(`/mock-assets/game/10001.svg?label=${encodeURIComponent(first.gameName)}`);
  });

  it('scales to 50,000 games on request, each vendor keeping its games and every name unique per vendor', () => {
    const large = buildCatalogue(50_000);
    expect(large).toHaveLength(50_000);
    expect(new Set(large.map((game) => game.nodeId)).size).toBe(50_000);
    const names = new Set(large.map((game) => `${game.vassalage}|${game.gameName}`));
    expect(names.size).toBe(50_000);
    // The same size gives the same games; outside RNG the lists do not depend on the size.
    expect(buildCatalogue(50_000)[12_345]).toEqual(large[12_345]);
    expect(large.filter((game) => game.gameType === 'LIVE')).toHaveLength(catalogueGames().filter((game) => game.gameType === 'LIVE').length);
  });
});

describe('games.list', () => {
  it('pages the whole catalogue 18 per page by default, in the platform\'s item fields', async () => {
    const value = await callRoute(contract.games.list, { query: {} });
    expect(value.games).toHaveLength(LOBBY_PAGE_SIZE);
    expect(value.totalPages).toBe(Math.ceil(10_000 / 18));
    expect(value).toMatchObject({ pageSize: 18, pageNum: 1 });
    // Hot games lead the lobby.
    const [first] = value.games;
    expect(first!.isHot).toBe(1);
    expect(first).not.toHaveProperty('popularity');
    // WIRE.md §6.4 Game item: showIcon, nodeName `<VENDOR>_<name>`, isGame, gameId (required to launch), the vendor label.
    const record = gameById(first!.nodeId)!;
    expect(first).toMatchObject({
      showIcon: record.iconUrl, nodeName: `${record.vassalage}_${record.gameName}`, isGame: 'game', gameId: record.gameId, displayName: record.vendorName,
    });
    // isHot is SPEC-only (§8 Q4): a game that is not hot carries none.
    const cold = value.games.find((game) => gameById(game.nodeId)!.isHot === 0);
    if (cold) expect(cold).not.toHaveProperty('isHot');
  });

  it('filters by game type and vendor, and pages without overlap to a short last page', async () => {
    const total = gamesOf('RNG', 'PT').length;
    const first = await callRoute(contract.games.list, { query: { gameType: 'RNG', vassalage: 'PT' } });
    expect(first.totalPages).toBe(Math.ceil(total / 18));
    expect(first.games.every((game) => game.gameType === 'RNG' && game.vassalage === 'PT')).toBe(true);
    const second = await callRoute(contract.games.list, { query: { gameType: 'RNG', vassalage: 'PT', pageNo: 2 } });
    const ids = new Set(first.games.map((game) => game.nodeId));
    expect(second.games.some((game) => ids.has(game.nodeId))).toBe(false);
    const last = await callRoute(contract.games.list, { query: { gameType: 'RNG', vassalage: 'PT', pageNo: first.totalPages } });
    expect(last.games).toHaveLength(total - (first.totalPages - 1) * 18);
    const beyond = await callRoute(contract.games.list, { query: { gameType: 'RNG', vassalage: 'PT', pageNo: first.totalPages + 1 } });
    expect(beyond.games).toEqual([]);
  });

  it('takes several vendors comma-separated (the SPB tab sends "SPB,SS")', async () => {
    const total = gamesOf('FISH', 'AG').length + gamesOf('FISH', 'PT').length;
    const value = await callRoute(contract.games.list, { query: { gameType: 'FISH', vassalage: 'AG,PT', pageSize: 999 } });
    expect(value.games).toHaveLength(total);
    expect(new Set(value.games.map((game) => game.vassalage))).toEqual(new Set(['AG', 'PT']));
  });

  it('filters by gameClassify, minBet and minLineNum', async () => {
    const jackpots = await callRoute(contract.games.list, { query: { gameType: 'RNG', gameClassify: 'JACKPOT', pageSize: 999 } });
    expect(jackpots.games).toHaveLength(gamesOf('RNG').filter((game) => game.gameClassify === 'JACKPOT').length);
    expect(jackpots.games.every((game) => game.gameClassify === 'JACKPOT')).toBe(true);
    const cheap = await callRoute(contract.games.list, { query: { gameType: 'RNG', minBet: 0.05, minLineNum: 243, pageSize: 999 } });
    expect(cheap.games).toHaveLength(gamesOf('RNG').filter((game) => game.minBet <= 0.05 && game.lineNum >= 243).length);
    expect(cheap.games.length).toBeGreaterThan(0);
    expect(cheap.games.every((game) => game.minBet! <= 0.05 && game.lineNum! >= 243)).toBe(true);
  });

  it('searches names trimmed and case-insensitively', async () => {
    const expected = gamesOf().filter((game) => game.gameName.toLowerCase().includes('dragon')).length;
    const value = await callRoute(contract.games.list, { query: { gameName: '   DrAgOn  ', pageSize: 999 } });
    expect(value.games).toHaveLength(expected);
    expect(expected).toBeGreaterThan(18);
    expect(value.games.every((game) => game.gameName!.toLowerCase().includes('dragon'))).toBe(true);
    const blank = await callRoute(contract.games.list, { query: { gameName: '   ' } });
    expect(blank.totalPages).toBe(Math.ceil(10_000 / 18));
    const none = await callRoute(contract.games.list, { query: { gameName: 'no such game anywhere' } });
    expect(none).toMatchObject({ games: [], totalPages: 0 });
  });

  it('refuses bad paging and an unknown classify with validation errors', async () => {
    const zero = await refusal(callRoute(contract.games.list, { query: { pageSize: 0 } }));
    expect(zero.errorCode).toBe('request_param_err');
    const classify = await refusal(callRoute(contract.games.list, { query: { gameClassify: 'POKER' as 'SLOT' } }));
    expect(classify.status).toBe(400);
    expect(classify.message).toContain('gameClassify');
  });
});

describe('games.hot', () => {
  it('lists only hot games, most popular first, per type and vendor', async () => {
    const all = await callRoute(contract.games.hot, { query: { vassalage: '' } });
    const games = all.list.filter((game) => game.isGame === 'game');
    expect(games.length).toBe(gamesOf().filter((game) => game.isHot === 1).length);
    expect(games.every((game) => game.isHot === 1)).toBe(true);
    const live = await callRoute(contract.games.hot, { query: { gameType: 'LIVE' } });
    expect(live.list.length).toBeGreaterThan(0);
    expect(live.list.every((game) => game.gameType === 'LIVE')).toBe(true);
    const fishAg = await callRoute(contract.games.hot, { query: { gameType: 'FISH', vassalage: 'AG' } });
    expect(fishAg.list.every((game) => game.vassalage === 'AG' && game.gameType === 'FISH')).toBe(true);
  });

  it('ends the slots list with vendor entries (isGame "VASSALAGE", their nodeId as text) that open the vendor\'s games', async () => {
    const { list } = await callRoute(contract.games.hot, { query: { gameType: 'RNG', vassalage: '' } });
    const vendors = list.filter((game) => game.isGame === 'VASSALAGE');
    expect(vendors.map((game) => game.vassalage)).toEqual(['PNG', 'MG', 'ISB']);
    expect(vendors.every((game) => typeof game.nodeId === 'string' && !game.gameId)).toBe(true);
  });

  it('answers the mobile build\'s POST the same (WIRE.md §8 Q7)', async () => {
    const get = await callRoute(contract.games.hot, { query: { gameType: 'FISH', vassalage: '' } });
    const post = await callRoute(contract.games.hotMobile, { body: { gameType: 'FISH', vassalage: '' } });
    expect(post).toEqual(get);
  });

  it('refuses an unknown game type', async () => {
    const error = await refusal(callRoute(contract.games.hot, { query: { gameType: 'CASINO' as 'LIVE' } }));
    expect(error.errorCode).toBe('request_param_err');
  });
});

describe('games.launch', () => {
  const slot = () => pick('RNG', (game) => game.gameClassify === 'SLOT' && game.supportPlay === 0);
  const realOnly = () => pick('RNG', (game) => game.gameClassify === 'SLOT' && game.supportPlay === 1);

  it('gives a real member a launch URL on one of the configured CDNs, with a ticket, and records the play', async () => {
    configureLaunchCdns(['https://cdn-a.example', 'https://cdn-b.example']);
    await loginAs('player01', 'Player@123');
    const game = slot();
    const answer = await callRoute(contract.games.launch, { query: launchQuery(game) });
    // G11: content.game_url.
    const url = answer.content!.game_url!;
    expect(['https://cdn-a.example', 'https://cdn-b.example'].some((cdn) => url.startsWith(`${cdn}/demo-games/slot.html?`))).toBe(true);
    const params = new URL(url).searchParams;
    expect(params.get('ticket')).toMatch(/^\w{32}$/);
    expect(params.get('mode')).toBe('real');
    const recent = await callRoute(contract.games.recent, { query: {} });
    expect(recent.list![0]).toMatchObject({ nodeId: game.nodeId });
  });

  it('answers Playtech launches with content.game_url2 only, as some platform builds do', async () => {
    await loginAs('player01', 'Player@123');
    const answer = await callRoute(contract.games.launch, { query: launchQuery(pick('RNG', (game) => game.vassalage === 'PT')) });
    expect(answer.content).toEqual({ game_url2: expect.stringMatching(/^\/demo-games\//) });
  });

  it('answers a launch without launchMode with #727 and HTTP 500 (WIRE.md §4.4)', async () => {
    await loginAs('player01', 'Player@123');
    const { launchMode: _mode, ...query } = launchQuery(slot());
    const error = await refusal(callRoute(contract.games.launch, { query }));
    expect(error.status).toBe(500);
    expect(error.errorCode).toBe('#727');
  });

  it('is GET only: a POST gets http_method_not_support (#459)', async () => {
    await loginAs('player01', 'Player@123');
    const { wireHeaders } = await import('../support/wire');
    const { currentToken } = await import('../support/backend');
    const response = await fetch(new URL(contract.games.launch.path, 'http://localhost'), {
      method: 'POST', headers: wireHeaders({ token: currentToken() }), body: JSON.stringify(launchQuery(slot())),
    });
    expect(response.status).toBe(405);
    expect(((await response.json()) as { errorCode: string }).errorCode).toBe('http_method_not_support');
  });

  it('opens card and live games on the table page', async () => {
    await loginAs('player01', 'Player@123');
    const table = gamesOf('LIVE')[0]!;
    const value = await launch(table);
    expect(value.url).toMatch(/^\/demo-games\/table\.html\?/);
  });

  it('refuses a guest: not logged in', async () => {
    const error = await refusal(callRoute(contract.games.launch, { query: launchQuery(slot()) }));
    expect(error.status).toBe(401);
    expect(error.errorCode).toBe('login.not.session');
  });

  it('refuses a trial account a real launch but allows the free trial where supportPlay is 0', async () => {
    await startTrial();
    const real = await refusal(callRoute(contract.games.launch, { query: launchQuery(slot()) }));
    expect(real.errorCode).toBe('in_need_true_account');
    // accountType 0: the free trial.
    const trial = await launch(slot(), true);
    expect(trial.params.get('mode')).toBe('trial');
    const noTrial = await refusal(launch(realOnly(), true));
    expect(noTrial.errorCode).toBe('access_denied');
  });

  it('refuses a game whose gameId does not match the node id', async () => {
    await loginAs('player01', 'Player@123');
    const error = await refusal(callRoute(contract.games.launch, { query: { ...launchQuery(slot()), gameId: 'PT-SL-9999' } }));
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('record_not_found');
  });
});

describe('a running game (WIRE.md §4.4 #734) and games.closeGame', () => {
  const slots = () => gamesOf('RNG').filter((game) => game.gameClassify === 'SLOT' && game.minBet <= 1 && game.vassalage !== 'PT');

  it('refuses another launch with #734 once a real round was played, until that game is closed', async () => {
    await loginAs('player01', 'Player@123');
    const [first, second] = slots();
    const { ticket } = await launch(first!);
    // Launched but not played: nothing holds the member yet.
    await launch(second!);
    await callRoute(contract.games.demoBet, { body: { ticket, stake: 1, requestId: 'running-round-1' } });
    const refused = await refusal(launch(second!));
    expect(refused.errorCode).toBe('#734');
    // The running game itself may be launched again (resumed), and a free trial is never held.
    await launch(first!);
    const trial = slots().find((game) => game.supportPlay === 0 && game.nodeId !== first!.nodeId)!;
    await launch(trial, true);
    // Closing another game changes nothing; closing the running one frees the member.
    expect(await callRoute(contract.games.closeGame, { body: { nodeId: second!.nodeId } })).toEqual({ closed: 0 });
    expect((await refusal(launch(second!))).errorCode).toBe('#734');
    expect((await callRoute(contract.games.closeGame, { body: { nodeId: first!.nodeId } })).closed).toBeGreaterThan(0);
    await launch(second!);
  });

  it('lets a running game lapse with its ticket', async () => {
    await loginAs('player01', 'Player@123');
    const [first, second] = slots();
    const { ticket } = await launch(first!);
    await callRoute(contract.games.demoBet, { body: { ticket, stake: 1, requestId: 'lapse-round-1' } });
    expect((await refusal(launch(second!))).errorCode).toBe('#734');
    await launchTickets.update((q) => q.where({ ticket }), {
      data(draft) {
        draft.expiresAt = new Date(Date.now() - 1000).toISOString();
      },
    });
    await launch(second!);
  });

  it('refuses a guest', async () => {
    expect((await refusal(callRoute(contract.games.closeGame, { body: {} }))).status).toBe(401);
  });
});

describe('games.demoSession', () => {
  it('tells the demo page the game, stake limits and the wallet balance', async () => {
    await loginAs('player01', 'Player@123');
    const game = pick('RNG', (candidate) => candidate.gameClassify === 'SLOT');
    const { ticket } = await launch(game);
    const session = await callRoute(contract.games.demoSession, { query: { ticket } });
    expect(session).toMatchObject({
      nodeId: game.nodeId, gameName: game.gameName, kind: 'slot', freeTrial: false, balance: balanceOf('player01'),
      minBet: game.minBet, maxBet: game.maxBet, currencySymbol: '$',
    });
  });

  it('shows demo credits on a free-trial ticket', async () => {
    await startTrial();
    const game = pick('RNG', (candidate) => candidate.supportPlay === 0);
    const { ticket } = await launch(game, true);
    const session = await callRoute(contract.games.demoSession, { query: { ticket } });
    expect(session.balance).toBe(FREE_TRIAL_CREDITS);
    expect(session.freeTrial).toBe(true);
  });

  it("refuses another player's ticket and an unknown one", async () => {
    await loginAs('player01', 'Player@123');
    const { ticket } = await launch(gamesOf('RNG')[0]!);
    await loginAs('agent_div_dl01', 'Member@123');
    const foreign = await refusal(callRoute(contract.games.demoSession, { query: { ticket } }));
    expect(foreign.errorCode).toBe('access_denied');
    const unknown = await refusal(callRoute(contract.games.demoSession, { query: { ticket: 'nope' } }));
    expect(unknown.status).toBe(400);
  });
});

describe('games.demoBet', () => {
  const slotGame = () => pick('RNG', (game) => game.gameClassify === 'SLOT' && game.minBet <= 1 && game.maxBet >= 100);

  it('debits the stake and credits the win on the ledger, and a repeat spends nothing more', async () => {
    await loginAs('player01', 'Player@123');
    const game = slotGame();
    const { ticket } = await launch(game);
    const requestId = requestIdFor('slot', ticket, (round) => round.outcome === 'WIN');
    const expected = demoOutcome('slot', ticket, requestId);
    const before = balanceOf('player01');
    const value = await callRoute(contract.games.demoBet, { body: { ticket, stake: 10, requestId } });
    expect(value).toMatchObject({ stake: 10, outcome: 'WIN', multiplier: expected.multiplier, symbols: expected.symbols, freeTrial: false });
    expect(value.win).toBe(10 * expected.multiplier);
    expect(value.balance).toBe(Math.round((before - 10 + value.win) * 100) / 100);
    expect(balanceOf('player01')).toBe(value.balance);
    const rows = ledger.findMany((q) => q.where({ reference: `GAME:${value.roundId}` }));
    expect(rows.map((row) => [row.kind, row.amount])).toEqual([['BET', -10], ['WIN', value.win]]);
    expect(rows[1]!.balanceAfter).toBe(value.balance);

    const repeat = await callRoute(contract.games.demoBet, { body: { ticket, stake: 10, requestId } });
    expect(repeat).toEqual(value);
    expect(balanceOf('player01')).toBe(value.balance);
    expect(ledger.findMany((q) => q.where({ reference: `GAME:${value.roundId}` }))).toHaveLength(2);
  });

  it('a loss only debits', async () => {
    await loginAs('player01', 'Player@123');
    const { ticket } = await launch(slotGame());
    const requestId = requestIdFor('slot', ticket, (round) => round.outcome === 'LOSE');
    const before = balanceOf('player01');
    const value = await callRoute(contract.games.demoBet, { body: { ticket, stake: 2.5, requestId } });
    expect(value).toMatchObject({ outcome: 'LOSE', win: 0, balance: before - 2.5 });
    expect(ledger.findMany((q) => q.where({ reference: `GAME:${value.roundId}` })).map((row) => row.kind)).toEqual(['BET']);
  });

  it('puts a real win on the winner board', async () => {
    await loginAs('player01', 'Player@123');
    const game = slotGame();
    const { ticket } = await launch(game);
    const requestId = requestIdFor('slot', ticket, (round) => round.multiplier >= 4);
    const value = await callRoute(contract.games.demoBet, { body: { ticket, stake: game.maxBet, requestId } });
    const board = await callRoute(contract.games.winnerBoard, { query: { gameCategory: 'ALL', limitNum: 100 } });
    // G17: list[{vo}], vo carrying the game's launch fields.
    expect(board.list.map((row) => row.vo)).toContainEqual(
      expect.objectContaining({ customerName: 'pl***01', winAmount: value.win, gameName: game.gameName, gameId: game.gameId, nodeId: game.nodeId }),
    );
  });

  it('plays a free trial with demo credits and never touches the wallet', async () => {
    const account = await startTrial();
    const game = pick('RNG', (candidate) => candidate.supportPlay === 0 && candidate.gameClassify === 'SLOT' && candidate.maxBet >= 50);
    const { ticket } = await launch(game, true);
    const requestId = requestIdFor('slot', ticket, (round) => round.outcome === 'LOSE');
    const ledgerRows = ledger.count();
    const value = await callRoute(contract.games.demoBet, { body: { ticket, stake: 50, requestId } });
    expect(value).toMatchObject({ freeTrial: true, balance: FREE_TRIAL_CREDITS - 50 });
    expect(balanceOf(account)).toBe(0);
    expect(ledger.count()).toBe(ledgerRows);
    const session = await callRoute(contract.games.demoSession, { query: { ticket } });
    expect(session.balance).toBe(FREE_TRIAL_CREDITS - 50);
  });

  it('refuses a stake over the balance without spending', async () => {
    await loginAs('newbie01', '123456');
    const { ticket } = await launch(slotGame());
    const error = await refusal(callRoute(contract.games.demoBet, { body: { ticket, stake: 5, requestId: 'broke-000001' } }));
    expect(error.errorCode).toBe('balance_not_enough');
    expect(balanceOf('newbie01')).toBe(0);
  });

  it("refuses a stake outside the game's limits and a malformed one", async () => {
    await loginAs('player01', 'Player@123');
    const game = slotGame();
    const { ticket } = await launch(game);
    const before = balanceOf('player01');
    const over = await refusal(callRoute(contract.games.demoBet, { body: { ticket, stake: game.maxBet + 1, requestId: 'limit-000001' } }));
    expect(over.errorCode).toBe('request_param_err');
    expect(over.message).toContain(String(game.maxBet));
    const cents = await refusal(callRoute(contract.games.demoBet, { body: { ticket, stake: 1.234, requestId: 'limit-000002' } }));
    expect(cents.status).toBe(400);
    expect(balanceOf('player01')).toBe(before);
  });

  it('refuses an expired ticket', async () => {
    await loginAs('player01', 'Player@123');
    const { ticket } = await launch(slotGame());
    const start = Date.now();
    // The session stays alive (a request half-way: sessions end after 30 idle minutes); the ticket does not.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start + TICKET_TTL_MS / 2);
    await callRoute(contract.member.getInfo);
    clock.mockReturnValue(start + TICKET_TTL_MS + 1000);
    const error = await refusal(callRoute(contract.games.demoBet, { body: { ticket, stake: 1, requestId: 'late-0000001' } }));
    expect(error.errorCode).toBe('state_invalid');
    expect(error.status).toBe(400);
  });
});

describe('guest free trial (games.trialLaunch, trialSession, trialBet)', () => {
  const trialSlot = () => pick('RNG', (game) => game.gameClassify === 'SLOT' && game.supportPlay === 0 && game.minBet <= 1 && game.maxBet >= 50);
  const realOnly = () => pick('RNG', (game) => game.supportPlay === 1);

  it('gives a guest a play-money ticket on a random launch CDN, in guest mode, recording nothing', async () => {
    configureLaunchCdns(['https://cdn-a.example', 'https://cdn-b.example']);
    const game = trialSlot();
    const value = await trialLaunch(game);
    expect(['https://cdn-a.example', 'https://cdn-b.example'].some((cdn) => value.url.startsWith(`${cdn}/demo-games/slot.html?`))).toBe(true);
    expect(value.params.get('mode')).toBe('guest');
    const session = await callRoute(contract.games.trialSession, { query: { ticket: value.ticket } });
    expect(session).toMatchObject({ nodeId: game.nodeId, freeTrial: true, balance: FREE_TRIAL_CREDITS, minBet: game.minBet });
  });

  it('refuses a game without free trial and a mismatched game', async () => {
    const none = await refusal(callRoute(contract.games.trialLaunch, { query: trialQuery(realOnly()) }));
    expect(none.errorCode).toBe('access_denied');
    const wrong = await refusal(callRoute(contract.games.trialLaunch, { query: { ...trialQuery(trialSlot()), gameId: 'nope' } }));
    expect(wrong.status).toBe(400);
  });

  it('plays demo credits without any wallet or ledger row, and a repeated requestId is not played twice', async () => {
    const { ticket } = await trialLaunch(trialSlot());
    const ledgerRows = ledger.count();
    const requestId = requestIdFor('slot', ticket, (round) => round.outcome === 'LOSE');
    const first = await callRoute(contract.games.trialBet, { body: { ticket, stake: 50, requestId } });
    expect(first).toMatchObject({ freeTrial: true, outcome: 'LOSE', balance: FREE_TRIAL_CREDITS - 50 });
    const repeat = await callRoute(contract.games.trialBet, { body: { ticket, stake: 50, requestId } });
    expect(repeat).toEqual(first);
    const session = await callRoute(contract.games.trialSession, { query: { ticket } });
    expect(session.balance).toBe(FREE_TRIAL_CREDITS - 50);
    expect(ledger.count()).toBe(ledgerRows);
  });

  it('keeps guest tickets and member tickets apart', async () => {
    const { ticket: guest } = await trialLaunch(trialSlot());
    await loginAs('player01', 'Player@123');
    const { ticket: real } = await launch(trialSlot());
    // A member ticket never plays on the guest routes, even knowing the ticket.
    const onTrial = await refusal(callRoute(contract.games.trialBet, { body: { ticket: real, stake: 1, requestId: 'cross-000001' } }));
    expect(onTrial.errorCode).toBe('access_denied');
    const onDemo = await refusal(callRoute(contract.games.demoSession, { query: { ticket: guest } }));
    expect(onDemo.errorCode).toBe('access_denied');
  });

  it('refuses more than the demo credits and an expired ticket', async () => {
    const highRoller = gamesOf().find((game) => game.supportPlay === 0 && game.maxBet > FREE_TRIAL_CREDITS)!;
    const { ticket } = await trialLaunch(highRoller);
    const over = await refusal(callRoute(contract.games.trialBet, { body: { ticket, stake: FREE_TRIAL_CREDITS + 1, requestId: 'over-0000001' } }));
    expect(over.errorCode).toBe('balance_not_enough');
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + TICKET_TTL_MS + 1000);
    const late = await refusal(callRoute(contract.games.trialBet, { body: { ticket, stake: 1, requestId: 'late-0000002' } }));
    expect(late.errorCode).toBe('state_invalid');
  });
});

describe('games.recent', () => {
  it("lists player01's recent plays, latest first", async () => {
    await loginAs('player01', 'Player@123');
    const value = await callRoute(contract.games.recent, { query: { pageNo: 1 } });
    expect(value.list).toHaveLength(12);
    expect(value.totalPages).toBe(1);
    const order = recentPlays
      .findMany((q) => q.where({ account: 'player01' }))
      .sort((a, b) => (a.playedAt < b.playedAt ? 1 : -1))
      .map((row) => row.nodeId);
    expect(value.list!.map((game) => game.nodeId)).toEqual(order);
    const fish = await callRoute(contract.games.recent, { query: { gameType: 'FISH' } });
    expect(fish.list).toHaveLength(2);
    expect(fish.list!.every((game) => game.gameType === 'FISH')).toBe(true);
  });

  it('pages by pageNo as observed, or by page as SPEC writes it (WIRE.md §8 Q11)', async () => {
    await loginAs('player01', 'Player@123');
    const byPageNo = await callRoute(contract.games.recent, { query: { pageNo: 2, pageSize: 5 } });
    const byPage = await callRoute(contract.games.recent, { query: { page: 2, pageSize: 5 } });
    expect(byPage).toEqual(byPageNo);
    expect(byPageNo.list).toHaveLength(5);
    expect(byPageNo.totalPages).toBe(3);
  });

  it('refuses a guest', async () => {
    const error = await refusal(callRoute(contract.games.recent, { query: {} }));
    expect(error.errorCode).toBe('login.not.session');
  });
});

describe('games.vendorLanes', () => {
  it('answers value.data.lanes: per title the vendor cards; SPORTS carries the e-sports and cockfight vendors', async () => {
    const { data: { lanes } } = await callRoute(contract.games.vendorLanes, { query: {} });
    expect(lanes.map((lane) => lane.title)).toEqual(['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT']);
    const lott = lanes.find((lane) => lane.title === 'LOTT')!;
    expect(lott.cards.map((card) => card.vassalage)).toEqual(['TCG_SEA', 'TCG_LOTTO_VN']);
    expect(lott.cards.map((card) => card.displayName)).toEqual(['TCG SEA Lottery', 'TCG Vietnam Lotto']);
    expect(lanes.find((lane) => lane.title === 'FISH')!.cards).toHaveLength(6);
    const sports = lanes.find((lane) => lane.title === 'SPORTS')!;
    expect(sports.cards.filter((card) => card.gameType === 'ESPORTS').map((card) => card.vassalage)).toEqual([...VENDORS_BY_CATEGORY.ESPORTS]);
    expect(sports.cards.filter((card) => card.gameType === 'COCKFIGHT').map((card) => card.vassalage)).toEqual([...VENDORS_BY_CATEGORY.COCKFIGHT]);
    const rng = lanes.find((lane) => lane.title === 'RNG')!;
    // The platform's card fields: lagerIcon as spelt, accountTypeId the key; BBIN opens a new window.
    expect(rng.cards[0]).toMatchObject({ vassalage: 'AE', lagerIcon: '/mock-assets/vendor/ae.svg', accountTypeId: expect.any(Number), isGame: 'VASSALAGE' });
    expect(lanes.flatMap((lane) => lane.cards).filter((card) => card.appNewWindow === 1).map((card) => card.vassalage)).toEqual(['BBIN', 'BBIN']);
  });

  it('is refused during maintenance', async () => {
    setScenario({ status: 'maintenance' });
    const error = await refusal(callRoute(contract.games.vendorLanes, { query: {} }));
    expect(error.errorCode).toBe('system_under_maintenance');
  });
});

describe('games.vendorGameTypes', () => {
  it('answers content: per game type the vendors (one vendor when asked)', async () => {
    const { content } = await callRoute(contract.games.vendorGameTypes, { query: { vassalage: 'ag' } });
    expect(Object.keys(content)).toEqual(['LIVE', 'RNG', 'FISH']);
    expect(Object.values(content).every((vendors) => Object.keys(vendors).join() === 'AG')).toBe(true);
    const all = await callRoute(contract.games.vendorGameTypes, { query: {} });
    expect(Object.keys(all.content).filter((type) => 'TCG_LOTTO_VN' in all.content[type]!)).toEqual(['LOTT', 'ELOTT']);
    const none = await callRoute(contract.games.vendorGameTypes, { query: { vassalage: 'NOPE' } });
    expect(none.content).toEqual({});
  });
});

describe('games.winnerBoard', () => {
  it('answers the 20 biggest wins, biggest first, with masked names', async () => {
    const { list } = await callRoute(contract.games.winnerBoard, { query: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } });
    expect(list).toHaveLength(20);
    const amounts = list.map((row) => Number(row.vo.winAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(list.every((row) => /^.{1,2}\*\*\*/.test(row.vo.customerName ?? ''))).toBe(true);
    const live = await callRoute(contract.games.winnerBoard, { query: { gameCategory: 'LIVE' } });
    expect(live.list.every((row) => row.vo.gameType === 'LIVE')).toBe(true);
  });

  it('refuses an unknown category', async () => {
    const error = await refusal(callRoute(contract.games.winnerBoard, { query: { gameCategory: 'SLOTS' as 'ALL' } }));
    expect(error.errorCode).toBe('request_param_err');
  });
});
