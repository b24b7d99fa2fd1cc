import { Collection } from '@msw/data';
import { z } from 'zod';
import { rewardItemSchema } from '../../contracts/rewards';

/** Reward-centre items of every member; claiming changes them, so they persist. The wire's promotionId derives from sourceId. */
export const rewardRecordSchema = rewardItemSchema.omit({ promotionId: true }).extend({
  account: z.string(),
  /** The mission (MISSION) or promotion (PROMOTION) behind the item, if any. */
  sourceId: z.number().int().nullable(),
});
export type RewardRecord = z.infer<typeof rewardRecordSchema>;
export const rewardItems = new Collection({ schema: rewardRecordSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = { rewardItems };
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = {};
