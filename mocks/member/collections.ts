import { Collection } from '@msw/data';
import { z } from 'zod';
import { CONTRACT_TYPES } from '../../contracts/shared/constants';
import { isoDateTime, memberInfoSchema } from '../../contracts/shared/entities';

/**
 * Members are the contract's MemberInfo plus what only a server knows:
 * credential hashes, login stamps and the agent tree.
 */
export const memberRecordSchema = memberInfoSchema.extend({
  passwordHash: z.string(),
  paymentPasswordHash: z.string().nullable(),
  passwordExpired: z.boolean(),
  firstTimeLogin: z.boolean(),
  /** Agents only: the contract types this agent works under. */
  contractTypes: z.array(z.enum(CONTRACT_TYPES)),
  affiliateCode: z.string().nullable(),
  registerMethod: z.string(),
  createdAt: isoDateTime,
  lastLoginAt: isoDateTime.nullable(),
});
export type MemberRecord = z.infer<typeof memberRecordSchema>;

export const sessionRecordSchema = z.object({
  token: z.string(),
  account: z.string(),
  loginType: z.enum(['username', 'sms', 'freeplay', 'social', 'agent', 'firebase']),
  createdAt: isoDateTime,
  /** The last request made with the token (idle expiry); absent on sessions stored before it existed. */
  lastSeenAt: isoDateTime.optional(),
});
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

export const members = new Collection({ schema: memberRecordSchema });
export const sessions = new Collection({ schema: sessionRecordSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = { members, sessions };

/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = {};
