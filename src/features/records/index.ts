/** Record screens of the member centre (SPEC §2): transactionHistory first; the betting record and the others follow. */
export { TransactionHistory } from './screens/TransactionHistory';
export { LEDGER_KIND_TONE } from './rules/ledger';
