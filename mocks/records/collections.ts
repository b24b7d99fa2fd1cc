/**
 * The records domain owns no collection: its routes read what others keep, the wallet's money history
 * (mocks/wallet/collections.ts: bets, deposit and withdrawal orders, transfers, the ledger), written by
 * the wallet seed (mocks/wallet/seed.ts) with its ledger rows, and the promotions' rebate claims.
 */

/** Collections whose records users change: persisted in the demo. */
export const persistent = {};
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = {};
