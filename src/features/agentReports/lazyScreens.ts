/**
 * Lazy entry points of the agent centre's pages (issue 34 §6, docs/performance.md). This part's pages are small
 * and sit together in the menu, so they share one chunk, `agent.reports`: fewer chunks keep the runtime's list of lazy
 * files short, which every visitor's initial load carries. A module of their own, which the face only
 * re-exports, so importing them pulls nothing else of the face into the importer's chunk.
 */
export const loadTeamBetting = () => import(/* webpackChunkName: "agent.reports" */ './screens/TeamBetting').then((module) => module.TeamBetting);
export const loadUserLoss = () => import(/* webpackChunkName: "agent.reports" */ './screens/UserLoss').then((module) => module.UserLoss);
export const loadMyIncome = () => import(/* webpackChunkName: "agent.reports" */ './screens/MyIncome').then((module) => module.MyIncome);
export const loadDownlineTransactions = () => import(/* webpackChunkName: "agent.reports" */ './screens/DownlineTransactions').then((module) => module.DownlineTransactions);
