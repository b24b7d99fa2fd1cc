import type { IncomeRecord } from '../../contracts/agent';
import type { Contract } from '../../contracts/shared/entities';
import { REFERENCE_DATE } from '../engine/clock';
import { daysAgo } from '../engine/fake';
import { SEED_ACCOUNTS } from '../member/accounts';
import { bets } from '../records/collections';
import { agentAnnouncements, contracts, incomeRecords } from './collections';
import { AGENT_ANNOUNCEMENTS, SEED_CONTRACTS } from './seed-data';
import {
  DAY_MS, periodWindows, SETTLE_DELAY_MS, settleWindow, unitWindow, unitWindows, type ActivitySample, type SettlementWindow,
} from '../../contracts/shared/contract-settlement';
import { contractScope, sampleOf } from './team';

const REF = REFERENCE_DATE.getTime();
const iso = (ms: number) => new Date(ms).toISOString();
/** Seeded settlements cover the 30 days before the reference time. */
const HISTORY_MS = 30 * DAY_MS;
/** Dividend periods settled at seed time. */
const DIVIDEND_PERIODS = 5;

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

/** The complete settlement windows of a contract before the reference time. */
function windowsOf(contract: Contract): SettlementWindow[] {
  if (contract.contractType === 'DIVIDEND') return periodWindows(contract.period, REF, DIVIDEND_PERIODS);
  const from = Math.floor((REF - HISTORY_MS) / DAY_MS) * DAY_MS;
  return unitWindows(contract, from, unitWindow(contract, REF).start);
}

/**
 * Settles one agent contract over its windows from its team's activity with
 * the shared settlement rules (contracts/shared/contract-settlement.ts), the
 * very rules the app's contract simulator runs. Dividend and daily windows
 * are all listed; hourly and 5-minute windows only when the team bet in them.
 */
export function settle(contract: Contract, samples: readonly ActivitySample[], startId: number): IncomeRecord[] {
  const sparse = contract.contractType === 'HOURLY_SALARY' || contract.contractType === 'REALTIME_SALARY';
  const byUnit = new Map<number, ActivitySample[]>();
  for (const sample of samples) {
    const unit = unitWindow(contract, Date.parse(String(sample.at))).start;
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), sample]);
  }
  return windowsOf(contract)
    .filter((window) => !sparse || byUnit.has(window.start))
    .map((window, n) => {
      const result = settleWindow(contract, byUnit.get(window.start) ?? [], window);
      return {
        id: startId + n,
        account: contract.account,
        contractId: contract.id,
        source: contract.contractType,
        periodStart: iso(window.start),
        periodEnd: iso(window.end),
        teamValidBet: result.teamValidBet,
        teamProfitLoss: result.teamProfitLoss,
        activeMembers: result.activeMembers,
        rate: contract.rate,
        amount: result.amount,
        status: result.qualified ? 'PAID' : 'NOT_QUALIFIED',
        settleTime: iso(window.end + SETTLE_DELAY_MS[contract.contractType]),
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
    const scope = contractScope(contract.account);
    const samples = settled.filter((bet) => scope.has(bet.account)).map(sampleOf);
    const records = settle(contract, samples, nextId);
    for (const record of records) await incomeRecords.create(record);
    nextId += records.length;
  }
}
