import { ERROR_CODES } from '../../contracts/shared/errors';
import { exclusive, operationKey } from '../engine/lock';
import { refuse } from '../engine/refusal';
import { idempotency } from './collections';

/**
 * Runs a money-moving action once per (account, requestId): a repeated submit
 * gets the first answer back and spends nothing more. The same requestId on a
 * different route is a client bug, refused rather than answered with another
 * route's result.
 *
 * The lookup, the action and the record are one section per account (plus
 * any `alsoLock` keys, e.g. a mall item's stock shared by every member): 20
 * copies sent at once run one after another, the first acts and the other 19
 * replay its answer; different request ids of one member queue too, so the
 * action's own checks ("claimed once", "enough balance") see every earlier effect.
 */
export function once<T>(
  account: string,
  requestId: string,
  route: string,
  action: () => Promise<T>,
  alsoLock: readonly string[] = [],
): Promise<T> {
  return exclusive([operationKey(account), ...alsoLock], async () => {
    const key = `${account}:${requestId}`;
    const seen = idempotency.findFirst((q) => q.where({ key }));
    if (seen) {
      if (seen.route !== route) throw refuse(ERROR_CODES.DUPLICATE_REQUEST, 'This request id was already used for another action', 409);
      return JSON.parse(seen.answer) as T;
    }
    const answer = await action();
    await idempotency.create({ key, route, answer: JSON.stringify(answer) });
    return answer;
  });
}
