/**
 * A scheduler for TanStack Query's notifications that runs every callback
 * scheduled before its timer fires in one task. The default gives each query
 * answer its own `setTimeout`, and React renders once per task: a persona
 * link's dozen session answers, arriving together, were a dozen synchronous
 * renders of 100–300 ms each. In one task React batches them into one render.
 */
export function coalescingScheduler(): (callback: () => void) => void {
  const pending: Array<() => void> = [];
  return (callback) => {
    // The first callback since the last flush sets the timer; `splice` empties the list before the flush runs, so a
    // callback scheduled during it waits for a timer of its own. A callback that throws stops the rest of its flush, as
    // it stops the rest of a batch in TanStack's own notify manager; they only tell observers (no app code listens).
    if (pending.push(callback) < 2) setTimeout(() => pending.splice(0).forEach((run) => run()));
  };
}
