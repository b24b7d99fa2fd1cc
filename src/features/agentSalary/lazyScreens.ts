/**
 * Lazy entry points of the agent centre's pages (issue 34 §6, docs/performance.md). This part's pages are small
 * and sit together in the menu, so they share one chunk, `agent.salary`: fewer chunks keep the runtime's list of lazy
 * files short, which every visitor's initial load carries. A module of their own, which the face only
 * re-exports, so importing them pulls nothing else of the face into the importer's chunk.
 */
export const loadDividendRecords = () => import(/* webpackChunkName: "agent.salary" */ './screens/SettlementRecords').then((module) => module.DividendRecords);
export const loadDailyWages = () => import(/* webpackChunkName: "agent.salary" */ './screens/SettlementRecords').then((module) => module.DailyWages);
export const loadHourlySalary = () => import(/* webpackChunkName: "agent.salary" */ './screens/SettlementRecords').then((module) => module.HourlySalary);
export const loadRealtimeSalary = () => import(/* webpackChunkName: "agent.salary" */ './screens/RealtimeSalary').then((module) => module.RealtimeSalary);
