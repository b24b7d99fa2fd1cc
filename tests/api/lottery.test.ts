import { describe, expect, it } from 'vitest';
import { prizeModeOf } from '../../contracts/lottery';
import { DAILY_HISTORY, LOTTERY_GAMES } from '../../mocks/lottery/seed';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { refusal } from '../support/refusal';
import { wireHeaders } from '../support/wire';

useSimulatedBackend();

const vnGames = LOTTERY_GAMES.filter((game) => game.area === 'VN');
const seaGames = LOTTERY_GAMES.filter((game) => game.area === 'SEA');

/** The codes of an object of groups, in Object.values() order (WIRE.md §6.5). */
const codesOf = (menus: Record<string, { gameMenus: Array<{ code?: string | null }> }>) => Object.values(menus).flatMap((group) => group.gameMenus.map((entry) => entry.code));

/** G12 (the launch path with launchMode LOTT) for one lottery game. */
const lottQuery = (extra: Record<string, unknown> = {}) => ({
  launchMode: 'LOTT' as const, device: 'WEB', lottoArea: 'VN' as const, lottoView: 'betting' as const, hasLobby: true, language: 'EN', ...extra,
});

describe('prizeModeOf (SPEC §4)', () => {
  it('is ELOTT when the lottery data holds the card TCG_LOTTO_VN or LOTT, else LOTT', () => {
    expect(prizeModeOf([{ vassalage: 'TCG_SEA' }, { vassalage: 'TCG_LOTTO_VN' }])).toBe('ELOTT');
    expect(prizeModeOf(['LOTT'])).toBe('ELOTT');
    expect(prizeModeOf([{ vassalage: 'TCG_SEA' }])).toBe('LOTT');
    expect(prizeModeOf([])).toBe('LOTT');
  });
});

describe('the gateway answers bare objects (WIRE.md §6.5)', () => {
  it('has no success/value envelope on the wire', async () => {
    const response = await fetch(new URL(`${contract.lottery.menus.path}?prizeMode=Lott`, 'http://localhost'), { headers: wireHeaders({}) });
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('success');
    expect(body).not.toHaveProperty('value');
    expect(Object.values(body)[0]).toHaveProperty('gameMenus');
  });
});

describe('lottery.menus (L1)', () => {
  it('lists the South-East Asia groups, each with gameMenus {code, remark, gameId, defaultPlayType}', async () => {
    const menus = await callRoute(contract.lottery.menus, { query: {} });
    expect(Object.values(menus).map((group) => group.gameGroupCode)).toEqual(['SEA_DAILY', 'SEA_FAST']);
    expect(codesOf(menus)).toEqual(seaGames.map((game) => game.gameCode));
    const [first] = Object.values(menus)[0]!.gameMenus;
    expect(first).toMatchObject({ code: 'TH_GOV', remark: 'Thai Lottery', gameId: expect.any(Number), defaultPlayType: expect.any(String) });
    expect(Object.values(menus)[0]!.gameGroupId).toBe(9);
  });
});

describe('lottery.vnMenu (L2)', () => {
  it('lists the Vietnam menu groups for a prize mode, with game codes and our draw schedule', async () => {
    const elott = await callRoute(contract.lottery.vnMenu, { query: { prizeMode: 'Elott' } });
    expect(Object.keys(elott)).toEqual(['NORTH', 'CENTRAL', 'SOUTH', 'FAST']);
    expect(codesOf(elott)).toEqual(vnGames.map((game) => game.gameCode));
    const north = elott.NORTH!.gameMenus[0]!;
    expect(north).toMatchObject({ code: 'VN_MB', remark: 'Mien Bac', drawType: 'DAILY', drawTime: '18:15' });
    // The client tags L2's entries itself.
    expect(north).not.toHaveProperty('accountTypeName');
    expect(Date.parse(north.nextDrawAt!)).toBeGreaterThan(Date.now());
    expect(north.nextNumero).toMatch(/^\d{8}$/);
    // Traditional draws only in LOTT mode: no fast group. The mode is read in any case.
    const lott = await callRoute(contract.lottery.vnMenu, { query: { prizeMode: 'Lott' } });
    expect(Object.keys(lott)).toEqual(['NORTH', 'CENTRAL', 'SOUTH']);
    const zy = await callRoute(contract.lottery.vnMenu, { query: { prizeMode: 'ZY' } });
    expect(codesOf(zy)).toEqual(['VN_FAST_1', 'VN_FAST_3']);
  });

  it('refuses an unknown prize mode', async () => {
    const error = await refusal(callRoute(contract.lottery.vnMenu, { query: { prizeMode: 'BIG' } }));
    expect(error.errorCode).toBe('request_param_err');
  });
});

describe('lottery.draws (L6)', () => {
  it('gives the latest draw of each Vietnam game, or the latest draws of one game, with winNo', async () => {
    const latest = await callRoute(contract.lottery.draws, { query: { limit: 50 } });
    expect(latest.list.map((draw) => draw.gameCode)).toEqual(vnGames.map((game) => game.gameCode));
    const north = await callRoute(contract.lottery.draws, { query: { gameCode: 'VN_MB', limit: 5 } });
    expect(north.list).toHaveLength(5);
    const times = north.list.map((draw) => draw.openTime);
    expect(times).toEqual([...times].sort().reverse());
    const first = north.list[0]!;
    expect(first.prizes!.map((prize) => prize.prize)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(first.prizes!.reduce((sum, prize) => sum + prize.numbers.length, 0)).toBe(27);
    expect(first.winNo).toBe(first.prizes![0]!.numbers[0]);
    expect(first.winNo).toMatch(/^\d{5}$/);
  });

  it('refuses an unknown game', async () => {
    const error = await refusal(callRoute(contract.lottery.draws, { query: { gameCode: 'TH_GOV' } }));
    expect(error.status).toBe(400);
  });
});

describe('lottery.vnOpened (L4)', () => {
  it('pages the opened draws of a game, latest first', async () => {
    const page = await callRoute(contract.lottery.vnOpened, { query: { gameCode: 'VN_HCM', pageNo: 2, pageSize: 10 } });
    expect(page.totalPages).toBe(Math.ceil(DAILY_HISTORY / 10));
    expect(page.list).toHaveLength(10);
    const numeros = page.list.map((draw) => draw.numero);
    expect(numeros).toEqual([...numeros].sort().reverse());
    expect(page.list[0]!.prizes!.find((prize) => prize.prize === 'DB')!.numbers[0]).toMatch(/^\d{6}$/);
  });

  it('requires the game code', async () => {
    const error = await refusal(callRoute(contract.lottery.vnOpened, { query: {} as { gameCode: string } }));
    expect(error.errorCode).toBe('request_param_err');
    expect(error.message).toContain('gameCode');
  });
});

describe('lottery.openedNumero (L5)', () => {
  it('gives the latest opened numero of every South-East Asia lotto with the next draw; winNo comma-separated', async () => {
    const { list } = await callRoute(contract.lottery.openedNumero, { query: {} });
    expect(list.map((item) => item.gameCode)).toEqual(seaGames.map((game) => game.gameCode));
    for (const item of list) {
      expect(Date.parse(item.nextOpenTime!)).toBeGreaterThan(Date.parse(item.openTime!));
      expect(item.nextNumero! > item.numero).toBe(true);
    }
    const magnum = await callRoute(contract.lottery.openedNumero, { query: { gameCode: 'my_mag' } });
    expect(magnum.list).toHaveLength(1);
    expect(magnum.list[0]!.winNo).toMatch(/^\d,\d,\d,\d$/);
  });

  it('refuses an unknown game', async () => {
    const error = await refusal(callRoute(contract.lottery.openedNumero, { query: { gameCode: 'VN_MB' } }));
    expect(error.errorCode).toBe('record_not_found');
  });
});

describe('the lottery lobby: G12, /wps/game/launchGame with launchMode LOTT', () => {
  it('answers gameUrl: the lobby in the prize mode of the lottery cards (ELOTT here)', async () => {
    await loginAs('player01', 'Player@123');
    const value = await callRoute(contract.games.launch, { query: lottQuery({ lottoView: 'lobby', backUrl: '/lottery' }) });
    expect(value.content).toBeUndefined();
    expect(value.gameUrl).toMatch(/^\/demo-games\/lottery\.html\?/);
    const params = new URLSearchParams(value.gameUrl!.split('?')[1]);
    expect(params.get('prizeMode')).toBe('ELOTT');
    expect(params.get('backUrl')).toBe('/lottery');
  });

  it('opens one game in an explicit prize mode, makes it a recent lottery game (L3), and the SEA lobby in SEA mode', async () => {
    await loginAs('player01', 'Player@123');
    expect((await callRoute(contract.lottery.vnRecent)).gameMenus).toEqual([]);
    const game = await callRoute(contract.games.launch, { query: lottQuery({ lottoGameCode: 'VN_MB', lottoPrizeMode: 'Lott', labelName: 'Traditional' }) });
    const params = new URLSearchParams(game.gameUrl!.split('?')[1]);
    expect(params.get('gameCode')).toBe('VN_MB');
    expect(params.get('prizeMode')).toBe('LOTT');
    expect(params.get('ticket')).toMatch(/^\w{32}$/);
    await callRoute(contract.games.launch, { query: lottQuery({ lottoGameCode: 'VN_HCM', lottoPrizeMode: 'Lott' }) });
    const recent = await callRoute(contract.lottery.vnRecent);
    expect(recent.gameMenus.map((entry) => entry.code)).toEqual(['VN_HCM', 'VN_MB']);
    const sea = await callRoute(contract.games.launch, { query: lottQuery({ lottoArea: 'SEA', lottoView: 'lobby' }) });
    expect(new URLSearchParams(sea.gameUrl!.split('?')[1]).get('prizeMode')).toBe('SEA');
  });

  it('refuses a guest, a trial account, a game in the wrong mode, and a bad back URL', async () => {
    const guest = await refusal(callRoute(contract.games.launch, { query: lottQuery() }));
    expect(guest.errorCode).toBe('login.not.session');
    expect((await refusal(callRoute(contract.lottery.vnRecent))).status).toBe(401);
    const trial = await callRoute(contract.session.freePlay, { body: { os: 'Linux', platform: 'W' } });
    useToken(trial.token);
    expect((await refusal(callRoute(contract.games.launch, { query: lottQuery() }))).errorCode).toBe('in_need_true_account');
    await loginAs('player01', 'Player@123');
    const wrongMode = await refusal(callRoute(contract.games.launch, { query: lottQuery({ lottoGameCode: 'VN_FAST_1', lottoPrizeMode: 'Lott' }) }));
    expect(wrongMode.errorCode).toBe('record_not_found');
    const back = await refusal(callRoute(contract.games.launch, { query: lottQuery({ backUrl: 'javascript:alert(1)' }) }));
    expect(back.errorCode).toBe('invalid_url');
  });
});
