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
/** Simulated time stands still at `anchorSimulated` while paused (QA's clock, issue 36). */
let paused = false;
const listeners = new Set<() => void>();

export function now(): number {
  if (paused) return anchorSimulated;
  const wall = Date.now();
  return rate === 1 && anchorSimulated === anchorWall ? wall : anchorSimulated + (wall - anchorWall) * rate;
}

export function isoNow(): string {
  return new Date(now()).toISOString();
}

/**
 * Simulated milliseconds per wall-clock millisecond (1: real time; 0 while paused). Answers that carry
 * the server's time carry this too, so the app projects the clock between answers at the right pace.
 */
export function clockRate(): number {
  return paused ? 0 : rate;
}

export function isClockPaused(): boolean {
  return paused;
}

/** Re-anchors the simulated clock at its current reading, so a change of pace starts from now. */
function reanchor(): void {
  anchorSimulated = now();
  anchorWall = Date.now();
}

function changed(): void {
  listeners.forEach((listener) => listener());
}

/**
 * Runs the simulated clock at `next` times the wall clock, continuing from the
 * current simulated time.
 */
export function setClockRate(next: number): void {
  if (next === rate) return;
  reanchor();
  rate = next;
  changed();
}

/** Stops or restarts simulated time where it stands. */
export function setClockPaused(next: boolean): void {
  if (next === paused) return;
  reanchor();
  paused = next;
  changed();
}

/**
 * Moves simulated time ahead (never back: the world's history must stay in its past). What would
 * have happened meanwhile happens on the next request that reads it: every timed rule of the
 * simulated backend (settlements, draws, cooling-offs, expiries) is computed from `now()` when read.
 */
export function jumpClock(ms: number): void {
  if (!(ms > 0)) return;
  reanchor();
  anchorSimulated += ms;
  changed();
}

/** Sets simulated time to run `ms` ahead of the wall clock (a scenario's `clockAhead`, read from its URL). */
export function setClockAhead(ms: number): void {
  const target = Date.now() + Math.max(0, ms);
  if (Math.abs(now() - target) < 1000) return;
  anchorWall = Date.now();
  anchorSimulated = target;
  changed();
}

/** How far simulated time runs ahead of the wall clock, in ms (0 when it follows it). */
export function clockAhead(): number {
  return Math.max(0, now() - Date.now());
}

/** Back to the wall clock: real time, not paused, nothing ahead. */
export function resetClock(): void {
  rate = 1;
  paused = false;
  anchorWall = 0;
  anchorSimulated = 0;
  changed();
}

export function onClockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
