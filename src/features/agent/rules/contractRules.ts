import type { ContractTerms, ContractType } from '../../../../contracts/shared/contract-settlement';
import type { Contract } from '../../../../contracts/shared/entities';

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
 * The contracts accepting `offer` would end (SPEC §4), as the backend does:
 * the member's current contract of that type, and every contract of that
 * type it gave its downline, active or offered, above the new rate.
 */
export function autoTerminatedBy(offer: Contract, received: readonly Contract[], given: readonly Contract[]) {
  const sameType = (row: Contract) => row.contractType === offer.contractType && row.id !== offer.id;
  return {
    own: received.filter((row) => sameType(row) && row.status === 'ACTIVE'),
    downline: given.filter((row) => sameType(row) && (row.status === 'ACTIVE' || row.status === 'OFFERED') && row.rate > offer.rate),
  };
}

/** The highest rate an agent may offer of a type: its own active rate, if it holds one. */
export function maxOfferRate(received: readonly Contract[], type: ContractType): number | undefined {
  return received.find((row) => row.contractType === type && row.status === 'ACTIVE')?.rate;
}

/** Whether a member already has an offer of this type from the agent waiting for an answer. */
export function hasPendingOffer(given: readonly Contract[], account: string, type: ContractType): boolean {
  return given.some((row) => row.account === account && row.contractType === type && row.status === 'OFFERED');
}

/** The agent's own active contract of a type, to compare an offer with. */
export function currentContract(received: readonly Contract[], type: ContractType): Contract | undefined {
  return received.find((row) => row.contractType === type && row.status === 'ACTIVE');
}
