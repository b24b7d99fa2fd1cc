/**
 * Contracts between an agent and its team (SPEC §3, §4; K0–K4 of WIRE.md §6.7): the offers waiting for a
 * member, the contract modal, the offer dialog and the contract simulator. No screens/: it has no centre
 * page of its own; its parts open as a modal or sit in the header and in the team's pages.
 */
export { ContractOfferBadge } from './components/ContractOfferBadge';
export { ContractOfferButton, useContractRequests, type ContractRequestsView } from './components/ContractRequests';
export { OfferContractDialog } from './components/OfferContractDialog';
/** K0 (WIRE.md §6.7): the agent centre reads SPEC §3's flags from it, the header the offers waiting. */
export { loadConsolidated, readContractFlags, useContractBundle, useContractFlags, usePendingRequests } from './api';
/** The contracts the team's pages show, and the settled activity their tier progress reads. */
export { useContracts, useTeamActivities } from './api';
export { termsOf } from './rules/contractRules';
/** SPEC §4 Contracts for any member: the header's badge and the member menu's entry read the pending offers through these. */
export type { ReceivedContract } from './rules/consolidated';
/** The contract modal's lazy entry point, a chunk of its own (./lazy.ts). */
export { loadContractModal } from './lazy';
