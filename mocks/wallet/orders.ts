import { WALLET_ACCOUNT_TYPE_IDS } from '../../contracts/shared/constants';
import type { DepositOrder, WalletAccount, WalletCode, Withdrawal } from '../../contracts/wallet';
import { settleDueHeld } from '../agent/settlement';
import { now } from '../engine/clock';
import { exclusive, operationKey } from '../engine/lock';
import { getScenario } from '../engine/scenario';
import {
  deposits,
  transfers,
  withdrawals,
  type DepositRecord,
  type WithdrawalRecord,
} from './collections';
import { round2 } from '../engine/helpers';
import { BANK_APPROVAL_MS, CRYPTO_APPROVAL_MS, DEPOSIT_REVIEW_AFTER_MS } from './channels';
import { balanceOf, post } from './ledger';
import { WALLET_NAMES, WITHDRAW_AUTO_RECEIVE_MINUTES, WITHDRAW_PAYOUT_DELAY_MS, WITHDRAW_REVIEW_AFTER_MS } from './limits';

/** An order's number: D or W, the day it was made and its id (D20261101000042). */
export const orderNoOf = (prefix: string, createTime: string, id: number) => `${prefix}${createTime.slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`;

/** What the SAFE_BOX holds: the sum of the member's SAFE_BOX transfers. */
export function safeBoxOf(account: string): number {
  return round2(
    transfers
      .findMany((q) => q.where({ account, kind: 'SAFE_BOX' }))
      .reduce((sum, row) => sum + (row.to === 'SAFE_BOX' ? row.amount : -row.amount), 0),
  );
}

/** What one of the member's accounts holds. */
export function walletBalanceOf(account: string, code: WalletCode): number {
  return code === 'MAIN' ? balanceOf(account) : safeBoxOf(account);
}

/** The member's accounts as W1 lists them (`balance[]`). */
export function walletsOf(account: string): WalletAccount[] {
  return (['MAIN', 'SAFE_BOX'] as const).map((code) => ({
    accountTypeId: WALLET_ACCOUNT_TYPE_IDS[code],
    accountName: code,
    displayName: WALLET_NAMES[code],
    availBalance: walletBalanceOf(account, code),
  }));
}

export const autoReceiveMs = WITHDRAW_AUTO_RECEIVE_MINUTES * 60_000;

/** The back office's pace divides its delays; paused (QA decides) never moves an order on its own. */
function paceDivisor(): number | null {
  const pace = getScenario().backOffice;
  if (pace === 'paused') return null;
  return pace === 'fast' ? 10 : 1;
}

/** When a delay counted from `from` is over at the current pace; null while paused. */
function dueAt(from: string, delayMs: number): number | null {
  const divisor = paceDivisor();
  return divisor === null ? null : Date.parse(from) + delayMs / divisor;
}

const isDue = (due: number | null, at: number) => due !== null && due <= at;
const iso = (ms: number) => new Date(ms).toISOString();

export function depositCreditDelay(record: Pick<DepositRecord, 'channelType'>): number {
  return record.channelType === 'CRYPTO' ? CRYPTO_APPROVAL_MS : BANK_APPROVAL_MS;
}

/** Credits (or refuses) one PENDING deposit; the caller holds the member's operation key. */
export async function decideDeposit(record: DepositRecord, decision: 'APPROVE' | 'REJECT', at: string, remark = ''): Promise<void> {
  if (decision === 'APPROVE') {
    await post(record.account, 'DEPOSIT', record.creditedAmount, `DEP-${record.id}`, `Deposit via ${record.channelName}`, at);
  }
  await deposits.update((q) => q.where({ id: record.id }), {
    data(draft) {
      draft.status = decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
      draft.updateTime = at;
      draft.paidTime = draft.paidTime ?? at;
      draft.reviewTime = draft.reviewTime ?? at;
      if (remark) draft.remark = remark;
    },
  });
}

/** Pays out (or rejects and refunds through the ledger) one PENDING withdrawal; the caller holds the operation key. */
export async function decideWithdrawal(record: WithdrawalRecord, decision: 'PAY' | 'REJECT', at: string, remark = ''): Promise<void> {
  if (decision === 'REJECT') {
    await post(record.account, 'REFUND', record.amount, `WD-${record.id}`, 'Withdrawal rejected: refunded', at);
  }
  await withdrawals.update((q) => q.where({ id: record.id }), {
    data(draft) {
      draft.reviewTime = draft.reviewTime ?? at;
      if (decision === 'PAY') {
        draft.status = 'PAID';
        draft.paidTime = at;
        draft.confirmDeadline = iso(Date.parse(at) + autoReceiveMs);
      } else {
        draft.status = 'REJECTED';
        draft.rejectTime = at;
        draft.refundable = false;
      }
      if (remark) draft.remark = remark;
    },
  });
}

/** A paid withdrawal nobody confirmed counts as received (SPEC §4), and is then no longer refundable. */
export async function autoReceive(record: WithdrawalRecord, at: string): Promise<void> {
  await withdrawals.update((q) => q.where({ id: record.id }), {
    data(draft) {
      draft.confirmation = 'RECEIVED';
      draft.autoConfirmed = true;
      draft.refundable = false;
      draft.receivedAmount = draft.actualAmount;
      draft.confirmTime = at;
    },
  });
}

/**
 * The simulated back office, moved lazily along the clock whenever the member's wallet is read:
 * an unpaid deposit order expires; a paid one is picked up for review and then credited; a
 * withdrawal is picked up and paid out; a paid withdrawal nobody confirmed counts as received at its
 * deadline. Each step happens at the time it was due, so the records read as if it ran live.
 */
export function settleOrders(account: string): Promise<void> {
  // Two parallel balance reads must not both credit the same approved deposit.
  return exclusive([operationKey(account)], () => settleOrdersHeld(account));
}

/** settleOrders for a caller that already holds the member's operation key. */
export async function settleOrdersHeld(account: string): Promise<void> {
  // An agent's salary or dividend that fell due is money too: the header balance shows it without an agent-centre read.
  await settleDueHeld(account);
  const at = now();
  for (const order of deposits.findMany((q) => q.where({ account, status: 'PENDING' }))) {
    if (!order.paidTime) {
      if (Date.parse(order.expireTime) <= at) {
        await deposits.update((q) => q.where({ id: order.id }), {
          data(draft) {
            draft.status = 'EXPIRED';
            draft.updateTime = order.expireTime;
          },
        });
      }
      continue;
    }
    if (order.held) continue;
    const review = dueAt(order.paidTime, DEPOSIT_REVIEW_AFTER_MS);
    if (!order.reviewTime && review !== null && isDue(review, at)) {
      await deposits.update((q) => q.where({ id: order.id }), {
        data(draft) {
          draft.reviewTime = iso(review);
          draft.updateTime = iso(review);
        },
      });
    }
    const credit = dueAt(order.paidTime, depositCreditDelay(order));
    if (credit !== null && isDue(credit, at)) {
      const fresh = deposits.findFirst((q) => q.where({ id: order.id }))!;
      await decideDeposit(fresh, 'APPROVE', iso(credit));
    }
  }
  for (const row of withdrawals.findMany((q) => q.where({ account, status: 'PENDING' }))) {
    if (row.held) continue;
    const review = dueAt(row.createTime, WITHDRAW_REVIEW_AFTER_MS);
    if (!row.reviewTime && review !== null && isDue(review, at)) {
      await withdrawals.update((q) => q.where({ id: row.id }), {
        data(draft) {
          draft.reviewTime = iso(review);
        },
      });
    }
    const payout = dueAt(row.createTime, WITHDRAW_PAYOUT_DELAY_MS);
    if (payout !== null && isDue(payout, at)) {
      await decideWithdrawal(withdrawals.findFirst((q) => q.where({ id: row.id }))!, 'PAY', iso(payout));
    }
  }
  for (const row of withdrawals.findMany((q) => q.where({ account, status: 'PAID' }))) {
    if (row.confirmation !== null || !row.confirmDeadline || Date.parse(row.confirmDeadline) > at) continue;
    await autoReceive(row, row.confirmDeadline);
  }
}

export function toDepositOrder(record: DepositRecord): DepositOrder {
  const { account: _account, requestId: _requestId, held: _held, ...order } = record;
  return order;
}

export function toWithdrawal(record: WithdrawalRecord): Withdrawal {
  const { account: _account, requestId: _requestId, held: _held, proofImage: _proof, ...withdrawal } = record;
  return withdrawal;
}
