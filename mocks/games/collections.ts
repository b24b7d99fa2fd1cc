import { Collection } from '@msw/data';
import { z } from 'zod';
import { lobbyGameSchema, DEMO_GAME_KINDS } from '../../contracts/games';
import { PRIZE_MODES } from '../../contracts/shared/constants';
import { isoDateTime, winnerRecordSchema } from '../../contracts/shared/entities';

/** A catalogue game: the contract's lobby game plus what only the server knows. */
export const gameRecordSchema = lobbyGameSchema.extend({
  /** Seeded popularity score: orders the lobby and the hot list. */
  popularity: z.number().int(),
});
export type GameRecord = z.infer<typeof gameRecordSchema>;

/** One row per (member, game): the member's recent plays. */
export const recentPlayRecordSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nodeId: z.number().int(),
  playedAt: isoDateTime,
  playCount: z.number().int(),
});
export type RecentPlayRecord = z.infer<typeof recentPlayRecordSchema>;

/** A launch ticket: what the demo game page plays, for whom, until when. */
export const launchTicketRecordSchema = z.object({
  ticket: z.string(),
  account: z.string(),
  nodeId: z.number().int(),
  kind: z.enum(DEMO_GAME_KINDS),
  freeTrial: z.boolean(),
  /** Free-trial tickets carry their own play money. */
  demoCredits: z.number(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  /** Lottery tickets name a lottery game (not a catalogue node: their nodeId is 0) and its prize mode. */
  gameCode: z.string().optional(),
  prizeMode: z.enum(PRIZE_MODES).optional(),
});
export type LaunchTicketRecord = z.infer<typeof launchTicketRecordSchema>;

/** Winner board rows: seeded from the crowd, plus real wins of the demo game. */
export const winnerRowSchema = winnerRecordSchema.extend({
  account: z.string(),
  gameType: z.string(),
  createTime: isoDateTime,
});
export type WinnerRow = z.infer<typeof winnerRowSchema>;

export const recentPlays = new Collection({ schema: recentPlayRecordSchema });
export const launchTickets = new Collection({ schema: launchTicketRecordSchema });
export const winners = new Collection({ schema: winnerRowSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = { recentPlays, launchTickets, winners };
/**
 * Collections regenerated from the seed on every start, never stored. The
 * game catalogue is not one: it is a plain read-only array (./catalogue.ts).
 */
export const catalogue = {};
