/**
 * The cashier (SPEC §2 member centre: transferFund, depositv2, withdraw,
 * transferUpline). Deposit and Withdraw are also the agent centre's pages.
 */
export { TransferFund } from './screens/TransferFund';
export { Deposit } from './screens/Deposit';
export { Withdraw } from './screens/Withdraw';
export { TransferUpline } from './screens/TransferUpline';
export { WithdrawableSummary } from './components/WithdrawableSummary';

/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone, not everything this face exports.
 */
export const loadTransferFund = () => import(/* webpackChunkName: "member.transferFund" */ './screens/TransferFund').then((module) => module.TransferFund);
export const loadDeposit = () => import(/* webpackChunkName: "member.depositv2" */ './screens/Deposit').then((module) => module.Deposit);
export const loadWithdraw = () => import(/* webpackChunkName: "member.withdraw" */ './screens/Withdraw').then((module) => module.Withdraw);
export const loadTransferUpline = () => import(/* webpackChunkName: "member.transferUpline" */ './screens/TransferUpline').then((module) => module.TransferUpline);
