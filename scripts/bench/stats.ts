/** Small numeric helpers shared by the sections. */

export interface Summary {
  n: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

/** Nearest-rank percentile (p in 0..100) of a non-empty list. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function summarize(values: readonly number[]): Summary | null {
  if (values.length === 0) return null;
  return {
    n: values.length,
    median: median(values),
    p95: percentile(values, 95),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

/** A deterministic PRNG (mulberry32), so varied inputs are the same every run. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
export const ms = (value: number | null | undefined, digits = 0) => (value == null || Number.isNaN(value) ? '—' : `${value.toFixed(digits)} ms`);
