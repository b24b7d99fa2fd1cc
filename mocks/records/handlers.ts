import { contract } from '../../contracts';
import type { BetRecord, BetTotals, BONUS_SOURCES } from '../../contracts/records';
import { GAME_TYPES, POINTS_ACCOUNT_TYPE_ID, POINT_TX_TYPE_IDS, WALLET_ACCOUNT_TYPE_IDS, type GameType } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireAgent, requireRealMember } from '../engine/auth';
import { implement, type MockContext } from '../engine/implement';
import { ok, refuse } from '../engine/refusal';
import { requireTeamMember } from '../agent/team';
import { settleRedeems } from '../points/backOffice';
import { pointsDetails } from '../points/collections';
import { rebateClaims } from '../promotions/collections';
import { bets, deposits, ledger, transfers, withdrawals } from '../wallet/collections';
import { settleOrders, toDepositOrder, toWithdrawal } from '../wallet/orders';
import { bonusTurnovers } from './bonus-turnover';
import { dayOf, inReportRange, newestFirst, reportPageOf, round2 } from '../engine/helpers';

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

/** N27's transaction types of the points (WIRE.md §6.6 `txTypeIds: "8102,8202"`): a credit, then a debit. */
const [POINT_CREDIT_TX, POINT_DEBIT_TX] = POINT_TX_TYPE_IDS.split(',') as [string, string];

/** A comma-separated list of a query (`codeTypes`, `txTypeIds`), blanks dropped. */
const listOf = (text: string | undefined): string[] => (text ?? '').split(',').map((item) => item.trim()).filter(Boolean);

/**
 * Whose transactions N27 reads: the caller's own, or with `subordinateName` (the agent centre's
 * filter, WIRE.md §7.4) those of a member of the calling agent's team.
 */
function transactionsAccount(ctx: MockContext, subordinateName: string | undefined): string {
  const member = requireRealMember(ctx);
  if (!subordinateName || subordinateName === member.account) return member.account;
  return requireTeamMember(requireAgent(ctx).account, subordinateName).member.account;
}

export const recordsImpl = implement(contract.records, {
  bets: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const inRange = inReportRange(query);
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
    return ok({ ...reportPageOf(rows, query.page, query.size), totals: totalsOf(rows) });
  },

  // N27: main-wallet rows by default; the points rows (accountTypeId 9) when txTypeIds asks for their types.
  transactions: async ({ query }, ctx) => {
    const account = transactionsAccount(ctx, query.subordinateName);
    const inRange = inReportRange(query);
    const codeTypes = listOf(query.codeTypes);
    const txTypeIds = listOf(query.txTypeIds);
    const wantedCode = (code: string) => codeTypes.length === 0 || codeTypes.includes(code);
    if (txTypeIds.length) {
      await settleRedeems(account);
      const rows = pointsDetails
        .findMany((q) => q.where({ account }))
        .filter((row) => inRange(row.createTime) && wantedCode(row.type))
        .map((row) => ({
          id: row.id,
          accountTypeId: POINTS_ACCOUNT_TYPE_ID,
          txTypeId: Number(row.points >= 0 ? POINT_CREDIT_TX : POINT_DEBIT_TX),
          codeType: row.type,
          amount: row.points,
          balanceAfter: row.balanceAfter,
          reference: row.reference,
          remark: row.remark,
          createTime: row.createTime,
        }))
        // A type this backend does not know lists nothing.
        .filter((row) => txTypeIds.includes(String(row.txTypeId)))
        .sort(newestFirst((row) => row.createTime));
      return ok(reportPageOf(rows, query.page, query.size));
    }
    await settleOrders(account);
    const rows = ledger
      .findMany((q) => q.where({ account }))
      .filter((row) => inRange(row.createTime) && wantedCode(row.kind))
      .sort(newestFirst((row) => row.createTime));
    const credit = round2(rows.filter((row) => row.amount > 0).reduce((sum, row) => sum + row.amount, 0));
    const debit = round2(rows.filter((row) => row.amount < 0).reduce((sum, row) => sum - row.amount, 0));
    const page = reportPageOf(rows, query.page, query.size);
    return ok({
      ...page,
      content: page.content.map((row) => ({
        id: row.id,
        accountTypeId: WALLET_ACCOUNT_TYPE_IDS.MAIN,
        codeType: row.kind,
        amount: row.amount,
        balanceAfter: row.balanceAfter,
        reference: row.reference,
        remark: row.remark,
        createTime: row.createTime,
      })),
      totals: { credit, debit, net: round2(credit - debit) },
    });
  },

  profit: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const inRange = inReportRange(query);
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
      startDate: query.startTime?.slice(0, 10) ?? null,
      endDate: query.endTime?.slice(0, 10) ?? null,
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
    const inRange = inReportRange(query);
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
      ...reportPageOf(rows, query.page, query.size),
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
