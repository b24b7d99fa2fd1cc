import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { hashKey } from '@tanstack/react-query';
import type { AppRoute } from '@ts-rest/core';
import { contract, routeQueryKeyPrefix } from '@/lib/api';

const wallet = contract.wallet;

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
