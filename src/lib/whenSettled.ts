import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from './idle';

/** How long no query may have been fetching before the screen counts as settled. */
export const SETTLE_QUIET_MS = 1_000;

/**
 * Runs work once the screen's data is in: when no query has been fetching for `SETTLE_QUIET_MS`, at an idle moment.
 * Returns a cancel.
 *
 * Why not the first idle moment: on a persona link the page is idle between answers, and the modals' code loaded
 * there (dozens of chunks and style sheets to evaluate, ~140-200 ms of the main thread) delayed the session's
 * answers and the member's balance. Why a quiet spell and not the first moment nothing fetches: a screen's next
 * queries start only once the render that an answer caused has committed, and idle moments come between its slices.
 */
export function whenSettled(client: QueryClient, run: () => void): () => void {
  let finished = false;
  let unsubscribe = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fetching = () => client.isFetching() > 0;
  const attempt = () => {
    if (finished) return;
    if (fetching()) {
      unsubscribe = client.getQueryCache().subscribe(() => {
        if (fetching()) return;
        unsubscribe();
        attempt();
      });
      return;
    }
    timer = setTimeout(() => {
      if (fetching()) return attempt();
      whenIdle(() => {
        if (finished) return;
        if (fetching()) return attempt();
        finished = true;
        run();
      });
    }, SETTLE_QUIET_MS);
  };
  attempt();
  return () => {
    finished = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
