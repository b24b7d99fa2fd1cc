import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { isoDateTime } from './shared/entities';
import { ack, respond } from './shared/envelope';
import { money, nameText, remarkText } from './shared/limits';
import { ours } from './shared/meta';
import { dateRangeQuery } from './shared/paging';
import {
  RG_ACTIVITY_TYPES,
  RG_EXCLUSION_TERMS,
  RG_LIMIT_KINDS,
  RG_LIMIT_PERIODS,
  RG_REALITY_CHECK_MINUTES,
  RG_SESSION_MINUTES,
  RG_TIMEOUT_PERIODS,
} from './shared/responsible-gaming';
import { SHORTENING_STATES } from './shared/jurisdictions/profile';

const c = initContract();

const pendingSchema = z.object({ amount: z.number().nullable(), effectiveAt: isoDateTime }).nullable();

/** One of the nine money limits, with what the current period has used and when it resets. */
export const rgLimitSchema = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_LIMIT_PERIODS),
  /** null: no limit. */
  amount: z.number().nullable(),
  /** An increase or removal waiting for its 24-hour cooling-off. */
  pending: pendingSchema,
  used: z.number(),
  resetsAt: isoDateTime,
});
export type RgLimit = z.infer<typeof rgLimitSchema>;

export const rgStatusSchema = z.object({
  limits: z.array(rgLimitSchema),
  sessionLimit: z.object({ minutes: z.number().int().nullable(), pending: pendingSchema }),
  realityCheck: z.object({ intervalMinutes: z.number().int().nullable() }),
  /** This login: when it began, what it has wagered and won or lost, on the server clock (rate: fast-clock QA). */
  session: z.object({
    loginAt: isoDateTime,
    serverTime: isoDateTime,
    clockRate: z.number().nonnegative(),
    lastCheckAt: isoDateTime.nullable(),
    wagered: z.number(),
    profitLoss: z.number(),
    /** When the session-length limit logs the player out; null without one. */
    endsAt: isoDateTime.nullable(),
  }),
  /** A time-out ends sessions and refuses login; a self-exclusion allows only withdrawals. */
  block: z.object({
    kind: z.enum(['NONE', 'TIMEOUT', 'SELF_EXCLUSION']),
    since: isoDateTime.nullable(),
    until: isoDateTime.nullable(),
    /** MGA: the self-exclusion covers every brand of the operator. */
    allBrands: z.boolean().optional(),
    /** MGA: a request to end the self-exclusion earlier: the end asked for, its decision and cooling-off. */
    shortening: z
      .object({
        until: isoDateTime,
        reason: z.string(),
        decideBy: isoDateTime,
        coolingOffEndsAt: isoDateTime,
        state: z.enum(SHORTENING_STATES),
      })
      .nullable()
      .optional(),
  }),
  /** Issue 35: what the jurisdiction profile asks of this member (ours). */
  regulation: z
    .object({
      jurisdiction: z.string(),
      /** MGA: the responsible-gaming message was acknowledged (owed before the first bet). */
      messageAcknowledged: z.boolean(),
      /** UKGC: the deposit-limit prompt was answered (owed before the first deposit). */
      depositPromptAnswered: z.boolean(),
      hasDeposited: z.boolean(),
      /** Age and identity verified (KYC approved): UKGC wants it before any deposit. */
      verified: z.boolean(),
      /** UKGC: approved deposits less paid withdrawals; null where the regulator asks for none. */
      netDeposits: z.object({ deposited: z.number(), withdrawn: z.number(), net: z.number() }).nullable(),
    })
    .optional(),
});
export type RgStatus = z.infer<typeof rgStatusSchema>;

export const rgActivityRowSchema = z.object({
  gameType: z.enum(RG_ACTIVITY_TYPES),
  /** Minutes of play: bets of one vertical less than 30 minutes apart make one sitting, each sitting at least 5 minutes. */
  minutesPlayed: z.number().int(),
  betCount: z.number().int(),
  betAmount: z.number(),
  payout: z.number(),
  net: z.number(),
});
export type RgActivityRow = z.infer<typeof rgActivityRowSchema>;

export const rgActivitySchema = z.object({
  rows: z.array(rgActivityRowSchema),
  totals: rgActivityRowSchema.omit({ gameType: true }),
});
export type RgActivity = z.infer<typeof rgActivitySchema>;

const minutes = (bounds: { min: number; max: number }) => z.number().int().min(bounds.min).max(bounds.max).nullable();

/*
 * Entirely ours (WIRE.md §7.6: responsible-gaming limits appear in no capture), in the platform's
 * style for member settings: /wps/relay/MCSFE_<method> (§7.1), GET for reads, POST with JSON for
 * actions. The two that carry the password are encrypted and password-checked relays, under
 * /wps/relay/passwordCheck/ as the points calls are.
 */
export const responsibleGamingContract = c.router({
  status: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getResponsibleGaming',
    responses: respond(rgStatusSchema),
    metadata: ours({ token: true }),
    summary: 'Responsible gaming: limits (used, pending changes), reality check, this session and any time-out or self-exclusion',
  },
  setLimit: {
    method: 'POST',
    path: '/wps/relay/MCSFE_setResponsibleGamingLimit',
    body: z.object({ kind: z.enum(RG_LIMIT_KINDS), period: z.enum(RG_LIMIT_PERIODS), amount: money.nullable() }),
    responses: respond(rgStatusSchema),
    metadata: ours({ token: true }),
    summary: 'Set a deposit, loss or wager limit (null removes it): a decrease applies at once, an increase or removal after 24 hours',
  },
  setSessionLimit: {
    method: 'POST',
    path: '/wps/relay/MCSFE_setSessionLengthLimit',
    body: z.object({ minutes: minutes(RG_SESSION_MINUTES) }),
    responses: respond(rgStatusSchema),
    metadata: ours({ token: true }),
    summary: 'Set the session-length limit in minutes (15–720, null removes it; a longer limit waits 24 hours)',
  },
  setRealityCheck: {
    method: 'POST',
    path: '/wps/relay/MCSFE_setRealityCheck',
    body: z.object({ intervalMinutes: minutes(RG_REALITY_CHECK_MINUTES) }),
    responses: respond(rgStatusSchema),
    metadata: ours({ token: true }),
    summary: 'Set the reality-check interval (10–60 minutes, null: off)',
  },
  acknowledgeRealityCheck: {
    method: 'POST',
    path: '/wps/relay/MCSFE_acknowledgeRealityCheck',
    body: c.noBody(),
    responses: respond(rgStatusSchema),
    metadata: ours({ token: true }),
    summary: 'The player chose "continue" on a reality check: the next one is due one interval later',
  },
  timeOut: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_processTimeOut',
    body: z.object({ period: z.enum(RG_TIMEOUT_PERIODS), password: nameText.min(1) }),
    responses: respond(ack),
    metadata: ours({ token: true, encrypted: true }),
    summary: 'Take a time-out (24 hours to 6 weeks), confirmed with the password: every session ends, login is refused until it ends',
  },
  selfExclude: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_processSelfExclusion',
    body: z.object({
      term: z.enum(RG_EXCLUSION_TERMS),
      password: nameText.min(1),
      /** MGA (issue 35): exclude from every brand of the operator; refused where the regulator offers no such choice. */
      allBrands: z.boolean().optional(),
    }),
    responses: respond(rgStatusSchema),
    metadata: ours({ token: true, encrypted: true }),
    summary: 'Self-exclude for 6 months, 1 year or 5 years (PAGCOR), irrevocable: only withdrawals stay open until it ends',
  },
  acknowledgeMessage: {
    method: 'POST',
    path: '/wps/relay/MCSFE_acknowledgeResponsibleGamingMessage',
    body: c.noBody(),
    responses: respond(rgStatusSchema),
    metadata: ours({ token: true }),
    summary: 'MGA (issue 35): the player read the responsible-gaming message; owed after registration and before the first bet',
  },
  shortenExclusion: {
    method: 'POST',
    path: '/wps/relay/MCSFE_requestSelfExclusionChange',
    body: z.object({ term: z.enum(RG_EXCLUSION_TERMS), reason: remarkText.trim().min(1) }),
    responses: respond(rgStatusSchema),
    metadata: ours({ token: true }),
    summary: 'MGA (issue 35): ask to end a self-exclusion earlier, with a reason; decided within 7 days, then 24 hours of cooling-off',
  },
  activity: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getResponsibleGamingActivity',
    query: z.object({ ...dateRangeQuery }),
    responses: respond(rgActivitySchema),
    metadata: ours({ token: true }),
    summary: 'Activity summary: time played, bets, wins and net per vertical for a date range',
  },
});
