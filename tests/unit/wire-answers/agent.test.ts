import { describe, expect, it } from 'vitest';
import type { AppRoute } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import { contract } from '@contracts';
import type { ConsolidatedContractInfo } from '@contracts/shared/contract-wire';
import { processRequest, selectProcessAnswer } from '@/features/agentContracts/api';
import { flagOf, rateOf, selectContractBundle, type ReceivedContract } from '@/features/agentContracts/rules/consolidated';

/**
 * K0 (`GET /wps/member/info/funds/consolidated`, WIRE.md §6.7) the way the platform sends it —
 * WIRE's keys and the observed values (`rateType: "P"`, `periodicTotalBetRequired: "Y"`,
 * `downlineHigherRate: "Y"`), numbers partly as strings — parsed by the route's 200 schema and run
 * through the agent feature's select: the offers, termination requests, contracts and flags the
 * contract modal, the agent header and the agent menu see. Then K1–K4's bodies (exactly WIRE's
 * fields) for an answer to each.
 */

function parse(route: AppRoute, body: unknown) {
  const schema = (route.responses as Record<number, ZodTypeAny>)[200]!;
  const parsed = schema.safeParse(body);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true);
  return parsed.data as { value?: unknown };
}

const envelope = (value: unknown) => ({ success: true, message: 'success', value });

const dividendRequest = (status: string, rate: number | string, extra: Record<string, unknown> = {}) => ({
  status,
  rate,
  rateType: 'P',
  netLoss: '5000',
  activeMember: 3,
  periodicTotalBet: 100000,
  minimumBet: '100',
  periodicTotalBetRequired: 'Y',
  downlineHigherRate: 'Y',
  ...extra,
});

/**
 * SPEC's `divtypereq` instead of the observed `divtypecompperiodreq` (§8 Q20), one request per
 * computation period D/W/H/M, the weekly one a termination request (`V`); a daily, an hourly and
 * a real-time salary request; and current contracts, one with a termination pending.
 */
const K0 = {
  divtypereq: {
    LOTT: {
      D: [dividendRequest('P', 10)],
      W: [dividendRequest('V', '12.5', { downlineHigherRate: 'N' })],
      H: [dividendRequest('P', 15, { periodicTotalBetRequired: 'N' })],
      M: [dividendRequest('P', 20)],
      // A period WIRE does not know could not be answered by K1: it is left out.
      Q: [dividendRequest('P', 99)],
    },
  },
  dailysalreqtype: { ALL: [{ id: 501, status: 'P', details: [{ betVolume: 800, contractRate: 1.2 }], activeMember: '4', contractRate: '1.2', betVolume: 800 }] },
  contracthoursalreq: { RNG: [{ contractId: '702', status: 'V', hourSalaryRates: [{ rate: '0.6' }], betAmount: 150 }] },
  realtimesalreqtype: { ALL: [{ contractId: 903, status: 'P', realTimeSalaryRates: '0.4', winRate: 0.4, lossRate: 0.4, minimumBet: 30 }] },
  divtypeinfo: { LOTT: { divType: 'COMPPERIOD' } },
  divtypecompperiodinfo: {
    agent: [
      { productType: 'LOTT', computationPeriod: 'W', status: 'V', rate: 12.5, rateType: 'P', netLoss: 5000, activeMember: 3, periodicTotalBet: 100000 },
      { productType: 'LOTT', computationPeriod: 'M', status: 'A', rate: '18', rateType: 'P' },
    ],
  },
  contracthoursalinfo: { RNG: [{ contractId: 702, status: 'V', hourSalaryRates: 0.6, betAmount: 150 }] },
  // Unknown keys the platform may add are read past.
  balance: 1234.5,
};

describe('K0 consolidated (WIRE.md §6.7, §8 Q20)', () => {
  const value = parse(contract.member.consolidated, envelope(K0)).value as ConsolidatedContractInfo;
  const bundle = selectContractBundle(value);
  const offers = bundle.requests.filter((row) => row.request === 'offer');
  const terminations = bundle.requests.filter((row) => row.request === 'termination');

  it('reads divtypereq where divtypecompperiodreq is absent, with D/W/H/M as daily, weekly, semi-monthly and monthly', () => {
    const dividends = bundle.requests.filter((row) => row.contractType === 'DIVIDEND');
    expect(dividends.map((row) => [row.terms.period, row.terms.rate, row.request])).toEqual([
      ['DAILY', 10, 'offer'],
      ['WEEKLY', 12.5, 'termination'],
      ['SEMI_MONTHLY', 15, 'offer'],
      ['MONTHLY', 20, 'offer'],
    ]);
  });

  it('shows a V request as a termination request, every other status as an offer', () => {
    expect(terminations.map((row) => [row.contractType, row.productType])).toEqual([['DIVIDEND', 'LOTT'], ['HOURLY_SALARY', 'RNG']]);
    expect(offers.map((row) => row.contractType)).toEqual(['DIVIDEND', 'DIVIDEND', 'DIVIDEND', 'DAILY_SALARY', 'REALTIME_SALARY']);
    expect(new Set(bundle.requests.map((row) => row.key)).size).toBe(bundle.requests.length);
  });

  it("turns each family's fields into the settlement terms the simulator runs", () => {
    const daily = offers.find((row) => row.contractType === 'DAILY_SALARY')!;
    const monthly = offers.find((row) => row.terms.period === 'MONTHLY')!;
    const semiMonthly = offers.find((row) => row.terms.period === 'SEMI_MONTHLY')!;
    const realtime = offers.find((row) => row.contractType === 'REALTIME_SALARY')!;
    const hourly = terminations.find((row) => row.contractType === 'HOURLY_SALARY')!;
    expect(monthly).toMatchObject<Partial<ReceivedContract>>({
      productType: 'LOTT',
      // The team must lose at least netLoss; the period's total bet is a condition ("Y").
      terms: { contractType: 'DIVIDEND', rate: 20, period: 'MONTHLY', periodValidBet: 100000, periodProfitLoss: -5000, activeMembers: 3 },
      minimumBet: 100,
      downlineHigherRate: true,
      target: { contractType: 'DIVIDEND', productType: 'LOTT', computationPeriod: 'M' },
    });
    expect(semiMonthly.terms.periodValidBet).toBe(0);
    expect(daily).toMatchObject({
      terms: { contractType: 'DAILY_SALARY', rate: 1.2, period: 'DAILY', betAmountPerDay: 800, periodValidBet: 800, activeMembers: 4 },
      target: { contractType: 'DAILY_SALARY', id: 501 },
    });
    // No activeMember on WIRE's hourly and real-time lists: none required.
    expect(hourly).toMatchObject({ terms: { rate: 0.6, betAmountPerHour: 150, activeMembers: 0 }, target: { contractType: 'HOURLY_SALARY', contractId: '702', productType: 'RNG' } });
    expect(realtime).toMatchObject({ terms: { rate: 0.4, periodValidBet: 30, activeMembers: 0 }, minimumBet: 30, target: { contractType: 'REALTIME_SALARY', contractId: 903 } });
  });

  it('lists the current contracts, a pending termination marked, with defaults for what is left out', () => {
    expect(bundle.current.map((row) => [row.contractType, row.terms.period, row.terms.rate, row.terminationRequested])).toEqual([
      ['DIVIDEND', 'WEEKLY', 12.5, true],
      ['DIVIDEND', 'MONTHLY', 18, false],
      ['HOURLY_SALARY', 'DAILY', 0.6, true],
    ]);
    expect(bundle.current[1]!.terms).toMatchObject({ periodValidBet: 0, periodProfitLoss: -0, activeMembers: 0 });
    expect(bundle.current.every((row) => row.request === null)).toBe(true);
  });

  it("derives SPEC's flags from the families present, and the session flags from them", () => {
    expect(bundle.flags).toEqual({ dailySalary: true, hourSalary: true, salary: true, enableCt: true });
    expect(bundle).toMatchObject({ enableSalary: true, enableContract: true });
  });

  it('reads the flags when the platform sends them, in any of its spellings', () => {
    const sent = selectContractBundle(parse(contract.member.consolidated, envelope({ ...K0, dailySalary: 'N', hourSalary: 0, salary: false, enableCt: 'Y' })).value as ConsolidatedContractInfo);
    expect(sent.flags).toEqual({ dailySalary: false, hourSalary: false, salary: false, enableCt: true });
    expect(sent).toMatchObject({ enableSalary: false, enableContract: true });
    expect([flagOf('y'), flagOf('1'), flagOf('true'), flagOf('maybe'), flagOf(null)]).toEqual([true, true, true, undefined, undefined]);
  });

  it('prefers the observed divtypecompperiodreq over divtypereq', () => {
    const both = selectContractBundle({ ...value, divtypecompperiodreq: { ALL: { W: [dividendRequest('P', 7)] } } } as ConsolidatedContractInfo);
    expect(both.requests.filter((row) => row.contractType === 'DIVIDEND').map((row) => row.terms.rate)).toEqual([7]);
  });

  it('has nothing to offer and every flag off for an empty bundle (or null families)', () => {
    const empty = selectContractBundle(parse(contract.member.consolidated, envelope({ divtypecompperiodreq: null, dailysalreqtype: {} })).value as ConsolidatedContractInfo);
    expect(empty).toEqual({
      requests: [],
      current: [],
      flags: { dailySalary: false, hourSalary: false, salary: false, enableCt: false },
      enableSalary: false,
      enableContract: false,
    });
  });

  it('reads a salary rate given as a number, a numeric string or a list', () => {
    expect([rateOf(0.5), rateOf('0.7'), rateOf([0.3, 0.4]), rateOf([{ rate: '0.2' }]), rateOf({ rate: 1 }), rateOf('x'), rateOf([])]).toEqual([0.5, 0.7, 0.3, 0.2, 1, undefined, undefined]);
  });
});

describe('K1–K4 bodies (WIRE.md §6.7, §9 checklist 40)', () => {
  const bundle = selectContractBundle(parse(contract.member.consolidated, envelope(K0)).value as ConsolidatedContractInfo);
  const target = (predicate: (row: ReceivedContract) => boolean) => bundle.requests.find(predicate)!.target!;

  it('accepts or refuses a termination request with status A or R, through the relay of its family, with exactly its fields', () => {
    const weekly = target((row) => row.request === 'termination' && row.contractType === 'DIVIDEND');
    expect(processRequest({ target: weekly, status: 'A' })).toEqual({ key: 'processDividend', body: { productType: 'LOTT', computationPeriod: 'W', status: 'A' } });
    const hourly = target((row) => row.request === 'termination' && row.contractType === 'HOURLY_SALARY');
    expect(processRequest({ target: hourly, status: 'R' })).toEqual({ key: 'processHourlySalary', body: { contractId: '702', status: 'R', productType: 'RNG' } });
  });

  it('answers offers and terminates contracts with the ids K0 gave, as it gave them', () => {
    expect(processRequest({ target: target((row) => row.contractType === 'DAILY_SALARY'), status: 'A' })).toEqual({ key: 'processDailySalary', body: { id: 501, status: 'A' } });
    expect(processRequest({ target: target((row) => row.contractType === 'REALTIME_SALARY'), status: 'C' })).toEqual({ key: 'processRealtimeSalary', body: { contractId: 903, status: 'C' } });
  });

  it('sends each body in the shape its route takes, by POST to the recommended relay', () => {
    const routes = { processDividend: contract.agent.processDividend, processDailySalary: contract.agent.processDailySalary, processHourlySalary: contract.agent.processHourlySalary, processRealtimeSalary: contract.agent.processRealtimeSalary };
    for (const row of bundle.requests) {
      const request = processRequest({ target: row.target!, status: 'R' });
      const route = routes[request.key];
      expect(route.method).toBe('POST');
      expect(route.body.safeParse(request.body).success).toBe(true);
    }
    expect(Object.values(routes).map((route) => route.path)).toEqual([
      '/wps/relay/MCS2_processDividendReq',
      '/wps/relay/MCS2_processDailySalContract',
      '/wps/relay/MCS2_processContractHourSalary',
      '/wps/relay/MCSFE_processRealTimeSalaryContract',
    ]);
  });

  it('reads whatever the relay answers (WIRE records no fields) as "ended nothing" unless it names what it ended', () => {
    for (const value of [null, true, 'ok', {}, undefined]) {
      const parsed = parse(contract.agent.processDividend, envelope(value)).value;
      expect(selectProcessAnswer(parsed)).toEqual({ autoTerminated: [] });
    }
    const named = { autoTerminated: [{ contractType: 'DAILY_SALARY', account: 'dl01', rate: 1 }] };
    expect(selectProcessAnswer(parse(contract.agent.processDailySalary, envelope(named)).value)).toEqual(named);
  });
});
