import type { DepositOrder, Withdrawal } from '@contracts/wallet';

export type StepState = 'done' | 'current' | 'todo' | 'failed';
export interface TimelineStep<Key extends string> {
  key: Key;
  state: StepState;
  /** When the step happened, for done and failed steps. */
  time: string | null;
}

export type DepositStepKey = 'created' | 'paid' | 'reviewing' | 'credited' | 'rejected' | 'expired';

/** created, paid (the member marks it), reviewing, then credited, or rejected, or expired when never paid. */
export function depositTimeline(order: DepositOrder): Array<TimelineStep<DepositStepKey>> {
  const created: TimelineStep<DepositStepKey> = { key: 'created', state: 'done', time: order.createTime };
  if (order.status === 'EXPIRED') {
    return [created, { key: 'paid', state: 'todo', time: null }, { key: 'expired', state: 'failed', time: order.updateTime }];
  }
  const paid: TimelineStep<DepositStepKey> = { key: 'paid', state: order.paidTime ? 'done' : 'current', time: order.paidTime };
  const reviewing: TimelineStep<DepositStepKey> = {
    key: 'reviewing',
    state: order.status !== 'PENDING' ? 'done' : order.reviewTime ? 'current' : order.paidTime ? 'current' : 'todo',
    time: order.reviewTime,
  };
  if (order.status === 'REJECTED') return [created, paid, reviewing, { key: 'rejected', state: 'failed', time: order.updateTime }];
  return [created, paid, reviewing, { key: 'credited', state: order.status === 'APPROVED' ? 'done' : 'todo', time: order.status === 'APPROVED' ? order.updateTime : null }];
}

export type WithdrawStepKey = 'submitted' | 'reviewing' | 'paid' | 'confirmed' | 'rejected';

/** submitted, reviewing, paid out, then the member's confirmation (or the auto-receipt); or rejected and refunded. */
export function withdrawTimeline(row: Withdrawal): Array<TimelineStep<WithdrawStepKey>> {
  const submitted: TimelineStep<WithdrawStepKey> = { key: 'submitted', state: 'done', time: row.createTime };
  const reviewing: TimelineStep<WithdrawStepKey> = {
    key: 'reviewing',
    state: row.status !== 'PENDING' ? (row.reviewTime ? 'done' : 'todo') : 'current',
    time: row.reviewTime,
  };
  if (row.status === 'REJECTED') return [submitted, reviewing, { key: 'rejected', state: 'failed', time: row.rejectTime }];
  const paid: TimelineStep<WithdrawStepKey> = { key: 'paid', state: row.status === 'PAID' ? 'done' : 'todo', time: row.paidTime };
  const final = row.confirmation === 'RECEIVED' || row.confirmation === 'ALL_RECEIVED';
  const confirmed: TimelineStep<WithdrawStepKey> = {
    key: 'confirmed',
    state: final ? 'done' : row.status === 'PAID' ? 'current' : 'todo',
    time: row.confirmTime,
  };
  return [submitted, reviewing, paid, confirmed];
}

/** True while the back office may still move it: worth polling. */
export function depositIsLive(order: DepositOrder): boolean {
  return order.status === 'PENDING';
}

export function withdrawalIsLive(row: Withdrawal): boolean {
  return row.status === 'PENDING' || (row.status === 'PAID' && row.confirmation === null);
}
