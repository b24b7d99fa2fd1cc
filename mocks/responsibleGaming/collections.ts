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
  exclusion: z
    .object({
      since: isoDateTime,
      until: isoDateTime,
      /** MGA: excluded from every brand of the operator. */
      allBrands: z.boolean().optional(),
      /** MGA: a request to end it earlier, its reason and when its decision is due. */
      shortening: z.object({ requestedAt: isoDateTime, until: isoDateTime, reason: z.string(), decideBy: isoDateTime }).nullable().optional(),
    })
    .nullable(),
  /** MGA: when the member acknowledged the responsible-gaming message (owed before the first bet). */
  messageAcknowledgedAt: isoDateTime.nullable().optional(),
  /** UKGC: when the member answered the deposit-limit prompt (a deposit limit set, or none chosen). */
  depositPromptAnsweredAt: isoDateTime.nullable().optional(),
});
export type RgSettings = z.infer<typeof rgSettingsSchema>;

export const rgSettings = new Collection({ schema: rgSettingsSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = { rgSettings };
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = {};
