import { describe, expect, it } from 'vitest';
import { prizeModeOf } from '../../contracts/lottery';
import { DAILY_HISTORY, LOTTERY_GAMES } from '../../mocks/lottery/seed';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

const vnGames = LOTTERY_GAMES.filter((game) => game.area === 'VN');
const seaGames = LOTTERY_GAMES.filter((game) => game.area === 'SEA');

describe('prizeModeOf (SPEC §4)', () => {
  it('is ELOTT when the lottery data holds the card TCG_LOTTO_VN or LOTT, else LOTT', () => {
    expect(prizeModeOf([{ vassalage: 'TCG_SEA' }, { vassalage: 'TCG_LOTTO_VN' }])).toBe('ELOTT');
    expect(prizeModeOf(['LOTT'])).toBe('ELOTT');
    expect(prizeModeOf([{ vassalage: 'TCG_SEA' }])).toBe('LOTT');
    expect(prizeModeOf([])).toBe('LOTT');
  });
});

describe('lottery.vnMenu', () => {
  it('lists the Vietnam menu groups for a prize mode, with game codes and the next draw', async () => {
    const elott = await callRoute(contract.lottery.vnMenu, { query: { prizeMode: 'ELOTT', device: 'PC' } });
    expect(elott.prizeMode).toBe('ELOTT');
    expect(elott.gameMenus.map((group) => group.menuCode)).toEqual(['NORTH', 'CENTRAL', 'SOUTH', 'FAST']);
    const codes = elott.gameMenus.flatMap((group) => group.games.map((game) => game.gameCode));
    expect(codes).toEqual(vnGames.map((game) => game.gameCode));
    const north = elott.gameMenus[0]!.games[0]!;
    expect(north).toMatchObject({ gameCode: 'VN_MB', drawType: 'DAILY', drawTime: '18:15', area: 'VN' });
    expect(Date.parse(north.nextDrawAt)).toBeGreaterThan(Date.now());
    expect(north.nextNumero).toMatch(/^\d{8}$/);
    // Traditional draws only in LOTT mode: no fast group.
    const lott = await callRoute(contract.lottery.vnMenu, { query: { prizeMode: 'LOTT' } });
    expect(lott.gameMenus.map((group) => group.menuCode)).toEqual(['NORTH', 'CENTRAL', 'SOUTH']);
    const zy = await callRoute(contract.lottery.vnMenu, { query: { prizeMode: 'ZY' } });
    expect(zy.gameMenus.flatMap((group) => group.games.map((game) => game.gameCode))).toEqual(['VN_FAST_1', 'VN_FAST_3']);
  });

  it('refuses an unknown prize mode', async () => {
    const error = await refusal(callRoute(contract.lottery.vnMenu, { query: { prizeMode: 'BIG' as 'LOTT' } }));
    expect(error.errorCode).toBe('request_param_err');
  });
});

describe('lottery.vnRecent', () => {
  it('gives the latest draw of each game, or the latest draws of one game', async () => {
    const latest = await callRoute(contract.lottery.vnRecent, { query: { limit: 50 } });
    expect(latest.list.map((draw) => draw.gameCode)).toEqual(vnGames.map((game) => game.gameCode));
    const north = await callRoute(contract.lottery.vnRecent, { query: { gameCode: 'VN_MB', limit: 5 } });
    expect(north.list).toHaveLength(5);
    const times = north.list.map((draw) => draw.openTime);
    expect(times).toEqual([...times].sort().reverse());
    const first = north.list[0]!;
    expect(first.prizes.map((prize) => prize.prize)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(first.prizes.reduce((sum, prize) => sum + prize.numbers.length, 0)).toBe(27);
    expect(first.winningNumber).toBe(first.prizes[0]!.numbers[0]);
    expect(first.winningNumber).toMatch(/^\d{5}$/);
  });

  it('refuses an unknown game', async () => {
    const error = await refusal(callRoute(contract.lottery.vnRecent, { query: { gameCode: 'TH_GOV' } }));
    expect(error.status).toBe(400);
  });
});

describe('lottery.vnOpened', () => {
  it('pages the opened draws of a game, latest first', async () => {
    const page = await callRoute(contract.lottery.vnOpened, { query: { gameCode: 'VN_HCM', pageNo: 2, pageSize: 10 } });
    expect(page).toMatchObject({ pageNo: 2, totalCount: DAILY_HISTORY, totalPages: 3 });
    expect(page.list).toHaveLength(10);
    const numeros = page.list.map((draw) => draw.numero);
    expect(numeros).toEqual([...numeros].sort().reverse());
    expect(page.list[0]!.prizes.find((prize) => prize.prize === 'DB')!.numbers[0]).toMatch(/^\d{6}$/);
  });

  it('requires the game code', async () => {
    const error = await refusal(callRoute(contract.lottery.vnOpened, { query: {} as { gameCode: string } }));
    expect(error.errorCode).toBe('request_param_err');
    expect(error.message).toContain('gameCode');
  });
});

describe('lottery.openedNumero', () => {
  it('gives the latest opened numero of every South-East Asia lotto with the next draw', async () => {
    const { list } = await callRoute(contract.lottery.openedNumero, { query: {} });
    expect(list.map((item) => item.gameCode)).toEqual(seaGames.map((game) => game.gameCode));
    for (const item of list) {
      expect(Date.parse(item.nextOpenTime)).toBeGreaterThan(Date.parse(item.openTime));
      expect(item.nextNumero > item.numero).toBe(true);
    }
    const magnum = await callRoute(contract.lottery.openedNumero, { query: { gameCode: 'my_mag' } });
    expect(magnum.list).toHaveLength(1);
    expect(magnum.list[0]!.winningNumber).toMatch(/^\d{4}$/);
  });

  it('refuses an unknown game', async () => {
    const error = await refusal(callRoute(contract.lottery.openedNumero, { query: { gameCode: 'VN_MB' } }));
    expect(error.errorCode).toBe('record_not_found');
  });
});

describe('lottery.lobby', () => {
  it('derives the prize mode from the lottery cards (ELOTT here) and answers URL and menus', async () => {
    await loginAs('player01', 'Player@123');
    const value = await callRoute(contract.lottery.lobby, { query: { lottoArea: 'VN', backUrl: '/lottery' } });
    expect(value).toMatchObject({ prizeMode: 'ELOTT', lottoArea: 'VN', launchMode: 'LOBBY', gameCode: null });
    expect(value.url).toMatch(/^\/demo-games\/lottery\.html\?/);
    const params = new URLSearchParams(value.url.split('?')[1]);
    expect(params.get('prizeMode')).toBe('ELOTT');
    expect(params.get('backUrl')).toBe('/lottery');
    expect(value.gameMenus.map((group) => group.menuCode)).toEqual(['NORTH', 'CENTRAL', 'SOUTH', 'FAST']);
  });

  it('opens one game in an explicit prize mode, and the SEA lobby in SEA mode', async () => {
    await loginAs('player01', 'Player@123');
    const game = await callRoute(contract.lottery.lobby, {
      query: { lottoArea: 'VN', launchMode: 'GAME', lottoGameCode: 'VN_MB', lottoPrizeMode: 'LOTT', lottoView: 'MODERN', device: 'PC' },
    });
    expect(game).toMatchObject({ prizeMode: 'LOTT', gameCode: 'VN_MB', launchMode: 'GAME' });
    expect(new URLSearchParams(game.url.split('?')[1]).get('gameCode')).toBe('VN_MB');
    const sea = await callRoute(contract.lottery.lobby, { query: { lottoArea: 'SEA' } });
    expect(sea.prizeMode).toBe('SEA');
    expect(sea.gameMenus.map((group) => group.menuCode)).toEqual(['SEA_DAILY', 'SEA_FAST']);
  });

  it('refuses a guest, a trial account, a game launch without a code or in the wrong mode, and a bad back URL', async () => {
    const guest = await refusal(callRoute(contract.lottery.lobby, { query: {} }));
    expect(guest.errorCode).toBe('login.not.session');
    const trial = await callRoute(contract.session.freePlay, { body: { os: 'Linux', platform: 'W' } });
    useToken(trial.token);
    expect((await refusal(callRoute(contract.lottery.lobby, { query: {} }))).errorCode).toBe('in_need_true_account');
    await loginAs('player01', 'Player@123');
    const noCode = await refusal(callRoute(contract.lottery.lobby, { query: { launchMode: 'GAME' } }));
    expect(noCode.errorCode).toBe('request_param_err');
    const wrongMode = await refusal(callRoute(contract.lottery.lobby, { query: { launchMode: 'GAME', lottoGameCode: 'VN_FAST_1', lottoPrizeMode: 'LOTT' } }));
    expect(wrongMode.errorCode).toBe('record_not_found');
    const back = await refusal(callRoute(contract.lottery.lobby, { query: { backUrl: 'javascript:alert(1)' } }));
    expect(back.errorCode).toBe('invalid_url');
  });
});
