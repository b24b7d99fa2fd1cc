import { clockRate, now, onClockChange } from './clock';

/**
 * The simulated backend's clock as the app reads it (src/lib/clock.ts `connectClock`, in the start and
 * demo builds and in tests): the app's countdowns and "today" then follow what QA does to time.
 */
export const simulatedClock = { now, pace: clockRate, subscribe: onClockChange };
