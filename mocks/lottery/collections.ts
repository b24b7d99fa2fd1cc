import { Collection } from '@msw/data';
import { z } from 'zod';
import { LOTTO_AREAS } from '../../contracts/games';
import { prizeSchema } from '../../contracts/lottery';
import { PRIZE_MODES } from '../../contracts/shared/constants';
import { isoDateTime } from '../../contracts/shared/entities';

/** A lottery game and its draw schedule; the next draw is computed from it at request time. */
export const lotteryGameRecordSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  area: z.enum(LOTTO_AREAS),
  menuCode: z.string(),
  drawType: z.enum(['DAILY', 'FAST']),
  /** DAILY: local draw time HH:mm. */
  drawTime: z.string().nullable(),
  intervalSeconds: z.number().int().nullable(),
  /** Hours ahead of UTC of the area's local time. */
  utcOffsetHours: z.number(),
  /** VN draws: NORTH (27 numbers), CENTRAL/SOUTH (18 numbers); SEA: 4D or 6D. */
  prizeTable: z.enum(['VN_NORTH', 'VN_SOUTH', 'SEA_4D', 'SEA_6D']),
  prizeModes: z.array(z.enum(PRIZE_MODES)),
  sort: z.number().int(),
});
export type LotteryGameRecord = z.infer<typeof lotteryGameRecordSchema>;

/** An opened draw: its numbers by prize, the first prize's number as the winning number. */
export const drawRecordSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  area: z.enum(LOTTO_AREAS),
  numero: z.string(),
  openTime: isoDateTime,
  winningNumber: z.string(),
  prizes: z.array(prizeSchema),
});
export type DrawRecord = z.infer<typeof drawRecordSchema>;

/** One row per (member, lottery game) launched: L3's recent lottery games. */
export const recentLotteryPlaySchema = z.object({ account: z.string(), gameCode: z.string(), playedAt: isoDateTime });

export const lotteryGames = new Collection({ schema: lotteryGameRecordSchema });
export const draws = new Collection({ schema: drawRecordSchema });
export const recentLotteryPlays = new Collection({ schema: recentLotteryPlaySchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = { recentLotteryPlays };
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = { lotteryGames, draws };
