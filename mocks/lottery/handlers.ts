import { checkUrl } from '../../contracts/shared/safe-url';
import { paginate } from '../engine/paginate';
import { contract } from '../../contracts';
import { prizeModeOf, type DrawResult, type LotteryGameEntry, type LotteryMenuGroup, type PrizeMode } from '../../contracts/lottery';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireRealMember } from '../engine/auth';
import { now } from '../engine/clock';
import { implement } from '../engine/implement';
import { ok, refuse } from '../engine/refusal';
import { issueLotteryTicket } from '../games/rounds';
import { pickLaunchCdn } from '../games/demo';
import { lotteryCards } from '../games/vendors';
import { catchUpDraws } from './catchUp';
import { draws, lotteryGames, type DrawRecord, type LotteryGameRecord } from './collections';
import { nextDrawAt, numeroAt } from './schedule';
import { MENU_NAMES, MENU_ORDER } from './seed';

function toEntry(game: LotteryGameRecord): LotteryGameEntry {
  const next = nextDrawAt(game, now());
  return {
    gameCode: game.gameCode,
    gameName: game.gameName,
    vassalage: game.vassalage,
    area: game.area,
    drawType: game.drawType,
    drawTime: game.drawTime,
    intervalSeconds: game.intervalSeconds,
    nextNumero: numeroAt(game, next),
    nextDrawAt: new Date(next).toISOString(),
    prizeModes: game.prizeModes,
    iconUrl: `/mock-assets/lottery/${game.gameCode.toLowerCase()}.svg`,
  };
}

/** The menu groups of an area for a prize mode: only games offered in that mode. */
function menusFor(area: 'VN' | 'SEA', prizeMode: PrizeMode): LotteryMenuGroup[] {
  const gamesOfArea = lotteryGames
    .findMany((q) => q.where({ area }))
    .filter((game) => game.prizeModes.includes(prizeMode))
    .sort((a, b) => a.sort - b.sort);
  return MENU_ORDER.map((menuCode) => ({
    menuCode,
    menuName: MENU_NAMES[menuCode] ?? menuCode,
    games: gamesOfArea.filter((game) => game.menuCode === menuCode).map(toEntry),
  })).filter((group) => group.games.length > 0);
}

function gameIn(area: 'VN' | 'SEA', gameCode: string): LotteryGameRecord {
  const game = lotteryGames.findFirst((q) => q.where({ gameCode: gameCode.toUpperCase(), area }));
  if (!game) throw refuse(ERROR_CODES.NOT_FOUND, `Unknown lottery game ${gameCode}`, 404);
  return game;
}

const latestFirst = (a: DrawRecord, b: DrawRecord) => (a.openTime < b.openTime ? 1 : a.openTime > b.openTime ? -1 : 0);

function drawsOf(gameCode: string): DrawRecord[] {
  return draws.findMany((q) => q.where({ gameCode })).sort(latestFirst);
}

function toResult(draw: DrawRecord): DrawResult {
  const { area: _area, ...result } = draw;
  return result;
}

/**
 * A URL of the site that asked (a same-site path, or an http(s) URL on its
 * host), through the app's own URL check: javascript:, //host, `/\host` and
 * `https://evil.example@good.example` are refused.
 */
function checkBackUrl(backUrl: string | undefined, site: string): string | undefined {
  if (!backUrl) return undefined;
  if (!checkUrl(backUrl, { base: site, allowedHosts: [] })) throw refuse(ERROR_CODES.INVALID_URL, undefined, 400);
  return backUrl;
}

export const lotteryImpl = implement(contract.lottery, {
  vnMenu: ({ query }) => ok({ prizeMode: query.prizeMode, gameMenus: menusFor('VN', query.prizeMode) }),

  vnRecent: async ({ query }) => {
    await catchUpDraws();
    if (query.gameCode) {
      const game = gameIn('VN', query.gameCode);
      return ok({ list: drawsOf(game.gameCode).slice(0, query.limit).map(toResult) });
    }
    const games = lotteryGames.findMany((q) => q.where({ area: 'VN' })).sort((a, b) => a.sort - b.sort);
    const list = games.flatMap((game) => drawsOf(game.gameCode).slice(0, 1).map(toResult)).slice(0, query.limit);
    return ok({ list });
  },

  vnOpened: async ({ query }) => {
    const game = gameIn('VN', query.gameCode);
    await catchUpDraws();
    const all = drawsOf(game.gameCode);
    const page = paginate(all, query.pageNo, query.pageSize);
    return ok({ ...page, list: page.list.map(toResult) });
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
      return [{
        gameCode: game.gameCode,
        gameName: game.gameName,
        numero: latest.numero,
        winningNumber: latest.winningNumber,
        openTime: latest.openTime,
        nextNumero: numeroAt(game, next),
        nextOpenTime: new Date(next).toISOString(),
      }];
    });
    return ok({ list });
  },

  lobby: async ({ query }, ctx) => {
    // Lottery is real-money play: guests are refused by the token check, trial accounts here.
    const member = requireRealMember(ctx);
    const backUrl = checkBackUrl(query.backUrl, ctx.request.url);
    // SPEC §4: without an explicit mode, ELOTT when the lottery cards include TCG_LOTTO_VN or LOTT, else LOTT.
    const prizeMode: PrizeMode = query.lottoPrizeMode ?? (query.lottoArea === 'SEA' ? 'SEA' : prizeModeOf(lotteryCards()));
    let game: LotteryGameRecord | null = null;
    if (query.launchMode === 'GAME') {
      if (!query.lottoGameCode) throw refuse(ERROR_CODES.VALIDATION, 'query.lottoGameCode: required when launchMode is GAME', 400);
      game = gameIn(query.lottoArea, query.lottoGameCode);
      if (!game.prizeModes.includes(prizeMode)) {
        throw refuse(ERROR_CODES.NOT_FOUND, `${game.gameCode} is not offered in prize mode ${prizeMode}`, 404);
      }
    }
    const params: Record<string, string> = {
      area: query.lottoArea,
      prizeMode,
      view: query.lottoView,
      device: query.device,
      language: query.language,
    };
    if (backUrl) params.backUrl = backUrl;
    // One game: a ticket for the built-in lottery page, which plays it against the wallet like any demo game.
    const url = game
      ? (await issueLotteryTicket(member.account, game, prizeMode, {
          ...params, gameCode: game.gameCode, numero: numeroAt(game, nextDrawAt(game, now())),
        })).url
      : `${pickLaunchCdn()}/demo-games/lottery.html?${new URLSearchParams(params).toString()}`;
    const gameCode = game?.gameCode ?? null;
    return ok({
      url,
      lottoArea: query.lottoArea,
      launchMode: query.launchMode,
      prizeMode,
      gameCode,
      gameMenus: menusFor(query.lottoArea, prizeMode),
    });
  },
});
