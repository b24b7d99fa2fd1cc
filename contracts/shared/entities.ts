import { z } from 'zod';
import { freeText, isoDate, nameText } from './limits';
import {
  CONTRACT_PERIODS, CONTRACT_STATUSES, CONTRACT_TYPES, CS_TYPES,
  LEDGER_KINDS, REDEEM_STATUSES, WHITELABEL_FLAGS,
} from './constants';

/**
 * Entity schemas whose field names are exactly those of SPEC §3. They are the
 * contracts' building blocks and the simulated backend's collection schemas.
 */

/** Query/number fields arrive as 0/1 flags on this platform. */
const flag01 = z.union([z.literal(0), z.literal(1)]);
const isoDateTime = z.string().datetime({ offset: true });

/** WIRE.md §8 Q17: ids come as numbers or strings; compare them as strings. */
export const wireId = z.union([z.number(), z.string()]);
/** 0/1 flags may come as numbers or numeric strings (`isHot` 1 or "1", §8 Q4). */
const wireFlag = z.union([z.number(), z.string()]);

/**
 * WIRE.md §6.4 Game item (G1, G2, G7, G10 and the winner board's `vo`), read leniently: every field
 * the platform may omit is optional, unknown fields pass, and the lobby's select supplies defaults
 * (showIcon, else iconUrl; gameName, else nodeName after its last `_`). `isHot` is SPEC-only (§8 Q4):
 * no platform answer carries it. The fields after it are our simulated backend's own extras: never the
 * platform's, so no screen depends on them.
 */
export const gameSchema = z
  .object({
    showIcon: z.string().nullish(),
    iconUrl: z.string().nullish(),
    gameName: z.string().nullish(),
    nodeName: z.string().nullish(),
    /** The vendor label on the tile. */
    displayName: z.string().nullish(),
    /** The favourite key. */
    nodeId: wireId,
    /** The vendor code; it drives routing. */
    vassalage: z.string().nullish(),
    gameType: z.string().nullish(),
    gameCode: z.string().nullish(),
    /** `"VASSALAGE"` opens the vendor's game list instead of launching; `"game"` launches. */
    isGame: z.union([z.string(), z.number()]).nullish(),
    /** 0 means the free-trial button is shown (§8 Q13). */
    supportPlay: wireFlag.nullish(),
    /** Required to launch (or roomId); without it the tile says "stay tuned". */
    gameId: wireId.nullish(),
    roomId: wireId.nullish(),
    matchId: wireId.nullish(),
    leagueId: wireId.nullish(),
    /** Contains `html5-desktop` or `flash`: it picks the launch platform. */
    platform: z.string().nullish(),
    accountTypeName: z.string().nullish(),
    /** SPEC-only hot badge (§8 Q4). */
    isHot: wireFlag.nullish(),
    /** SPEC §3 filter category. */
    gameClassify: z.string().nullish(),
    minBet: z.number().optional(),
    maxBet: z.number().optional(),
    lineNum: z.number().optional(),
    vendorName: z.string().optional(),
  })
  .passthrough();
export type Game = z.infer<typeof gameSchema>;

/** WIRE.md §6.4 vendor card of the lanes (G3): `lagerIcon` as the platform spells it, `accountTypeId` its key. */
export const vendorCardSchema = z
  .object({
    vassalage: z.string(),
    displayName: z.string().nullish(),
    gameType: z.string().nullish(),
    title: z.string().nullish(),
    lagerIcon: z.string().nullish(),
    accountTypeName: z.string().nullish(),
    accountTypeId: wireId.nullish(),
    /** The card image, at `…/B2C/<MERCHANT>/WEB/<id>.png`. */
    id: wireId.nullish(),
    isGame: z.union([z.string(), z.number()]).nullish(),
    gameId: wireId.nullish(),
    nodeId: wireId.nullish(),
    gameCode: z.string().nullish(),
    /** 1: trial allowed. */
    freeplay: wireFlag.nullish(),
    /** 1 or 2 opens a new window; anything else an iframe at /seamless. */
    appNewWindow: wireFlag.nullish(),
    /** Our simulated backend's count of the vendor's games (not the platform's). */
    gameCount: z.number().optional(),
  })
  .passthrough();
export type VendorCardWire = z.infer<typeof vendorCardSchema>;

/** WIRE.md §6.4: a lane is `{title, gameClassify?, cards}`; `title` is a game type. */
export const vendorLaneSchema = z
  .object({
    title: z.string(),
    gameClassify: z.string().nullish(),
    cards: z.array(vendorCardSchema),
  })
  .passthrough();
export type VendorLane = z.infer<typeof vendorLaneSchema>;

/**
 * Numbers the platform may send as numbers or as numeric strings (WIRE.md §6.1: member `type`).
 * The feature's select turns them into numbers.
 */
const numberish = z.union([z.number(), z.string()]);
/** Flags the platform may send as booleans, 0/1 or "true"/"1". */
const flagish = z.union([z.boolean(), z.number(), z.string()]);

/**
 * WIRE.md §6.1 S5 `clubLabel`: the member's VIP label. Read leniently: every field may be missing,
 * ids and levels may come as numbers or strings. `type: "AUTO"` shows the VIP benefits.
 */
export const clubLabelSchema = z.object({
  labelId: numberish.nullable().optional(),
  labelName: z.string().nullable().optional(),
  color: z.string().nullable().optional(),
  type: z.string().nullable().optional(),
  rankLevel: numberish.nullable().optional(),
});

/**
 * WIRE.md §6.1 S5 member info, as the platform sends it: `id, account, nickname, type` (a number or
 * a numeric string: 1, 2, 41, 42 agents, 4 trial), `lastLogin` and `regDate` (epoch ms), `toUpline`
 * (shape not recorded), `mobile` (masked, e.g. "0133671****"), `clubLabel`, `memberLabel[]`.
 * What our screens need beyond WIRE's fields rides along as optional fields with the §7.2
 * `updateMemberInfo` names where those exist (payeename, mail, birthday…); the select of
 * src/features/session supplies the defaults, so no screen sees a missing one.
 */
export const memberInfoSchema = z.object({
  id: numberish,
  account: z.string(),
  nickname: z.string().nullable().optional(),
  type: numberish,
  lastLogin: numberish.nullable().optional(),
  toUpline: z.union([z.string(), z.number(), z.boolean()]).nullable().optional(),
  regDate: numberish.nullable().optional(),
  mobile: z.string().nullable().optional(),
  clubLabel: clubLabelSchema.nullable().optional(),
  memberLabel: z.array(z.unknown()).nullable().optional(),
  // --- Ours beyond WIRE's fields (optional: a real server need not send them) ---
  countryDialingCode: z.string().nullable().optional(),
  /** The bound mobile number was confirmed with an SMS code (SPEC §4 phone verification states). */
  mobileVerified: flagish.nullable().optional(),
  hasPaymentPassword: flagish.nullable().optional(),
  mail: z.string().nullable().optional(),
  /** The real name (the payee name of bank accounts; SPEC's "full name"). */
  payeename: z.string().nullable().optional(),
  birthday: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  nationality: z.string().nullable().optional(),
  occupation: z.string().nullable().optional(),
  sourceOfIncome: z.string().nullable().optional(),
  placeOfBirth: z.string().nullable().optional(),
  natureOfWork: z.string().nullable().optional(),
  employerName: z.string().nullable().optional(),
  permanentAddress: z.string().nullable().optional(),
  zalo: z.string().nullable().optional(),
  /** Fields (S6's names) the server no longer lets the member change: identity facts once KYC is submitted or verified. */
  lockedFields: z.array(z.string()).nullable().optional(),
});
export type MemberInfoValue = z.infer<typeof memberInfoSchema>;

/**
 * The member as every screen sees it: what src/features/session's `selectMemberInfo` makes of
 * S5's answer, with the defaults filled in. It lives here, not in the feature, because the
 * session state of src/lib (which may not import features) reads its account and type.
 */
export interface MemberInfo {
  /** Compared as a string, as WIRE.md compares ids. */
  id: string;
  account: string;
  nickname: string;
  /** 1, 2, 41, 42 agent; 4 trial; 0 player. */
  type: number;
  /** The VIP label (clubLabel), or null when the member has none. */
  clubLabel: { labelId: string; labelName: string; color: string; type: string; rankLevel: number } | null;
  hasVip: boolean;
  vipLabelName: string;
  vipRankLevel: number;
  /** clubLabel.type "AUTO": the VIP benefits show (WIRE.md §6.1). */
  vipBenefits: boolean;
  /** Masked by the server (e.g. "0133671****"); '' when none is bound. */
  mobile: string;
  countryDialingCode: string;
  mobileVerified: boolean;
  hasPaymentPassword: boolean;
  email: string;
  fullName: string;
  birthday: string;
  address: string;
  nationality: string;
  occupation: string;
  sourceOfIncome: string;
  placeOfBirth: string;
  natureOfWork: string;
  employerName: string;
  permanentAddress: string;
  zalo: string;
  /** ISO times, or null when the server sent none. */
  registeredAt: string | null;
  lastLoginAt: string | null;
  /** The upline's account, when the server names one. */
  upline: string | null;
  lockedFields: string[];
}

export const customerServiceSchema = z.object({
  csType: z.enum(CS_TYPES),
  title: z.string(),
  path: z.string(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const resourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const countrySchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const whitelabelFlagsSchema = z.object(
  Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
    (typeof WHITELABEL_FLAGS)[number],
    z.ZodBoolean
  >,
);
export type WhitelabelFlags = z.infer<typeof whitelabelFlagsSchema>;

export const registrationFieldConfigSchema = z.object({
  field: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.string(),
  /** A regular expression source, or "*" for any. */
  acceptedPattern: z.string(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
});
export type RegistrationFieldConfig = z.infer<typeof registrationFieldConfigSchema>;

/**
 * WIRE.md §6.1 S1, S2, S4: a login answer. `token` starts the session; `firstTimeLogin` and
 * `passwordExpired` are booleans (read leniently); `userName`, `id` and `customerType` may be sent.
 */
export const loginValueSchema = z.object({
  token: z.string(),
  firstTimeLogin: flagish.nullable().optional(),
  passwordExpired: flagish.nullable().optional(),
  userName: z.string().nullable().optional(),
  id: numberish.nullable().optional(),
  customerType: numberish.nullable().optional(),
});
export type LoginValueWire = z.infer<typeof loginValueSchema>;

/**
 * WIRE.md §6.1 S15/S16: the register answer is a login answer, with `customerId`; the token comes
 * only when `login: true` was sent (we always send it, but read it as optional).
 */
export const registerValueSchema = loginValueSchema.partial({ token: true }).extend({ customerId: numberish.nullable().optional() });
export type RegisterValueWire = z.infer<typeof registerValueSchema>;

/** A login answer as the login sequence uses it: what `selectLoginValue` (src/features/auth) makes of the wire. */
export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** The account the server logged in, when it said ('' otherwise). */
  userName: string;
}

export const kycPersonalInfoSchema = z.object({
  idType: z.number().int().min(1).max(13),
  payeename: nameText.min(1),
  birthday: isoDate,
  address: freeText.min(1),
  permanentAddress: freeText.min(1),
  placeOfBirth: freeText.min(1),
  /** A key of the nationality list. */
  nationality: nameText.min(1),
  sourceOfIncome: z.number().int().min(1).max(2),
  occupation: z.number().int().min(3).max(21),
  employerName: nameText.min(1),
});
export type KycPersonalInfo = z.infer<typeof kycPersonalInfoSchema>;

/** WIRE.md §6.1 S14: one verification's state; `status` N not submitted, P pending, Y approved, R rejected. */
const verificationStateSchema = z.object({
  enabled: flagish.nullable().optional(),
  isComplete: flagish.nullable().optional(),
  status: z.string().nullable().optional(),
});

/**
 * WIRE.md §6.1 S14 `GET /wps/v2/member/securityConfig`: `info.idVerification.{enabled, isComplete,
 * status}`; BRL merchants send `info.cpfVerification` instead. Read leniently.
 */
export const securityConfigSchema = z.object({
  info: z
    .object({
      idVerification: verificationStateSchema.nullable().optional(),
      cpfVerification: verificationStateSchema.nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type SecurityConfigValue = z.infer<typeof securityConfigSchema>;

// Zod-free, in constants.ts: the security prompt reads them in the initial bundle.
export { KYC_STATUSES, type KycStatus } from './constants';
import type { KycStatus } from './constants';

/** The security config as screens read it: what `selectSecurityConfig` (src/features/compliance) makes of S14. */
export interface SecurityConfig {
  idVerification: {
    enabled: boolean;
    isComplete: boolean;
    /** N not submitted, P pending review, Y approved, R rejected. */
    status: KycStatus;
  };
}

export const contractSchema = z.object({
  id: z.number().int(),
  contractType: z.enum(CONTRACT_TYPES),
  /** The agent offering the contract. */
  upline: z.string(),
  /** The member the contract binds. */
  account: z.string(),
  rate: z.number(),
  period: z.enum(CONTRACT_PERIODS),
  periodValidBet: z.number(),
  periodProfitLoss: z.number(),
  activeMembers: z.number().int(),
  betAmountPerDay: z.number().optional(),
  betAmountPerHour: z.number().optional(),
  status: z.enum(CONTRACT_STATUSES),
  /**
   * The products the contract covers (WIRE.md §6.7 keys dividend and hourly requests by it):
   * ours all cover every product (contract-wire.ts ALL_PRODUCTS).
   */
  productType: z.string(),
  /** The upline asked to end this ACTIVE contract: a termination request (K0 status `V`) waits for the member's answer. */
  terminationRequested: z.boolean(),
  createTime: isoDateTime,
  updateTime: isoDateTime,
});
export type Contract = z.infer<typeof contractSchema>;

export const rewardEntrySchema = z.object({
  id: z.number().int(),
  type: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  requiredPoints: z.number(),
  requiredAmount: z.number(),
  status: z.enum(REDEEM_STATUSES),
  time: isoDateTime,
  remark: z.string(),
});
export type RewardEntry = z.infer<typeof rewardEntrySchema>;

/**
 * WIRE.md §6.4 G17 winner board entry: `{vo: {customerName, winAmount, vassalage, gameId, nodeId,
 * gameType, isGame, gameCode, …}}`; `vo` carries the launch fields (a click launches its game).
 * `winAmount` may come as a string.
 */
export const winnerVoSchema = gameSchema
  .extend({
    nodeId: wireId.nullish(),
    customerName: z.string().nullish(),
    winAmount: z.union([z.number(), z.string()]),
  })
  .passthrough();
export const winnerRecordSchema = z.object({ vo: winnerVoSchema }).passthrough();
export type WinnerRecord = z.infer<typeof winnerRecordSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  account: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed: credits positive, debits negative. */
  amount: z.number(),
  balanceAfter: z.number(),
  reference: z.string(),
  remark: z.string(),
  createTime: isoDateTime,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export { flag01, isoDateTime };
