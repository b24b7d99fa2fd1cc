import { Collection } from '@msw/data';
import { z } from 'zod';
import { DEMO_GAME_KINDS } from '../../contracts/games';
import { GAME_TYPES, PRIZE_MODES } from '../../contracts/shared/constants';
import { isoDateTime } from '../../contracts/shared/entities';

/**
 * A catalogue game as the simulated backend keeps it: the platform's game item fields (WIRE.md
 * §6.4) it answers, plus what only the server knows (popularity, release date, stake limits).
 */
export const gameRecordSchema = z.object({
  nodeId: z.number().int(),
  gameName: z.string(),
  /** The legacy lobby's name: `<VENDOR>_<name>` (WIRE.md §6.4). */
  nodeName: z.string(),
  gameType: z.enum(GAME_TYPES),
  /** Vendor code, e.g. TCG_SEA. */
  vassalage: z.string(),
  gameClassify: z.string(),
  gameCode: z.string(),
  /** The vendor's id of the game: required to launch. */
  gameId: z.string(),
  iconUrl: z.string(),
  /** SPEC-only hot badge (WIRE.md §8 Q4): the simulated backend sets it on a few games. */
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** 0 means a free trial is offered. */
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  /** The launch platforms the game runs on (WIRE.md §6.4: it picks the launch platform). */
  platform: z.string(),
  /** Release date (the NEW badge of our own design is gone; kept for the order of seeded activity). */
  createdAt: isoDateTime,
  minBet: z.number(),
  maxBet: z.number(),
  lineNum: z.number().int(),
  vendorName: z.string(),
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
  /**
   * WIRE.md §4.4 #734: a real round was played on this ticket and the game was not closed since
   * (games.closeGame): the member's "running game", which refuses a launch of any other game.
   */
  running: z.boolean().optional(),
});
export type LaunchTicketRecord = z.infer<typeof launchTicketRecordSchema>;

/** Winner board rows: seeded from the crowd, plus real wins of the demo game. */
export const winnerRowSchema = z.object({
  recordId: z.number().int(),
  gameName: z.string(),
  customerName: z.string(),
  winAmount: z.number(),
  iconUrl: z.string(),
  game: z.object({ nodeId: z.number().int(), gameType: z.string(), vassalage: z.string(), gameCode: z.string() }),
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
