/**
 * The agent centre's shell (SPEC §2): the /agent door, the /agentHome gate and the agent's overview and
 * header balance. Its parts are features of their own, each through its face: agentTeam, agentContracts,
 * agentReports, agentSalary, agentAccount. Below them, what they all share: the agent's profile query and
 * the wire's paging (day ranges, pages, the CSV page fetcher). It imports none of them.
 */
export { AgentDoor } from './screens/AgentDoor';
export { AgentHome } from './components/AgentHome';
export { AgentOverview } from './components/AgentOverview';
export { HeaderBalance } from './components/HeaderBalance';
export { useAgentAccount, usePageFetcher } from './api';
export { REPORT_EXPORT_PAGE_SIZE, REPORT_PAGE_SIZE, pageQuery, reportQuery, toPage, type DayRange, type Page } from './rules/paging';
