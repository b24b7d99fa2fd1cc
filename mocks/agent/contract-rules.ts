import type { z } from 'zod';
import type { contractOfferBodySchema } from '../../contracts/agent';
import { ALL_PRODUCTS, type ProcessStatus } from '../../contracts/shared/contract-wire';
import type { CONTRACT_TYPES } from '../../contracts/shared/constants';
import type { Contract } from '../../contracts/shared/entities';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { isoNow } from '../engine/clock';
import { exclusive } from '../engine/lock';
import { refuse } from '../engine/refusal';
import type { FeatureFlag, Scenario } from '../engine/scenario';
import type { MemberRecord } from '../member/collections';
import { contracts } from './collections';
import { isDirectDownline, PLATFORM_UPLINE } from './team';

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
    throw refuse(ERROR_CODES.FEATURE_DISABLED, `The ${FLAG_OF[type]} feature is disabled`);
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
      // A contract that ends takes its pending termination request with it.
      if (status !== 'ACTIVE') draft.terminationRequested = false;
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

// ------------------------------------------------------------------ ceilings

/**
 * The highest rate `account` may give of a type: the rate of its own ACTIVE contract of that type,
 * or null when it holds none (it may then give none at all). The platform has no ceiling.
 */
export function ceilingOf(account: string, type: ContractType): number | null {
  if (account === PLATFORM_UPLINE) return Number.POSITIVE_INFINITY;
  return activeContractOf(account, type)?.rate ?? null;
}

/** No contract tree is deeper than this; a longer chain is a loop in forged data, and never pays. */
const MAX_CHAIN_DEPTH = 64;

/**
 * Whether a contract's whole chain is within its ceilings: its rate is at most its upline's own
 * ACTIVE rate of the type, and so is that contract's, up to the platform. Settlement pays only
 * such contracts (mocks/agent/settlement.ts); the rules below keep every ACTIVE contract so.
 */
export function withinCeilings(contract: Pick<Contract, 'upline' | 'contractType' | 'rate'>): boolean {
  let current = contract;
  for (let depth = 0; depth < MAX_CHAIN_DEPTH; depth += 1) {
    if (current.upline === PLATFORM_UPLINE) return true;
    const up = activeContractOf(current.upline, current.contractType);
    if (!up || current.rate > up.rate) return false;
    current = up;
  }
  return false;
}

/**
 * THE rule for a ceiling that changed: every contract `account` gave of `type`, ACTIVE or OFFERED,
 * above its ceiling now (all of them when it holds none) ends, and for each ACTIVE one that ends,
 * the same rule runs for its holder, down the whole tree. Accepting a lower rate, ending a contract
 * (C, a termination request accepted) and a refusal all end in it, in the same section as the
 * change that moved the ceiling. Returns what it ended, nearest first.
 */
async function enforceCeiling(account: string, type: ContractType, at: string, seen = new Set<string>()): Promise<Contract[]> {
  if (seen.has(account) || account === PLATFORM_UPLINE) return [];
  seen.add(account);
  const ceiling = ceilingOf(account, type) ?? 0;
  const above = contracts
    .all()
    .filter((row) => row.upline === account && row.contractType === type && (row.status === 'ACTIVE' || row.status === 'OFFERED') && row.rate > ceiling);
  const ended: Contract[] = [];
  for (const row of above) ended.push(await setStatus(row.id, 'TERMINATED', at));
  for (const row of above) {
    if (row.status === 'ACTIVE') ended.push(...(await enforceCeiling(row.account, type, at, seen)));
  }
  return ended;
}

/** The offer's rate against the offering agent's ceiling of that type, or the refusal that says why not. */
function requireWithinCeiling(agent: string, type: ContractType, rate: number): void {
  const ceiling = ceilingOf(agent, type);
  if (ceiling === null) {
    throw refuse(ERROR_CODES.VALIDATION, `body.contractType: you hold no active ${type} contract, so you cannot offer one`, 400, { contractType: type, ceiling: null });
  }
  if (rate > ceiling) {
    throw refuse(ERROR_CODES.VALIDATION, `body.rate: must not exceed your own rate of ${ceiling}%`, 400, { contractType: type, ceiling });
  }
}

/**
 * A pending request of the member of this type: an offer (OFFERED) or a termination request on
 * its ACTIVE contract. One at a time per member and type, so that K1, which names a dividend
 * request only by product type and period, always finds one.
 */
function pendingRequestOf(account: string, type: ContractType): Contract | undefined {
  return contracts
    .all()
    .find((row) => row.account === account && row.contractType === type && (row.status === 'OFFERED' || (row.status === 'ACTIVE' && row.terminationRequested)));
}

function refusePending(pending: Contract | undefined, account: string): void {
  if (!pending) return;
  const what = pending.status === 'OFFERED' ? `Contract ${pending.id} is already offered to ${account}` : `A termination request for contract ${pending.id} waits for ${account}`;
  throw refuse(ERROR_CODES.CONTRACT_STATE, what, 409);
}

/**
 * An agent offers a contract to a direct downline member. The rate may not
 * exceed the agent's own active rate of that type, an agent without one may
 * offer none of it, and one request (offer or termination request) of a type
 * may be pending per member at a time.
 */
export function offerContract(agent: MemberRecord, body: z.infer<typeof contractOfferBodySchema>): Promise<Contract> {
  // Check-then-create: a burst of the same offer must create one (one pending offer of a type per member).
  return exclusive([CONTRACTS_KEY], () => createOffer(agent, body));
}

async function createOffer(agent: MemberRecord, body: z.infer<typeof contractOfferBodySchema>): Promise<Contract> {
  const { subordinateName, ...terms } = body;
  if (!isDirectDownline(agent.account, subordinateName)) {
    throw refuse(ERROR_CODES.NOT_DOWNLINE, `${subordinateName} is not in your direct downline`, 403);
  }
  requireWithinCeiling(agent.account, body.contractType, body.rate);
  refusePending(pendingRequestOf(subordinateName, body.contractType), subordinateName);
  const at = isoNow();
  const created = await contracts.create({
    id: nextContractId(),
    upline: agent.account,
    account: subordinateName,
    status: 'OFFERED',
    productType: ALL_PRODUCTS,
    terminationRequested: false,
    createTime: at,
    updateTime: at,
    ...terms,
  });
  return plain(created);
}

/**
 * The upline asks to end an ACTIVE contract it gave: the member sees a termination request
 * (K0 status `V`) and accepts (the contract ends) or refuses it (it goes on) through K1–K4.
 */
export function requestTermination(agent: MemberRecord, contractId: number): Promise<Contract> {
  return exclusive([CONTRACTS_KEY], async () => {
    const contract = contracts.findFirst((q) => q.where({ id: contractId }));
    if (!contract) throw refuse(ERROR_CODES.NOT_FOUND, `No contract ${contractId}`, 404);
    if (contract.upline !== agent.account) throw refuse(ERROR_CODES.FORBIDDEN, 'Only the upline that gave a contract may ask to end it', 403);
    if (contract.status !== 'ACTIVE') throw refuse(ERROR_CODES.CONTRACT_STATE, `A ${contract.status} contract cannot be terminated`, 409);
    refusePending(pendingRequestOf(contract.account, contract.contractType), contract.account);
    const updated = await contracts.update((q) => q.where({ id: contract.id }), {
      data(draft) {
        draft.terminationRequested = true;
        draft.updateTime = isoNow();
      },
    });
    return plain(updated!);
  });
}

/** How K1–K4 name the contract they answer. */
export type ContractTarget =
  | { contractType: 'DIVIDEND'; productType: string; period: Contract['period'] }
  | { contractType: Exclude<ContractType, 'DIVIDEND'>; id: string; productType?: string };

/** What a process relay did. */
export interface ProcessResult {
  contract: Contract;
  autoTerminated: Contract[];
}

/**
 * K1–K4 (WIRE.md §6.7), always by the member the contract binds:
 * - A / R answer the pending request: an offer is accepted (ACTIVE) or refused (REFUSED); a
 *   termination request is accepted (TERMINATED) or refused (the contract goes on);
 * - C ends the member's own ACTIVE contract.
 * Accepting an offer ends the member's previous contract of that type and, per SPEC §4, every
 * contract of that type it gave its downline above the new rate (offers included).
 */
export function processContract(member: MemberRecord, target: ContractTarget, status: ProcessStatus): Promise<ProcessResult> {
  // A state check then several writes (accept + auto-terminations): one contract change at a time.
  return exclusive([CONTRACTS_KEY], () => changeContract(member, target, status));
}

/** The member's contract a relay call names, by id (K2–K4) or by product type and period (K1). */
function findTarget(member: MemberRecord, target: ContractTarget, status: ProcessStatus): Contract {
  const type = target.contractType;
  if ('id' in target) {
    const contract = contracts.all().find((row) => String(row.id) === target.id);
    if (!contract || contract.contractType !== type || (target.productType !== undefined && contract.productType !== target.productType)) {
      throw refuse(ERROR_CODES.NOT_FOUND, `No ${type} contract ${target.id}`, 404);
    }
    if (contract.account !== member.account) {
      throw refuse(ERROR_CODES.FORBIDDEN, contract.upline === member.account ? 'The member the contract binds answers it; ask to end it instead' : 'You are not a party to this contract', 403);
    }
    return contract;
  }
  const mine = contracts
    .all()
    .filter((row) => row.account === member.account && row.contractType === type && row.productType === target.productType && row.period === target.period);
  // A and R answer the pending request; C ends the running contract.
  const wanted =
    status === 'C'
      ? (mine.find((row) => row.status === 'ACTIVE') ?? mine.find((row) => row.status === 'OFFERED'))
      : (mine.find((row) => row.status === 'OFFERED') ?? mine.find((row) => row.status === 'ACTIVE' && row.terminationRequested) ?? mine.find((row) => row.status === 'ACTIVE'));
  if (!wanted) throw refuse(ERROR_CODES.NOT_FOUND, `No ${type} contract of ${target.productType} for period ${target.period}`, 404);
  return wanted;
}

async function changeContract(member: MemberRecord, target: ContractTarget, status: ProcessStatus): Promise<ProcessResult> {
  const contract = findTarget(member, target, status);
  const type = contract.contractType;
  const at = isoNow();
  const changed = await answer(contract, status, at);
  // Whatever the answer did to the member's own contracts of the type, its ceiling now rules what it gave.
  const downline = await enforceCeiling(member.account, type, at);
  return { contract: changed.contract, autoTerminated: [...changed.autoTerminated, ...downline] };
}

/** What an answer does to the member's own contracts; the ceiling rule runs after it (changeContract). */
async function answer(contract: Contract, status: ProcessStatus, at: string): Promise<ProcessResult> {
  if (status === 'C') {
    if (contract.status !== 'ACTIVE') throw refuse(ERROR_CODES.CONTRACT_STATE, `A ${contract.status} contract cannot be terminated`, 409);
    return { contract: await setStatus(contract.id, 'TERMINATED', at), autoTerminated: [] };
  }
  if (contract.status === 'ACTIVE' && contract.terminationRequested) {
    // The upline's termination request: accepted, the contract ends; refused, it goes on.
    if (status === 'A') return { contract: await setStatus(contract.id, 'TERMINATED', at), autoTerminated: [] };
    const kept = await contracts.update((q) => q.where({ id: contract.id }), {
      data(draft) {
        draft.terminationRequested = false;
        draft.updateTime = at;
      },
    });
    return { contract: plain(kept!), autoTerminated: [] };
  }
  const verb = status === 'A' ? 'accepted' : 'refused';
  if (contract.status !== 'OFFERED') throw refuse(ERROR_CODES.CONTRACT_STATE, `A ${contract.status} contract cannot be ${verb}`, 409);
  if (status === 'R') return { contract: await setStatus(contract.id, 'REFUSED', at), autoTerminated: [] };
  // An offer above what its agent may give now is no offer (the rule ends such offers; forged data may hold one).
  if (!withinCeilings(contract)) {
    throw refuse(ERROR_CODES.CONTRACT_STATE, `${contract.upline} may no longer give a ${contract.contractType} contract at ${contract.rate}%`, 409);
  }
  // The accepted offer replaces the member's current contract of the type.
  const replaced = contracts
    .all()
    .filter((row) => row.contractType === contract.contractType && row.account === contract.account && row.status === 'ACTIVE' && row.id !== contract.id);
  const accepted = await setStatus(contract.id, 'ACTIVE', at);
  const autoTerminated: Contract[] = [];
  for (const row of replaced) autoTerminated.push(await setStatus(row.id, 'TERMINATED', at));
  return { contract: accepted, autoTerminated };
}

/**
 * Whether accepting an offer would end a downline contract (K0's `downlineHigherRate`): the
 * member gave the same type, active or offered, above the offered rate.
 */
export function downlineHigherRate(offer: Contract): boolean {
  return contracts
    .all()
    .some((row) => row.upline === offer.account && row.contractType === offer.contractType && (row.status === 'ACTIVE' || row.status === 'OFFERED') && row.rate > offer.rate);
}
