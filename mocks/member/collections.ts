import { Collection } from '@msw/data';
import { z } from 'zod';
import { CONTRACT_TYPES } from '../../contracts/shared/constants';
import { isoDateTime } from '../../contracts/shared/entities';

/**
 * A member as the simulated backend stores it: the profile (with the screens' names, as stored
 * before the wire changed, so a saved demo world still loads) plus what only a server knows:
 * credential hashes, login stamps and the agent tree. mocks/member/info.ts turns one into WIRE.md's
 * S5 answer.
 */
export const memberRecordSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** 1, 2, 41, 42 agent; 4 trial; 0 player. */
  type: z.number().int(),
  vipLabelName: z.string(),
  vipRankLevel: z.number().int(),
  hasVip: z.boolean(),
  avatarUrl: z.string(),
  currencySymbol: z.string(),
  language: z.string(),
  email: z.string().optional(),
  mobileNum: z.string().optional(),
  countryDialingCode: z.string().optional(),
  payeeName: z.string().optional(),
  fullName: z.string().optional(),
  birthday: z.string().optional(),
  address: z.string().optional(),
  nationality: z.string().optional(),
  occupation: z.string().optional(),
  sourceOfIncome: z.string().optional(),
  placeOfBirth: z.string().optional(),
  natureOfWork: z.string().optional(),
  employerName: z.string().optional(),
  permanentAddress: z.string().optional(),
  zalo: z.string().optional(),
  hasPaymentPassword: z.boolean(),
  upline: z.string().nullable(),
  registeredAt: isoDateTime.optional(),
  mobileVerified: z.boolean().optional(),
  lockedFields: z.array(z.string()).optional(),
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
