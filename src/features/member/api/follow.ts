import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WalletBalance } from '@contracts/wallet';
import { brand } from '@/lib/brand';
import { useLoginState } from '../../session';
import { balanceQuery, selectWalletBalance } from './index';
import { balanceChange, resetBalanceChange, watchHidden } from '../components/balanceChange';
import { invalidateMoney, setMainBalance } from './money';
import { moneyChannelName, readMoneyMessage, sessionMarker, type MoneyNews } from '../rules/balanceFollow';

/** The open channel of this tab's member, for the money writes to announce themselves (null without one). */
let announceTo: ((message: MoneyNews) => void) | null = null;

/**
 * A money write succeeded (a deposit order opened, a withdrawal sent…): the member's other tabs
 * refresh their money answers. A write that moves the balance is told by the balance anyway;
 * this one is for those that do not, such as an order that waits for the back office.
 */
export function announceMoneyMoved(): void {
  announceTo?.({ kind: 'moved' });
}

const mainOf = (value: WalletBalance | undefined) => (value ? selectWalletBalance(value).main : undefined);

/**
 * Follows the member's balance in this tab and across its other tabs:
 * - every new figure the balance query gets (a refetch, an answer a write put in the cache)
 *   is recorded as a change for the header (when, and an animation once), and told to the
 *   member's other tabs with the figure: no token, no account name, only a session marker;
 * - a message from another tab of the same member (marker) shows its figure at once and
 *   invalidates the money answers, unless it tells the figure this tab already shows, so tabs
 *   never echo each other;
 * - the tab's hidden time is recorded for the balance query's return-to-the-tab rule.
 * Without BroadcastChannel (older browsers) the tab follows its own money only.
 * Returns the teardown: the channel closes with the session (sign-out, another member).
 */
export function followBalance(client: QueryClient, who: string): () => void {
  const { queryKey } = balanceQuery();
  const balanceHash = hashKey(queryKey);
  const cached = client.getQueryState<WalletBalance>(queryKey);
  let last = mainOf(cached?.data);
  resetBalanceChange();
  if (last !== undefined) balanceChange.at = cached?.dataUpdatedAt ?? Date.now();

  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(moneyChannelName(brand.id)) : null;
  const post = (message: MoneyNews) => channel?.postMessage({ ...message, who });
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const message = readMoneyMessage(event.data, who);
      if (!message || (message.kind === 'balance' && message.main === last)) return;
      // The other tab's figure shows at once; the refetch the invalidation starts confirms it (and the rest follows).
      if (message.kind === 'balance') setMainBalance(client, message.main);
      invalidateMoney(client);
    };
    announceTo = post;
  }

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== balanceHash) return;
    const main = mainOf(event.query.state.data as WalletBalance | undefined);
    if (main === undefined || main === last) return;
    const first = last === undefined;
    last = main;
    balanceChange.at = Date.now();
    if (first) return;
    balanceChange.seq += 1;
    post({ kind: 'balance', main });
  });
  const stopWatchingHidden = watchHidden();

  return () => {
    unsubscribe();
    stopWatchingHidden();
    if (announceTo === post) announceTo = null;
    channel?.close();
    resetBalanceChange();
  };
}

/** Mounted once for a signed-in member (src/app): the balance follows the money while the member is. */
export function useBalanceFollows(): void {
  const client = useQueryClient();
  const account = useLoginState().userInfo?.account;
  useEffect(() => (account ? followBalance(client, sessionMarker(brand.merchantCode, account)) : undefined), [client, account]);
}
