import { CONTRACT_TYPES } from '@contracts/shared/constants';
import type { ContractTerms, ContractType } from '@contracts/shared/contract-settlement';
import type { Contract } from '@contracts/shared/entities';

/** A wire contract as the settlement module's terms (nullable thresholds become absent). */
export function termsOf(row: Contract): ContractTerms {
  return {
    contractType: row.contractType,
    rate: row.rate,
    period: row.period,
    periodValidBet: row.periodValidBet,
    periodProfitLoss: row.periodProfitLoss,
    activeMembers: row.activeMembers,
    betAmountPerDay: row.betAmountPerDay ?? undefined,
    betAmountPerHour: row.betAmountPerHour ?? undefined,
  };
}

/**
 * The downline contracts accepting an offer of these terms would end (SPEC §4), as the backend
 * does: every contract of that type the member gave its downline, active or offered, above the
 * new rate. (Its own current contract of the type ends too: `currentOfType`.)
 */
export function downlineEndedBy(offer: Pick<ContractTerms, 'contractType' | 'rate'>, given: readonly Contract[]): Contract[] {
  return given.filter((row) => row.contractType === offer.contractType && (row.status === 'ACTIVE' || row.status === 'OFFERED') && row.rate > offer.rate);
}

/** The member's current contract of a type (K0), which an accepted offer of that type replaces. */
export function currentOfType<T extends { contractType: ContractType }>(current: readonly T[], type: ContractType): T | undefined {
  return current.find((row) => row.contractType === type);
}

/**
 * The highest rate an agent may offer of a type (its ceiling): its own active rate; undefined when
 * it holds none, and then it may offer none of that type (the backend refuses the same).
 */
export function maxOfferRate(received: readonly Contract[], type: ContractType): number | undefined {
  return received.find((row) => row.contractType === type && row.status === 'ACTIVE')?.rate;
}

/**
 * Whether a member already has a request of this type from the agent waiting for an answer: an
 * offer, or a termination request on its contract (one at a time per member and type).
 */
export function hasPendingRequest(given: readonly Contract[], account: string, type: ContractType): boolean {
  return given.some(
    (row) => row.account === account && row.contractType === type && (row.status === 'OFFERED' || (row.status === 'ACTIVE' && row.terminationRequested)),
  );
}

/** A refusal's `value` naming the ceiling an offer went over: `{contractType, ceiling}` (null: the agent holds none). */
export function ceilingOf(value: unknown): { contractType: ContractType; ceiling: number | null } | undefined {
  if (!value || typeof value !== 'object' || !('ceiling' in value) || !('contractType' in value)) return undefined;
  const { contractType, ceiling } = value as { contractType: unknown; ceiling: unknown };
  if (typeof contractType !== 'string' || !(CONTRACT_TYPES as readonly string[]).includes(contractType)) return undefined;
  if (ceiling !== null && typeof ceiling !== 'number') return undefined;
  return { contractType: contractType as ContractType, ceiling };
}
