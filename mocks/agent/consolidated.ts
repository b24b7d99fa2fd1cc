import {
  COMPUTATION_OF_PERIOD, CONFIRMED_STATUS, NEW_REQUEST_STATUS, TERMINATION_REQUEST_STATUS, type ConsolidatedContractInfo,
  type DailySalaryRequest, type DividendContract, type DividendRequest, type HourSalaryRequest, type RealTimeSalaryRequest,
} from '../../contracts/shared/contract-wire';
import type { Contract } from '../../contracts/shared/entities';
import type { MemberRecord } from '../member/collections';
import { contracts } from './collections';
import { downlineHigherRate } from './contract-rules';

/**
 * K0 (WIRE.md §6.7): the member's pending requests and current contracts in the platform's keys.
 *
 * - A request is an offer addressed to the member (status `P`, ours: WIRE records none) or the
 *   upline's termination request on one of its ACTIVE contracts (`V`).
 * - Current contracts are the member's ACTIVE ones: `A`, or `V` while a termination request waits.
 * - A family's keys are sent only when the member has something in it (the client derives SPEC's
 *   flags from which families are present); the flags themselves are not sent, as in the capture.
 * - Fields WIRE's lists lack but our contracts have travel as extras the client reads when present:
 *   `activeMember` on hourly and real-time salaries. A real-time salary pays its rate of the valid
 *   bet whether the team won or lost, so `winRate` = `lossRate` = the rate, and its window's
 *   valid-bet threshold is `minimumBet`. Our dividends have no per-member minimum: `minimumBet` 0.
 */
export function consolidatedOf(member: MemberRecord): ConsolidatedContractInfo {
  const mine = contracts.all().filter((row) => row.account === member.account);
  const requests = mine.filter((row) => row.status === 'OFFERED' || (row.status === 'ACTIVE' && row.terminationRequested));
  const current = mine.filter((row) => row.status === 'ACTIVE');
  const requestStatus = (row: Contract) => (row.status === 'OFFERED' ? NEW_REQUEST_STATUS : TERMINATION_REQUEST_STATUS);
  const contractStatus = (row: Contract) => (row.terminationRequested ? TERMINATION_REQUEST_STATUS : CONFIRMED_STATUS);
  const ofType = (rows: Contract[], type: Contract['contractType']) => rows.filter((row) => row.contractType === type);

  const value: ConsolidatedContractInfo = {};
  const dividendRequests = ofType(requests, 'DIVIDEND');
  if (dividendRequests.length) {
    const byProduct: Record<string, Record<string, DividendRequest[]>> = {};
    for (const row of dividendRequests) {
      const periods = (byProduct[row.productType] ??= {});
      (periods[COMPUTATION_OF_PERIOD[row.period]] ??= []).push(dividendFields(row, requestStatus(row)));
    }
    value.divtypecompperiodreq = byProduct;
  }
  const dividends = ofType(current, 'DIVIDEND');
  if (dividends.length) {
    value.divtypeinfo = Object.fromEntries(dividends.map((row) => [row.productType, { divType: 'COMPPERIOD' }]));
    value.divtypecompperiodinfo = {
      agent: dividends.map((row): DividendContract => ({
        ...dividendFields(row, contractStatus(row)),
        productType: row.productType,
        computationPeriod: COMPUTATION_OF_PERIOD[row.period],
      })),
    };
  }
  const daily = (row: Contract, status: string): DailySalaryRequest => ({
    id: row.id,
    status,
    // One tier: our contracts have one rate and one threshold.
    details: [{ betVolume: row.betAmountPerDay ?? row.periodValidBet, activeMember: row.activeMembers, contractRate: row.rate }],
    activeMember: row.activeMembers,
    contractRate: row.rate,
    betVolume: row.betAmountPerDay ?? row.periodValidBet,
  });
  const hourly = (row: Contract, status: string): HourSalaryRequest => ({
    contractId: row.id,
    status,
    hourSalaryRates: row.rate,
    betAmount: row.betAmountPerHour ?? row.periodValidBet,
    activeMember: row.activeMembers,
  });
  const realtime = (row: Contract, status: string): RealTimeSalaryRequest => ({
    contractId: row.id,
    status,
    realTimeSalaryRates: row.rate,
    winRate: row.rate,
    lossRate: row.rate,
    minimumBet: row.periodValidBet,
    activeMember: row.activeMembers,
  });
  const grouped = <T>(rows: Contract[], fields: (row: Contract) => T): Record<string, T[]> | undefined => {
    if (!rows.length) return undefined;
    const out: Record<string, T[]> = {};
    for (const row of rows) (out[row.productType] ??= []).push(fields(row));
    return out;
  };
  const put = <K extends keyof ConsolidatedContractInfo>(key: K, entry: ConsolidatedContractInfo[K] | undefined) => {
    if (entry !== undefined) value[key] = entry;
  };
  put('dailysalreqtype', grouped(ofType(requests, 'DAILY_SALARY'), (row) => daily(row, requestStatus(row))));
  put('contracthoursalreq', grouped(ofType(requests, 'HOURLY_SALARY'), (row) => hourly(row, requestStatus(row))));
  put('realtimesalreqtype', grouped(ofType(requests, 'REALTIME_SALARY'), (row) => realtime(row, requestStatus(row))));
  put('dailysalinfotype', grouped(ofType(current, 'DAILY_SALARY'), (row) => daily(row, contractStatus(row))));
  put('contracthoursalinfo', grouped(ofType(current, 'HOURLY_SALARY'), (row) => hourly(row, contractStatus(row))));
  put('realtimesalinfotype', grouped(ofType(current, 'REALTIME_SALARY'), (row) => realtime(row, contractStatus(row))));
  return value;
}

function dividendFields(row: Contract, status: string): DividendRequest {
  return {
    status,
    rate: row.rate,
    rateType: 'P',
    // Our threshold is the team's profit/loss at most this (a loss): WIRE's net loss is its size.
    netLoss: Math.max(0, -row.periodProfitLoss),
    activeMember: row.activeMembers,
    periodicTotalBet: row.periodValidBet,
    minimumBet: 0,
    periodicTotalBetRequired: row.periodValidBet > 0 ? 'Y' : 'N',
    downlineHigherRate: row.status === 'OFFERED' && downlineHigherRate(row) ? 'Y' : 'N',
  };
}
