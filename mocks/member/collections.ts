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
  /** IPs the member logged in from (SPEC §4 login from an unregistered IP); absent on records stored before it existed. */
  knownIps: z.array(z.string()).optional(),
  /** The simulated authenticator app's shared secret, when the member set up Google verification. */
  authenticatorSecret: z.string().optional(),
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

export const loginRecordSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  ip: z.string(),
  loginTime: isoDateTime,
  loginType: z.string(),
  verifiedBy: z.string().nullable(),
});
export type LoginRecordRow = z.infer<typeof loginRecordSchema>;

export const members = new Collection({ schema: memberRecordSchema });
export const loginHistory = new Collection({ schema: loginRecordSchema });
export const sessions = new Collection({ schema: sessionRecordSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = { members, sessions, loginHistory };

/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = {};
