import type { RgLimit } from '@contracts/responsibleGaming';
import { isDecrease, type RgLimitKind, type RgLimitPeriod } from '@contracts/shared/responsible-gaming';

export { RG_LIMIT_KINDS, RG_LIMIT_PERIODS } from '@contracts/shared/responsible-gaming';

/** What saving `requested` does to a limit now: applies at once, waits 24 hours, or changes nothing. */
export function changeEffect(current: number | null, requested: number | null): 'now' | 'pending' | 'none' {
  if (requested === current) return 'none';
  return isDecrease(current, requested) ? 'now' : 'pending';
}

/** Share of a limit the period has used, 0–100 (0 without a limit). */
export function usedPercent(limit: Pick<RgLimit, 'amount' | 'used'>): number {
  if (!limit.amount) return 0;
  return Math.min(100, Math.round((limit.used / limit.amount) * 100));
}

export function findLimit(limits: readonly RgLimit[], kind: RgLimitKind, period: RgLimitPeriod): RgLimit | undefined {
  return limits.find((limit) => limit.kind === kind && limit.period === period);
}

/** `1h 05m` style duration from minutes. */
export function hoursMinutes(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
