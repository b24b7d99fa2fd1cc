/**
 * Responsible gaming (issue 16, beyond SPEC): the pure rules the simulated
 * backend enforces and the centre shows, in one zod-free module so that both
 * sides agree by construction. Times are epoch milliseconds of the server
 * clock; periods are UTC calendar days, ISO weeks (from Monday) and months.
 */

export const RG_LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];
export const RG_LIMIT_PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type RgLimitPeriod = (typeof RG_LIMIT_PERIODS)[number];

/** An increase or removal of a limit waits this long (UKGC/MGA cooling-off); a decrease applies at once. */
export const RG_COOLING_OFF_MS = 24 * 60 * 60_000;

/** Session-length limit bounds, minutes. */
export const RG_SESSION_MINUTES = { min: 15, max: 720 } as const;

/** Reality-check interval bounds, minutes (null: off). */
export const RG_REALITY_CHECK_MINUTES = { min: 10, max: 60 } as const;
/** The intervals the centre offers. */
export const RG_REALITY_CHECK_OPTIONS = [10, 15, 20, 30, 45, 60] as const;

export const RG_TIMEOUT_PERIODS = ['24H', '7D', '30D', '6W'] as const;
export type RgTimeoutPeriod = (typeof RG_TIMEOUT_PERIODS)[number];
const HOUR_MS = 60 * 60_000;
export const RG_TIMEOUT_MS: Record<RgTimeoutPeriod, number> = {
  '24H': 24 * HOUR_MS,
  '7D': 7 * 24 * HOUR_MS,
  '30D': 30 * 24 * HOUR_MS,
  '6W': 42 * 24 * HOUR_MS,
};

/** PAGCOR self-exclusion terms, in calendar months. */
export const RG_EXCLUSION_TERMS = ['6M', '1Y', '5Y'] as const;
export type RgExclusionTerm = (typeof RG_EXCLUSION_TERMS)[number];
export const RG_EXCLUSION_MONTHS: Record<RgExclusionTerm, number> = { '6M': 6, '1Y': 12, '5Y': 60 };

/** The activity summary's verticals (ELOTT counts as lottery). */
export const RG_ACTIVITY_TYPES = ['LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'COCKFIGHT', 'LOTT', 'PVP'] as const;
export type RgActivityType = (typeof RG_ACTIVITY_TYPES)[number];

/** A limit's value now and the change waiting for its cooling-off; null amount: no limit. */
export interface RgLimitSetting {
  amount: number | null;
  pending: { amount: number | null; effectiveAt: string } | null;
}

export const NO_LIMIT: RgLimitSetting = { amount: null, pending: null };

/** The setting at `at`: a pending change whose time has come has applied. */
export function settleLimit(setting: RgLimitSetting, at: number): RgLimitSetting {
  if (setting.pending && Date.parse(setting.pending.effectiveAt) <= at) return { amount: setting.pending.amount, pending: null };
  return setting;
}

/** A lower limit, or a first one, protects the player more: it needs no cooling-off. */
export function isDecrease(current: number | null, requested: number | null): boolean {
  if (requested === null) return false;
  return current === null || requested <= current;
}

/**
 * A player asks for `requested` (null: remove the limit) at `at`. A decrease
 * or a first limit applies at once and cancels any pending increase; an
 * increase or removal becomes the pending change, applied 24 hours later
 * (asking again restarts that wait; `delayMs`: the jurisdiction profile's, 24 hours in every one);
 * asking for the current value drops the pending change.
 */
export function requestLimitChange(setting: RgLimitSetting, requested: number | null, at: number, delayMs: number = RG_COOLING_OFF_MS): RgLimitSetting {
  const settled = settleLimit(setting, at);
  if (requested === settled.amount) return { amount: settled.amount, pending: null };
  if (isDecrease(settled.amount, requested)) return { amount: requested, pending: null };
  return { amount: settled.amount, pending: { amount: requested, effectiveAt: new Date(at + delayMs).toISOString() } };
}

export interface PeriodWindow {
  start: number;
  /** Exclusive: when the limit resets. */
  end: number;
}

/** The UTC day, week (Monday first) or month holding `at`. */
export function periodWindow(period: RgLimitPeriod, at: number): PeriodWindow {
  const date = new Date(at);
  const dayStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  if (period === 'DAILY') return { start: dayStart, end: dayStart + 24 * HOUR_MS };
  if (period === 'WEEKLY') {
    const sinceMonday = (date.getUTCDay() + 6) % 7;
    const start = dayStart - sinceMonday * 24 * HOUR_MS;
    return { start, end: start + 7 * 24 * HOUR_MS };
  }
  return { start: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1), end: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) };
}

/** What is left under a limit (null: no limit). */
export function remainingUnder(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, Math.round((limit - used) * 100) / 100);
}

/** The end of a self-exclusion started at `at`: the same day `months` calendar months later. */
export function exclusionEnd(at: number, term: RgExclusionTerm): number {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + RG_EXCLUSION_MONTHS[term]);
  return date.getTime();
}

/**
 * When the next reality check is due: one interval after the later of the
 * login and the last check the player answered; null when the check is off.
 */
export function nextRealityCheckAt(loginAt: number, lastCheckAt: number | null, intervalMinutes: number | null): number | null {
  if (intervalMinutes === null) return null;
  return Math.max(loginAt, lastCheckAt ?? loginAt) + intervalMinutes * 60_000;
}

export function realityCheckDue(loginAt: number, lastCheckAt: number | null, intervalMinutes: number | null, at: number): boolean {
  const next = nextRealityCheckAt(loginAt, lastCheckAt, intervalMinutes);
  return next !== null && at >= next;
}

/** Whether a session of `minutes` limit started at `loginAt` has run out at `at`. */
export function sessionLimitReached(loginAt: number, minutes: number | null, at: number): boolean {
  return minutes !== null && at - loginAt >= minutes * 60_000;
}
