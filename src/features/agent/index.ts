/** The agent door: the /agent login page and the /agentHome back-office home. */
export { AgentDoor } from './AgentDoor';
export { AgentHome } from './AgentHome';
/** The agent team slice: overview, announcements, register centre, downline management, contracts. */
export { TeamOverview } from './team/TeamOverview';
export { AgentAnnouncements } from './team/AgentAnnouncements';
export { RegisterCenter } from './team/RegisterCenter';
export { DownlineManagement } from './team/DownlineManagement';
export { ContractModal } from './contracts/ContractModal';
export { ContractOfferBadge } from './contracts/ContractOfferBadge';
export { HeaderBalance } from './components/HeaderBalance';
/** K0 (WIRE.md §6.7): the login sequence loads it; the agent centre reads SPEC §3's flags from it. */
export { loadConsolidated, readContractFlags, useContractBundle, useContractFlags, usePendingRequests } from './api';
/** SPEC §4 Contracts for any member: the header's badge and the member menu's entry read the pending offers through these. */
export type { ReceivedContract } from './rules/consolidated';

/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone, not everything this face exports.
 */
export const loadTeamOverview = () => import(/* webpackChunkName: "agent.agentTeamOverview" */ './team/TeamOverview').then((module) => module.TeamOverview);
export const loadAgentAnnouncements = () => import(/* webpackChunkName: "agent.agentAnnouncement" */ './team/AgentAnnouncements').then((module) => module.AgentAnnouncements);
export const loadRegisterCenter = () => import(/* webpackChunkName: "agent.registerCenter" */ './team/RegisterCenter').then((module) => module.RegisterCenter);
export const loadDownlineManagement = () => import(/* webpackChunkName: "agent.downlineManagmentView" */ './team/DownlineManagement').then((module) => module.DownlineManagement);
