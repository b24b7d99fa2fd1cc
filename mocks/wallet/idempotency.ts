import { idempotency } from './collections';

/**
 * Runs a money-moving action once per (account, requestId): a repeated submit
 * gets the first answer back and spends nothing more.
 */
export async function once<T>(account: string, requestId: string, route: string, action: () => Promise<T>): Promise<T> {
  const key = `${account}:${requestId}`;
  const seen = idempotency.findFirst((q) => q.where({ key }));
  if (seen) return JSON.parse(seen.answer) as T;
  const answer = await action();
  await idempotency.create({ key, route, answer: JSON.stringify(answer) });
  return answer;
}
