import { REDEEM_STATUSES } from '../../contracts/shared/constants';
import { isoNow, now } from '../engine/clock';
import { exclusive, operationKey } from '../engine/lock';
import { hashText } from '../engine/helpers';
import { post } from '../wallet/ledger';
import { redeemEntries, type RedeemRecord } from './collections';
import { changePoints } from './ledger';

type Decision = Exclude<(typeof REDEEM_STATUSES)[number], 'PROCESSING'>;

/**
 * How long the simulated back office takes to review a redeem. Real reviews
 * take up to 3 working days; the demo compresses that to minutes so a tester
 * sees the entry in PROCESSING first and then decided.
 */
export const REDEEM_REVIEW_MS = 3 * 60_000;
/** Out of ten redeems, how many the back office rejects (delivery problems). */
const REJECTS_PER_TEN = 2;

const REMARKS: Record<Decision, string> = {
  APPROVED: 'Approved: your item is on its way',
  REJECTED: 'Rejected: the item could not be delivered, points returned',
};

export function reviewDeadline(time: string): string {
  return new Date(Date.parse(time) + REDEEM_REVIEW_MS).toISOString();
}

/** The back office's verdict on one entry: fixed per entry, so a replayed world decides the same way. */
export function clockDecision(record: Pick<RedeemRecord, 'id' | 'account'>): Decision {
  return hashText(`redeem:${record.account}:${record.id}`) % 10 < REJECTS_PER_TEN ? 'REJECTED' : 'APPROVED';
}

/** Applies a decision to a PROCESSING entry; a rejection gives back its points and its cash part. */
async function decide(record: RedeemRecord, decision: Decision, at: string): Promise<void> {
  if (decision === 'REJECTED') {
    await changePoints(record.account, 'REFUND', record.requiredPoints, `Refund: ${record.name}`, `REDEEM-${record.id}`, at);
    if (record.requiredAmount > 0) await post(record.account, 'REFUND', record.requiredAmount, `MALL-${record.id}`, `Refund of the cash part of ${record.name}`, at);
  }
  await redeemEntries.update((q) => q.where({ id: record.id }), {
    data(draft) {
      draft.status = decision;
      draft.remark = REMARKS[decision];
      draft.updateTime = at;
      draft.decideAt = undefined;
    },
  });
}

/** settleRedeems for a caller that already holds the member's operation key. */
export async function settleRedeemsHeld(account: string): Promise<void> {
  const at = now();
  const due = redeemEntries
    .findMany((q) => q.where({ account, status: 'PROCESSING' }))
    .filter((record) => record.decideAt !== undefined && Date.parse(record.decideAt) <= at)
    .sort((a, b) => a.id - b.id);
  for (const record of due) await decide(record, clockDecision(record), record.decideAt ?? isoNow());
}

/**
 * Moves a member's redeems along the clock, lazily, whenever its points are
 * read: each PROCESSING entry is decided once its review time has come.
 */
export function settleRedeems(account: string): Promise<void> {
  // Two parallel reads must not both refund the same rejected entry.
  return exclusive([operationKey(account)], () => settleRedeemsHeld(account));
}

/**
 * QA: the back office decides every PROCESSING redeem now, the way QA asks
 * (seeded ones included). Answers how many entries it decided.
 */
export async function forceRedeemDecisions(decision: Decision): Promise<number> {
  const accounts = [...new Set(redeemEntries.findMany((q) => q.where({ status: 'PROCESSING' })).map((record) => record.account))];
  let decided = 0;
  for (const account of accounts) {
    decided += await exclusive([operationKey(account)], async () => {
      const pending = redeemEntries.findMany((q) => q.where({ account, status: 'PROCESSING' })).sort((a, b) => a.id - b.id);
      for (const record of pending) await decide(record, decision, isoNow());
      return pending.length;
    });
  }
  return decided;
}
