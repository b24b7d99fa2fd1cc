import { contract } from '../../contracts';
import { PERIOD_OF_COMPUTATION, type ComputationPeriod, type ProcessStatus } from '../../contracts/shared/contract-wire';
import type { Contract } from '../../contracts/shared/entities';
import { requireAgent, requireRealMember } from '../engine/auth';
import type { MockContext, RouterImpl } from '../engine/implement';
import { ok } from '../engine/refusal';
import { contracts } from './collections';
import { offerContract, processContract, requestTermination, requireFeature, type ContractTarget } from './contract-rules';
import { plain } from './reports';
import { byTimeDesc } from './team';

/** Contracts between an agent and its downline: the list, offers, terminations and the answers to them (K1–K4). */

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

export const contractRoutes = {
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
} satisfies Partial<RouterImpl<typeof contract.agent>>;
