/**
 * One-at-a-time sections keyed by name, for the simulated backend's
 * check-then-act money operations. The store's writes are async, so without
 * this two parallel requests both pass a check (balance, "claimed once",
 * request id seen) before either records its effect.
 *
 * All keys of a section are taken in one synchronous step, in arrival order,
 * so sections over several keys cannot deadlock one another. A section must
 * not take a key it already holds (it would wait for itself): callers use
 * separate key spaces per layer (`op:` for a member's operation, `ledger:`
 * for one balance, `points:` for one point balance, `password-check:` and
 * `login:` for the tries counted against a member or a caller).
 */
const tails = new Map<string, Promise<void>>();

export async function exclusive<T>(keys: readonly string[], section: () => Promise<T>): Promise<T> {
  const unique = [...new Set(keys)];
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  const earlier = unique.map((key) => tails.get(key));
  for (const key of unique) tails.set(key, done);
  await Promise.all(earlier);
  try {
    return await section();
  } finally {
    release();
    for (const key of unique) if (tails.get(key) === done) tails.delete(key);
  }
}

/** The key of one member's money operations (or a guest ticket's). */
export const operationKey = (account: string) => `op:${account}`;
