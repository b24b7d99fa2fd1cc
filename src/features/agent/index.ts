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
export { ContractOfferButton, useContractRequests, type ContractRequestsView } from './contracts/ContractRequests';
export { HeaderBalance } from './components/HeaderBalance';
/** K0 (WIRE.md §6.7): the login sequence loads it; the agent centre reads SPEC §3's flags from it. */
export { loadConsolidated, readContractFlags, useContractBundle, useContractFlags, usePendingRequests } from './api';
/** SPEC §4 Contracts for any member: the header's badge and the member menu's entry read the pending offers through these. */
export type { ReceivedContract } from './rules/consolidated';
/** Lazy entry points, one per centre page: each screen its own chunk (./lazyScreens.ts). */
export { loadTeamOverview, loadAgentAnnouncements, loadRegisterCenter, loadDownlineManagement } from './lazyScreens';
export { loadContractModal } from './lazy';
/** The account, reports and salary parts' lazy entry points (their own faces: ./account, ./reports, ./salary). */
export { loadAccountDetails, loadCustomerService } from './account/lazyScreens';
export { loadDownlineTransactions, loadMyIncome, loadTeamBetting, loadUserLoss } from './reports/lazyScreens';
export { loadDailyWages, loadDividendRecords, loadHourlySalary, loadRealtimeSalary } from './salary/lazyScreens';
