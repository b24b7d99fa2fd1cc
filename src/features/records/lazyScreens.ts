/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone. A module of their own, which the face only re-exports,
 * so importing them pulls nothing else of the face into the importer's chunk.
 */
export const loadBettingRecord = () => import(/* webpackChunkName: "member.personalHistoryCopy" */ './screens/BettingRecord').then((module) => module.BettingRecord);
export const loadTransactionHistory = () => import(/* webpackChunkName: "member.transactionHistory" */ './screens/TransactionHistory').then((module) => module.TransactionHistory);
export const loadTransactionDetails = () => import(/* webpackChunkName: "member.transactionDetails" */ './screens/TransactionDetails').then((module) => module.TransactionDetails);
export const loadPersonalProfit = () => import(/* webpackChunkName: "member.personalProfit" */ './screens/PersonalProfit').then((module) => module.PersonalProfit);
export const loadBonusDetails = () => import(/* webpackChunkName: "member.bonusDetails" */ './screens/BonusDetails').then((module) => module.BonusDetails);
