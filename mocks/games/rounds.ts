import type { DemoBetValue, DemoPlayMode, DemoSession } from '../../contracts/games';
import type { PrizeMode } from '../../contracts/lottery';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { isTrial } from '../engine/auth';
import { now } from '../engine/clock';
import { refuse } from '../engine/refusal';
import type { MemberRecord } from '../member/collections';
import { balanceOf, credit, debit } from '../wallet/ledger';
import type { LotteryGameRecord } from '../lottery/collections';
import { launchTickets, type GameRecord, type LaunchTicketRecord } from './collections';
import { demoKindOf, demoOutcome, FREE_TRIAL_CREDITS, launchUrl, pickLaunchCdn, TICKET_TTL_MS } from './demo';
import type { PlayableGame } from './lottery';
import { dropExpiredTickets, markRunning, recordWin, touchTicket } from './play';
import { round2 } from '../engine/helpers';
import { assertUnderLimits } from '../responsibleGaming/guard';

/**
 * What launching and playing the built-in demo game share between the
 * members' token routes and the guests' free-trial routes.
 */

function newTicket(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** A ticket's life, from one reading of the clock so it always spans exactly TICKET_TTL_MS. */
function ticketWindow(): { createdAt: string; expiresAt: string } {
  const issuedAt = now();
  return { createdAt: new Date(issuedAt).toISOString(), expiresAt: new Date(issuedAt + TICKET_TTL_MS).toISOString() };
}

/** A launch the simulated backend made: the demo page's URL and its ticket. */
export interface IssuedLaunch {
  url: string;
  ticket: string;
  freeTrial: boolean;
}

/** Creates a ticket and the launch URL on a random launch CDN (SPEC §7, §9). */
export async function issueTicket(
  account: string, game: GameRecord, freeTrial: boolean, mode: DemoPlayMode, language: string,
): Promise<IssuedLaunch> {
  dropExpiredTickets(account);
  const ticket = newTicket();
  const { createdAt, expiresAt } = ticketWindow();
  const kind = demoKindOf(game);
  await launchTickets.create({
    ticket, account, nodeId: game.nodeId, kind, freeTrial,
    demoCredits: freeTrial ? FREE_TRIAL_CREDITS : 0, createdAt, expiresAt,
  });
  const cdn = pickLaunchCdn();
  const url = launchUrl(cdn, kind, { ticket, gameCode: game.gameCode, mode, language });
  return { url, ticket, freeTrial };
}

/**
 * A lottery lobby GAME launch: a real-money ticket naming the lottery game
 * (nodeId 0: lottery games are not catalogue nodes) and the URL of the
 * built-in lottery ticket page; `params` are the lobby's own (area, prize
 * mode, view, device, language, draw...).
 */
export async function issueLotteryTicket(
  account: string, game: LotteryGameRecord, prizeMode: PrizeMode, params: Record<string, string>,
): Promise<{ ticket: string; url: string }> {
  dropExpiredTickets(account);
  const ticket = newTicket();
  await launchTickets.create({
    ticket, account, nodeId: 0, kind: 'lottery', freeTrial: false, demoCredits: 0,
    ...ticketWindow(),
    gameCode: game.gameCode, prizeMode,
  });
  return { ticket, url: launchUrl(pickLaunchCdn(), 'lottery', { ticket, mode: 'real', ...params }) };
}

export function sessionOf(record: LaunchTicketRecord, game: PlayableGame, walletBalance: number, currencySymbol: string): DemoSession {
  return {
    ticket: record.ticket,
    nodeId: game.nodeId,
    gameName: game.gameName,
    gameCode: game.gameCode,
    vassalage: game.vassalage,
    gameType: game.gameType,
    gameClassify: game.gameClassify,
    iconUrl: game.iconUrl,
    kind: record.kind,
    freeTrial: record.freeTrial,
    balance: record.freeTrial ? record.demoCredits : walletBalance,
    currencySymbol,
    minBet: game.minBet,
    maxBet: game.maxBet,
    expiresAt: record.expiresAt,
  };
}

/**
 * One round: the stake within the game's limits; a free-trial ticket plays
 * its own demo credits and never touches the wallet; a real one posts BET
 * (and WIN or REFUND) rows on the ledger, which refuses a negative balance.
 */
export async function playRound(
  record: LaunchTicketRecord, game: PlayableGame, member: MemberRecord | null,
  body: { stake: number; requestId: string; picks?: number[] },
): Promise<DemoBetValue> {
  const stake = round2(body.stake);
  if (stake < game.minBet || stake > game.maxBet) {
    throw refuse(ERROR_CODES.VALIDATION, `The stake must be between ${game.minBet} and ${game.maxBet}`, 400);
  }
  // A lottery ticket is bet on the player's numbers; no other game takes any.
  if (record.kind === 'lottery' && !body.picks) throw refuse(ERROR_CODES.VALIDATION, 'body.picks: choose your numbers', 400);
  if (record.kind !== 'lottery' && body.picks) throw refuse(ERROR_CODES.VALIDATION, 'body.picks: only lottery tickets take numbers', 400);
  const result = demoOutcome(record.kind, record.ticket, body.requestId, body.picks);
  const win = round2(stake * result.multiplier);
  const roundId = `${record.ticket.slice(0, 8)}-${body.requestId}`;
  const round = { roundId, stake, win, multiplier: result.multiplier, outcome: result.outcome, symbols: result.symbols };

  if (record.freeTrial) {
    // Play money only: the wallet is never touched.
    if (stake > record.demoCredits) throw refuse(ERROR_CODES.INSUFFICIENT_BALANCE);
    const credits = round2(record.demoCredits - stake + win);
    await touchTicket(record.ticket, TICKET_TTL_MS, credits);
    return { ...round, balance: credits, freeTrial: true };
  }
  // Only member tickets can be real (issueTicket makes guest tickets free trials).
  if (!member || isTrial(member)) throw refuse(ERROR_CODES.TRIAL_ACCOUNT, undefined, 403);
  // Responsible gaming: the member's own wager and loss limits hold for every real stake.
  assertUnderLimits(member.account, 'WAGER', stake);
  assertUnderLimits(member.account, 'LOSS', stake);
  const remark = `${game.gameName} (${game.vassalage})`;
  await debit(member.account, 'BET', stake, `GAME:${roundId}`, remark);
  if (win > 0) await credit(member.account, result.outcome === 'PUSH' ? 'REFUND' : 'WIN', win, `GAME:${roundId}`, remark);
  // Lottery lobby games are no catalogue node the winner board could launch.
  if (result.outcome === 'WIN' && game.nodeId > 0) await recordWin(member.account, game, win);
  // A catalogue game with a real round played runs until it is closed (#734); a lottery ticket is settled per draw.
  if (game.nodeId > 0 && !record.running) await markRunning(record.ticket);
  await touchTicket(record.ticket, TICKET_TTL_MS);
  return { ...round, balance: balanceOf(member.account), freeTrial: false };
}
