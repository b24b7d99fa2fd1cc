/**
 * The simulated backend's sense of time. The seed writes its history against
 * one reference date, read once when the backend loads, so that the same seed
 * gives the same world; runtime rules (SMS expiry, rate limits, the real-time
 * salary's 5-minute windows) read `now()`, which tests drive with fake timers.
 * The fast clock (scenario `clock=fast`) lets QA see timed rules happen: from
 * the moment it is switched on, simulated time runs FAST_CLOCK_RATE times
 * faster than the wall clock.
 */

/** Node test runs pin the reference here (vitest.config.ts): their expectations name the seeded days. */
export const PINNED_REFERENCE_DATE = '2026-11-01T12:00:00.000Z';

const DAY_MS = 86_400_000;

/**
 * The reference date for a world started at `nowMs`: the start of that UTC
 * day. The seeded history ends before it, so nothing seeded lies in the
 * future, and the record screens' presets counted from today ("previous 7
 * days") find the recent days of history on any day the demo is opened.
 */
export function worldReferenceDate(nowMs: number): Date {
  return new Date(Math.floor(nowMs / DAY_MS) * DAY_MS);
}

function pinnedReference(): string | undefined {
  // The browser (demo, Storybook, e2e) has no process: its world follows the clock.
  return typeof process === 'undefined' ? undefined : process.env.WORLD_REFERENCE_DATE;
}

export const REFERENCE_DATE = pinnedReference() ? new Date(pinnedReference()!) : worldReferenceDate(Date.now());
export const SEED = 20261101;

/** Simulated milliseconds per wall-clock millisecond under the fast clock: a 5-minute window passes in 10 s. */
export const FAST_CLOCK_RATE = 30;

let rate = 1;
let anchorWall = 0;
let anchorSimulated = 0;

export function now(): number {
  const wall = Date.now();
  return rate === 1 ? wall : anchorSimulated + (wall - anchorWall) * rate;
}

export function isoNow(): string {
  return new Date(now()).toISOString();
}

/** Simulated milliseconds per wall-clock millisecond right now (1: real time). */
export function clockRate(): number {
  return rate;
}

/**
 * Runs the simulated clock at `next` times the wall clock, continuing from the
 * current simulated time; back to 1 it returns to the wall clock.
 */
export function setClockRate(next: number): void {
  if (next === rate) return;
  anchorSimulated = now();
  anchorWall = Date.now();
  rate = next;
}
