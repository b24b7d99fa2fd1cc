/** Runs work once the page is idle (after the first screen), or on the next tick where the browser cannot tell. */
export function whenIdle(run: () => void): void {
  const idle = window.requestIdleCallback?.bind(window) ?? ((callback: () => void) => window.setTimeout(callback, 1));
  idle(run);
}
