import type { MemberStatement, RevenueRow } from '../../contracts/agent';
import { contract } from '../../contracts';
import { ACTIVITY_BUCKET_MS } from '../../contracts/shared/contract-settlement';
import { CONTRACT_TYPES } from '../../contracts/shared/constants';
import { requireAgent } from '../engine/auth';
import { round2, reportPageOf } from '../engine/helpers';
import type { RouterImpl } from '../engine/implement';
import { ok } from '../engine/refusal';
import { balanceOf } from '../wallet/ledger';
import { activitySamples, betsOf, bettors, ledgerOf, plain, scopeAccounts } from './reports';
import { incomeRecordsOf, settleDue } from './settlement';
import { byTimeDesc, contractScope, inRange, requireTeamMember, resolveRange, sum, teamOf } from './team';

/** The agent's team reports: overview, activity, bets, profit and loss, revenue and the downline's transactions. */

type ContractType = (typeof CONTRACT_TYPES)[number];

export const reportRoutes = {
  teamOverview: async ({ query }, ctx) => {
    const agent = requireAgent(ctx);
    const range = resolveRange(query);
    const team = teamOf(agent.account);
    const accounts = new Set(team.map((entry) => entry.member.account));
    const bets = betsOf(accounts, range);
    const rows = ledgerOf(accounts, range);
    const deposits = rows.filter((row) => row.kind === 'DEPOSIT');
    const withdrawals = rows.filter((row) => row.kind === 'WITHDRAW');
    await settleDue(agent.account);
    const income = incomeRecordsOf(agent.account).filter((row) => row.status === 'PAID' && inRange(row.periodStart, range));
    return ok({
      startTime: range.startDate,
      endTime: range.endDate,
      teamSize: team.length,
      directMembers: team.filter((entry) => entry.level === 1).length,
      newMembers: team.filter((entry) => inRange(entry.member.createdAt, range)).length,
      activeMembers: bettors(bets).size,
      depositAmount: sum(deposits, (row) => row.amount),
      depositCount: deposits.length,
      withdrawAmount: sum(withdrawals, (row) => -row.amount),
      withdrawCount: withdrawals.length,
      validBet: sum(bets, (bet) => bet.validBet),
      profitLoss: sum(bets, (bet) => bet.profitLoss),
      income: sum(income, (row) => row.amount),
      teamBalance: sum(team, (entry) => balanceOf(entry.member.account)),
    });
  },

  teamActivity: async ({ query }, ctx) => {
    const agent = requireAgent(ctx);
    const range = resolveRange(query);
    const owner =
      query.subordinateName && query.subordinateName !== agent.account ? requireTeamMember(agent.account, query.subordinateName).member.account : agent.account;
    return ok({
      account: owner,
      startTime: range.startDate,
      endTime: range.endDate,
      bucketMs: ACTIVITY_BUCKET_MS,
      samples: activitySamples(contractScope(owner), range),
    });
  },

  teamBets: async ({ query }, ctx) => {
    const agent = requireAgent(ctx);
    const range = resolveRange(query);
    const bets = betsOf(scopeAccounts(agent, query.subordinateName), range)
      .filter((bet) => (!query.gameType || bet.gameType === query.gameType) && (!query.status || bet.status === query.status))
      .sort(byTimeDesc((bet) => bet.betTime));
    return ok({
      ...reportPageOf(plain(bets), query.page, query.size),
      summary: {
        betCount: bets.length,
        betAmount: sum(bets, (bet) => bet.betAmount),
        validBet: sum(bets, (bet) => bet.validBet),
        payout: sum(bets, (bet) => bet.payout),
        profitLoss: sum(bets, (bet) => bet.profitLoss),
      },
    });
  },

  teamLoss: async ({ query }, ctx) => {
    const agent = requireAgent(ctx);
    const range = resolveRange(query);
    const team = teamOf(agent.account);
    const accounts = scopeAccounts(agent, query.subordinateName);
    const bets = betsOf(accounts, range);
    const rows = ledgerOf(accounts, range);
    const statements: MemberStatement[] = team
      .filter((entry) => accounts.has(entry.member.account))
      .map(({ member, level }) => {
        const mine = bets.filter((bet) => bet.account === member.account);
        const money = rows.filter((row) => row.account === member.account);
        const profitLoss = sum(mine, (bet) => bet.profitLoss);
        const bonusAmount = sum(money.filter((row) => row.kind === 'BONUS' || row.kind === 'REBATE'), (row) => row.amount);
        return {
          account: member.account,
          nickname: member.nickname,
          level,
          upline: member.upline ?? agent.account,
          depositAmount: sum(money.filter((row) => row.kind === 'DEPOSIT'), (row) => row.amount),
          withdrawAmount: sum(money.filter((row) => row.kind === 'WITHDRAW'), (row) => -row.amount),
          betCount: mine.length,
          betAmount: sum(mine, (bet) => bet.betAmount),
          validBet: sum(mine, (bet) => bet.validBet),
          payout: sum(mine, (bet) => bet.payout),
          profitLoss,
          bonusAmount,
          netProfitLoss: round2(profitLoss + bonusAmount),
        };
      })
      .sort((a, b) => a.level - b.level || a.account.localeCompare(b.account));
    const total = (pick: (row: MemberStatement) => number) => sum(statements, pick);
    return ok({
      ...reportPageOf(statements, query.page, query.size),
      summary: {
        depositAmount: total((row) => row.depositAmount),
        withdrawAmount: total((row) => row.withdrawAmount),
        betCount: statements.reduce((count, row) => count + row.betCount, 0),
        betAmount: total((row) => row.betAmount),
        validBet: total((row) => row.validBet),
        payout: total((row) => row.payout),
        profitLoss: total((row) => row.profitLoss),
        bonusAmount: total((row) => row.bonusAmount),
        netProfitLoss: total((row) => row.netProfitLoss),
      },
    });
  },

  revenue: async ({ query }, ctx) => {
    const agent = requireAgent(ctx);
    const range = resolveRange(query);
    await settleDue(agent.account);
    const paid = incomeRecordsOf(agent.account)
      .filter((row) => row.status === 'PAID' && inRange(row.periodStart, range))
      .filter((row) => !query.source || row.source === query.source);
    const groups = new Map<string, RevenueRow>();
    for (const row of paid) {
      const date = row.periodStart.slice(0, 10);
      const key = `${date}|${row.source}`;
      const group = groups.get(key) ?? { date, source: row.source, amount: 0, recordCount: 0 };
      group.amount = round2(group.amount + row.amount);
      group.recordCount += 1;
      groups.set(key, group);
    }
    const list = [...groups.values()].sort(
      (a, b) => b.date.localeCompare(a.date) || CONTRACT_TYPES.indexOf(a.source) - CONTRACT_TYPES.indexOf(b.source),
    );
    const bySource = Object.fromEntries(
      CONTRACT_TYPES.map((source) => [source, sum(paid.filter((row) => row.source === source), (row) => row.amount)]),
    ) as Record<ContractType, number>;
    return ok({ ...reportPageOf(list, query.page, query.size), totalAmount: sum(paid, (row) => row.amount), bySource });
  },

  downlineTransactions: async ({ query }, ctx) => {
    const agent = requireAgent(ctx);
    const range = resolveRange(query);
    const rows = ledgerOf(scopeAccounts(agent, query.subordinateName), range)
      .filter((row) => !query.kind || row.kind === query.kind)
      .sort(byTimeDesc((row) => row.createTime));
    return ok(reportPageOf(plain(rows), query.page, query.size));
  },
} satisfies Partial<RouterImpl<typeof contract.agent>>;
