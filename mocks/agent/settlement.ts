import type { IncomeRecord, RealtimeWindow } from '../../contracts/agent';
import {
  lastSettled, settledSamples, settleTimeOf, settleWindow, unitWindow, unitWindows, type ActivitySample, type ContractType, type SettlementWindow,
} from '../../contracts/shared/contract-settlement';
import type { Contract } from '../../contracts/shared/entities';
import { now, REFERENCE_DATE } from '../engine/clock';
import { exclusive, operationKey } from '../engine/lock';
import { nextIdOf } from '../engine/helpers';
import { bets } from '../wallet/collections';
import { post } from '../wallet/ledger';
import { contracts, incomeRecords, liveIncomeRecords } from './collections';
import { activeContractOf, withinCeilings } from './contract-rules';
import { contractScope } from './team';

/**
 * An agent's contract settlements (SPEC §3 Contract terms, §6/§9 real-time
 * salary every 5 minutes). The seed settles every window before the
 * reference date; each later window is settled when it is due, lazily on the
 * agent's next read of the agent centre or of its money (balance, wallet,
 * records: mocks/wallet/orders.ts), and a paying one is credited to the
 * agent's wallet. Both
 * run the shared pure rules (contracts/shared/contract-settlement.ts) that
 * the app's contract simulator and real-time page run.
 */

const iso = (ms: number) => new Date(ms).toISOString();
const LEDGER_KIND = { DIVIDEND: 'DIVIDEND', DAILY_SALARY: 'SALARY', HOURLY_SALARY: 'SALARY', REALTIME_SALARY: 'SALARY' } as const;
const REMARK: Record<ContractType, string> = {
  DIVIDEND: 'Dividend', DAILY_SALARY: 'Daily salary', HOURLY_SALARY: 'Hourly salary', REALTIME_SALARY: 'Real-time salary',
};
/** Seeded and live settlements: ids are unique across both. */
const allIncome = (): IncomeRecord[] => [...incomeRecords.all(), ...liveIncomeRecords.all()];

/** The settled bets of a member's contract scope (the member and everyone under them), as samples. */
export function scopeSamples(account: string): ActivitySample[] {
  const scope = contractScope(account);
  return settledSamples(bets.all().filter((bet) => scope.has(bet.account)));
}

/** Hourly and 5-minute windows are listed only when the team bet in them; dividend periods and days always. */
const isSparse = (type: ContractType) => type === 'HOURLY_SALARY' || type === 'REALTIME_SALARY';

/**
 * One window's settlement record. A contract whose chain is not within its ceilings (withinCeilings,
 * contract-rules.ts) pays nothing: its window is recorded as not qualified with its figures.
 */
function toRecord(contract: Contract, window: SettlementWindow, samples: readonly ActivitySample[], id: number, payable = true): IncomeRecord {
  const settled = settleWindow(contract, samples, window);
  const result = payable ? settled : { ...settled, amount: 0, qualified: false };
  return {
    id,
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
    settleTime: iso(settleTimeOf(contract, window)),
  };
}

/**
 * Settles a contract over some of its windows; ids count up from `startId`. The chain is read once,
 * at the settlement: a contract outside its ceilings then pays none of these windows.
 */
export function settle(contract: Contract, samples: readonly ActivitySample[], windows: readonly SettlementWindow[], startId: number): IncomeRecord[] {
  const payable = withinCeilings(contract);
  const wanted = new Set(windows.map((window) => window.start));
  const byUnit = new Map<number, ActivitySample[]>();
  for (const sample of samples) {
    const unit = unitWindow(contract, Date.parse(String(sample.at))).start;
    if (!wanted.has(unit)) continue;
    const bucket = byUnit.get(unit);
    if (bucket) bucket.push(sample);
    else byUnit.set(unit, [sample]);
  }
  return windows
    .filter((window) => !isSparse(contract.contractType) || byUnit.has(window.start))
    .map((window, n) => toRecord(contract, window, byUnit.get(window.start) ?? [], startId + n, payable));
}

/**
 * The first window settled live: the first one not yet paid at the reference date (a window that ended
 * before it but pays after it, as a dividend period paid the next day, included; the seed may have
 * settled it, which the caller's check for settled windows sees), and none before the contract began.
 */
function firstLiveWindowStart(contract: Contract): number {
  const seededUntil = lastSettled(contract, REFERENCE_DATE.getTime()).end;
  const accepted = Date.parse(contract.updateTime);
  const acceptedIn = unitWindow(contract, accepted);
  return Math.max(seededUntil, acceptedIn.start === accepted ? accepted : acceptedIn.end);
}

/**
 * Settles the agent's active contracts up to now and credits each paying
 * window to its wallet. The check for a settled window, the settlement and
 * the credit are one section per agent (the member's operation key, as the
 * wallet's lazy back office): a burst of reads settles and pays a window once.
 */
export function settleDue(account: string): Promise<void> {
  return exclusive([operationKey(account)], () => settleDueHeld(account));
}

/** settleDue for a caller that already holds the member's operation key (the wallet's reads). */
export async function settleDueHeld(account: string): Promise<void> {
  const at = now();
  for (const contract of contracts.all().filter((row) => row.account === account && row.status === 'ACTIVE')) {
    const settled = new Set(allIncome().filter((row) => row.contractId === contract.id).map((row) => Date.parse(row.periodStart)));
    const due = unitWindows(contract, firstLiveWindowStart(contract), lastSettled(contract, at).end).filter(
      (window) => !settled.has(window.start),
    );
    if (!due.length) continue;
    for (const record of settle(contract, scopeSamples(account), due, 0)) {
      const id = nextIdOf(liveIncomeRecords, allIncome().reduce((max, row) => Math.max(max, row.id), 0));
      await liveIncomeRecords.create({ ...record, id });
      if (record.status === 'PAID' && record.amount > 0) {
        const reference = `AGT-${record.contractId}-${Date.parse(record.periodStart)}`;
        const remark = `${REMARK[record.source]} ${record.periodStart} to ${record.periodEnd}`;
        await post(record.account, LEDGER_KIND[record.source], record.amount, reference, remark, record.settleTime);
      }
    }
  }
}

/** Every dividend and salary settlement of the agent paid by now (call settleDue first). */
export function incomeRecordsOf(account: string): IncomeRecord[] {
  const at = now();
  return allIncome().filter((row) => row.account === account && Date.parse(row.settleTime) <= at);
}

/** The live part of the real-time salary page: the contract, the open window so far, and the window paid last. */
export function realtimeStatus(account: string): { contract: Contract | null; currentWindow: RealtimeWindow; lastSettlement: IncomeRecord | null } {
  const at = now();
  const contract = activeContractOf(account, 'REALTIME_SALARY') ?? null;
  const terms = contract ?? { contractType: 'REALTIME_SALARY' as const, period: 'DAILY' as const, rate: 0, periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0 };
  const samples = scopeSamples(account);
  const payable = contract !== null && withinCeilings(contract);
  const open = unitWindow(terms, at);
  // Only what has happened: bets placed in the open window up to now.
  const soFar = settleWindow(terms, samples, { start: open.start, end: Math.min(open.end, at + 1) });
  const currentWindow: RealtimeWindow = {
    periodStart: iso(open.start),
    periodEnd: iso(open.end),
    teamValidBet: soFar.teamValidBet,
    teamProfitLoss: soFar.teamProfitLoss,
    activeMembers: soFar.activeMembers,
    qualified: contract !== null && payable && soFar.qualified,
    projectedAmount: contract && payable ? soFar.amount : 0,
  };
  if (!contract) return { contract: null, currentWindow, lastSettlement: null };
  const last = lastSettled(contract, at);
  const stored = allIncome().find((row) => row.account === account && row.source === 'REALTIME_SALARY' && Date.parse(row.periodStart) === last.start);
  // A window the team did not bet in is settled with nothing to pay and not listed: show it as such.
  const lastSettlement = stored ? { ...stored } : toRecord(contract, last, [], 0);
  return { contract: JSON.parse(JSON.stringify(contract)) as Contract, currentWindow, lastSettlement };
}
