/**
 * Reading numbers the platform may send as numbers or numeric strings (WIRE.md §8: lenient in what we
 * read). Zod-free on purpose: the header balance's select runs in the initial bundle, which loads no zod.
 */
export type Numberish = number | string;

/** A numberish as a number; a missing or unreadable one is `fallback`. */
export function toNumber(value: Numberish | null | undefined, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value !== 'string' || !value.trim()) return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** A flag the platform may send as a boolean, 0/1 or "true"/"1". */
export function toFlag(value: string | number | boolean | null | undefined): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  return value === '1' || value?.toLowerCase() === 'true';
}
