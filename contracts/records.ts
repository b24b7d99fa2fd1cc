import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { GAME_TYPES } from './shared/constants';
import { respond } from './shared/envelope';
import { isoDateTime, ledgerEntrySchema } from './shared/entities';
import { codeText, nameText } from './shared/limits';
import { observed, ours } from './shared/meta';
import { numberish, reportPage, reportPageQuery, reportTime, reportTimeQuery } from './shared/report-paging';
import { depositOrderSchema, withdrawalSchema } from './wallet';

const c = initContract();

/*
 * Record screens of the member centre, as the platform's reports (WIRE.md §7.1): `ODSFE2_` relays,
 * `page`/`size` paging answering `{content[], totalPages, pageNum}`, and N27's `startTime`/`endTime`
 * (calendar days in UTC, both ends included; without a range every record is listed).
 */

export const BET_STATUSES = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;

export const betRecordSchema = z.object({
  id: z.number().int(),
  /** The vendor's ticket number. */
  orderNo: z.string(),
  account: z.string(),
  gameType: z.enum(GAME_TYPES),
  vassalage: z.string(),
  nodeId: z.number().int(),
  gameName: z.string(),
  gameCode: z.string(),
  betAmount: z.number(),
  /** Turnover that counts for rebate, missions and VIP (0 when cancelled). */
  validBet: z.number(),
  /** What the bet paid back (0 for a loss). */
  payout: z.number(),
  /** payout - betAmount, 0 when unsettled or cancelled. */
  profitLoss: z.number(),
  status: z.enum(BET_STATUSES),
  betTime: isoDateTime,
  settleTime: isoDateTime.nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betTotalsSchema = z.object({
  betCount: z.number().int(),
  betAmount: z.number(),
  validBet: z.number(),
  payout: z.number(),
  profitLoss: z.number(),
});
export type BetTotals = z.infer<typeof betTotalsSchema>;

export const profitDaySchema = betTotalsSchema.extend({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  bonus: z.number(),
  rebate: z.number(),
  /** Game profit/loss + bonus + rebate. */
  netProfit: z.number(),
});

export const profitCategorySchema = betTotalsSchema.extend({
  gameType: z.enum(GAME_TYPES),
  /** Rebate claimed in the range for this category's valid bets. */
  rebate: z.number(),
  /** Game profit/loss + rebate (bonuses belong to no category). */
  netProfit: z.number(),
});

export const personalProfitSchema = z.object({
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  totals: betTotalsSchema.extend({
    bonus: z.number(),
    rebate: z.number(),
    deposit: z.number(),
    withdraw: z.number(),
    netProfit: z.number(),
  }),
  /** Days with activity, newest first. */
  days: z.array(profitDaySchema),
  /** Game categories with bets or rebate, by turnover. */
  categories: z.array(profitCategorySchema),
});
export type PersonalProfit = z.infer<typeof personalProfitSchema>;

/** Where a bonus came from; read from the ledger row's reference. */
export const BONUS_SOURCES = ['PROMOTION', 'REBATE', 'RAFFLE', 'REWARD', 'OTHER'] as const;

export const bonusRecordSchema = z.object({
  /** The ledger row id (use it with transactionDetail). */
  id: z.number().int(),
  source: z.enum(BONUS_SOURCES),
  title: z.string(),
  amount: z.number(),
  reference: z.string(),
  status: z.literal('ISSUED'),
  createTime: isoDateTime,
  /** Valid bet the bonus asks for, as a multiple of its amount (0: none, e.g. a rebate). */
  turnoverMultiple: z.number().int().min(0),
  /** amount x turnoverMultiple. */
  turnoverRequired: z.number(),
  /** Valid bet of settled bets since the credit that went to this bonus (oldest open bonus first), at most turnoverRequired. */
  turnoverCompleted: z.number(),
});
export type BonusRecord = z.infer<typeof bonusRecordSchema>;

export const transactionDetailSchema = z.object({
  entry: ledgerEntrySchema,
  balanceBefore: z.number(),
  /** The bet behind a BET/WIN row. */
  bet: betRecordSchema.nullable(),
  /** The deposit order behind a DEPOSIT row. */
  deposit: depositOrderSchema.nullable(),
  /** The withdrawal behind a WITHDRAW or its REFUND row. */
  withdrawal: withdrawalSchema.nullable(),
  /** The other side of a transfer (upline account or SAFE_BOX). */
  counterparty: z.string().nullable(),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

/**
 * One row of N27 `ODSFE2_MemTransDet` (WIRE.md §6.6: "stored whole", its fields not recorded, so the
 * row is ours and read leniently). Main-wallet rows (accountTypeId 2) carry a ledger kind as
 * `codeType` and money amounts; points rows (accountTypeId 9, txTypeId 8102 a credit, 8202 a debit)
 * carry a points detail type and whole points.
 */
export const memberTransactionSchema = z.object({
  id: numberish,
  accountTypeId: numberish.nullable().optional(),
  txTypeId: numberish.nullable().optional(),
  codeType: z.string().nullable().optional(),
  /** Signed: credits positive, debits negative. */
  amount: numberish,
  balanceAfter: numberish.nullable().optional(),
  reference: z.string().nullable().optional(),
  remark: z.string().nullable().optional(),
  createTime: z.string(),
});
export type MemberTransaction = z.infer<typeof memberTransactionSchema>;

/** N27's request (WIRE.md §6.6): `codeTypes` and `txTypeIds` are comma-separated lists. */
export const memberTransactionsQuerySchema = z.object({
  subordinateName: nameText.optional(),
  startTime: reportTime.optional(),
  endTime: reportTime.optional(),
  codeTypes: z.string().max(256).optional(),
  txTypeIds: codeText.optional(),
  ...reportPageQuery,
});

export const recordsContract = c.router({
  bets: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getBetHistory',
    query: z.object({
      ...reportPageQuery,
      ...reportTimeQuery,
      gameType: z.enum(GAME_TYPES).optional(),
      vassalage: nameText.optional(),
      status: z.enum(BET_STATUSES).optional(),
    }),
    responses: respond(reportPage(betRecordSchema).extend({ totals: betTotalsSchema })),
    metadata: ours({ token: true }),
    summary: 'Betting record (personalHistoryCopy): bets of the member, newest first, with totals of the filter',
  },
  transactions: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    query: memberTransactionsQuerySchema,
    responses: respond(
      reportPage(memberTransactionSchema).extend({
        /** Ours: the credit and debit of the whole filter (main-wallet rows). */
        totals: z.object({ credit: numberish, debit: numberish, net: numberish }).nullable().optional(),
      }),
    ),
    metadata: observed('N27', { token: true, module: 'MEMTRANS3' }),
    summary: 'Member transaction details: main-wallet rows (transactionHistory) or, by txTypeIds 8102,8202, the points details',
  },
  profit: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getPersonalProfit',
    query: z.object({ ...reportTimeQuery }),
    responses: respond(personalProfitSchema),
    metadata: ours({ token: true }),
    summary: 'Personal profit: profit/loss per day and per game category',
  },
  bonus: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getBonusDetails',
    query: z.object({ ...reportPageQuery, ...reportTimeQuery, source: z.enum(BONUS_SOURCES).optional() }),
    responses: respond(reportPage(bonusRecordSchema).extend({ totalAmount: z.number(), turnoverRemaining: z.number() })),
    metadata: ours({ token: true }),
    summary: 'Bonus details: bonuses and rebates credited, newest first',
  },
  transactionDetail: {
    method: 'GET',
    path: '/wps/relay/ODSFE2_getMemTransDetail',
    query: z.object({ id: z.coerce.number().int().positive() }),
    responses: respond(transactionDetailSchema),
    metadata: ours({ token: true }),
    summary: 'One main-wallet row of the member with what caused it (bet, deposit, withdrawal, transfer)',
  },
});
