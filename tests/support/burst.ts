import { expect } from 'vitest';
import { ApiError } from '../../src/lib/api';

/** How many requests a burst sends at once: a double click is 2, a script is many. */
export const BURST = 20;

/**
 * Sends `count` calls at once, as a double-clicking user or a script would, and splits the answers.
 * Every refusal must be an envelope the client understood (an ApiError below 500), never a crash.
 */
export async function burst<T>(send: (index: number) => Promise<T>, count = BURST): Promise<{ ok: Array<Awaited<T>>; refused: ApiError[] }> {
  const results = await Promise.allSettled(Array.from({ length: count }, (_, index) => send(index)));
  const ok = results.filter((result): result is PromiseFulfilledResult<Awaited<T>> => result.status === 'fulfilled').map((result) => result.value);
  const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected').map((result) => result.reason as unknown);
  for (const reason of refused) {
    expect(reason).toBeInstanceOf(ApiError);
    expect((reason as ApiError).status).toBeLessThan(500);
  }
  return { ok, refused: refused as ApiError[] };
}
