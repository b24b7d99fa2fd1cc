/**
 * How long a navigation waits for its next screen's data before it goes ahead anyway. Past this the old screen
 * would look stuck, so the new one renders and shows its own loading state (the lobby grid dims at 200 ms too).
 */
export const DATA_FIRST_MAX_WAIT_MS = 200;

let latest = 0;

/**
 * Navigates once the next screen's data is in, or after `DATA_FIRST_MAX_WAIT_MS`, whichever comes first, as
 * react-router's loaders do. Only the latest call navigates (a second click while the first waits wins), and none
 * does once the address has changed meanwhile (the player followed a link elsewhere).
 *
 * Why: navigating first rendered the next screen without its data (a time-sliced render, then a paint), and its
 * answer, which the simulated backend gives on the same main thread, waited behind that work; then the screen
 * rendered and painted again with the data. Data first, the screen renders once, with its data.
 */
export function navigateWhenReady(data: Promise<unknown>, navigate: () => void): void {
  const ticket = ++latest;
  const from = window.location.href;
  const waited = new Promise<void>((resolve) => window.setTimeout(resolve, DATA_FIRST_MAX_WAIT_MS));
  void Promise.race([data.catch(() => undefined), waited]).then(() => {
    if (ticket === latest && window.location.href === from) navigate();
  });
}
