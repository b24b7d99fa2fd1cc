import type { z } from 'zod';
import type { contractActionSchema, contractOfferBodySchema } from '../../contracts/agent';
import type { CONTRACT_TYPES } from '../../contracts/shared/constants';
import type { Contract } from '../../contracts/shared/entities';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { isoNow } from '../engine/clock';
import { exclusive } from '../engine/lock';
import { refuse } from '../engine/refusal';
import type { FeatureFlag, Scenario } from '../engine/scenario';
import type { MemberRecord } from '../member/collections';
import { contracts } from './collections';
import { isDirectDownline } from './team';

type ContractType = (typeof CONTRACT_TYPES)[number];

/** The feature flag behind each contract type's pages and actions (SPEC §6). */
export const FLAG_OF: Record<ContractType, FeatureFlag> = {
  DIVIDEND: 'bonus',
  DAILY_SALARY: 'dailyWage',
  HOURLY_SALARY: 'hourlySalary',
  REALTIME_SALARY: 'realtimeSalary',
};

export function requireFeature(scenario: Scenario, type: ContractType): void {
  if (!scenario.flags[FLAG_OF[type]]) {
    throw refuse(ERROR_CODES.FEATURE_DISABLED, `The ${FLAG_OF[type]} feature is disabled`, 403);
  }
}

/** Contract changes read and write the whole contract tree (auto-termination), so they share one section. */
const CONTRACTS_KEY = 'contracts:tree';

const plain = (contract: Contract): Contract => JSON.parse(JSON.stringify(contract)) as Contract;

function nextContractId(): number {
  return contracts.all().reduce((max, row) => Math.max(max, row.id), 0) + 1;
}

async function setStatus(id: number, status: Contract['status'], at: string): Promise<Contract> {
  const updated = await contracts.update((q) => q.where({ id }), {
    data(draft) {
      draft.status = status;
      draft.updateTime = at;
    },
  });
  if (!updated) throw refuse(ERROR_CODES.NOT_FOUND, `No contract ${id}`, 404);
  return plain(updated);
}

/** The member's own ACTIVE contract of a type, if any. */
export function activeContractOf(account: string, type: ContractType): Contract | undefined {
  return contracts.all().find((row) => row.account === account && row.contractType === type && row.status === 'ACTIVE');
}

/**
 * An agent offers a contract to a direct downline member. The rate may not
 * exceed the agent's own active rate of that type, and one offer of a type
 * may be pending per member at a time.
 */
export function offerContract(agent: MemberRecord, body: z.infer<typeof contractOfferBodySchema>): Promise<Contract> {
  // Check-then-create: a burst of the same offer must create one (one pending offer of a type per member).
  return exclusive([CONTRACTS_KEY], () => createOffer(agent, body));
}

async function createOffer(agent: MemberRecord, body: z.infer<typeof contractOfferBodySchema>): Promise<Contract> {
  if (!isDirectDownline(agent.account, body.account)) {
    throw refuse(ERROR_CODES.NOT_DOWNLINE, `${body.account} is not in your direct downline`, 403);
  }
  const own = activeContractOf(agent.account, body.contractType);
  if (own && body.rate > own.rate) {
    throw refuse(ERROR_CODES.VALIDATION, `body.rate: must not exceed your own rate of ${own.rate}%`, 400);
  }
  const pending = contracts
    .all()
    .find((row) => row.upline === agent.account && row.account === body.account && row.contractType === body.contractType && row.status === 'OFFERED');
  if (pending) throw refuse(ERROR_CODES.CONTRACT_STATE, `Contract ${pending.id} is already offered to ${body.account}`, 409);
  const at = isoNow();
  const created = await contracts.create({
    id: nextContractId(),
    upline: agent.account,
    status: 'OFFERED',
    createTime: at,
    updateTime: at,
    ...body,
  });
  return plain(created);
}

/**
 * accept / refuse: only the member the offer is addressed to, only while
 * OFFERED. terminate: either party, only while ACTIVE. Accepting ends the
 * member's previous contract of that type and, per SPEC §4, every contract of
 * that type the member gave its downline above the new rate (offers included).
 */
export function processContract(
  member: MemberRecord,
  type: ContractType,
  contractId: number,
  action: z.infer<typeof contractActionSchema>,
): Promise<{ contract: Contract; autoTerminated: Contract[] }> {
  // A state check then several writes (accept + auto-terminations): one contract change at a time.
  return exclusive([CONTRACTS_KEY], () => changeContract(member, type, contractId, action));
}

async function changeContract(
  member: MemberRecord,
  type: ContractType,
  contractId: number,
  action: z.infer<typeof contractActionSchema>,
): Promise<{ contract: Contract; autoTerminated: Contract[] }> {
  const contract = contracts.findFirst((q) => q.where({ id: contractId }));
  if (!contract || contract.contractType !== type) throw refuse(ERROR_CODES.NOT_FOUND, `No ${type} contract ${contractId}`, 404);
  const isAddressee = contract.account === member.account;
  const isOfferer = contract.upline === member.account;
  if (!isAddressee && !isOfferer) throw refuse(ERROR_CODES.FORBIDDEN, 'You are not a party to this contract', 403);
  const at = isoNow();

  if (action === 'terminate') {
    if (contract.status !== 'ACTIVE') throw refuse(ERROR_CODES.CONTRACT_STATE, `A ${contract.status} contract cannot be terminated`, 409);
    return { contract: await setStatus(contract.id, 'TERMINATED', at), autoTerminated: [] };
  }
  if (!isAddressee) throw refuse(ERROR_CODES.FORBIDDEN, 'Only the member the offer is addressed to can answer it', 403);
  if (contract.status !== 'OFFERED') throw refuse(ERROR_CODES.CONTRACT_STATE, `A ${contract.status} contract cannot be ${action}ed`, 409);
  if (action === 'refuse') return { contract: await setStatus(contract.id, 'REFUSED', at), autoTerminated: [] };

  const accepted = await setStatus(contract.id, 'ACTIVE', at);
  const toEnd = contracts
    .all()
    .filter(
      (row) =>
        row.contractType === type &&
        row.id !== contract.id &&
        ((row.account === member.account && row.status === 'ACTIVE') ||
          (row.upline === member.account && (row.status === 'ACTIVE' || row.status === 'OFFERED') && row.rate > accepted.rate)),
    )
    .map((row) => row.id);
  const autoTerminated: Contract[] = [];
  for (const id of toEnd) autoTerminated.push(await setStatus(id, 'TERMINATED', at));
  return { contract: accepted, autoTerminated };
}
