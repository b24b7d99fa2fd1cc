/**
 * The simulated backend's sense of time. The seed uses a fixed reference date
 * so that the same seed gives the same world; runtime rules (SMS expiry, rate
 * limits) read `now()`, which tests drive with fake timers.
 */
export const REFERENCE_DATE = new Date('2026-11-01T12:00:00.000Z');
export const SEED = 20261101;

export function now(): number {
  return Date.now();
}

export function isoNow(): string {
  return new Date(now()).toISOString();
}
