/**
 * The records domain has nothing to seed: the bets, deposit and withdrawal orders, transfers and
 * rebate claims its routes read are written by the wallet seed (mocks/wallet/seed.ts), together with
 * their ledger rows and in time order, so that every ledger row's balanceAfter follows from the one
 * before it.
 */
export async function seed(): Promise<void> {}
