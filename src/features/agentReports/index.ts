/** The agent centre's team reports (SPEC §2): team betting, user loss, my income, downline transactions. */
export { TeamBetting } from './screens/TeamBetting';
export { UserLoss } from './screens/UserLoss';
export { MyIncome } from './screens/MyIncome';
export { DownlineTransactions } from './screens/DownlineTransactions';
/** Lazy entry points, one per centre page: each screen its own chunk (./lazyScreens.ts). */
export { loadTeamBetting, loadUserLoss, loadMyIncome, loadDownlineTransactions } from './lazyScreens';
/**
 * The agent centre's report kit, which the salary and account pages are built with too: the filter bar
 * (day range, member, CSV export), the table, the stat tiles, the draft of a filter and the kit's classes.
 */
export { ReportFilters } from './components/ReportFilters';
export { ReportTable } from './components/ReportTable';
export { StatTiles } from './components/StatTiles';
export { useDraft } from './components/useDraft';
export { default as reportStyles } from './components/reports.module.css';
