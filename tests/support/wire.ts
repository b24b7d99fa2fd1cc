import { DEVICE_HEADER_VALUE, GATEWAY_VERSION, SIMULATED_CLIENT_COOKIE, WIRE_HEADERS } from '../../contracts/shared/wire';
import { decryptSessionKey, desDecrypt, desEncrypt, encryptSessionKey, parseModulus, randomSessionKey } from '../../contracts/shared/wire-crypto';
import { DEV_RSA_MODULUS_HEX, DEV_RSA_PRIVATE_EXPONENT_HEX } from '../../mocks/engine/dev-rsa-key';
import { brand } from '../../src/lib/brand';

/**
 * Raw requests as the platform's client sends them (WIRE.md §1.1), for tests that speak the wire
 * without the typed client: the fuzz suite, the probes, the wire tests.
 */
export function wireHeaders({ token, contentType = 'application/json', cookie }: { token?: string | null; contentType?: string | null; cookie?: string } = {}): Record<string, string> {
  const headers: Record<string, string> = {
    [WIRE_HEADERS.merchant]: brand.merchantCode,
    [WIRE_HEADERS.device]: DEVICE_HEADER_VALUE,
    [WIRE_HEADERS.language]: 'EN',
    [WIRE_HEADERS.gatewayVersion]: GATEWAY_VERSION,
  };
  if (contentType) headers[WIRE_HEADERS.contentType] = contentType;
  if (token) headers[WIRE_HEADERS.authorization] = token;
  if (cookie) headers.Cookie = `${SIMULATED_CLIENT_COOKIE}=${cookie}`;
  return headers;
}

const MODULUS = parseModulus(DEV_RSA_MODULUS_HEX);
const PRIVATE_EXPONENT = BigInt(`0x${DEV_RSA_PRIVATE_EXPONENT_HEX}`);

/**
 * An encrypted call's `Encryption` header and `{value}` body under the simulated backend's key. A
 * string is taken as the plaintext JSON as it is (a fuzz case's deliberately odd text).
 */
export function sealForSimulatedBackend(payload: unknown): { encryption: string; body: string } {
  const key = randomSessionKey();
  const plaintext = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return { encryption: encryptSessionKey(key, MODULUS), body: JSON.stringify({ value: desEncrypt(plaintext, key) }) };
}

/** Opens a request the client encrypted, as the simulated backend does (WIRE.md §2.4). */
export function openSealed(encryption: string, body: string): unknown {
  const key = decryptSessionKey(encryption, MODULUS, PRIVATE_EXPONENT);
  return JSON.parse(desDecrypt((JSON.parse(body) as { value: string }).value, key));
}

/** A caller's cookie for the typed client in Node, which keeps no cookie jar: `configureApi({ cookie: asCookie(id) })`. */
export function asCookie(id: string): string {
  return `${SIMULATED_CLIENT_COOKIE}=${id}`;
}
