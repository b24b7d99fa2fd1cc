import type { LedgerEntry } from '../../contracts/shared/entities';

/** Ledger rows in the shape of contract.records.transactions, for the isolated table stories. */
export const ledgerRows: LedgerEntry[] = [
  { id: 9, account: 'player01', kind: 'WIN', amount: 1250, balanceAfter: 8420.5, reference: 'BET-3391', remark: 'Fortune Dragon', createTime: '2026-11-01T11:42:10.000Z' },
  { id: 8, account: 'player01', kind: 'BET', amount: -200, balanceAfter: 7170.5, reference: 'BET-3391', remark: 'Fortune Dragon', createTime: '2026-11-01T11:41:55.000Z' },
  { id: 7, account: 'player01', kind: 'DEPOSIT', amount: 3000, balanceAfter: 7370.5, reference: 'DEP-1042', remark: 'GCash', createTime: '2026-10-31T20:05:00.000Z' },
  { id: 6, account: 'player01', kind: 'REBATE', amount: 36.4, balanceAfter: 4370.5, reference: 'REBATE-77', remark: 'Daily rebate', createTime: '2026-10-31T09:00:00.000Z' },
  { id: 5, account: 'player01', kind: 'WITHDRAW', amount: -1200, balanceAfter: 4334.1, reference: 'WD-318', remark: '', createTime: '2026-10-30T15:30:12.000Z' },
  { id: 4, account: 'player01', kind: 'BONUS', amount: 88, balanceAfter: 5534.1, reference: 'PROMO-12', remark: 'Weekend reload', createTime: '2026-10-29T10:15:00.000Z' },
  { id: 3, account: 'player01', kind: 'TRANSFER_OUT', amount: -500, balanceAfter: 5446.1, reference: 'SAFE-2', remark: 'To safe box', createTime: '2026-10-28T18:45:33.000Z' },
];
