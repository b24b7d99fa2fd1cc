/** The agent's contract settlements (SPEC §2, §6): dividend, daily, hourly and real-time salary pages. */
export { DailyWages, DividendRecords, HourlySalary } from './screens/SettlementRecords';
export { RealtimeSalary } from './screens/RealtimeSalary';

/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone, not everything this face exports.
 */
export const loadDividendRecords = () => import(/* webpackChunkName: "agent.settlementRecords" */ './screens/SettlementRecords').then((module) => module.DividendRecords);
export const loadDailyWages = () => import(/* webpackChunkName: "agent.settlementRecords" */ './screens/SettlementRecords').then((module) => module.DailyWages);
export const loadHourlySalary = () => import(/* webpackChunkName: "agent.settlementRecords" */ './screens/SettlementRecords').then((module) => module.HourlySalary);
export const loadRealtimeSalary = () => import(/* webpackChunkName: "agent.agentRealtimeSalary" */ './screens/RealtimeSalary').then((module) => module.RealtimeSalary);
