import { Collection } from '@msw/data';
import { z } from 'zod';
import { GAME_TYPES } from '../../contracts/shared/constants';
import { isoDateTime } from '../../contracts/shared/entities';

/** One row per (member, favourite game). */
export const favouriteRecordSchema = z.object({
  account: z.string(),
  nodeId: z.number().int(),
  vendor: z.string(),
  gameType: z.enum(GAME_TYPES),
  createdAt: isoDateTime,
});
export type FavouriteRecord = z.infer<typeof favouriteRecordSchema>;

export const favourites = new Collection({ schema: favouriteRecordSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = { favourites };
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = {};
