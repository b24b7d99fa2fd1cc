import { contract } from '../../contracts';
import { prizeModeFromWire, type Draw, type LotteryMenuEntry, type LotteryMenus, type PrizeMode } from '../../contracts/lottery';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireRealMember } from '../engine/auth';
import { now } from '../engine/clock';
import { implement } from '../engine/implement';
import { bare, refuse } from '../engine/refusal';
import { catchUpDraws } from './catchUp';
import { draws, lotteryGames, recentLotteryPlays, type DrawRecord, type LotteryGameRecord } from './collections';
import { nextDrawAt, numeroAt } from './schedule';
import { MENU_GROUP_IDS, MENU_NAMES, MENU_ORDER } from './seed';

/**
 * A menu entry as L1 and L2 answer it (WIRE.md §6.5): `code`, `remark` (the display name),
 * `gameId`, `defaultPlayType`, `gameCode`; then our draw schedule, which the lottery page counts
 * down to (the platform's entries carry none: the page works without it).
 */
function toEntry(game: LotteryGameRecord): LotteryMenuEntry {
  const next = nextDrawAt(game, now());
  return {
    code: game.gameCode,
    remark: game.gameName,
    gameId: 1000 + game.sort,
    defaultPlayType: game.area === 'VN' ? 'LO' : 'BIG',
    gameCode: game.gameCode,
    vassalage: game.vassalage,
    drawType: game.drawType,
    drawTime: game.drawTime,
    intervalSeconds: game.intervalSeconds,
    nextNumero: numeroAt(game, next),
    nextDrawAt: new Date(next).toISOString(),
    iconUrl: `/mock-assets/lottery/${game.gameCode.toLowerCase()}.svg`,
  };
}

/** The menu groups of an area for a prize mode, as an object of groups keyed by group code. */
function menusFor(area: 'VN' | 'SEA', prizeMode: PrizeMode | undefined): LotteryMenus {
  const gamesOfArea = lotteryGames
    .findMany((q) => q.where({ area }))
    // South-East Asia plays in its own mode whatever the menu is asked in.
    .filter((game) => area === 'SEA' || (prizeMode !== undefined && game.prizeModes.includes(prizeMode)))
    .sort((a, b) => a.sort - b.sort);
  const menus: LotteryMenus = {};
  for (const code of MENU_ORDER) {
    const gameMenus = gamesOfArea.filter((game) => game.menuCode === code).map(toEntry);
    if (gameMenus.length > 0) menus[code] = { gameGroupCode: code, gameGroupId: MENU_GROUP_IDS[code] ?? 0, labelName: MENU_NAMES[code] ?? code, gameMenus };
  }
  return menus;
}

function gameIn(area: 'VN' | 'SEA', gameCode: string): LotteryGameRecord {
  const game = lotteryGames.findFirst((q) => q.where({ gameCode: gameCode.toUpperCase(), area }));
  if (!game) throw refuse(ERROR_CODES.NOT_FOUND, `Unknown lottery game ${gameCode}`, 400);
  return game;
}

const latestFirst = (a: DrawRecord, b: DrawRecord) => (a.openTime < b.openTime ? 1 : a.openTime > b.openTime ? -1 : 0);

function drawsOf(gameCode: string): DrawRecord[] {
  return draws.findMany((q) => q.where({ gameCode })).sort(latestFirst);
}

/**
 * A draw as the gateway answers it: `winNo` (WIRE.md §6.5 L6). Vietnam's is the special prize's
 * digits; South-East Asia's the first prize's digits, comma-separated, as other gateway builds send them.
 */
function toDraw(draw: DrawRecord): Draw {
  const winNo = draw.area === 'SEA' ? draw.winningNumber.split('').join(',') : draw.winningNumber;
  return { gameCode: draw.gameCode, gameName: draw.gameName, numero: draw.numero, winNo, openTime: draw.openTime, prizes: draw.prizes };
}

export const lotteryImpl = implement(contract.lottery, {
  menus: () => bare(menusFor('SEA', 'SEA')),

  vnMenu: ({ query }) => bare(menusFor('VN', prizeModeFromWire(query.prizeMode))),

  vnRecent: (_input, ctx) => {
    const member = requireRealMember(ctx);
    const gameMenus = recentLotteryPlays
      .findMany((q) => q.where({ account: member.account }))
      .sort((a, b) => (a.playedAt < b.playedAt ? 1 : a.playedAt > b.playedAt ? -1 : 0))
      .flatMap((row) => {
        const game = lotteryGames.findFirst((q) => q.where({ gameCode: row.gameCode }));
        return game ? [toEntry(game)] : [];
      });
    return bare({ gameMenus });
  },

  vnOpened: async ({ query }) => {
    const game = gameIn('VN', query.gameCode);
    await catchUpDraws();
    const all = drawsOf(game.gameCode);
    const start = (query.pageNo - 1) * query.pageSize;
    return bare({ list: all.slice(start, start + query.pageSize).map(toDraw), totalPages: Math.ceil(all.length / query.pageSize) });
  },

  openedNumero: async ({ query }) => {
    await catchUpDraws();
    const games = query.gameCode
      ? [gameIn('SEA', query.gameCode)]
      : lotteryGames.findMany((q) => q.where({ area: 'SEA' })).sort((a, b) => a.sort - b.sort);
    const list = games.flatMap((game) => {
      const latest = drawsOf(game.gameCode)[0];
      if (!latest) return [];
      const next = nextDrawAt(game, now());
      return [{ ...toDraw(latest), nextNumero: numeroAt(game, next), nextOpenTime: new Date(next).toISOString() }];
    });
    return bare({ list });
  },

  draws: async ({ query }) => {
    await catchUpDraws();
    if (query.gameCode) {
      const game = gameIn('VN', query.gameCode);
      return bare({ list: drawsOf(game.gameCode).slice(0, query.limit).map(toDraw) });
    }
    const games = lotteryGames.findMany((q) => q.where({ area: 'VN' })).sort((a, b) => a.sort - b.sort);
    const list = games.flatMap((game) => drawsOf(game.gameCode).slice(0, 1).map(toDraw)).slice(0, query.limit);
    return bare({ list });
  },
});
