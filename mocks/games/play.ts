import { ERROR_CODES } from '../../contracts/shared/errors';
import type { WinnerRecord } from '../../contracts/shared/entities';
import { isoNow, now } from '../engine/clock';
import { refuse } from '../engine/refusal';
import type { MemberRecord } from '../member/collections';
import { launchTickets, recentPlays, winners, type LaunchTicketRecord, type WinnerRow } from './collections';
import { maskName } from './demo';
import { lotteryPlayable, type PlayableGame } from './lottery';
import { gameById, toWireGame } from './query';

/** Records a launch in the member's recent games (one row per game, latest first). */
export async function recordPlay(account: string, nodeId: number): Promise<void> {
  const playedAt = isoNow();
  const existing = recentPlays.findFirst((q) => q.where({ account, nodeId }));
  if (existing) {
    await recentPlays.update((q) => q.where({ account, nodeId }), {
      data(draft) {
        draft.playedAt = playedAt;
        draft.playCount += 1;
      },
    });
    return;
  }
  const id = recentPlays.all().reduce((max, row) => Math.max(max, row.id), 0) + 1;
  await recentPlays.create({ id, account, nodeId, playedAt, playCount: 1 });
}

/** Guest free-trial tickets belong to no account: the ticket itself is the credential. */
export const GUEST_ACCOUNT = '';

/**
 * A valid launch ticket and its game, or the refusal that says why not.
 * `member` null opens a guest free-trial ticket (the trial routes); a
 * member opens only their own tickets (the token routes).
 */
export function openTicket(ticket: string, member: MemberRecord | null): { record: LaunchTicketRecord; game: PlayableGame } {
  const record = launchTickets.findFirst((q) => q.where({ ticket }));
  if (!record) throw refuse(ERROR_CODES.NOT_FOUND, 'Unknown game ticket', 404);
  if (record.account !== (member?.account ?? GUEST_ACCOUNT)) {
    throw refuse(ERROR_CODES.FORBIDDEN, 'This game ticket belongs to another player', 403);
  }
  if (record.expiresAt <= isoNow()) {
    throw refuse(ERROR_CODES.INVALID_STATE, 'The game session has expired: launch the game again', 409);
  }
  // A lottery lobby ticket names its lottery game; every other ticket a catalogue game.
  const game = record.gameCode ? lotteryPlayable(record.gameCode, record.prizeMode) : gameById(record.nodeId);
  if (!game) throw refuse(ERROR_CODES.NOT_FOUND, 'The game is no longer available', 404);
  return { record, game };
}

export async function touchTicket(ticket: string, ttlMs: number, demoCredits?: number): Promise<string> {
  const expiresAt = new Date(now() + ttlMs).toISOString();
  await launchTickets.update((q) => q.where({ ticket }), {
    data(draft) {
      draft.expiresAt = expiresAt;
      if (demoCredits !== undefined) draft.demoCredits = demoCredits;
    },
  });
  return expiresAt;
}

/**
 * WIRE.md §4.4 #734 "previous game not finished": the member's running game, a real ticket with a
 * round played, not closed and not expired (an expired ticket has ended its game on its own).
 */
export function runningGameOf(account: string): LaunchTicketRecord | undefined {
  const at = isoNow();
  return launchTickets.findFirst((q) =>
    q.where({ account, running: true, freeTrial: false, expiresAt: (expiresAt: string) => expiresAt > at }),
  );
}

/** A real round was played on the ticket: its game runs until it is closed. */
export async function markRunning(ticket: string): Promise<void> {
  await launchTickets.update((q) => q.where({ ticket }), {
    data(draft) {
      draft.running = true;
    },
  });
}

/** Closes the member's running game of this node (all its tickets), or every running game. */
export async function closeRunningGames(account: string, nodeId?: number): Promise<number> {
  const rows = await launchTickets.updateMany(
    (q) => q.where(nodeId === undefined ? { account, running: true } : { account, nodeId, running: true }),
    {
      data(draft) {
        draft.running = false;
      },
    },
  );
  return rows.length;
}

/** Drops a member's expired tickets, so the collection does not grow without end. */
export function dropExpiredTickets(account: string): void {
  const at = isoNow();
  launchTickets.deleteMany((q) => q.where({ account, expiresAt: (expiresAt: string) => expiresAt <= at }));
}

/** A real win of the demo game lands on the winner board. */
export async function recordWin(account: string, game: PlayableGame, winAmount: number): Promise<void> {
  const recordId = winners.all().reduce((max, row) => Math.max(max, row.recordId), 0) + 1;
  await winners.create({
    recordId,
    gameName: game.gameName,
    customerName: maskName(account),
    winAmount,
    iconUrl: game.iconUrl,
    game: { nodeId: game.nodeId, gameType: game.gameType, vassalage: game.vassalage, gameCode: game.gameCode },
    account,
    gameType: game.gameType,
    createTime: isoNow(),
  });
}

/**
 * A board row as G17 answers it (WIRE.md §6.4): `{vo}` with the winner, the amount and the game's
 * own item fields, so a click launches it. A game no longer in the catalogue keeps what the row knows.
 */
export function toWinnerRecord(row: WinnerRow): WinnerRecord {
  const game = gameById(row.game.nodeId);
  const item = game ? toWireGame(game) : { gameName: row.gameName, showIcon: row.iconUrl, ...row.game };
  return { vo: { ...item, customerName: row.customerName, winAmount: row.winAmount } };
}
