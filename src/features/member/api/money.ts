import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { hashKey } from '@tanstack/react-query';
import type { AppRoute } from '@ts-rest/core';
import type { WalletBalance } from '@contracts/wallet';
import { contract, routeQueryKeyPrefix } from '@/lib/api';
import { balanceQuery, withMainBalance } from './index';

/*
 * The one owner of the balance cache (W1, `wallet.getBalance`): api/index.ts defines its query, this module
 * its writes. Other modules move it only through what this one exports (invalidateBalance,
 * setMainBalance, BALANCE_MOVED, MONEY_ROUTES / invalidateMoney); tests/unit/balance-owner.test.ts
 * fails on any other module naming its key.
 */

const wallet = contract.wallet;

/** A write moved the member's money: its `invalidates` entries for the balance (the header, the wallet page). */
export const BALANCE_MOVED: readonly AppRoute[] = [wallet.getBalance];

/** Asks the balance again (a round played, a settlement paid in, a bonus the back office issued). */
export function invalidateBalance(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: routeQueryKeyPrefix(wallet.getBalance) });
}

/** Shows the main wallet's new figure at once (a write's answer, another tab's news); the refetch that follows confirms it. */
export function setMainBalance(client: QueryClient, amount: number): void {
  client.setQueryData<WalletBalance>(balanceQuery().queryKey, (value) => (value ? withMainBalance(value, amount) : value));
}

/**
 * Every answer a money action can change: the header balance and the wallet page (getBalance),
 * the withdraw figures, the order lists and the ledger. The cashier's writes invalidate them,
 * and so does anything that learns the money moved elsewhere: an order the back office decided,
 * another tab of the same member.
 */
export const MONEY_ROUTES: readonly AppRoute[] = [
  wallet.getBalance,
  wallet.withdrawInfo,
  wallet.transfers,
  wallet.depositChannels,
  wallet.depositRecords,
  wallet.withdrawRecords,
  wallet.uplineTransferInfo,
  contract.records.transactions,
];

/** Invalidates every money answer; `except` (the query that found out, already fresh) is left alone. */
export function invalidateMoney(client: QueryClient, except?: QueryKey): void {
  const skip = except ? hashKey(except) : null;
  for (const route of MONEY_ROUTES) {
    void client.invalidateQueries({ queryKey: routeQueryKeyPrefix(route), predicate: (query) => query.queryHash !== skip });
  }
}
