import { useWatchPendingOrders } from '../../features/cashier';
import { useBalanceFollows } from '../../features/member';

/**
 * Mounted once for a signed-in member, in whichever layout the member is (issue 35 point 1): the
 * balance follows the money wherever it moves (the member's pending orders, the tab's return,
 * the member's other tabs). Lazy: a guest's first screen never loads it.
 */
export default function MoneyFollows() {
  useBalanceFollows();
  useWatchPendingOrders();
  return null;
}
