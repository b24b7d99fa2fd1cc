/**
 * The app's one clock (issue 36). Production reads the wall clock: every branch
 * below is behind `PUBLIC_MOCKS`, a build-time constant, so the production
 * build keeps `Date.now()` and drops the rest. The start and demo builds connect
 * it to the simulated backend's clock (src/app/main.tsx), so what QA does to
 * time in the toolbar (pause, run faster, jump ahead) moves the app's
 * countdowns, timers and "today" together with the backend's rules.
 */

/** What the simulated backend's clock offers the app. */
export interface ClockSource {
  now: () => number;
  /** Simulated milliseconds per wall-clock millisecond: 0 while paused. */
  pace: () => number;
  /** Calls `listener` when QA pauses, speeds up or moves the clock; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

let source: ClockSource | null = null;
let stopFollowingSource = () => {};
/** The app's own listeners: they may subscribe before the simulated backend's module has loaded. */
const listeners = /* @__PURE__ */ new Set<() => void>();
const tellListeners = () => listeners.forEach((listener) => listener());

/** Dev, demo and tests only: the app reads time from `next` from now on (null: the wall clock again). */
export function connectClock(next: ClockSource | null): void {
  stopFollowingSource();
  source = next;
  stopFollowingSource = next?.subscribe(tellListeners) ?? (() => {});
  tellListeners();
}

/** Whether anything can move the app's clock: a build-time constant, false in production. */
export const CLOCK_CAN_MOVE = Boolean(import.meta.env.PUBLIC_MOCKS) || (import.meta.env.MODE as string) === 'test';

function connected(): ClockSource | null {
  return CLOCK_CAN_MOVE ? source : null;
}

/** Now, in epoch milliseconds. */
export function clockNow(): number {
  return connected()?.now() ?? Date.now();
}

/** Today, as a Date on the app's clock. */
export function clockDate(): Date {
  return new Date(clockNow());
}

/** Clock milliseconds per wall-clock millisecond: 1 in production, 0 while QA has paused time. */
export function clockPace(): number {
  return connected()?.pace() ?? 1;
}

/**
 * Wall-clock milliseconds until `ms` of clock time have passed: what a timer waits. Infinity while the
 * clock stands still (nothing comes due until QA moves it, and `onClockMove` says when).
 */
export function wallMsFor(ms: number): number {
  const pace = clockPace();
  return pace > 0 ? Math.ceil(Math.max(0, ms) / pace) : Number.POSITIVE_INFINITY;
}

/** Calls `listener` when QA moves the clock (never in production, where nobody can). */
export function onClockMove(listener: () => void): () => void {
  if (!CLOCK_CAN_MOVE) return () => {};
  listeners.add(listener);
  return () => listeners.delete(listener);
}
