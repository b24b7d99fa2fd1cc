import type { DepositOrder, SubWallet, Withdrawal } from '../../contracts/wallet';
import { now } from '../engine/clock';
import { exclusive, operationKey } from '../engine/lock';
import {
  deposits,
  transfers,
  withdrawals,
  type DepositRecord,
  type WithdrawalRecord,
} from '../records/collections';
import { round2 } from '../records/helpers';
import { balanceOf, post } from './ledger';
import { WALLET_NAMES, WITHDRAW_AUTO_RECEIVE_MINUTES } from './limits';

/** What the SAFE_BOX holds: the sum of the member's SAFE_BOX transfers. */
export function safeBoxOf(account: string): number {
  return round2(
    transfers
      .findMany((q) => q.where({ account, kind: 'SAFE_BOX' }))
      .reduce((sum, row) => sum + (row.to === 'SAFE_BOX' ? row.amount : -row.amount), 0),
  );
}

export function walletsOf(account: string): SubWallet[] {
  return [
    { code: 'MAIN', name: WALLET_NAMES.MAIN, balance: balanceOf(account) },
    { code: 'SAFE_BOX', name: WALLET_NAMES.SAFE_BOX, balance: safeBoxOf(account) },
  ];
}

export const autoReceiveMs = WITHDRAW_AUTO_RECEIVE_MINUTES * 60_000;

/**
 * Moves the member's orders along the clock, lazily, whenever its wallet is
 * read: a MANUAL deposit is approved (and credited) at `approveAt`, a
 * withdrawal is paid at `payoutAt`, and a paid withdrawal nobody confirmed
 * counts as received (auto-confirmed, no longer refundable) at its deadline.
 */
export function settleOrders(account: string): Promise<void> {
  // Two parallel balance reads must not both credit the same approved deposit.
  return exclusive([operationKey(account)], () => settleOrdersHeld(account));
}

/** settleOrders for a caller that already holds the member's operation key. */
export async function settleOrdersHeld(account: string): Promise<void> {
  const at = now();
  for (const order of deposits.findMany((q) => q.where({ account, status: 'PENDING' }))) {
    if (!order.approveAt || Date.parse(order.approveAt) > at) continue;
    await post(account, 'DEPOSIT', order.creditedAmount, `DEP-${order.id}`, `Deposit via ${order.channelName}`, order.approveAt);
    await deposits.update((q) => q.where({ id: order.id }), {
      data(draft) {
        draft.status = 'APPROVED';
        draft.updateTime = order.approveAt ?? draft.updateTime;
      },
    });
  }
  for (const row of withdrawals.findMany((q) => q.where({ account, status: 'PENDING' }))) {
    if (!row.payoutAt || Date.parse(row.payoutAt) > at) continue;
    const paidTime = row.payoutAt;
    await withdrawals.update((q) => q.where({ id: row.id }), {
      data(draft) {
        draft.status = 'PAID';
        draft.paidTime = paidTime;
        draft.confirmDeadline = new Date(Date.parse(paidTime) + autoReceiveMs).toISOString();
      },
    });
  }
  for (const row of withdrawals.findMany((q) => q.where({ account, status: 'PAID' }))) {
    if (row.confirmation !== null || !row.confirmDeadline || Date.parse(row.confirmDeadline) > at) continue;
    const deadline = row.confirmDeadline;
    await withdrawals.update((q) => q.where({ id: row.id }), {
      data(draft) {
        draft.confirmation = 'RECEIVED';
        draft.autoConfirmed = true;
        draft.refundable = false;
        draft.confirmTime = deadline;
      },
    });
  }
}

export function toDepositOrder(record: DepositRecord): DepositOrder {
  const { account: _account, requestId: _requestId, approveAt: _approveAt, ...order } = record;
  return order;
}

export function toWithdrawal(record: WithdrawalRecord): Withdrawal {
  const { account: _account, requestId: _requestId, payoutAt: _payoutAt, proofImage: _proof, ...withdrawal } = record;
  return withdrawal;
}
