import type { IncomeRecord } from '../../contracts/agent';
import type { BetRecord } from '../../contracts/records';
import type { Contract } from '../../contracts/shared/entities';
import { REFERENCE_DATE } from '../engine/clock';
import { daysAgo } from '../engine/fake';
import { SEED_ACCOUNTS } from '../member/accounts';
import { bets } from '../records/collections';
import { agentAnnouncements, contracts, incomeRecords } from './collections';
import { AGENT_ANNOUNCEMENTS, SEED_CONTRACTS } from './seed-data';
import { round2 } from '../records/helpers';
import { teamOf } from './team';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const REF = REFERENCE_DATE.getTime();
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Settlement windows of each contract type, ending at the reference time:
 * 30 days of them. Dividend and daily windows are all listed; hourly and
 * 5-minute windows only when the team bet in them.
 */
export const SETTLEMENT = {
  DIVIDEND: { length: 7 * DAY, count: 5, end: Math.floor(REF / DAY) * DAY, settleAfter: DAY, sparse: false },
  DAILY_SALARY: { length: DAY, count: 30, end: Math.floor(REF / DAY) * DAY, settleAfter: HOUR, sparse: false },
  HOURLY_SALARY: { length: HOUR, count: 30 * 24, end: Math.floor(REF / HOUR) * HOUR, settleAfter: 5 * MINUTE, sparse: true },
  REALTIME_SALARY: { length: 5 * MINUTE, count: 30 * 24 * 12, end: REF, settleAfter: 30_000, sparse: true },
} as const;

async function seedContracts(): Promise<void> {
  for (const [index, seed] of SEED_CONTRACTS.entries()) {
    const { created, updated, ...fields } = seed;
    await contracts.create({ id: index + 1, ...fields, createTime: daysAgo(created), updateTime: daysAgo(updated) });
  }
}

async function seedAnnouncements(): Promise<void> {
  for (const [index, { daysAgo: age, ...fields }] of AGENT_ANNOUNCEMENTS.entries()) {
    await agentAnnouncements.create({ id: index + 1, ...fields, createTime: daysAgo(age + 0.3) });
  }
}

/**
 * Settles one agent contract over its windows from the team's settled bets:
 * salaries pay `rate`% of the team's valid bet, dividends `rate`% of the
 * team's loss, when the contract's thresholds are met.
 */
export function settle(contract: Contract, teamBets: readonly BetRecord[], startId: number): IncomeRecord[] {
  const window = SETTLEMENT[contract.contractType];
  const first = window.end - window.count * window.length;
  const buckets = new Map<number, BetRecord[]>();
  for (const bet of teamBets) {
    const index = Math.floor((Date.parse(bet.betTime) - first) / window.length);
    if (index < 0 || index >= window.count) continue;
    buckets.set(index, [...(buckets.get(index) ?? []), bet]);
  }
  const indexes = window.sparse ? [...buckets.keys()].sort((a, b) => a - b) : Array.from({ length: window.count }, (_, i) => i);
  const threshold =
    contract.contractType === 'DAILY_SALARY'
      ? (contract.betAmountPerDay ?? contract.periodValidBet)
      : contract.contractType === 'HOURLY_SALARY'
        ? (contract.betAmountPerHour ?? contract.periodValidBet)
        : contract.periodValidBet;
  return indexes.map((index, n) => {
    const inWindow = buckets.get(index) ?? [];
    const start = first + index * window.length;
    const end = start + window.length;
    const teamValidBet = round2(inWindow.reduce((total, bet) => total + bet.validBet, 0));
    const teamProfitLoss = round2(inWindow.reduce((total, bet) => total + bet.profitLoss, 0));
    const activeMembers = new Set(inWindow.map((bet) => bet.account)).size;
    let qualified = activeMembers >= contract.activeMembers && teamValidBet >= threshold && teamValidBet > 0;
    if (contract.contractType === 'DIVIDEND') qualified &&= teamProfitLoss <= contract.periodProfitLoss && teamProfitLoss < 0;
    const base = contract.contractType === 'DIVIDEND' ? -teamProfitLoss : teamValidBet;
    return {
      id: startId + n,
      account: contract.account,
      contractId: contract.id,
      source: contract.contractType,
      periodStart: iso(start),
      periodEnd: iso(end),
      teamValidBet,
      teamProfitLoss,
      activeMembers,
      rate: contract.rate,
      amount: qualified ? round2((base * contract.rate) / 100) : 0,
      status: qualified ? 'PAID' : 'NOT_QUALIFIED',
      settleTime: iso(end + window.settleAfter),
    };
  });
}

/**
 * Seeds the agent domain: the contract tree, back-office announcements, and
 * each seeded agent's contract settlements computed from its team's betting
 * records (the wallet seed writes the downline players' history).
 */
export async function seed(): Promise<void> {
  await seedContracts();
  await seedAnnouncements();
  const settled = bets.all().filter((bet) => bet.status === 'SETTLED');
  const agents = new Set(SEED_ACCOUNTS.filter((account) => account.type !== 0).map((account) => account.username));
  let nextId = 1;
  // On a restore the snapshot's contracts are already back when seedContracts adds the seed's again:
  // one settlement run per contract id, or every settlement would be listed twice.
  const byId = new Map(contracts.all().map((row) => [row.id, row]));
  for (const contract of [...byId.values()].filter((row) => row.status === 'ACTIVE' && agents.has(row.account))) {
    const team = new Set(teamOf(contract.account).map((entry) => entry.member.account));
    const records = settle(contract, settled.filter((bet) => team.has(bet.account)), nextId);
    for (const record of records) await incomeRecords.create(record);
    nextId += records.length;
  }
}
