import { Base64, DES, ECB, Pkcs7, Utf8 } from 'crypto-es';
import { SESSION_KEY_ALPHABET, SESSION_KEY_LENGTH } from './wire';

/**
 * The platform's request encryption (WIRE.md §2) and its customer-service path scheme (§3), shared by
 * the client and the simulated backend so the two cannot drift. WebCrypto has neither DES nor
 * unpadded RSA: DES comes from crypto-es (the maintained ES-module port of CryptoJS, whose DES the
 * platform uses), and RSA is BigInt arithmetic.
 *
 * This is obfuscation, not protection (§2.8): textbook RSA-1024 and single DES in ECB. We speak it
 * because the server refuses encrypted routes without it; confidentiality comes from TLS. The client
 * loads this module with its first encrypted call, never with the first page.
 */

export const RSA_PUBLIC_EXPONENT = 65537n;

/** base^exponent mod modulus, square-and-multiply. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = base % modulus;
  let rest = exponent;
  while (rest > 0n) {
    if (rest & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
    rest >>= 1n;
  }
  return result;
}

/** WIRE.md §2.2: the modulus as the key call answers it: hex, any case, maybe spaced or quoted. */
export function parseModulus(text: string): bigint {
  const hex = text.trim().replace(/^"|"$/g, '').trim();
  if (!/^[0-9a-fA-F]{64,1024}$/.test(hex)) throw new Error('NO RSA KEY');
  return BigInt(`0x${hex}`);
}

function bytesToBigInt(bytes: Uint8Array): bigint {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex ? BigInt(`0x${hex}`) : 0n;
}

/**
 * WIRE.md §2.3 step 4: the `Encryption` header. The key's ASCII bytes read big-endian, raised to
 * 65537 mod n, in lowercase hex padded with zeros to a multiple of 4 digits. No padding scheme.
 */
export function encryptSessionKey(sessionKey: string, modulus: bigint): string {
  const cipher = modPow(bytesToBigInt(new TextEncoder().encode(sessionKey)), RSA_PUBLIC_EXPONENT, modulus).toString(16);
  return cipher.padStart(Math.ceil(cipher.length / 4) * 4, '0');
}

/** WIRE.md §2.4 step 2 (the server's side): m = c^d mod n, its big-endian bytes without leading zeros. */
export function decryptSessionKey(encryptionHex: string, modulus: bigint, privateExponent: bigint): string {
  if (!/^[0-9a-fA-F]{1,1024}$/.test(encryptionHex)) throw new Error('The Encryption header is not hex');
  let hex = modPow(BigInt(`0x${encryptionHex}`), privateExponent, modulus).toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return new TextDecoder().decode(bytes);
}

/**
 * WIRE.md §2.3 step 3 and §8 Q15: 16 characters of the platform's alphabet, drawn with
 * crypto.getRandomValues; bytes of 244 or more are drawn again, so each character is unbiased
 * (244 = 4 × 61).
 */
export function randomSessionKey(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const limit = Math.floor(256 / SESSION_KEY_ALPHABET.length) * SESSION_KEY_ALPHABET.length;
  let key = '';
  while (key.length < SESSION_KEY_LENGTH) {
    for (const byte of random(new Uint8Array(SESSION_KEY_LENGTH))) {
      if (byte < limit && key.length < SESSION_KEY_LENGTH) key += SESSION_KEY_ALPHABET[byte % SESSION_KEY_ALPHABET.length];
    }
  }
  return key;
}

const DES_OPTIONS = { mode: ECB, padding: Pkcs7 };

/** Single DES, ECB, PKCS#7, keyed by the UTF-8 bytes of the key's first 8 characters; standard Base64. */
export function desEncrypt(plaintext: string, key: string): string {
  return DES.encrypt(Utf8.parse(plaintext), Utf8.parse(key.slice(0, 8)), DES_OPTIONS).ciphertext!.toString(Base64);
}

/** The inverse of desEncrypt; throws when the text is not Base64 or does not decrypt to UTF-8. */
export function desDecrypt(base64: string, key: string): string {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4) throw new Error('Not standard Base64');
  const plaintext = DES.decrypt({ ciphertext: Base64.parse(base64) } as never, Utf8.parse(key.slice(0, 8)), DES_OPTIONS);
  const text = plaintext.toString(Utf8);
  if (!text) throw new Error('The body does not decrypt');
  return text;
}

/**
 * An encrypted call's header and body (WIRE.md §2.3 steps 3 to 5): the plaintext is the compact JSON
 * of the payload; only the `Encryption` header and `{value}` go on the wire.
 */
export function sealPayload(payload: unknown, modulus: bigint, sessionKey = randomSessionKey()): { encryption: string; body: { value: string } } {
  return { encryption: encryptSessionKey(sessionKey, modulus), body: { value: desEncrypt(JSON.stringify(payload ?? {}), sessionKey) } };
}

/**
 * WIRE.md §3: a customer-service `path` is Base64(DES(url, key8)) followed by key8. An empty path,
 * or one that already starts with http, passes through as it is.
 */
export function decryptCustomerServicePath(path: string): string {
  if (!path || path.startsWith('http')) return path;
  const key = path.slice(-8);
  return desDecrypt(path.slice(0, -8), key);
}

export function encryptCustomerServicePath(url: string, key8: string): string {
  return `${desEncrypt(url, key8)}${key8}`;
}
