/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone. A module of their own, which the face only re-exports,
 * so importing them pulls nothing else of the face into the importer's chunk.
 */
export const loadTransferFund = () => import(/* webpackChunkName: "member.transferFund" */ './screens/TransferFund').then((module) => module.TransferFund);
export const loadDeposit = () => import(/* webpackChunkName: "member.depositv2" */ './screens/Deposit').then((module) => module.Deposit);
export const loadWithdraw = () => import(/* webpackChunkName: "member.withdraw" */ './screens/Withdraw').then((module) => module.Withdraw);
export const loadTransferUpline = () => import(/* webpackChunkName: "member.transferUpline" */ './screens/TransferUpline').then((module) => module.TransferUpline);
