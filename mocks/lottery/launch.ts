import { checkUrl } from '../../contracts/shared/safe-url';
import type { LaunchQuery } from '../../contracts/games';
import { prizeModeFromWire, prizeModeOf, type PrizeMode } from '../../contracts/lottery';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireRealMember } from '../engine/auth';
import { isoNow, now } from '../engine/clock';
import type { MockContext } from '../engine/implement';
import { refuse } from '../engine/refusal';
import { pickLaunchCdn } from '../games/demo';
import { issueLotteryTicket } from '../games/rounds';
import { lotteryCards } from '../games/vendors';
import { lotteryGames, recentLotteryPlays, type LotteryGameRecord } from './collections';
import { nextDrawAt, numeroAt } from './schedule';

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

function gameIn(area: 'VN' | 'SEA', gameCode: string): LotteryGameRecord {
  const game = lotteryGames.findFirst((q) => q.where({ gameCode: gameCode.toUpperCase(), area }));
  if (!game) throw refuse(ERROR_CODES.NOT_FOUND, `Unknown lottery game ${gameCode}`, 400);
  return game;
}

/** One row per (member, lottery game): L3's recent lottery games. */
async function recordLotteryPlay(account: string, gameCode: string): Promise<void> {
  const playedAt = isoNow();
  const existing = recentLotteryPlays.findFirst((q) => q.where({ account, gameCode }));
  if (existing) {
    await recentLotteryPlays.update((q) => q.where({ account, gameCode }), {
      data(draft) {
        draft.playedAt = playedAt;
      },
    });
  } else {
    await recentLotteryPlays.create({ account, gameCode, playedAt });
  }
}

/**
 * G12, `/wps/game/launchGame` with launchMode LOTT (WIRE.md §6.4): the lottery lobby page, or with
 * `lottoGameCode` and the betting view one lottery game on a real-money ticket of the built-in
 * lottery page. Answers `gameUrl`.
 */
export async function launchLottery(query: LaunchQuery, ctx: MockContext): Promise<{ gameUrl: string }> {
  // Lottery is real-money play: guests are refused by the token check, trial accounts here.
  const member = requireRealMember(ctx);
  const area = query.lottoArea ?? 'VN';
  const backUrl = checkBackUrl(query.backUrl, ctx.request.url);
  const asked = query.lottoPrizeMode ? prizeModeFromWire(query.lottoPrizeMode) : undefined;
  // SPEC §4: without an explicit mode, ELOTT when the lottery cards include TCG_LOTTO_VN or LOTT, else LOTT.
  const prizeMode: PrizeMode = asked ?? (area === 'SEA' ? 'SEA' : prizeModeOf(lotteryCards()));
  const params: Record<string, string> = { area, prizeMode, view: query.lottoView ?? 'lobby', device: query.device ?? 'WEB', language: query.language ?? member.language };
  if (backUrl) params.backUrl = backUrl;
  if (!query.lottoGameCode) {
    return { gameUrl: `${pickLaunchCdn()}/demo-games/lottery.html?${new URLSearchParams(params).toString()}` };
  }
  const game = gameIn(area, query.lottoGameCode);
  if (!game.prizeModes.includes(prizeMode)) throw refuse(ERROR_CODES.NOT_FOUND, `${game.gameCode} is not offered in prize mode ${prizeMode}`, 400);
  // One game: a ticket for the built-in lottery page, which plays it against the wallet like any demo game.
  const { url } = await issueLotteryTicket(member.account, game, prizeMode, {
    ...params, gameCode: game.gameCode, numero: numeroAt(game, nextDrawAt(game, now())),
  });
  await recordLotteryPlay(member.account, game.gameCode);
  return { gameUrl: url };
}
