import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { BET_STATUSES, betRecordSchema, betTotalsSchema, type BetRecord } from './records';
import { CONTRACT_PERIODS, CONTRACT_STATUSES, CONTRACT_TYPES, GAME_TYPES, LEDGER_KINDS } from './shared/constants';
import { ack, respond } from './shared/envelope';
import { contractSchema, isoDateTime, ledgerEntrySchema } from './shared/entities';
import { money as moneyInput, moneyOrZero, moneyUpTo, nameText, percentRate, remarkText, signedMoney } from './shared/limits';
import { observed, ours } from './shared/meta';
import {
  processDailySalaryBodySchema, processDividendBodySchema, processHourSalaryBodySchema, processRealTimeSalaryBodySchema,
} from './shared/contract-wire';
import { requestId } from './shared/paging';

const c = initContract();

/**
 * The agent back office (SPEC §2 "Agent centre pages", §4 Contracts, §6).
 * Every route needs an agent session (types 1, 2, 41, 42): players
 * get error_not_agent, trial accounts in_need_true_account, guests
 * NOT_LOGGED_IN. Read-only team views cover the agent's whole team (its
 * downline and theirs, recursively); actions (transfer, contract offer) only
 * reach its direct downline. The contract list and the process relays (K1–K4)
 * also serve players, who receive offers in the contract modal.
 */

const money = z.number();
const amountInput = moneyUpTo(10_000_000);
const account = z.string().trim().min(1).max(32);

// ---------------------------------------------------------------- entities

/** Back-office notices from the platform to its agents (agentAnnouncement). */
export const agentAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Server HTML: the app sanitizes it before rendering. */
  content: z.string(),
  category: z.enum(['POLICY', 'COMMISSION', 'EVENT', 'SYSTEM']),
  pinned: z.boolean(),
  createTime: isoDateTime,
});
export type AgentAnnouncement = z.infer<typeof agentAnnouncementSchema>;

export const DOWNLINE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

/** A row of downline management (downlineManagmentView). */
export const downlineMemberSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** Member type: 0 player, 1/2/41/42 agent. */
  type: z.number().int(),
  isAgent: z.boolean(),
  balance: money,
  /** ACTIVE: placed a bet in the report window (the last 30 days). */
  status: z.enum(DOWNLINE_STATUSES),
  /** Holds a session right now. */
  online: z.boolean(),
  registerTime: isoDateTime,
  lastLoginTime: isoDateTime.nullable(),
  /** Size of this member's own team (0 for a player). */
  teamSize: z.number().int(),
  /** Contract types this member holds from the calling agent (ACTIVE). */
  contractTypes: z.array(z.enum(CONTRACT_TYPES)),
  /** The member's first deposit ever, null if none (downline health: registered, never deposited). */
  firstDepositTime: isoDateTime.nullable(),
  /** The member's latest bet, null if none (downline health: inactive for 7 days). */
  lastBetTime: isoDateTime.nullable(),
});
export type DownlineMember = z.infer<typeof downlineMemberSchema>;

/**
 * Team betting rows are the members' own betting records (the records domain
 * owns them): one source for the member's and the agent's view.
 */
export const teamBetSchema = betRecordSchema;
export type TeamBet = BetRecord;

/** A user-loss (P&L) statement line per team member (palStatementsAgentCopy). */
export const memberStatementSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  /** 1 = direct downline, 2 = downline of a downline, ... */
  level: z.number().int().min(1),
  upline: z.string(),
  depositAmount: money,
  withdrawAmount: money,
  betCount: z.number().int(),
  betAmount: money,
  validBet: money,
  payout: money,
  /** payout - betAmount, from the member's side. */
  profitLoss: money,
  /** Bonus and rebate credited to the member. */
  bonusAmount: money,
  /** profitLoss + bonusAmount: the member's net result. */
  netProfitLoss: money,
});
export type MemberStatement = z.infer<typeof memberStatementSchema>;

const statementTotalsSchema = memberStatementSchema.omit({ account: true, nickname: true, level: true, upline: true });

export const INCOME_STATUSES = ['PAID', 'NOT_QUALIFIED'] as const;

/**
 * One settlement of the agent's own contract: a dividend period or a salary
 * day / hour / 5-minute window. `rate` is a percentage (of the team's loss for
 * dividends, of the team's valid bet for salaries).
 */
export const incomeRecordSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  contractId: z.number().int(),
  source: z.enum(CONTRACT_TYPES),
  periodStart: isoDateTime,
  periodEnd: isoDateTime,
  teamValidBet: money,
  /** The team's payout - bet over the period (negative = the team lost). */
  teamProfitLoss: money,
  activeMembers: z.number().int(),
  rate: z.number(),
  amount: money,
  status: z.enum(INCOME_STATUSES),
  settleTime: isoDateTime,
});
export type IncomeRecord = z.infer<typeof incomeRecordSchema>;

/** The open real-time salary window (contracts/shared/contract-settlement.ts settles it). */
export const realtimeWindowSchema = z.object({
  periodStart: isoDateTime,
  periodEnd: isoDateTime,
  teamValidBet: money,
  teamProfitLoss: money,
  activeMembers: z.number().int(),
  qualified: z.boolean(),
  projectedAmount: money,
});
export type RealtimeWindow = z.infer<typeof realtimeWindowSchema>;

export const revenueRowSchema = z.object({
  /** yyyy-MM-dd (UTC) */
  date: z.string(),
  source: z.enum(CONTRACT_TYPES),
  amount: money,
  recordCount: z.number().int(),
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;

export const teamOverviewSchema = z.object({
  /** The days covered, yyyy-MM-dd (both included). */
  startTime: z.string(),
  endTime: z.string(),
  /** Everyone under the agent, recursively. */
  teamSize: z.number().int(),
  directMembers: z.number().int(),
  /** Team members registered within the range. */
  newMembers: z.number().int(),
  /** Team members who placed a bet within the range. */
  activeMembers: z.number().int(),
  depositAmount: money,
  depositCount: z.number().int(),
  withdrawAmount: money,
  withdrawCount: z.number().int(),
  validBet: money,
  /** The team's payout - bet (negative = the team lost). */
  profitLoss: money,
  /** The agent's own contract income within the range. */
  income: money,
  /** Sum of the team's wallet balances now. */
  teamBalance: money,
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

/**
 * The settled betting activity a contract settles on (contracts/shared/
 * contract-settlement.ts): per member and 5-minute bucket, so every
 * settlement window (5 minutes, an hour, a day, a period) sums whole buckets.
 */
export const activitySampleSchema = z.object({
  account: z.string(),
  /** Start of the 5-minute bucket. */
  at: isoDateTime,
  validBet: money,
  profitLoss: money,
  betCount: z.number().int(),
});
export type ActivitySampleRow = z.infer<typeof activitySampleSchema>;

export const teamActivitySchema = z.object({
  /** Whose contract scope: the member and everyone under them. */
  account: z.string(),
  /** The days covered, yyyy-MM-dd (both included). */
  startTime: z.string(),
  endTime: z.string(),
  bucketMs: z.number().int(),
  samples: z.array(activitySampleSchema),
});
export type TeamActivity = z.infer<typeof teamActivitySchema>;

/**
 * Whom a contract change ended besides its own contract: our simulated backend's answer to K1–K4
 * (WIRE.md records no answer fields, so the contract says `ack` and the feature reads this leniently).
 */
export const processAnswerSchema = z.object({
  autoTerminated: z.array(z.object({ contractType: z.enum(CONTRACT_TYPES), account: z.string(), rate: z.number() })),
});
export type ProcessAnswer = z.infer<typeof processAnswerSchema>;

export const contractOfferBodySchema = z
  .object({
    /** A direct downline member of the caller. */
    subordinateName: account,
    contractType: z.enum(CONTRACT_TYPES),
    /** Percent: of the team's loss for DIVIDEND, of the team's valid bet for salaries. */
    rate: percentRate,
    period: z.enum(CONTRACT_PERIODS),
    periodValidBet: moneyOrZero,
    periodProfitLoss: signedMoney,
    activeMembers: z.number().int().min(0).max(1_000_000),
    betAmountPerDay: moneyInput.optional(),
    betAmountPerHour: moneyInput.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.contractType === 'DAILY_SALARY' && body.betAmountPerDay === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['betAmountPerDay'], message: 'Required for a daily salary contract' });
    }
    if (body.contractType === 'HOURLY_SALARY' && body.betAmountPerHour === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['betAmountPerHour'], message: 'Required for an hourly salary contract' });
    }
  });

/** Letters and digits with a leading letter, 6-16 (SPEC §5 pattern). */
export const DOWNLINE_USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{5,15}$/;
/** 6-20 printable characters combining letters and digits (SPEC §5 pattern). */
export const DOWNLINE_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;

export const registerDownlineBodySchema = z
  .object({
    username: nameText.trim().regex(DOWNLINE_USERNAME_PATTERN, 'Please enter 6 - 16 letters and digits, starting with a letter'),
    password: nameText.regex(DOWNLINE_PASSWORD_PATTERN, 'Please fill in your password with 6 - 20 characters of letters and digits'),
    confirmPassword: nameText,
    nickname: z.string().trim().min(1).max(20).optional(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Incorrect confirmation input',
  });

/**
 * WIRE.md §7.2 `agentDownlineTransfer {transferAmount, password, remark}`, where `password` is the
 * payment password (as in the platform's withdraw). The downline member and the idempotency id
 * are ours: the known call names neither.
 */
export const transferToDownlineBodySchema = z.object({
  /** The direct downline member to credit. */
  subordinateName: account,
  transferAmount: amountInput,
  password: nameText.min(1),
  remark: remarkText.optional(),
  requestId,
});

export const transferResultSchema = z.object({
  reference: z.string(),
  account: z.string(),
  amount: money,
  /** The agent's balance after the transfer. */
  balance: money,
  createTime: isoDateTime,
});

export const accountDetailsSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  vipLabelName: z.string(),
  currencySymbol: z.string(),
  email: z.string().nullable(),
  mobileNum: z.string().nullable(),
  registerTime: isoDateTime,
  lastLoginTime: isoDateTime.nullable(),
  balance: money,
  contractTypes: z.array(z.enum(CONTRACT_TYPES)),
  affiliateCode: z.string().nullable(),
  /** Registration link carrying the affiliate code (`/register?referralCode=`). */
  referralLink: z.string().nullable(),
  upline: z.string().nullable(),
  /** ACTIVE contracts the agent works under. */
  activeContracts: z.array(contractSchema),
  team: z.object({
    directMembers: z.number().int(),
    directAgents: z.number().int(),
    teamSize: z.number().int(),
  }),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

// ------------------------------------------------------------ wire helpers

/**
 * Our reports page in the platform's style (WIRE.md §7.1, §7.4): `page`/`size` in the query,
 * `{content[], totalPages, pageNum}` in the answer, plus `totalElements` (the tables' "N rows").
 */
const reportPageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(999).default(20),
};

/**
 * `startTime`/`endTime` as N27 names them (WIRE.md §7.4). The platform's format is not recorded:
 * we send calendar days (`yyyy-MM-dd`, both ends included, UTC) and accept a time of day after
 * them, which counts as its whole day.
 */
const reportTime = z
  .string()
  .max(19)
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'yyyy-MM-dd or yyyy-MM-dd HH:mm:ss');
const reportTimeQuery = { startTime: reportTime.optional(), endTime: reportTime.optional() };

/** One member of the caller's team (NOT_DOWNLINE outside it): N27's `subordinateName`. */
const subordinateName = account.optional();

export function reportPage<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: z.number().int(),
    pageNum: z.number().int(),
    totalElements: z.number().int(),
  });
}

const incomeListSchema = reportPage(incomeRecordSchema).extend({
  /** Total paid over the whole filtered range, not just this page. */
  totalAmount: money,
});

const incomeQuery = z.object({ ...reportPageQuery, ...reportTimeQuery });

/** K1–K4 (WIRE.md §6.7): the member's answer to an upline's offer or termination request, or its own termination. */
function processRoute<B extends z.ZodTypeAny>(path: string, row: string, module: string, body: B, label: string) {
  return {
    method: 'POST' as const,
    path,
    body,
    responses: respond(ack),
    metadata: observed(row, { token: true, module }),
    summary: `${row}: accept (A) or refuse (R) a ${label} offer or termination request, or terminate (C) the member's ${label} contract; accepting a lower rate auto-terminates the downline's higher ones (SPEC §4)`,
  };
}

/**
 * WIRE.md §8 Q7: the desktop map sends K1 and K2 as GET with the fields in the query. The app
 * sends POST (§6.7's decision); these routes are the simulated backend's GET form of the same
 * handler, so a client of the desktop generation is answered too.
 */
function processQueryRoute<Q extends z.ZodTypeAny>(path: string, row: string, module: string, query: Q, label: string) {
  return {
    method: 'GET' as const,
    path,
    query,
    responses: respond(ack),
    metadata: observed(row, {
      token: true,
      module,
      notCalled: `WIRE.md §8 Q7: the desktop map's GET form of ${row}, served by the same handler; the app sends POST (§6.7)`,
    }),
    summary: `${row} in its GET form: the ${label} answer with the fields in the query`,
  };
}

// ------------------------------------------------------------------ routes

/**
 * WIRE.md §7.4: no agent-centre call is public, so every route below but K1–K4 is our design in
 * the platform's style (§7.1): `MCSFE_` for contracts and team management, `ODSFE2_` for reports
 * and records, `passwordCheck/` for the two calls that carry a password (encrypted). The 2017
 * names of §7.5 guided the method names.
 */
export const agentContract = c.router({
  announcements: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getAgentAnnouncements',
    query: z.object({ ...reportPageQuery }),
    responses: respond(reportPage(agentAnnouncementSchema)),
    metadata: ours({ token: true }),
    summary: 'Agent back-office announcements, pinned first then newest (2017: /wps/agent/announcements)',
  },
  teamOverview: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getTeamOverview',
    query: z.object({ ...reportTimeQuery }),
    responses: respond(teamOverviewSchema),
    metadata: ours({ token: true }),
    summary: 'Team size, new and active members, deposits, withdrawals, valid bets, profit for a date range',
  },
  registerDownline: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_registerDownline',
    body: registerDownlineBodySchema,
    responses: respond(downlineMemberSchema),
    metadata: ours({ token: true, encrypted: true }),
    summary: 'Create a player account directly under the calling agent (registerCenter; 2017: POST (enc) /wps/agent/downline)',
  },
  downline: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getDownlines',
    query: z.object({
      ...reportPageQuery,
      /** Part of a username, case-insensitive. */
      subordinateName: z.string().trim().max(32).optional(),
      status: z.enum(DOWNLINE_STATUSES).optional(),
      /**
       * Drill into a sub-agent: list the direct downline of this member of the
       * caller's team instead of the caller's own (NOT_DOWNLINE outside it).
       */
      upline: account.optional(),
    }),
    responses: respond(reportPage(downlineMemberSchema)),
    metadata: ours({ token: true }),
    summary: "The agent's direct downline with balance, type, last login and status (2017: /wps/agent/downlines)",
  },
  teamActivity: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getTeamActivity',
    query: z.object({ ...reportTimeQuery, subordinateName }),
    responses: respond(teamActivitySchema),
    metadata: ours({ token: true }),
    summary: "Settled betting activity of a member's contract scope per 5-minute bucket, for the contract simulator",
  },
  teamBets: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getTeamBetHistory',
    query: z.object({
      ...reportPageQuery,
      ...reportTimeQuery,
      subordinateName,
      gameType: z.enum(GAME_TYPES).optional(),
      status: z.enum(BET_STATUSES).optional(),
    }),
    responses: respond(reportPage(teamBetSchema).extend({ summary: betTotalsSchema })),
    metadata: ours({ token: true }),
    summary: 'Betting records of team members, newest first, with totals (personalHistoryCopy)',
  },
  teamLoss: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getTeamProfitLoss',
    query: z.object({ ...reportPageQuery, ...reportTimeQuery, subordinateName }),
    responses: respond(reportPage(memberStatementSchema).extend({ summary: statementTotalsSchema })),
    metadata: ours({ token: true }),
    summary: 'User loss: profit and loss statement per team member for a date range (palStatementsAgentCopy)',
  },
  revenue: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getAgentIncome',
    query: z.object({ ...reportPageQuery, ...reportTimeQuery, source: z.enum(CONTRACT_TYPES).optional() }),
    responses: respond(
      reportPage(revenueRowSchema).extend({
        totalAmount: money,
        bySource: z.object({ DIVIDEND: money, DAILY_SALARY: money, HOURLY_SALARY: money, REALTIME_SALARY: money }),
      }),
    ),
    metadata: ours({ token: true }),
    summary: "My income per day and source (the agent's paid contract settlements; 2017: /wps/report/income)",
  },
  downlineTransactions: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getDownlineTransaction',
    query: z.object({ ...reportPageQuery, ...reportTimeQuery, subordinateName, kind: z.enum(LEDGER_KINDS).optional() }),
    responses: respond(reportPage(ledgerEntrySchema)),
    metadata: ours({ token: true }),
    summary: 'Ledger rows of team members, newest first (2017: /wps/report/downlineTransaction)',
  },
  dividendRecords: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getDividendRecords',
    query: incomeQuery,
    responses: respond(incomeListSchema),
    metadata: ours({ token: true }),
    summary: 'Dividend settlements of the agent (only with the bonus feature on)',
  },
  dailySalary: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getDailySalaryRecords',
    query: incomeQuery,
    responses: respond(incomeListSchema),
    metadata: ours({ token: true }),
    summary: 'Daily salary settlements of the agent (daily wage feature)',
  },
  hourlySalary: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getHourlySalaryRecords',
    query: incomeQuery,
    responses: respond(incomeListSchema),
    metadata: ours({ token: true }),
    summary: 'Hourly salary settlements of the agent (hourly salary feature)',
  },
  realtimeSalary: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getRealTimeSalaryRecords',
    query: incomeQuery,
    responses: respond(
      incomeListSchema.extend({
        /** Settlement period, REAL_TIME_SALARY_PERIOD_MS (5 minutes). */
        settlePeriodMs: z.number().int(),
        nextSettleTime: isoDateTime,
        /** The agent clock when the answer left: the page counts down from it. */
        serverTime: isoDateTime,
        /** Agent-clock ms per wall-clock ms: 1 on a real server; the simulated backend's fast clock runs faster. */
        clockRate: z.number().nonnegative(),
        /** The agent's ACTIVE real-time salary contract, whose terms pay the windows. */
        contract: contractSchema.nullable(),
        /** The open window so far (settled bets placed in it up to now) and what it would pay if it closed now. */
        currentWindow: realtimeWindowSchema,
        /** The window that settled last, paid or not (null without a contract). */
        lastSettlement: incomeRecordSchema.nullable(),
      }),
    ),
    metadata: ours({ token: true }),
    summary: 'Real-time salary settlements of the agent, one per 5-minute window (real-time salary feature)',
  },
  contracts: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getContractList',
    query: z.object({
      contractType: z.enum(CONTRACT_TYPES).optional(),
      status: z.enum(CONTRACT_STATUSES).optional(),
    }),
    responses: respond(
      z.object({
        /** Contracts and offers the caller's upline made to the caller. */
        received: z.array(contractSchema),
        /** Contracts and offers the caller made to its downline (agents only). */
        given: z.array(contractSchema),
      }),
    ),
    metadata: ours({ token: true }),
    summary: 'Contracts received from the upline and given to the downline, with their history, newest first',
  },
  offerContract: {
    method: 'POST',
    path: '/wps/relay/MCSFE_offerDownlineContract',
    body: contractOfferBodySchema,
    responses: respond(contractSchema),
    metadata: ours({ token: true }),
    summary: "Offer a contract to a direct downline member (rate at most the agent's own rate of that type; one pending request per member and type)",
  },
  requestTermination: {
    method: 'POST',
    path: '/wps/relay/MCSFE_terminateDownlineContract',
    body: z.object({ contractId: z.number().int().positive() }),
    responses: respond(contractSchema),
    metadata: ours({ token: true }),
    summary: 'Ask a downline member to end an ACTIVE contract the agent gave: a termination request (K0 status V) the member accepts or refuses',
  },
  processDividend: processRoute('/wps/relay/MCS2_processDividendReq', 'K1', 'SIGNCONDIV3', processDividendBodySchema, 'dividend'),
  processDividendByQuery: processQueryRoute('/wps/relay/MCS2_processDividendReq', 'K1', 'SIGNCONDIV3', processDividendBodySchema, 'dividend'),
  processDailySalary: processRoute('/wps/relay/MCS2_processDailySalContract', 'K2', 'DAILYSALCONT3', processDailySalaryBodySchema, 'daily salary'),
  processDailySalaryByQuery: processQueryRoute('/wps/relay/MCS2_processDailySalContract', 'K2', 'DAILYSALCONT3', processDailySalaryBodySchema, 'daily salary'),
  processHourlySalary: processRoute('/wps/relay/MCS2_processContractHourSalary', 'K3', 'HOURSAL3', processHourSalaryBodySchema, 'hourly salary'),
  processRealtimeSalary: processRoute('/wps/relay/MCSFE_processRealTimeSalaryContract', 'K4', 'RTSALARY3', processRealTimeSalaryBodySchema, 'real-time salary'),
  transferToDownline: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_agentDownlineTransfer',
    body: transferToDownlineBodySchema,
    responses: respond(transferResultSchema),
    metadata: ours({ token: true, encrypted: true }),
    summary: 'Move money from the agent to a direct downline member (WIRE.md §7.2 agentDownlineTransfer; payment password, idempotent by requestId)',
  },
  accountDetails: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getAgentInfo',
    responses: respond(accountDetailsSchema),
    metadata: ours({ token: true }),
    summary: 'Agent profile, contract types, affiliate code, upline and team counts (2017: /wps/agent/default)',
  },
});
