/**
 * A new demo world is seeded in two parts (mocks/world.ts `resetWorldInParts`):
 * first what a guest's first screens read, then the rest (the wallet
 * histories, lottery draws, promotions, rewards, points, missions, the agents'
 * teams). Between the two, only EARLY_ROUTES asked without a session answer;
 * every other request waits here for the rest, and asking for it starts it at
 * once. On the page's main thread the rest was ~45 % of a cold seed, and the
 * home page waited for all of it before its first answer.
 */

/**
 * What home and the game lists call first, as a guest. Each reads only the
 * first part's domains: tests/api/world-parts.test.ts checks that every one
 * answers the same before and after the rest is in.
 */
export const EARLY_ROUTES: ReadonlySet<string> = new Set([
  'system.status',
  'system.countries',
  'notices.notice',
  'games.list',
  'games.hot',
  'games.vendorLanes',
  'games.vendorGameTypes',
  'games.winnerBoard',
]);

let rest: { seed: () => Promise<void>; done: Promise<void> | null } | null = null;

/** Leaves the rest of the world to be seeded by `seed`, when something needs it. */
export function deferRestOfWorld(seed: () => Promise<void>): void {
  rest = { seed, done: null };
}

/** Whether the whole world is in (no rest waiting to be seeded). */
export function isWorldComplete(): boolean {
  return rest === null;
}

/** Seeds the rest of the world if it is waiting, once: resolves when the whole world is in. */
export function completeWorld(): Promise<void> {
  if (!rest) return Promise.resolve();
  const current = rest;
  current.done ??= current.seed().then(() => {
    if (rest === current) rest = null;
  });
  return current.done;
}

/** Whether a request can be answered before the rest is in: an early route, asked without a session. */
export function answersEarly(routeKey: string, hasSession: boolean): boolean {
  return !hasSession && EARLY_ROUTES.has(routeKey);
}
