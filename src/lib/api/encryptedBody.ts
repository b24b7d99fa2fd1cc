import { RSA_KEY_PATH, WIRE_HEADERS } from '@contracts/shared/wire';
import { encryptSessionKey, parseModulus, randomSessionKey, sealPayload } from '@contracts/shared/wire-crypto';
import { apiSettings } from './config';
import { ApiError } from './errors';
import { baseHeaders } from './baseHeaders';

/**
 * WIRE.md §2.2: the modulus, fetched again for every encrypted call, never cached. Any failure (a
 * non-2xx status, an empty body, no answer) stops the call before it is sent.
 */
async function fetchModulus(routeKey: string, signal: AbortSignal): Promise<bigint> {
  try {
    const response = await fetch(`${apiSettings().baseUrl}${RSA_KEY_PATH}?t=${Date.now()}`, {
      method: 'GET',
      headers: { ...baseHeaders(), 'Cache-Control': 'no-cache' },
      credentials: 'include',
      signal,
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return parseModulus(await response.text());
  } catch (error) {
    if (signal.aborted && !(error instanceof ApiError)) throw error;
    // WIRE.md §2.2: the key call failed; the encrypted call is never sent.
    throw new ApiError('refused', 'NO_RSA_KEY', 'NO RSA KEY', 0, {}, routeKey);
  }
}

export interface EncryptedBodyRequest {
  payload: unknown;
  /** WIRE.md §8 Q1: free play sends only the `Encryption` header, with a plain JSON body. */
  keyOnly: boolean;
  headers: Record<string, string>;
  routeKey: string;
  signal: AbortSignal;
}

/**
 * An encrypted call's body and `Encryption` header (WIRE.md §2.3), with the key fetched for this
 * call. Plaintext never leaves the page on an encrypted route: only `{value}` does.
 */
export async function encryptedBody({ payload, keyOnly, headers, routeKey, signal }: EncryptedBodyRequest): Promise<string> {
  const modulus = await fetchModulus(routeKey, signal);
  if (keyOnly) {
    // WIRE.md §8 Q1: free play sends an RSA-only token from a fresh key beside its plain JSON body.
    headers[WIRE_HEADERS.encryption] = encryptSessionKey(randomSessionKey(), modulus);
    return JSON.stringify(payload ?? {});
  }
  const sealed = sealPayload(payload ?? {}, modulus);
  headers[WIRE_HEADERS.encryption] = sealed.encryption;
  return JSON.stringify(sealed.body);
}
