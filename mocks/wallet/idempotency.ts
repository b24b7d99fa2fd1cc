import { ERROR_CODES } from '../../contracts/shared/errors';
import { exclusive, operationKey } from '../engine/lock';
import { refuse } from '../engine/refusal';
import { hashText } from '../engine/helpers';
import { idempotency } from './collections';

/** What makes two requests the same: every field but the request id and any password, keys sorted. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter((key) => key !== 'requestId' && !/password/i.test(key))
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/** A short fingerprint of a request's body; passwords are left out, so none is stored in any form. */
export function fingerprintOf(body: unknown): string {
  const text = JSON.stringify(canonical(body) ?? null);
  return `${hashText(text).toString(36)}.${hashText(`${text.length}:${text}`).toString(36)}.${text.length}`;
}

/**
 * Runs a money-moving action once per (account, requestId): a repeated submit
 * gets the first answer back and spends nothing more. The same requestId on a
 * different route, or with a different body (another amount, another card), is
 * another request: refused (409 DUPLICATE_REQUEST), never answered with the
 * first one's result (issue 31 point 9).
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
  body: unknown,
  action: () => Promise<T>,
  alsoLock: readonly string[] = [],
): Promise<T> {
  return exclusive([operationKey(account), ...alsoLock], async () => {
    const key = `${account}:${requestId}`;
    const seen = idempotency.findFirst((q) => q.where({ key }));
    const fingerprint = fingerprintOf(body);
    if (seen) {
      if (seen.route !== route) throw refuse(ERROR_CODES.DUPLICATE_REQUEST, 'This request id was already used for another action', 409);
      // A row stored before fingerprints (a demo's older saved world) answers as before.
      if (seen.fingerprint !== undefined && seen.fingerprint !== fingerprint) {
        throw refuse(ERROR_CODES.DUPLICATE_REQUEST, 'This request id was already used for a different request', 409);
      }
      return JSON.parse(seen.answer) as T;
    }
    const answer = await action();
    await idempotency.create({ key, route, fingerprint, answer: JSON.stringify(answer) });
    return answer;
  });
}
