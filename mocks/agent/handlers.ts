import { ACTIVITY_BUCKET_MS, nextSettlement } from '../../contracts/shared/contract-settlement';
import type { AccountDetails, ActivitySampleRow, DownlineMember, IncomeRecord, MemberStatement, RevenueRow } from '../../contracts/agent';
import { contract } from '../../contracts';
import { CONTRACT_TYPES } from '../../contracts/shared/constants';
import { PERIOD_OF_COMPUTATION, type ComputationPeriod, type ProcessStatus } from '../../contracts/shared/contract-wire';
import type { Contract, LedgerEntry } from '../../contracts/shared/entities';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { isAgent, requireAgent, requireRealMember } from '../engine/auth';
import { clockRate, isoNow, now } from '../engine/clock';
import { implement, type MockContext } from '../engine/implement';
import { ok, refuse } from '../engine/refusal';
import { members, sessions, type MemberRecord } from '../member/collections';
import { checkPaymentPassword } from '../member/payment-password';
import { creatingAccount } from '../member/registration';
import { buildMember } from '../member/seed';
import { bets as betRecords, ledger } from '../wallet/collections';
import { round2 } from '../engine/helpers';
import { once } from '../wallet/idempotency';
import { balanceOf, credit, debit, openWallet } from '../wallet/ledger';
import { agentAnnouncements, contracts } from './collections';
import { offerContract, processContract, requestTermination, requireFeature, type ContractTarget } from './contract-rules';
import { incomeRecordsOf, realtimeStatus, settleDue } from './settlement';
import {
  byTimeDesc, contractScope, directDownline, inRange, isDirectDownline, PLATFORM_UPLINE, reportPage, requireTeamMember,
  resolveRange, sum, teamOf, type DateRange,
} from './team';

type ContractType = (typeof CONTRACT_TYPES)[number];

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Accounts a team view covers: the whole team, or one member of it. */
function scopeAccounts(agent: MemberRecord, account: string | undefined): Set<string> {
  if (account) return new Set([requireTeamMember(agent.account, account).member.account]);
  return new Set(teamOf(agent.account).map((entry) => entry.member.account));
}

/** Betting records of some accounts placed within the range (cancelled ones included). */
function betsOf(accounts: Set<string>, range: DateRange) {
  return betRecords.all().filter((bet) => accounts.has(bet.account) && inRange(bet.betTime, range));
}

/** Members who placed a (not cancelled) bet. */
function bettors(bets: ReadonlyArray<{ account: string; status: string }>): Set<string> {
  return new Set(bets.filter((bet) => bet.status !== 'CANCELLED').map((bet) => bet.account));
}

function ledgerOf(accounts: Set<string>, range: DateRange): LedgerEntry[] {
  return ledger.all().filter((row) => accounts.has(row.account) && inRange(row.createTime, range));
}

const firstTime = (times: string[]): string | null => (times.length ? times.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b)) : null);
const lastTime = (times: string[]): string | null => (times.length ? times.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b)) : null);

/** Settled bets of a contract scope summed per member and 5-minute bucket. */
function activitySamples(scope: Set<string>, range: DateRange): ActivitySampleRow[] {
  const buckets = new Map<string, ActivitySampleRow>();
  for (const bet of betsOf(scope, range)) {
    if (bet.status !== 'SETTLED') continue;
    const at = Math.floor(Date.parse(bet.betTime) / ACTIVITY_BUCKET_MS) * ACTIVITY_BUCKET_MS;
    const key = `${bet.account}|${at}`;
    const row = buckets.get(key) ?? { account: bet.account, at: new Date(at).toISOString(), validBet: 0, profitLoss: 0, betCount: 0 };
    row.validBet += bet.validBet;
    row.profitLoss += bet.profitLoss;
    row.betCount += 1;
    buckets.set(key, row);
  }
  return [...buckets.values()]
    .map((row) => ({ ...row, validBet: round2(row.validBet), profitLoss: round2(row.profitLoss) }))
    .sort((a, b) => a.at.localeCompare(b.at) || a.account.localeCompare(b.account));
}

function downlineRow(agent: string, member: MemberRecord, activeWindow: DateRange): DownlineMember {
  const active = bettors(betsOf(new Set([member.account]), activeWindow)).size > 0;
  const given = contracts
    .all()
    .filter((row) => row.upline === agent && row.account === member.account && row.status === 'ACTIVE')
    .map((row) => row.contractType);
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    isAgent: isAgent(member),
    balance: balanceOf(member.account),
    status: active ? 'ACTIVE' : 'INACTIVE',
    online: Boolean(sessions.findFirst((q) => q.where({ account: member.account }))),
    registerTime: member.createdAt,
    lastLoginTime: member.lastLoginAt,
    teamSize: teamOf(member.account).length,
    contractTypes: [...new Set(given)],
    firstDepositTime: firstTime(ledger.all().filter((row) => row.account === member.account && row.kind === 'DEPOSIT').map((row) => row.createTime)),
    lastBetTime: lastTime(betRecords.all().filter((bet) => bet.account === member.account && bet.status !== 'CANCELLED').map((bet) => bet.betTime)),
  };
}

type IncomeQuery = { page: number; size: number; startTime?: string; endTime?: string };

/** The agent's settlements of a kind within the range; the caller has settled what is due (settleDue). */
function incomeOf(account: string, source: ContractType, query: IncomeQuery) {
  const range = resolveRange(query);
  const rows: IncomeRecord[] = incomeRecordsOf(account)
    .filter((row) => row.source === source && inRange(row.periodStart, range))
    .sort(byTimeDesc((row) => row.periodStart));
  return {
    ...reportPage(plain(rows), query.page, query.size),
    totalAmount: sum(rows, (row) => (row.status === 'PAID' ? row.amount : 0)),
  };
}

function salaryRoute(source: ContractType) {
  return async ({ query }: { query: IncomeQuery }, ctx: MockContext) => {
    const agent = requireAgent(ctx);
    requireFeature(ctx.scenario, source);
    await settleDue(agent.account);
    return ok(incomeOf(agent.account, source, query));
  };
}

/** K1–K4: the feature behind the type, then the answer (contract-rules.ts processContract). */
async function processAs(ctx: MockContext, target: ContractTarget, status: ProcessStatus) {
  const member = requireRealMember(ctx);
  requireFeature(ctx.scenario, target.contractType);
  const { autoTerminated } = await processContract(member, target, status);
  return ok({ autoTerminated: autoTerminated.map(({ contractType, account, rate }) => ({ contractType, account, rate })) });
}

type DividendInput = { productType: string; computationPeriod: ComputationPeriod; status: ProcessStatus };
const dividendTarget = (input: DividendInput): ContractTarget => ({
  contractType: 'DIVIDEND',
  productType: input.productType,
  period: PERIOD_OF_COMPUTATION[input.computationPeriod],
});

const RESERVED_USERNAMES = new Set([PLATFORM_UPLINE, 'admin', 'system']);

export const agentImpl = implement(contract.agent, {
  announcements: async ({ query }, ctx) => {
    requireAgent(ctx);
    const rows = [...agentAnnouncements.all()].sort((a, b) => Number(b.pinned) - Number(a.pinned) || byTimeDesc<{ id: number; createTime: string }>((row) => row.createTime)(a, b));
    return ok(reportPage(plain(rows), query.page, query.size));
  },

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

  registerDownline: async ({ body }, ctx) => {
    const agent = requireAgent(ctx);
    const wanted = body.username.toLowerCase();
    const created = await creatingAccount(body.username, undefined, async () => {
      if (RESERVED_USERNAMES.has(wanted) || members.all().some((member) => member.account.toLowerCase() === wanted)) {
        throw refuse(ERROR_CODES.USERNAME_TAKEN, `The username ${body.username} is already taken`, 409);
      }
      const at = isoNow();
      const member = await members.create(
        await buildMember(
          { account: body.username, nickname: body.nickname ?? body.username, upline: agent.account, registerMethod: 'AGENT', createdAt: at },
          body.password,
        ),
      );
      await openWallet(member.account, 0);
      return member;
    });
    return ok(downlineRow(agent.account, created, resolveRange({})));
  },

  downline: async ({ query }, ctx) => {
    const agent = requireAgent(ctx);
    const window = resolveRange({});
    const needle = query.subordinateName?.toLowerCase();
    // Drilling in reads a sub-agent's direct downline; only inside the caller's own team.
    const upline = query.upline && query.upline !== agent.account ? requireTeamMember(agent.account, query.upline).member.account : agent.account;
    const rows = directDownline(upline)
      .filter((member) => !needle || member.account.toLowerCase().includes(needle))
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.account.localeCompare(b.account))
      .map((member) => downlineRow(upline, member, window))
      .filter((row) => !query.status || row.status === query.status);
    return ok(reportPage(rows, query.page, query.size));
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
      ...reportPage(plain(bets), query.page, query.size),
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
      ...reportPage(statements, query.page, query.size),
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
    return ok({ ...reportPage(list, query.page, query.size), totalAmount: sum(paid, (row) => row.amount), bySource });
  },

  downlineTransactions: async ({ query }, ctx) => {
    const agent = requireAgent(ctx);
    const range = resolveRange(query);
    const rows = ledgerOf(scopeAccounts(agent, query.subordinateName), range)
      .filter((row) => !query.kind || row.kind === query.kind)
      .sort(byTimeDesc((row) => row.createTime));
    return ok(reportPage(plain(rows), query.page, query.size));
  },

  dividendRecords: salaryRoute('DIVIDEND'),
  dailySalary: salaryRoute('DAILY_SALARY'),
  hourlySalary: salaryRoute('HOURLY_SALARY'),

  realtimeSalary: async ({ query }, ctx) => {
    const agent = requireAgent(ctx);
    requireFeature(ctx.scenario, 'REALTIME_SALARY');
    await settleDue(agent.account);
    const at = now();
    const next = nextSettlement({ contractType: 'REALTIME_SALARY', period: 'DAILY' }, at);
    return ok({
      ...incomeOf(agent.account, 'REALTIME_SALARY', query),
      settlePeriodMs: next.window.end - next.window.start,
      nextSettleTime: new Date(next.settleAt).toISOString(),
      serverTime: new Date(at).toISOString(),
      clockRate: clockRate(),
      ...realtimeStatus(agent.account),
    });
  },

  contracts: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const matches = (row: Contract) =>
      (!query.contractType || row.contractType === query.contractType) && (!query.status || row.status === query.status);
    const newest = byTimeDesc<Contract>((row) => row.updateTime);
    const all = contracts.all().filter(matches);
    return ok({
      received: plain(all.filter((row) => row.account === member.account).sort(newest)),
      given: plain(all.filter((row) => row.upline === member.account).sort(newest)),
    });
  },

  offerContract: async ({ body }, ctx) => {
    const agent = requireAgent(ctx);
    requireFeature(ctx.scenario, body.contractType);
    return ok(await offerContract(agent, body));
  },

  requestTermination: async ({ body }, ctx) => {
    const agent = requireAgent(ctx);
    const contract = contracts.findFirst((q) => q.where({ id: body.contractId }));
    if (contract) requireFeature(ctx.scenario, contract.contractType);
    return ok(await requestTermination(agent, body.contractId));
  },

  processDividend: ({ body }, ctx) => processAs(ctx, dividendTarget(body), body.status),
  // WIRE.md §8 Q7: the desktop generation's GET, the same answer.
  processDividendByQuery: ({ query }, ctx) => processAs(ctx, dividendTarget(query), query.status),
  processDailySalary: ({ body }, ctx) => processAs(ctx, { contractType: 'DAILY_SALARY', id: String(body.id) }, body.status),
  processDailySalaryByQuery: ({ query }, ctx) => processAs(ctx, { contractType: 'DAILY_SALARY', id: String(query.id) }, query.status),
  processHourlySalary: ({ body }, ctx) =>
    processAs(ctx, { contractType: 'HOURLY_SALARY', id: String(body.contractId), productType: body.productType }, body.status),
  processRealtimeSalary: ({ body }, ctx) => processAs(ctx, { contractType: 'REALTIME_SALARY', id: String(body.contractId) }, body.status),

  transferToDownline: async ({ body }, ctx) => {
    const agent = requireAgent(ctx);
    const target = isDirectDownline(agent.account, body.subordinateName);
    if (!target) throw refuse(ERROR_CODES.NOT_DOWNLINE, `${body.subordinateName} is not in your direct downline`, 403);
    await checkPaymentPassword(agent, body.password, 400);
    const answer = await once(agent.account, body.requestId, 'agent.transferToDownline', body, async () => {
      const reference = `TD-${body.requestId}`;
      const remark = body.remark ? ` (${body.remark})` : '';
      const out = await debit(agent.account, 'TRANSFER_OUT', body.transferAmount, reference, `Transfer to downline ${target.account}${remark}`);
      await credit(target.account, 'TRANSFER_IN', body.transferAmount, reference, `Transfer from upline ${agent.account}${remark}`);
      return { reference, account: target.account, amount: body.transferAmount, balance: out.balanceAfter, createTime: out.createTime };
    });
    return ok(answer);
  },

  accountDetails: async (_input, ctx) => {
    const agent = requireAgent(ctx);
    // The balance shown includes the pay of every window settled by now.
    await settleDue(agent.account);
    const team = teamOf(agent.account);
    const direct = team.filter((entry) => entry.level === 1);
    const details: AccountDetails = {
      id: agent.id,
      account: agent.account,
      nickname: agent.nickname,
      type: agent.type,
      vipLabelName: agent.vipLabelName,
      currencySymbol: agent.currencySymbol,
      email: agent.email ?? null,
      mobileNum: agent.mobileNum ?? null,
      registerTime: agent.createdAt,
      lastLoginTime: agent.lastLoginAt,
      balance: balanceOf(agent.account),
      contractTypes: [...agent.contractTypes],
      affiliateCode: agent.affiliateCode,
      referralLink: agent.affiliateCode ? `/register?referralCode=${encodeURIComponent(agent.affiliateCode)}` : null,
      upline: agent.upline,
      activeContracts: plain(
        contracts.all().filter((row) => row.account === agent.account && row.status === 'ACTIVE').sort(byTimeDesc((row) => row.updateTime)),
      ),
      team: {
        directMembers: direct.length,
        directAgents: direct.filter((entry) => isAgent(entry.member)).length,
        teamSize: team.length,
      },
    };
    return ok(details);
  },
});
