import type { ActivitySampleRow } from '../../contracts/agent';
import { ACTIVITY_BUCKET_MS } from '../../contracts/shared/contract-settlement';
import type { LedgerEntry } from '../../contracts/shared/entities';
import { round2 } from '../engine/helpers';
import type { MemberRecord } from '../member/collections';
import { bets as betRecords, ledger } from '../wallet/collections';
import { inRange, requireTeamMember, teamOf, type DateRange } from './team';

/** The sums the agent's team reports are made of: whose bets and money rows a view covers, and their totals. */

export const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Accounts a team view covers: the whole team, or one member of it. */
export function scopeAccounts(agent: MemberRecord, account: string | undefined): Set<string> {
  if (account) return new Set([requireTeamMember(agent.account, account).member.account]);
  return new Set(teamOf(agent.account).map((entry) => entry.member.account));
}

/** Betting records of some accounts placed within the range (cancelled ones included). */
export function betsOf(accounts: Set<string>, range: DateRange) {
  return betRecords.all().filter((bet) => accounts.has(bet.account) && inRange(bet.betTime, range));
}

/** Members who placed a (not cancelled) bet. */
export function bettors(bets: ReadonlyArray<{ account: string; status: string }>): Set<string> {
  return new Set(bets.filter((bet) => bet.status !== 'CANCELLED').map((bet) => bet.account));
}

export function ledgerOf(accounts: Set<string>, range: DateRange): LedgerEntry[] {
  return ledger.all().filter((row) => accounts.has(row.account) && inRange(row.createTime, range));
}

export const firstTime = (times: string[]): string | null => (times.length ? times.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b)) : null);
export const lastTime = (times: string[]): string | null => (times.length ? times.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b)) : null);

/** Settled bets of a contract scope summed per member and 5-minute bucket. */
export function activitySamples(scope: Set<string>, range: DateRange): ActivitySampleRow[] {
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
