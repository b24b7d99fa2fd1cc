/**
 * The cashier (SPEC §2 member centre: transferFund, depositv2, withdraw,
 * transferUpline). Deposit and Withdraw are also the agent centre's pages.
 */
export { TransferFund } from './screens/TransferFund';
export { Deposit } from './screens/Deposit';
export { Withdraw } from './screens/Withdraw';
export { TransferUpline } from './screens/TransferUpline';
export { WithdrawableSummary } from './components/WithdrawableSummary';
export { useWatchPendingOrders } from './api';
/** Lazy entry points, one per centre page: each screen its own chunk (./lazyScreens.ts). */
export { loadTransferFund, loadDeposit, loadWithdraw, loadTransferUpline } from './lazyScreens';
