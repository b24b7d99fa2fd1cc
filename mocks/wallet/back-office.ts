import { isoNow } from '../engine/clock';
import { exclusive, operationKey } from '../engine/lock';
import { deposits, withdrawals } from './collections';
import { autoReceive, decideDeposit, decideWithdrawal, settleOrdersHeld } from './orders';
import { completeWorld } from '../engine/world-gate';

/**
 * The QA toolbar's hand on the simulated back office: the open orders of a
 * member, and a forced decision on one of them. Each decision runs in the
 * member's operation section, like any money action, so it cannot race the
 * member's own requests or the clock.
 */
export interface OpenOrder {
  kind: 'deposit' | 'withdrawal';
  id: number;
  orderNo: string;
  amount: number;
  /** PENDING deposit or withdrawal, or a PAID withdrawal still awaiting the member's confirmation. */
  stage: 'PENDING' | 'PAID';
}

export async function openOrdersOf(account: string): Promise<OpenOrder[]> {
  await completeWorld();
  await exclusive([operationKey(account)], () => settleOrdersHeld(account));
  const pendingDeposits = deposits.findMany((q) => q.where({ account, status: 'PENDING' }));
  const openWithdrawals = withdrawals
    .findMany((q) => q.where({ account }))
    .filter((row) => row.status === 'PENDING' || (row.status === 'PAID' && row.confirmation === null));
  return [
    ...pendingDeposits.map((row) => ({ kind: 'deposit' as const, id: row.id, orderNo: row.orderNo, amount: row.amount, stage: 'PENDING' as const })),
    ...openWithdrawals.map((row) => ({ kind: 'withdrawal' as const, id: row.id, orderNo: row.orderNo, amount: row.amount, stage: row.status as 'PENDING' | 'PAID' })),
  ];
}

export type ForcedDecision = 'approve' | 'reject' | 'autoReceive';

/** Forces a decision on an open order; answers false when the order is no longer in a state that takes it. */
export async function forceOrder(account: string, kind: OpenOrder['kind'], id: number, decision: ForcedDecision): Promise<boolean> {
  await completeWorld();
  return exclusive([operationKey(account)], async () => {
    await settleOrdersHeld(account);
    const at = isoNow();
    if (kind === 'deposit') {
      const row = deposits.findFirst((q) => q.where({ id, account, status: 'PENDING' }));
      if (!row || decision === 'autoReceive') return false;
      await decideDeposit(row, decision === 'approve' ? 'APPROVE' : 'REJECT', at, decision === 'reject' ? 'Payment not found by the back office' : '');
      return true;
    }
    const row = withdrawals.findFirst((q) => q.where({ id, account }));
    if (!row) return false;
    if (decision === 'autoReceive') {
      if (row.status !== 'PAID' || row.confirmation !== null) return false;
      await autoReceive(row, at);
      return true;
    }
    if (row.status !== 'PENDING') return false;
    await decideWithdrawal(row, decision === 'approve' ? 'PAY' : 'REJECT', at, decision === 'reject' ? 'Rejected by the payment desk' : '');
    return true;
  });
}
