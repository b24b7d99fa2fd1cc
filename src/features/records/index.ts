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
/** Lazy entry points, one per centre page: each screen its own chunk (./lazyScreens.ts). */
export { loadBettingRecord, loadTransactionHistory, loadTransactionDetails, loadPersonalProfit, loadBonusDetails } from './lazyScreens';
