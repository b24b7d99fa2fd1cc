import { ALL_PRODUCTS } from '../../contracts/shared/contract-wire';
import type { Contract } from '../../contracts/shared/entities';
import { REFERENCE_DATE } from '../engine/clock';
import { daysAgo } from '../engine/fake';
import { SEED_ACCOUNTS } from '../member/accounts';
import { agentAnnouncements, contracts, incomeRecords } from './collections';
import { AGENT_ANNOUNCEMENTS, SEED_CONTRACTS } from './seed-data';
import { DAY_MS, periodWindows, unitWindow, unitWindows, type SettlementWindow } from '../../contracts/shared/contract-settlement';
import { scopeSamples, settle } from './settlement';

const REF = REFERENCE_DATE.getTime();
/** Seeded settlements cover the 30 days before the reference time. */
const HISTORY_MS = 30 * DAY_MS;
/** Dividend periods settled at seed time. */
const DIVIDEND_PERIODS = 5;

async function seedContracts(): Promise<void> {
  for (const [index, seed] of SEED_CONTRACTS.entries()) {
    const { created, updated, terminationRequested = false, ...fields } = seed;
    await contracts.create({
      id: index + 1,
      ...fields,
      productType: ALL_PRODUCTS,
      terminationRequested,
      createTime: daysAgo(created),
      updateTime: daysAgo(updated),
    });
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
 * Seeds the agent domain: the contract tree, back-office announcements, and
 * each seeded agent's contract settlements computed from its team's betting
 * records (the wallet seed writes the downline players' history).
 */
export async function seed(): Promise<void> {
  await seedContracts();
  await seedAnnouncements();
  const agents = new Set(SEED_ACCOUNTS.filter((account) => account.type !== 0).map((account) => account.username));
  let nextId = 1;
  // On a restore the snapshot's contracts are already back when seedContracts adds the seed's again:
  // one settlement run per contract id, or every settlement would be listed twice.
  const byId = new Map(contracts.all().map((row) => [row.id, row]));
  for (const contract of [...byId.values()].filter((row) => row.status === 'ACTIVE' && agents.has(row.account))) {
    const records = settle(contract, scopeSamples(contract.account), windowsOf(contract), nextId);
    for (const record of records) await incomeRecords.create(record);
    nextId += records.length;
  }
}
