/** The agent's contract settlements (SPEC §2, §6): dividend, daily, hourly and real-time salary pages. */
export { DailyWages, DividendRecords, HourlySalary } from './screens/SettlementRecords';
export { RealtimeSalary } from './screens/RealtimeSalary';
/** Lazy entry points, one per centre page: each screen its own chunk (./lazyScreens.ts). */
export { loadDividendRecords, loadDailyWages, loadHourlySalary, loadRealtimeSalary } from './lazyScreens';
