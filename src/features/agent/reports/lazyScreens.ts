/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone. A module of their own, which the face only re-exports,
 * so importing them pulls nothing else of the face into the importer's chunk.
 */
export const loadTeamBetting = () => import(/* webpackChunkName: "agent.personalHistoryCopy" */ './screens/TeamBetting').then((module) => module.TeamBetting);
export const loadUserLoss = () => import(/* webpackChunkName: "agent.palStatementsAgentCopy" */ './screens/UserLoss').then((module) => module.UserLoss);
export const loadMyIncome = () => import(/* webpackChunkName: "agent.agentRevenueReport" */ './screens/MyIncome').then((module) => module.MyIncome);
export const loadDownlineTransactions = () => import(/* webpackChunkName: "agent.agentDownlineTransactionDetailsCopy" */ './screens/DownlineTransactions').then((module) => module.DownlineTransactions);
