import type { IncomeRecord } from '../../contracts/agent';
import { contract } from '../../contracts';
import { nextSettlement } from '../../contracts/shared/contract-settlement';
import { CONTRACT_TYPES } from '../../contracts/shared/constants';
import { requireAgent } from '../engine/auth';
import { clockRate, now } from '../engine/clock';
import type { MockContext, RouterImpl } from '../engine/implement';
import { ok } from '../engine/refusal';
import { requireFeature } from './contract-rules';
import { plain } from './reports';
import { incomeRecordsOf, realtimeStatus, settleDue } from './settlement';
import { byTimeDesc, inRange, resolveRange, sum } from './team';
import { reportPageOf } from '../engine/helpers';

/** The agent's pay under its contracts: dividend, daily, hourly and real-time salary records. */

type ContractType = (typeof CONTRACT_TYPES)[number];

type IncomeQuery = { page: number; size: number; startTime?: string; endTime?: string };

/** The agent's settlements of a kind within the range; the caller has settled what is due (settleDue). */
function incomeOf(account: string, source: ContractType, query: IncomeQuery) {
  const range = resolveRange(query);
  const rows: IncomeRecord[] = incomeRecordsOf(account)
    .filter((row) => row.source === source && inRange(row.periodStart, range))
    .sort(byTimeDesc((row) => row.periodStart));
  return {
    ...reportPageOf(plain(rows), query.page, query.size),
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

export const salaryRoutes = {
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
} satisfies Partial<RouterImpl<typeof contract.agent>>;
