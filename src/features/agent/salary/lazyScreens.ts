/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone. A module of their own, which the face only re-exports,
 * so importing them pulls nothing else of the face into the importer's chunk.
 */
export const loadDividendRecords = () => import(/* webpackChunkName: "agent.settlementRecords" */ './screens/SettlementRecords').then((module) => module.DividendRecords);
export const loadDailyWages = () => import(/* webpackChunkName: "agent.settlementRecords" */ './screens/SettlementRecords').then((module) => module.DailyWages);
export const loadHourlySalary = () => import(/* webpackChunkName: "agent.settlementRecords" */ './screens/SettlementRecords').then((module) => module.HourlySalary);
export const loadRealtimeSalary = () => import(/* webpackChunkName: "agent.agentRealtimeSalary" */ './screens/RealtimeSalary').then((module) => module.RealtimeSalary);
