/** The agent centre's team reports (SPEC §2): team betting, user loss, my income, downline transactions. */
export { TeamBetting } from './screens/TeamBetting';
export { UserLoss } from './screens/UserLoss';
export { MyIncome } from './screens/MyIncome';
export { DownlineTransactions } from './screens/DownlineTransactions';
