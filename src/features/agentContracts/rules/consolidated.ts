import type { ContractPeriod, ContractTerms, ContractType } from '@contracts/shared/contract-settlement';
import {
  PERIOD_OF_COMPUTATION, TERMINATION_REQUEST_STATUS, type ComputationPeriod, type ConsolidatedContractInfo, type DailySalaryRequest,
  type DividendRequest, type HourSalaryRequest, type RealTimeSalaryRequest,
} from '@contracts/shared/contract-wire';

/**
 * K0 (WIRE.md §6.7) as the contract modal, the agent header and the agent menu see it: the
 * offers and termination requests waiting for the member's answer, its current contracts, and
 * SPEC's flags. Pure, so that a test can feed WIRE's answer through it.
 */

/** What K1–K4 need to name a contract, exactly as K0 gave it. */
export type ProcessTarget =
  | { contractType: 'DIVIDEND'; productType: string; computationPeriod: ComputationPeriod }
  | { contractType: 'DAILY_SALARY'; id: string | number }
  | { contractType: 'HOURLY_SALARY'; contractId: string | number; productType: string }
  | { contractType: 'REALTIME_SALARY'; contractId: string | number };

/** A request or contract of the member's, from its upline. */
export interface ReceivedContract {
  /** Unique within the bundle (React key, the modal's selection). */
  key: string;
  contractType: ContractType;
  /**
   * `offer`: a new contract to accept or refuse; `termination`: the upline asks to end a current
   * contract (K0 status `V`); null: a current contract with nothing pending.
   */
  request: 'offer' | 'termination' | null;
  productType: string;
  /** The terms in the settlement module's shape (the simulator runs them). */
  terms: ContractTerms;
  /** Dividend and real-time salary `minimumBet` as sent (0 when absent). */
  minimumBet: number;
  /** Accepting ends a downline contract of this type above the rate (K0 `downlineHigherRate: "Y"`). */
  downlineHigherRate: boolean;
  /** A current contract the upline asked to end (status `V`). */
  terminationRequested: boolean;
  /** Null when K0 left out the id a relay needs: the entry is shown but cannot be answered. */
  target: ProcessTarget | null;
}

export interface ContractFlags {
  dailySalary: boolean;
  hourSalary: boolean;
  salary: boolean;
  enableCt: boolean;
}

export interface ContractBundle {
  /** Offers and termination requests, dividends first, then daily, hourly and real-time salary. */
  requests: ReceivedContract[];
  /** The member's current contracts, in the same order. */
  current: ReceivedContract[];
  /** SPEC §3's flags: as sent, else derived from which families are present. */
  flags: ContractFlags;
  /** SPEC §3 session flag `enableSalary`: any salary family. */
  enableSalary: boolean;
  /** SPEC §3 session flag `enableContract`: the dividend contract family (`enableCt`). */
  enableContract: boolean;
}

/** A number sent as a number or a numeric string; anything else is the fallback. */
export function numberOf(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : fallback;
  }
  return fallback;
}

/**
 * `hourSalaryRates` / `realTimeSalaryRates`: plural on the wire, shape not recorded. A number or
 * numeric string is the rate; a list gives its first rate (a bare one or `{rate}`).
 */
export function rateOf(value: unknown): number | undefined {
  if (typeof value === 'number' || typeof value === 'string') {
    const rate = numberOf(value, Number.NaN);
    return Number.isNaN(rate) ? undefined : rate;
  }
  if (Array.isArray(value)) return value.length ? rateOf(value[0]) : undefined;
  if (value && typeof value === 'object' && 'rate' in value) return rateOf((value as { rate: unknown }).rate);
  return undefined;
}

/** A flag sent as a boolean, `Y`/`N`, `1`/`0` or `true`/`false`; undefined when absent or unreadable. */
export function flagOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toUpperCase();
  if (text === 'Y' || text === '1' || text === 'TRUE') return true;
  if (text === 'N' || text === '0' || text === 'FALSE') return false;
  return undefined;
}

/** A family holds something: a non-empty list somewhere inside (or any other non-empty value). */
function present(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value).some(present);
  return value !== '' && value !== false;
}

const isComputationPeriod = (code: string): code is ComputationPeriod => code in PERIOD_OF_COMPUTATION;

function salaryTerms(contractType: ContractType, rate: number, extra: Partial<ContractTerms>): ContractTerms {
  return { contractType, rate, period: 'DAILY', periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, ...extra };
}

function dividendTerms(entry: DividendRequest, period: ContractPeriod): ContractTerms {
  return {
    contractType: 'DIVIDEND',
    rate: numberOf(entry.rate),
    period,
    // `periodicTotalBetRequired: "N"`: the period's total bet is no condition.
    periodValidBet: flagOf(entry.periodicTotalBetRequired) === false ? 0 : numberOf(entry.periodicTotalBet),
    // The team must lose at least `netLoss`: its profit/loss at most −netLoss.
    periodProfitLoss: -Math.abs(numberOf(entry.netLoss)),
    activeMembers: numberOf(entry.activeMember),
  };
}

interface Shaped {
  status: string | undefined;
  productType: string;
  terms: ContractTerms;
  minimumBet: number;
  downlineHigherRate: boolean;
  target: ProcessTarget | null;
  id: string;
}

function dividendOf(entry: DividendRequest, productType: string, code: ComputationPeriod): Shaped {
  return {
    status: entry.status,
    productType,
    terms: dividendTerms(entry, PERIOD_OF_COMPUTATION[code]),
    minimumBet: numberOf(entry.minimumBet),
    downlineHigherRate: flagOf(entry.downlineHigherRate) === true,
    target: { contractType: 'DIVIDEND', productType, computationPeriod: code },
    id: `${productType}:${code}`,
  };
}

function dailyOf(entry: DailySalaryRequest, productType: string): Shaped {
  const betVolume = numberOf(entry.betVolume);
  return {
    status: entry.status,
    productType,
    terms: salaryTerms('DAILY_SALARY', numberOf(entry.contractRate), { periodValidBet: betVolume, betAmountPerDay: betVolume, activeMembers: numberOf(entry.activeMember) }),
    minimumBet: 0,
    downlineHigherRate: false,
    target: entry.id === undefined ? null : { contractType: 'DAILY_SALARY', id: entry.id },
    id: String(entry.id ?? ''),
  };
}

function hourlyOf(entry: HourSalaryRequest, productType: string): Shaped {
  return {
    status: entry.status,
    productType,
    terms: salaryTerms('HOURLY_SALARY', rateOf(entry.hourSalaryRates) ?? 0, { betAmountPerHour: numberOf(entry.betAmount), activeMembers: numberOf(entry.activeMember) }),
    minimumBet: 0,
    downlineHigherRate: false,
    target: entry.contractId === undefined ? null : { contractType: 'HOURLY_SALARY', contractId: entry.contractId, productType },
    id: String(entry.contractId ?? ''),
  };
}

function realtimeOf(entry: RealTimeSalaryRequest, productType: string): Shaped {
  const minimumBet = numberOf(entry.minimumBet);
  return {
    status: entry.status,
    productType,
    // Our salary pays one rate whether the team won or lost: without a rate list, the win rate stands in.
    terms: salaryTerms('REALTIME_SALARY', rateOf(entry.realTimeSalaryRates) ?? numberOf(entry.winRate), { periodValidBet: minimumBet, activeMembers: numberOf(entry.activeMember) }),
    minimumBet,
    downlineHigherRate: false,
    target: entry.contractId === undefined ? null : { contractType: 'REALTIME_SALARY', contractId: entry.contractId },
    id: String(entry.contractId ?? ''),
  };
}

/** Each entry of a `{[key]: entry[]}` family, with its key. */
function entriesOf<T>(family: Record<string, T[]> | null | undefined): Array<[string, T]> {
  return Object.entries(family ?? {}).flatMap(([key, list]) => (Array.isArray(list) ? list.map((entry): [string, T] => [key, entry]) : []));
}

function requestOf(shaped: Shaped, family: string, index: number): ReceivedContract {
  const { status, id, ...rest } = shaped;
  return {
    ...rest,
    contractType: rest.terms.contractType,
    key: `request:${family}:${id}:${index}`,
    request: status === TERMINATION_REQUEST_STATUS ? 'termination' : 'offer',
    terminationRequested: false,
  };
}

function contractOf(shaped: Shaped, family: string, index: number): ReceivedContract {
  const { status, id, ...rest } = shaped;
  return {
    ...rest,
    contractType: rest.terms.contractType,
    key: `contract:${family}:${id}:${index}`,
    request: null,
    terminationRequested: status === TERMINATION_REQUEST_STATUS,
  };
}

/** K0's answer → what the screens see (WIRE.md §6.7, §8 Q20). */
export function selectContractBundle(value: ConsolidatedContractInfo | null | undefined): ContractBundle {
  const info = value ?? {};
  // §8 Q20: SPEC's `divtypereq` is read where the observed key is absent.
  const dividendRequests = info.divtypecompperiodreq ?? info.divtypereq;
  const requests: Shaped[][] = [[], [], [], []];
  const current: Shaped[][] = [[], [], [], []];

  for (const [productType, periods] of Object.entries(dividendRequests ?? {})) {
    for (const [code, list] of Object.entries(periods ?? {})) {
      // WIRE knows four periods; an entry under another key could not be answered by K1.
      if (!isComputationPeriod(code) || !Array.isArray(list)) continue;
      for (const entry of list) requests[0]!.push(dividendOf(entry, productType, code));
    }
  }
  for (const entry of info.divtypecompperiodinfo?.agent ?? []) {
    const code = entry.computationPeriod ?? '';
    if (isComputationPeriod(code)) current[0]!.push(dividendOf(entry, entry.productType ?? '', code));
  }
  for (const [key, entry] of entriesOf(info.dailysalreqtype)) requests[1]!.push(dailyOf(entry, key));
  for (const [key, entry] of entriesOf(info.dailysalinfotype)) current[1]!.push(dailyOf(entry, key));
  for (const [key, entry] of entriesOf(info.contracthoursalreq)) requests[2]!.push(hourlyOf(entry, key));
  for (const [key, entry] of entriesOf(info.contracthoursalinfo)) current[2]!.push(hourlyOf(entry, key));
  for (const [key, entry] of entriesOf(info.realtimesalreqtype)) requests[3]!.push(realtimeOf(entry, key));
  for (const [key, entry] of entriesOf(info.realtimesalinfotype)) current[3]!.push(realtimeOf(entry, key));

  const families = ['dividend', 'daily', 'hourly', 'realtime'];
  const flags: ContractFlags = {
    dailySalary: flagOf(info.dailySalary) ?? (present(info.dailysalreqtype) || present(info.dailysalinfotype) || present(info.contractmrdailysalinfotype)),
    hourSalary: flagOf(info.hourSalary) ?? (present(info.contracthoursalreq) || present(info.contracthoursalinfo)),
    salary: flagOf(info.salary) ?? (present(info.realtimesalreqtype) || present(info.realtimesalinfotype)),
    enableCt: flagOf(info.enableCt) ?? (present(dividendRequests) || present(info.divtypeinfo) || present(info.divtypecompperiodinfo)),
  };
  return {
    requests: requests.flatMap((list, family) => list.map((entry, index) => requestOf(entry, families[family]!, index))),
    current: current.flatMap((list, family) => list.map((entry, index) => contractOf(entry, families[family]!, index))),
    flags,
    enableSalary: flags.dailySalary || flags.hourSalary || flags.salary,
    enableContract: flags.enableCt,
  };
}
