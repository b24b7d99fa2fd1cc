/** The agent centre's team reports (SPEC §2): team betting, user loss, my income, downline transactions. */
export { TeamBetting } from './screens/TeamBetting';
export { UserLoss } from './screens/UserLoss';
export { MyIncome } from './screens/MyIncome';
export { DownlineTransactions } from './screens/DownlineTransactions';

/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone, not everything this face exports.
 */
export const loadTeamBetting = () => import(/* webpackChunkName: "agent.personalHistoryCopy" */ './screens/TeamBetting').then((module) => module.TeamBetting);
export const loadUserLoss = () => import(/* webpackChunkName: "agent.palStatementsAgentCopy" */ './screens/UserLoss').then((module) => module.UserLoss);
export const loadMyIncome = () => import(/* webpackChunkName: "agent.agentRevenueReport" */ './screens/MyIncome').then((module) => module.MyIncome);
export const loadDownlineTransactions = () => import(/* webpackChunkName: "agent.agentDownlineTransactionDetailsCopy" */ './screens/DownlineTransactions').then((module) => module.DownlineTransactions);
