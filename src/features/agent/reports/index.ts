/** The agent centre's team reports (SPEC §2): team betting, user loss, my income, downline transactions. */
export { TeamBetting } from './screens/TeamBetting';
export { UserLoss } from './screens/UserLoss';
export { MyIncome } from './screens/MyIncome';
export { DownlineTransactions } from './screens/DownlineTransactions';
/** Lazy entry points, one per centre page: each screen its own chunk (./lazyScreens.ts). */
export { loadTeamBetting, loadUserLoss, loadMyIncome, loadDownlineTransactions } from './lazyScreens';
