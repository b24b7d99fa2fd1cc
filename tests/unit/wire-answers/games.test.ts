import { describe, expect, it } from 'vitest';
import type { AppRoute } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import { contract } from '@contracts';
import { selectFavouriteIds } from '@/features/favouriteGames';
import {
  launchUrlOf, selectFavouritePage, selectGamePage, selectHotList, selectLobbyCategories, selectRecentPage, selectVendorGameTypes,
  prizeModeOfLanes, type LobbyGame,
} from '@/features/lobby/api';
import { ballsOf, selectLotteryGroups, toDrawRow } from '@/features/lottery/api';
import { selectWinners } from '@/features/winners';

/**
 * The platform's answers as WIRE.md §6.4 and §6.5 give them (observed values verbatim where it
 * gives them), parsed by each route's 200 schema and run through the feature's select: the
 * screens' shapes, defaults for what the platform leaves out included.
 */

/** The success schema of a route: the envelope's (or, for /lgw, the bare object's). */
function parse(route: AppRoute, body: unknown) {
  const schema = (route.responses as Record<number, ZodTypeAny>)[200]!;
  const parsed = schema.safeParse(body);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true);
  return parsed.data as { value?: unknown };
}

const envelope = (value: unknown) => ({ success: true, message: 'success', value });

/** G1 items the way the platform sends them: showIcon, nodeName and no gameName, ids as text or numbers, no isHot. */
const fortuneTiger = {
  showIcon: 'https://cdn.example/PG/fortune-tiger.png',
  nodeName: 'PG_Fortune Tiger',
  displayName: 'PG Soft',
  nodeId: '10452',
  vassalage: 'PG',
  gameType: 'RNG',
  gameCode: 'fortune-tiger',
  isGame: 'game',
  supportPlay: 0,
  gameId: 'fortune-tiger',
  platform: 'html5-desktop',
  accountTypeName: 'PG',
};
const vendorEntry = { iconUrl: 'https://cdn.example/JDB.png', gameName: 'JDB', nodeId: 77, vassalage: 'JDB', gameType: 'RNG', isGame: 'VASSALAGE' };
const noGameId = { nodeId: 88, gameName: 'Coming Soon', vassalage: 'PT', gameType: 'LIVE', supportPlay: '1', platform: 'flash,html5-desktop' };

describe('G1 GCSGAME_gameList', () => {
  const value = parse(contract.games.list, envelope({ games: [fortuneTiger, vendorEntry, noGameId], totalPages: 3, pageSize: 18 })).value;

  it('gives every list one game shape: names from nodeName, icons from showIcon or iconUrl, ids as text', () => {
    const page = selectGamePage(value as Parameters<typeof selectGamePage>[0]);
    expect(page.totalPages).toBe(3);
    // The total shown is totalPages × pageSize; pageNum may be absent.
    expect(page.totalCount).toBe(54);
    const [tiger, vendor, soon] = page.games as [LobbyGame, LobbyGame, LobbyGame];
    expect(tiger).toEqual({
      nodeId: '10452', name: 'Fortune Tiger', icon: 'https://cdn.example/PG/fortune-tiger.png', vendorLabel: 'PG Soft', vassalage: 'PG',
      gameType: 'RNG', gameCode: 'fortune-tiger', opensVendor: false, freeTrial: true, hot: false,
      launch: { nodeId: '10452', gameId: 'fortune-tiger', roomId: undefined, matchId: undefined, leagueId: undefined, vassalage: 'PG', gameType: 'RNG', platform: 'html5-desktop' },
    });
    // isGame "VASSALAGE" opens the vendor's games; the number id becomes text; iconUrl is the fallback picture.
    expect(vendor).toMatchObject({ nodeId: '77', name: 'JDB', icon: 'https://cdn.example/JDB.png', opensVendor: true, vendorLabel: 'JDB', freeTrial: false });
    // No gameId nor roomId: no launch ("stay tuned"); supportPlay "1" is no trial; PT live games launch on flash.
    expect(soon).toMatchObject({ nodeId: '88', freeTrial: false, launch: null, hot: false });
  });

  it('shows the hot badge only where SPEC\'s isHot is 1 or "1"', () => {
    const list = selectHotList({ list: [{ ...fortuneTiger, isHot: '1' }, { ...fortuneTiger, nodeId: 2, isHot: 1 }, { ...fortuneTiger, nodeId: 3 }] });
    expect(list.map((game) => game.hot)).toEqual([true, true, false]);
  });
});

describe('G2 GCSGAME_hotGamesV2', () => {
  it('reads list[] of game items', () => {
    const value = parse(contract.games.hot, envelope({ list: [fortuneTiger] })).value as { list: [] };
    expect(selectHotList(value).map((game) => game.name)).toEqual(['Fortune Tiger']);
  });
});

describe('G3 GCSGAME_newGameVendor', () => {
  const lanes = [
    { title: 'RNG', cards: [
      { vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG', lagerIcon: 'https://cdn.example/PG-large.png', accountTypeId: 57, accountTypeName: 'PG', freeplay: 1, appNewWindow: 0 },
      { vassalage: 'SPB', displayName: 'Spribe', gameType: 'RNG', lagerIcon: 'https://cdn.example/SPB.png', accountTypeId: 90 },
    ] },
    { title: 'SPORTS', gameClassify: 'SPORTS', cards: [
      { vassalage: 'SBO', displayName: 'SBOBET', gameType: 'SPORTS', lagerIcon: 'https://cdn.example/SBO.png', accountTypeId: 3, appNewWindow: 1 },
      { vassalage: 'IMES', displayName: 'IM E-sports', gameType: 'SPORTS', accountTypeId: 12 },
      { vassalage: 'SV3', displayName: 'SV388', gameType: 'SPORTS', lagerIcon: 'https://cdn.example/SV3.png', accountTypeId: 31 },
    ] },
    { title: 'ELOTT', cards: [{ vassalage: 'TCG_LOTTO_VN', displayName: 'TCG Lotto', gameType: 'ELOTT', lagerIcon: 'x', accountTypeId: 8 }] },
    { title: 'LIVE', cards: [{ vassalage: 'BBIN', displayName: 'BBIN', gameType: 'LIVE', lagerIcon: 'y', accountTypeId: 4, appNewWindow: 0 }] },
  ];
  const value = parse(contract.games.vendorLanes, envelope({ data: { lanes } })).value as { data: { lanes: typeof lanes } };

  it('reads value.data.lanes: lagerIcon as spelt, accountTypeId as the key, E-sports and cockfight out of SPORTS, SPB out of RNG', () => {
    const categories = selectLobbyCategories(value.data.lanes as never);
    const byType = Object.fromEntries(categories.map((category) => [category.gameCategory, category.cards.map((card) => card.vassalage)]));
    expect(byType).toEqual({ RNG: ['PG'], SPORTS: ['SBO'], ESPORTS: ['IMES'], COCKFIGHT: ['SV3'], ELOTT: ['TCG_LOTTO_VN'], LIVE: ['BBIN'], SPB: ['SPB'] });
    const pg = categories[0]!.cards[0]!;
    expect(pg).toEqual({ key: '57', vassalage: 'PG', displayName: 'PG Soft', lagerIcon: 'https://cdn.example/PG-large.png', gameType: 'RNG', freeTrial: true, newWindow: false });
    const esports = categories.find((category) => category.gameCategory === 'ESPORTS')!.cards[0]!;
    // No lagerIcon: the image CDN's vendor icon of the lane.
    expect(esports.lagerIcon).toBe('/TCG_PROD_IMAGES/SPORTS_LIST_VENDOR/IMES-COLOR.png');
    expect(categories.find((category) => category.gameCategory === 'SPORTS')!.cards[0]!.newWindow).toBe(true);
    // BBIN always opens a new window.
    expect(categories.find((category) => category.gameCategory === 'LIVE')!.cards[0]!.newWindow).toBe(true);
    // Prize mode: the ELOTT lane holds TCG_LOTTO_VN.
    expect(prizeModeOfLanes(categories)).toBe('ELOTT');
    expect(prizeModeOfLanes(categories.filter((category) => category.gameCategory !== 'ELOTT'))).toBe('LOTT');
  });
});

describe('G5 GCSGAME_getVassGameType', () => {
  it('reads content: a map from gameType to {vendorCode: [...]}', () => {
    const value = parse(contract.games.vendorGameTypes, envelope({ content: { RNG: { PT: [], MG: [] }, LIVE: { PT: [] }, FISH: { CQ9: [] } } })).value;
    expect(selectVendorGameTypes('PT')(value as never)).toEqual(['RNG', 'LIVE']);
  });
});

describe('G6 MCSFE_getFavoriteGames', () => {
  it('is an array of nodeIds, numbers or strings, compared as strings', () => {
    const value = parse(contract.favourites.ids, envelope([10452, '10453', 77])).value as Array<number | string>;
    expect(selectFavouriteIds(value)).toEqual(['10452', '10453', '77']);
  });
});

describe('G7 MCSFE_getFavoriteGamesList', () => {
  it('reads content, pageNum, totalPages', () => {
    const value = parse(contract.favourites.list, envelope({ content: [fortuneTiger], pageNum: 1, totalPages: 2 })).value;
    expect(selectFavouritePage(18)(value as never)).toMatchObject({ totalPages: 2, totalCount: 36, games: [{ nodeId: '10452', name: 'Fortune Tiger' }] });
  });
});

describe('G8, G9 favourites add and remove', () => {
  it('answer a bare success', () => {
    parse(contract.favourites.add, { success: true, message: 'success', value: null });
    parse(contract.favourites.remove, { success: true, message: 'success' });
  });
});

describe('G10 GCS_recentGame', () => {
  it('reads list, and falls back to content (WIRE.md §8 Q3)', () => {
    const withContent = parse(contract.games.recent, envelope({ content: [fortuneTiger], totalPages: 1 })).value;
    expect(selectRecentPage(12)(withContent as never)).toMatchObject({ totalPages: 1, totalCount: 12, games: [{ name: 'Fortune Tiger' }] });
    const withList = parse(contract.games.recent, envelope({ list: [noGameId], totalPages: 1 })).value;
    expect(selectRecentPage(12)(withList as never).games.map((game) => game.nodeId)).toEqual(['88']);
    // Neither: an empty page, never an error.
    expect(selectRecentPage(12)(parse(contract.games.recent, envelope({})).value as never)).toEqual({ games: [], totalPages: 0, totalCount: 0 });
  });
});

describe('G11 and G12 /wps/game/launchGame', () => {
  it('opens content.game_url, else content.game_url2 (G11), else gameUrl (G12)', () => {
    const g11 = parse(contract.games.launch, envelope({ content: { game_url2: 'https://launch.example/pg?t=1' } })).value;
    expect(launchUrlOf(g11 as never)).toBe('https://launch.example/pg?t=1');
    const both = parse(contract.games.launch, envelope({ content: { game_url: 'https://a.example/', game_url2: 'https://b.example/' } })).value;
    expect(launchUrlOf(both as never)).toBe('https://a.example/');
    const g12 = parse(contract.games.launch, envelope({ gameUrl: 'https://lotto.example/lobby?token=x' })).value;
    expect(launchUrlOf(g12 as never)).toBe('https://lotto.example/lobby?token=x');
    expect(launchUrlOf(parse(contract.games.launch, envelope({})).value as never)).toBeNull();
  });
});

describe('G13 GCS_gameTrialLaunch', () => {
  it('answers content.game_url as G11', () => {
    const value = parse(contract.games.trialLaunch, envelope({ content: { game_url: 'https://trial.example/g' } })).value;
    expect(launchUrlOf(value as never)).toBe('https://trial.example/g');
  });
});

describe('G17 ODSFE2_getWinnerBoard', () => {
  it('flattens vo and sorts by winAmount, biggest first, whatever order it came in', () => {
    const list = [
      { vo: { customerName: 'ab***01', winAmount: 1200.5, vassalage: 'PG', gameId: 'fortune-tiger', nodeId: 10452, gameType: 'RNG', isGame: 'game', gameCode: 'fortune-tiger', nodeName: 'PG_Fortune Tiger', showIcon: 'https://cdn.example/t.png' } },
      { vo: { customerName: 'cd***02', winAmount: '15,000', vassalage: 'JDB', gameId: 8001, nodeId: '9', gameType: 'FISH', isGame: 'game', gameCode: 'fish', gameName: 'Fishing War' } },
      { vo: { customerName: 'ef***03', winAmount: 300, vassalage: 'MG', gameType: 'RNG', isGame: 'game', gameCode: 'x', gameName: 'No Node' } },
    ];
    const value = parse(contract.games.winnerBoard, envelope({ list })).value;
    const winners = selectWinners(value as never);
    expect(winners.map((winner) => [winner.rank, winner.customerName, winner.winAmount])).toEqual([
      [1, 'cd***02', 15000], [2, 'ab***01', 1200.5], [3, 'ef***03', 300],
    ]);
    expect(winners[1]!.game).toMatchObject({ name: 'Fortune Tiger', icon: 'https://cdn.example/t.png', launch: { nodeId: '10452', gameId: 'fortune-tiger' } });
    expect(winners[0]!.game.launch).toMatchObject({ gameId: '8001', nodeId: '9' });
    expect(winners[2]!.game.launch).toBeNull();
  });
});

describe('L1 /lgw/games/game_menus', () => {
  it('is a bare object of groups: take Object.values(); remark is the name', () => {
    const body = {
      9: { gameGroupCode: 'THAI', gameGroupId: 9, labelName: 'Thai Lottery', gameMenus: [{ code: 'TH_GOV', remark: 'Thai Government', gameId: 301, defaultPlayType: 'BIG' }] },
      10: { gameGroupCode: 'THAI_STOCK', gameGroupId: 10, labelName: 'Thai Stock', gameMenus: [{ code: 'TH_SET', remark: 'SET Index', gameId: 302, defaultPlayType: 1, gameCode: 'TH_SET_1' }] },
    };
    const groups = selectLotteryGroups(parse(contract.lottery.menus, body) as never);
    expect(groups).toEqual([
      { code: 'THAI', name: 'Thai Lottery', games: [{ gameCode: 'TH_GOV', name: 'Thai Government', icon: undefined, vassalage: '' }] },
      { code: 'THAI_STOCK', name: 'Thai Stock', games: [{ gameCode: 'TH_SET_1', name: 'SET Index', icon: undefined, vassalage: '' }] },
    ]);
  });
});

describe('L2 /lgw/vn/games/game_menu', () => {
  it('tags every entry with TCG_LOTTO_VN', () => {
    const body = { NORTH: { gameGroupCode: 'NORTH', labelName: 'Mien Bac', gameMenus: [{ code: 'VN_MB', remark: 'Mien Bac', gameId: 1 }] } };
    const groups = selectLotteryGroups(parse(contract.lottery.vnMenu, body) as never, 'TCG_LOTTO_VN');
    expect(groups[0]!.games[0]).toEqual({ gameCode: 'VN_MB', name: 'Mien Bac', icon: undefined, vassalage: 'TCG_LOTTO_VN' });
  });
});

describe('L6 /lgw/draw', () => {
  it('reads winNo comma-separated or as plain digits', () => {
    expect(ballsOf('03,15,27')).toEqual(['03', '15', '27']);
    expect(ballsOf('48213')).toEqual(['4', '8', '2', '1', '3']);
    const body = parse(contract.lottery.draws, { list: [{ gameCode: 'VN_MB', numero: '20261123', winNo: '4,8,2,1,3' }] }) as unknown as { list: [never] };
    expect(toDrawRow(body.list[0])).toEqual({ gameCode: 'VN_MB', gameName: 'VN_MB', numero: '20261123', winningNumber: '48213', balls: ['4', '8', '2', '1', '3'] });
  });
});
