import { errorBehaviour, PIPELINE_BEHAVIOURS } from '@/lib/api/errorBehaviour';

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

/**
 * What the withdraw screen does with a refusal, by WIRE.md §4.4's behaviour for its code
 * (src/lib/api/errorBehaviour.ts): the figures of `value.data` where the platform sends them.
 */
export type WithdrawRefusal =
  /** `withdraw_turnover_not_enough`: the required and actual turnover. */
  | { kind: 'turnover'; required: number; actual: number }
  /** `required_deposit_amount_not_reached`: the required and actual deposit. */
  | { kind: 'deposit'; required: number; actual: number }
  /** `required_member_information_incomplete`: the `required_*` codes of what to complete. */
  | { kind: 'memberInfo'; missing: string[] }
  /** `invalid.payment.pw`: an error under the payment password field. */
  | { kind: 'paymentPassword' }
  /** `not.exists.payment.password`: off to the security centre to set one. */
  | { kind: 'setPaymentPassword' }
  /** `withdraw_not_supported` (silent), or a failure the pipeline already showed (`promotion_turnover_not_enough`'s dialog). */
  | { kind: 'none' }
  /** Anything else: the refusal's message where the form is. */
  | { kind: 'message' };

interface RefusalFacts {
  errorCode: string;
  status: number;
  value: unknown;
  /** The pipeline showed it already (a dialog): nothing more. */
  presented: boolean;
}

function numberOf(value: unknown): number {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : 0;
}

/** `value.data` of a withdraw refusal (WIRE.md §4.2), or undefined. */
function dataOf(value: unknown): unknown {
  return value && typeof value === 'object' && 'data' in value ? (value as { data: unknown }).data : undefined;
}

/** The `required_*` codes of `value.data`: a list, or one comma-separated text. */
function missingOf(data: unknown): string[] {
  const items = Array.isArray(data) ? data : typeof data === 'string' ? data.split(',') : [];
  return items.filter((item): item is string => typeof item === 'string').map((item) => item.trim()).filter(Boolean);
}

export function withdrawRefusal(error: RefusalFacts): WithdrawRefusal {
  if (error.presented) return { kind: 'none' };
  const data = dataOf(error.value);
  const figures = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const behaviour = errorBehaviour({ errorCode: error.errorCode, status: error.status, silent: false, withToken: true });
  // The pipeline's own behaviours (a dialog, a force logout) are shown there; a silent one nowhere.
  if (behaviour === 'silent' || PIPELINE_BEHAVIOURS.has(behaviour)) return { kind: 'none' };
  switch (behaviour) {
    case 'withdrawTurnover':
      return { kind: 'turnover', required: numberOf(figures.requiredTurnover), actual: numberOf(figures.actualTurnover) };
    case 'withdrawDeposit':
      return { kind: 'deposit', required: numberOf(figures.requiredDepositAmount), actual: numberOf(figures.actualDepositAmount) };
    case 'memberInfoIncomplete':
      return { kind: 'memberInfo', missing: missingOf(data) };
    case 'paymentPasswordField':
      return { kind: 'paymentPassword' };
    case 'setPaymentPassword':
      return { kind: 'setPaymentPassword' };
    default:
      return { kind: 'message' };
  }
}
