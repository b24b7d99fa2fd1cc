import type { ChipTone } from '@/components';
import type { LedgerKind } from '@contracts/shared/constants';

export type { LedgerKind };

/** The chip colour of each ledger kind: money in green, money out amber, play neutral, rewards gold. */
export const LEDGER_KIND_TONE: Record<LedgerKind, ChipTone> = {
  DEPOSIT: 'success',
  WITHDRAW: 'warning',
  TRANSFER_IN: 'info',
  TRANSFER_OUT: 'info',
  BET: 'neutral',
  WIN: 'gold',
  BONUS: 'gold',
  REBATE: 'gold',
  SALARY: 'success',
  DIVIDEND: 'success',
  REDEEM: 'info',
  REFUND: 'warning',
};

export const TRANSACTION_SORTS = ['createTime.descending', 'createTime.ascending', 'amount.descending', 'amount.ascending'] as const;
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];
