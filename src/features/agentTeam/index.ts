/**
 * The agent's team (SPEC §2 Agent centre pages): the team overview, the announcements, the register
 * centre and downline management, with the transfer to a downline member. Contracts come from
 * agentContracts' face.
 */
export { TeamOverview } from './screens/TeamOverview';
export { AgentAnnouncements } from './screens/AgentAnnouncements';
export { RegisterCenter } from './screens/RegisterCenter';
export { DownlineManagement } from './screens/DownlineManagement';
/** Lazy entry points, one per centre page: each screen its own chunk (./lazyScreens.ts). */
export { loadTeamOverview, loadAgentAnnouncements, loadRegisterCenter, loadDownlineManagement } from './lazyScreens';
