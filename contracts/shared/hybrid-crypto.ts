import type { EncryptedBody } from './crypto';
import { ENCRYPTION_ALG } from './wire';

/**
 * The hybrid scheme of encrypted routes, in WebCrypto only (browser and Node
 * alike): a fresh AES-256-GCM key encrypts the JSON body, RSA-OAEP-256 wraps
 * that key under the server's public key. Both ends import these two
 * functions so the wire format cannot drift.
 */
const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  for (let i = 0; i < view.length; i += 0x8000) {
    text += String.fromCharCode(...view.subarray(i, i + 0x8000));
  }
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const publicKeys = new Map<string, Promise<CryptoKey>>();

function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  let key = publicKeys.get(spkiBase64);
  if (!key) {
    key = crypto.subtle.importKey('spki', fromBase64(spkiBase64), RSA, false, ['wrapKey']);
    publicKeys.set(spkiBase64, key);
  }
  return key;
}

export async function encryptJson(spkiBase64: string, value: unknown): Promise<EncryptedBody> {
  const contentKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(value));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, contentKey, plaintext);
  const wrapped = await crypto.subtle.wrapKey('raw', contentKey, await importPublicKey(spkiBase64), RSA);
  return { alg: ENCRYPTION_ALG, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) };
}

export async function decryptJson(privateKey: CryptoKey, body: EncryptedBody): Promise<unknown> {
  const contentKey = await crypto.subtle.unwrapKey(
    'raw', fromBase64(body.key), privateKey, RSA, { name: 'AES-GCM' }, false, ['decrypt'],
  );
  const plaintext = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(body.iv) }, contentKey, fromBase64(body.data),
  );
  return JSON.parse(new TextDecoder().decode(plaintext));
}

export function importPrivateKey(pkcs8Base64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('pkcs8', fromBase64(pkcs8Base64), RSA, false, ['unwrapKey']);
}
