import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from './idle';

/**
 * Runs work once the screen's data is in: when no query is fetching, at an idle moment, and still none then.
 * Returns a cancel.
 *
 * Why not the first idle moment: on a persona link the page is idle between answers, and the modals' code loaded
 * there (dozens of chunks and style sheets to evaluate, ~140 ms of the main thread) delayed the session's answers
 * and the member's balance.
 */
export function whenSettled(client: QueryClient, run: () => void): () => void {
  let finished = false;
  let unsubscribe = () => {};
  const attempt = () => {
    if (finished) return;
    if (client.isFetching() > 0) {
      unsubscribe = client.getQueryCache().subscribe(() => {
        if (client.isFetching() > 0) return;
        unsubscribe();
        attempt();
      });
      return;
    }
    whenIdle(() => {
      if (finished) return;
      if (client.isFetching() > 0) return attempt();
      finished = true;
      run();
    });
  };
  attempt();
  return () => {
    finished = true;
    unsubscribe();
  };
}
