/**
 * Leading-edge throttles (SPEC §9: the favourite toggle once per 1000 ms,
 * captcha refresh and SMS send once per second). The first call passes;
 * calls within `intervalMs` of the last one that passed are refused.
 * The clock is read through `Date.now()` at each call (not a reference taken once), so a test that
 * moves the clock moves the throttle too.
 */
export function createThrottle(intervalMs: number, now: () => number = () => Date.now()): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - last < intervalMs) return false;
    last = at;
    return true;
  };
}

/** Wraps `fn` so that it runs at most once per `intervalMs`; returns whether the call ran. */
export function throttle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  intervalMs: number,
  now: () => number = () => Date.now(),
): (...args: Args) => boolean {
  const pass = createThrottle(intervalMs, now);
  return (...args: Args) => {
    if (!pass()) return false;
    fn(...args);
    return true;
  };
}
