import { Collection } from '@msw/data';
import { z } from 'zod';
import { isoDateTime } from '../../contracts/shared/entities';

const pendingSchema = z.object({ amount: z.number().nullable(), effectiveAt: isoDateTime }).nullable();
const limitSettingSchema = z.object({ amount: z.number().nullable(), pending: pendingSchema });

/**
 * One member's responsible-gaming settings. Limits are keyed `KIND:PERIOD`
 * (`DEPOSIT:DAILY`); a member without a record has none of them.
 */
export const rgSettingsSchema = z.object({
  account: z.string(),
  limits: z.record(z.string(), limitSettingSchema),
  sessionLimit: limitSettingSchema,
  realityCheckMinutes: z.number().int().nullable(),
  /** The session whose reality check was last answered, and when. */
  lastCheckToken: z.string().nullable(),
  lastCheckAt: isoDateTime.nullable(),
  timeoutUntil: isoDateTime.nullable(),
  exclusion: z.object({ since: isoDateTime, until: isoDateTime }).nullable(),
});
export type RgSettings = z.infer<typeof rgSettingsSchema>;

export const rgSettings = new Collection({ schema: rgSettingsSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = { rgSettings };
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = {};
