import type { ChipTone } from '@/components';
import type { BetStatus, IncomeSource, LedgerKind } from '../api';

/** A team member's account as the URL's `member` carries it: trimmed, letters, digits and underscores, at most 32. */
const MEMBER_PATTERN = /^[A-Za-z0-9_]{1,32}$/;

export function parseMember(raw: string): string | undefined {
  const value = raw.trim();
  return MEMBER_PATTERN.test(value) ? value : undefined;
}

/** Whether a typed member filter may be applied: empty (everyone) or a well-formed account. */
export function isMemberDraftValid(raw: string): boolean {
  return raw.trim() === '' || parseMember(raw) !== undefined;
}

export const BET_STATUS_TONE: Record<BetStatus, ChipTone> = {
  SETTLED: 'success',
  UNSETTLED: 'warning',
  CANCELLED: 'neutral',
};

export const INCOME_SOURCE_TONE: Record<IncomeSource, ChipTone> = {
  DIVIDEND: 'gold',
  DAILY_SALARY: 'success',
  HOURLY_SALARY: 'info',
  REALTIME_SALARY: 'warning',
};

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

/** Tone of a profit/loss figure from the team's side: a team loss is the house's (and the agent's) gain. */
export function profitTone(amount: number): 'credit' | 'debit' | 'net' {
  if (amount > 0) return 'credit';
  if (amount < 0) return 'debit';
  return 'net';
}
