/**
 * What is wrong with a withdrawal amount against the server's figures, in the
 * order a member should hear it: the server refuses every one of these too.
 */
export interface WithdrawFigures {
  balance: number;
  available: number;
  minAmount: number;
  maxAmount: number;
  dailyCountLimit: number;
  usedCountToday: number;
}

export type WithdrawProblem = 'required' | 'min' | 'max' | 'overBalance' | 'overWithdrawable' | 'dailyCount' | null;

export function withdrawProblem(amount: number | null, figures: WithdrawFigures): WithdrawProblem {
  if (figures.usedCountToday >= figures.dailyCountLimit) return 'dailyCount';
  if (amount === null) return 'required';
  if (amount < figures.minAmount) return 'min';
  if (amount > figures.balance) return 'overBalance';
  if (amount > figures.maxAmount) return 'max';
  if (amount > figures.available) return 'overWithdrawable';
  return null;
}

/** The turnover done as a whole percentage, 100 when nothing is owed. */
export function turnoverPercent({ required, completed }: { required: number; completed: number }): number {
  if (required <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((completed / required) * 100)));
}

/** What a withdrawal of `amount` pays into the account after the fee (2 decimals, cents rounded). */
export function payoutAfterFee(amount: number, feeRate: number): number {
  return Math.round((amount - amount * feeRate) * 100) / 100;
}
