/**
 * The demo's tabs share one world, as the users of a real backend do: each tab runs its own
 * simulated backend in memory, so without this a deposit made in one tab would never reach
 * another tab's answers (issue 35: "a deposit in one tab shows in the other").
 *
 * A tab that writes says so at once (`writing`, before its answer leaves) and again once its
 * snapshot is saved (`saved`, mocks/engine/persistence.ts). Another tab holds its next requests
 * from the first message, and on the second reloads the saved world once its own requests in
 * flight are done, then serves them: its answers are never older than the write the other tab
 * already answered. Only the demo's browser entry uses it (mocks/browser.ts); tests share one
 * world in one process.
 */
const CHANNEL = 'casino-demo:world';
/** A tab that said `writing` and never `saved` (closed meanwhile) holds the others this long at most. */
const SAVE_WAIT_MS = 3_000;
/** Requests in flight (a slow scenario) hold a reload this long at most. */
const IDLE_WAIT_MS = 2_000;

export interface TabSync {
  /** This tab's write succeeded: the others hold their requests until it is saved. */
  wrote(): void;
  /** This tab's snapshot is saved: the others reload it. */
  saved(): void;
  /** Runs one request of this tab once no reload is due, counting it in flight meanwhile. */
  serve<T>(run: () => Promise<T>): Promise<T>;
}

const direct: TabSync = { wrote: () => undefined, saved: () => undefined, serve: (run) => run() };

function deferred(ms: number): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const timer = setTimeout(resolve, ms);
  return { promise, resolve: () => (clearTimeout(timer), resolve()) };
}

export function syncTabs(reload: () => Promise<void>): TabSync {
  if (typeof BroadcastChannel !== 'function') return direct;
  const channel = new BroadcastChannel(CHANNEL);
  let inFlight = 0;
  let idle: Array<() => void> = [];
  let awaitingSave: ReturnType<typeof deferred> | null = null;
  let reloading: Promise<void> = Promise.resolve();

  const whenIdle = () =>
    inFlight === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          idle.push(resolve);
          setTimeout(resolve, IDLE_WAIT_MS);
        });

  channel.onmessage = (event: MessageEvent<{ kind?: string }>) => {
    if (event.data?.kind === 'writing') awaitingSave ??= deferred(SAVE_WAIT_MS);
    if (event.data?.kind === 'saved') {
      const waiting = awaitingSave;
      awaitingSave = null;
      reloading = reloading
        .then(whenIdle)
        .then(reload)
        .catch((error: unknown) => console.error('[mock] reloading the world another tab saved failed', error))
        .finally(() => waiting?.resolve());
    }
  };

  return {
    wrote: () => channel.postMessage({ kind: 'writing' }),
    saved: () => channel.postMessage({ kind: 'saved' }),
    async serve(run) {
      for (;;) {
        const due = reloading;
        await awaitingSave?.promise;
        await due;
        if (!awaitingSave && due === reloading) break;
      }
      inFlight += 1;
      try {
        return await run();
      } finally {
        inFlight -= 1;
        if (inFlight === 0) {
          const waiting = idle;
          idle = [];
          waiting.forEach((resolve) => resolve());
        }
      }
    },
  };
}
