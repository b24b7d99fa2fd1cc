import { ERROR_CODES } from '../../contracts/shared/errors';
import { refuse } from '../engine/refusal';
import { idempotency } from './collections';

/**
 * Runs a money-moving action once per (account, requestId): a repeated submit
 * gets the first answer back and spends nothing more. The same requestId on a
 * different route is a client bug, refused rather than answered with another
 * route's result.
 */
export async function once<T>(account: string, requestId: string, route: string, action: () => Promise<T>): Promise<T> {
  const key = `${account}:${requestId}`;
  const seen = idempotency.findFirst((q) => q.where({ key }));
  if (seen) {
    if (seen.route !== route) throw refuse(ERROR_CODES.DUPLICATE_REQUEST, 'This request id was already used for another action', 409);
    return JSON.parse(seen.answer) as T;
  }
  const answer = await action();
  await idempotency.create({ key, route, answer: JSON.stringify(answer) });
  return answer;
}
