import { nextSettlement } from '../../contracts/shared/contract-settlement';
import { soonestPer, type ClockEvent } from '../engine/clock-events';
import { contracts } from './collections';

/** The next settlement of each kind of active contract (dividend, daily, hourly, real-time salary), with an agent it pays. */
export function nextSettlements(at: number): ClockEvent[] {
  const due = contracts
    .findMany((q) => q.where({ status: 'ACTIVE' }))
    .map((contract) => ({ type: contract.contractType, account: contract.account, settleAt: nextSettlement(contract, at).settleAt }));
  return soonestPer(due, (row) => row.type, (row) => row.settleAt).map((row) => ({
    kind: `settlement.${row.type}`,
    at: row.settleAt,
    detail: row.account,
  }));
}
