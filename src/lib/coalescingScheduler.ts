/**
 * A scheduler for TanStack Query's notifications that runs every callback
 * scheduled before its timer fires in one task. The default gives each query
 * answer its own `setTimeout`, and React renders once per task: a persona
 * link's dozen session answers, arriving together, were a dozen synchronous
 * renders of 100–300 ms each. In one task React batches them into one render.
 */
export function coalescingScheduler(setTimer: (run: () => void) => unknown = (run) => setTimeout(run, 0)): (callback: () => void) => void {
  let pending: Array<() => void> = [];
  return (callback) => {
    pending.push(callback);
    if (pending.length > 1) return;
    setTimer(() => {
      const due = pending;
      pending = [];
      for (const run of due) run();
    });
  };
}
