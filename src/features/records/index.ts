/**
 * Record screens of the member centre (SPEC §2): the betting record, the
 * transaction history and its details, personal profit and bonus details.
 * The agent centre reuses the screens and their parts from here.
 */
export { BettingRecord } from './screens/BettingRecord';
export { TransactionHistory } from './screens/TransactionHistory';
export { TransactionDetails } from './screens/TransactionDetails';
export { PersonalProfit } from './screens/PersonalProfit';
export { BonusDetails } from './screens/BonusDetails';
export { BetDetailDialog } from './components/BetDetailDialog';
export { BetFacts } from './components/BetFacts';
export { ProfitChart } from './components/ProfitChart';
export { TotalsStrip, type TotalsTile } from './components/TotalsStrip';
export { LEDGER_KIND_TONE } from './rules/ledger';
export { BET_STATUS_TONE, vendorsFor } from './rules/bets';
export { RECORD_PRESETS } from './screens/presets';

/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone, not everything this face exports.
 */
export const loadBettingRecord = () => import(/* webpackChunkName: "member.personalHistoryCopy" */ './screens/BettingRecord').then((module) => module.BettingRecord);
export const loadTransactionHistory = () => import(/* webpackChunkName: "member.transactionHistory" */ './screens/TransactionHistory').then((module) => module.TransactionHistory);
export const loadTransactionDetails = () => import(/* webpackChunkName: "member.transactionDetails" */ './screens/TransactionDetails').then((module) => module.TransactionDetails);
export const loadPersonalProfit = () => import(/* webpackChunkName: "member.personalProfit" */ './screens/PersonalProfit').then((module) => module.PersonalProfit);
export const loadBonusDetails = () => import(/* webpackChunkName: "member.bonusDetails" */ './screens/BonusDetails').then((module) => module.BonusDetails);
