import { contract } from '../../contracts';
import type { BetRecord, BetTotals, BONUS_SOURCES } from '../../contracts/records';
import { GAME_TYPES, type GameType } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireRealMember } from '../engine/auth';
import { implement } from '../engine/implement';
import { ok, refuse } from '../engine/refusal';
import { ledger } from '../wallet/collections';
import { settleOrders, toDepositOrder, toWithdrawal } from '../wallet/orders';
import { bonusTurnovers } from './bonus-turnover';
import { bets, deposits, rebateClaims, transfers, withdrawals } from './collections';
import { dayOf, inDateRange, newestFirst, paginate, round2 } from './helpers';

type BonusSource = (typeof BONUS_SOURCES)[number];

function totalsOf(rows: BetRecord[]): BetTotals {
  return {
    betCount: rows.length,
    betAmount: round2(rows.reduce((sum, bet) => sum + bet.betAmount, 0)),
    validBet: round2(rows.reduce((sum, bet) => sum + bet.validBet, 0)),
    payout: round2(rows.reduce((sum, bet) => sum + bet.payout, 0)),
    profitLoss: round2(rows.reduce((sum, bet) => sum + bet.profitLoss, 0)),
  };
}

/** What a ledger reference says about where a bonus came from. */
function bonusSource(kind: string, reference: string): BonusSource {
  if (kind === 'REBATE') return 'REBATE';
  if (reference.startsWith('PROMO-')) return 'PROMOTION';
  if (reference.startsWith('RAFFLE-')) return 'RAFFLE';
  if (reference.startsWith('REWARD-')) return 'REWARD';
  return 'OTHER';
}

/** The numeric id after a reference prefix, e.g. `BET-42` -> 42. */
function referenceId(reference: string, prefix: string): number | null {
  if (!reference.startsWith(`${prefix}-`)) return null;
  const id = Number(reference.slice(prefix.length + 1));
  return Number.isInteger(id) ? id : null;
}

export const recordsImpl = implement(contract.records, {
  bets: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const inRange = inDateRange(query);
    const rows = bets
      .findMany((q) => q.where({ account: member.account }))
      .filter(
        (bet) =>
          inRange(bet.betTime) &&
          (!query.gameType || bet.gameType === query.gameType) &&
          (!query.vassalage || bet.vassalage === query.vassalage) &&
          (!query.status || bet.status === query.status),
      )
      .sort(newestFirst((bet) => bet.betTime));
    return ok({ ...paginate(rows, query.pageNo, query.pageSize), totals: totalsOf(rows) });
  },

  transactions: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    await settleOrders(member.account);
    const inRange = inDateRange(query);
    const rows = ledger
      .findMany((q) => q.where({ account: member.account }))
      .filter((row) => inRange(row.createTime) && (!query.kind || row.kind === query.kind))
      .sort(newestFirst((row) => row.createTime));
    const credit = round2(rows.filter((row) => row.amount > 0).reduce((sum, row) => sum + row.amount, 0));
    const debit = round2(rows.filter((row) => row.amount < 0).reduce((sum, row) => sum - row.amount, 0));
    return ok({ ...paginate(rows, query.pageNo, query.pageSize), totals: { credit, debit, net: round2(credit - debit) } });
  },

  profit: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const inRange = inDateRange(query);
    const settled = bets
      .findMany((q) => q.where({ account: member.account }))
      .filter((bet) => inRange(bet.betTime));
    const rows = ledger.findMany((q) => q.where({ account: member.account })).filter((row) => inRange(row.createTime));
    const sumKind = (kind: string, list = rows) => round2(list.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.amount, 0));

    const days = [...new Set([...settled.map((bet) => dayOf(bet.betTime)), ...rows.filter((row) => row.kind === 'BONUS' || row.kind === 'REBATE').map((row) => dayOf(row.createTime))])]
      .sort()
      .reverse()
      .map((date) => {
        const dayBets = settled.filter((bet) => dayOf(bet.betTime) === date);
        const dayRows = rows.filter((row) => dayOf(row.createTime) === date);
        const totals = totalsOf(dayBets);
        const bonus = sumKind('BONUS', dayRows);
        const rebate = sumKind('REBATE', dayRows);
        return { date, ...totals, bonus, rebate, netProfit: round2(totals.profitLoss + bonus + rebate) };
      });
    const claims = rebateClaims.findMany((q) => q.where({ account: member.account })).filter((claim) => inRange(claim.claimTime));
    const rebateOf = (gameType: GameType) =>
      round2(claims.reduce((sum, claim) => sum + claim.categories.filter((item) => item.gameType === gameType).reduce((part, item) => part + item.amount, 0), 0));
    const categories = GAME_TYPES.filter((gameType) => settled.some((bet) => bet.gameType === gameType) || rebateOf(gameType) > 0)
      .map((gameType: GameType) => {
        const totals = totalsOf(settled.filter((bet) => bet.gameType === gameType));
        const rebate = rebateOf(gameType);
        return { gameType, ...totals, rebate, netProfit: round2(totals.profitLoss + rebate) };
      })
      .sort((a, b) => b.validBet - a.validBet);
    const totals = totalsOf(settled);
    const bonus = sumKind('BONUS');
    const rebate = sumKind('REBATE');
    return ok({
      startDate: query.startDate ?? null,
      endDate: query.endDate ?? null,
      totals: {
        ...totals,
        bonus,
        rebate,
        deposit: sumKind('DEPOSIT'),
        withdraw: round2(-sumKind('WITHDRAW') - sumKind('REFUND', rows.filter((row) => row.reference.startsWith('WD-')))),
        netProfit: round2(totals.profitLoss + bonus + rebate),
      },
      days,
      categories,
    });
  },

  bonus: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const inRange = inDateRange(query);
    const credits = ledger.findMany((q) => q.where({ account: member.account, kind: (kind) => kind === 'BONUS' || kind === 'REBATE' }));
    // Progress counts every bonus of the member, in or out of the range: a bonus before it takes the bets first.
    const played = bets.findMany((q) => q.where({ account: member.account, status: 'SETTLED' }));
    const turnovers = bonusTurnovers(
      credits.map((row) => ({ id: row.id, kind: row.kind as 'BONUS' | 'REBATE', amount: row.amount, createTime: row.createTime })),
      played,
    );
    const rows = credits
      .filter((row) => inRange(row.createTime))
      .map((row) => ({
        id: row.id,
        source: bonusSource(row.kind, row.reference),
        title: row.remark || (row.kind === 'REBATE' ? 'Rebate' : 'Bonus'),
        amount: row.amount,
        reference: row.reference,
        status: 'ISSUED' as const,
        createTime: row.createTime,
        ...(turnovers.get(row.id) ?? { turnoverMultiple: 0, turnoverRequired: 0, turnoverCompleted: 0 }),
      }))
      .filter((row) => !query.source || row.source === query.source)
      .sort(newestFirst((row) => row.createTime));
    return ok({
      ...paginate(rows, query.pageNo, query.pageSize),
      totalAmount: round2(rows.reduce((sum, row) => sum + row.amount, 0)),
      turnoverRemaining: round2(rows.reduce((sum, row) => sum + row.turnoverRequired - row.turnoverCompleted, 0)),
    });
  },

  transactionDetail: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    await settleOrders(member.account);
    // Another member's row is as unknown as a missing one.
    const entry = ledger.findFirst((q) => q.where({ id: query.id, account: member.account }));
    if (!entry) throw refuse(ERROR_CODES.NOT_FOUND, 'No such transaction', 404);
    const betId = referenceId(entry.reference, 'BET');
    const depositId = referenceId(entry.reference, 'DEP');
    const withdrawalId = referenceId(entry.reference, 'WD');
    const transferId = referenceId(entry.reference, 'SAFEBOX') ?? referenceId(entry.reference, 'UPLINE');
    const bet = betId !== null ? bets.findFirst((q) => q.where({ id: betId })) : undefined;
    const deposit = depositId !== null ? deposits.findFirst((q) => q.where({ id: depositId, account: member.account })) : undefined;
    const withdrawal = withdrawalId !== null ? withdrawals.findFirst((q) => q.where({ id: withdrawalId, account: member.account })) : undefined;
    const transfer = transferId !== null ? transfers.findFirst((q) => q.where({ id: transferId })) : undefined;
    let counterparty: string | null = null;
    if (transfer) counterparty = transfer.kind === 'SAFE_BOX' ? 'SAFE_BOX' : transfer.account === member.account ? transfer.counterparty : transfer.account;
    return ok({
      entry,
      balanceBefore: round2(entry.balanceAfter - entry.amount),
      bet: bet && bet.account === member.account ? bet : null,
      deposit: deposit ? toDepositOrder(deposit) : null,
      withdrawal: withdrawal ? toWithdrawal(withdrawal) : null,
      counterparty,
    });
  },
});
