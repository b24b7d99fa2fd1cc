import { cookieStore } from '@/lib/storage';

/**
 * Remembered credentials (SPEC §3 Storage, §5 Login): the last username, the
 * password by username and the loginRemember flag, as 1-day cookies. The
 * password is never stored in plaintext: it is AES-GCM encrypted under a
 * NON-EXTRACTABLE WebCrypto key that lives in its own IndexedDB database, so
 * the cookie alone (or a copy of it) cannot be decrypted anywhere else.
 */
const DB_NAME = 'casino-keys';
const STORE = 'keys';
const KEY_ID = 'remembered-password';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

async function openDb(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return null;
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return request(open).catch(() => null);
}

async function newKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

let keyPromise: Promise<CryptoKey> | null = null;

/** The vault key: loaded from IndexedDB, or made (non-extractable) and kept there. */
function vaultKey(): Promise<CryptoKey> {
  keyPromise ??= (async () => {
    const db = await openDb();
    // Without IndexedDB (some private modes), the key lives for this page only:
    // the cookie then cannot be read back after a reload, which fails safe.
    if (!db) return newKey();
    try {
      const stored = await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY_ID));
      if (stored instanceof CryptoKey) return stored;
      const key = await newKey();
      await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(key, KEY_ID));
      return key;
    } finally {
      db.close();
    }
  })().catch((error: unknown) => {
    keyPromise = null;
    throw error;
  });
  return keyPromise;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

/** `v1.<iv>.<ciphertext>`, base64, with the username as associated data. */
export async function sealSecret(secret: string, username: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder().encode(secret);
  const additionalData = new TextEncoder().encode(username);
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, await vaultKey(), data);
  return `v1.${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
}

export async function openSecret(sealed: string, username: string): Promise<string | null> {
  const [version, iv, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !body) return null;
  try {
    const additionalData = new TextEncoder().encode(username);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv), additionalData }, await vaultKey(), fromBase64(body));
    return new TextDecoder().decode(plain);
  } catch {
    return null; // another key (IndexedDB cleared) or a tampered cookie
  }
}

export async function rememberCredentials(username: string, password: string): Promise<void> {
  const sealed = await sealSecret(password, username);
  cookieStore.set('lastUsername', username);
  cookieStore.set('rememberedPassword', sealed, username);
  cookieStore.set('loginRemember', '1');
}

/** Unchecking the box (or logging in without it, or free play) forgets the password. */
export function forgetCredentials(username?: string | null): void {
  const who = username ?? cookieStore.get('lastUsername');
  if (who) cookieStore.remove('rememberedPassword', who);
  cookieStore.remove('loginRemember');
  // The SMS login's number is kept only while "remember" is on.
  cookieStore.remove('loginTypeSms');
}

export interface RememberedCredentials {
  username: string;
  password: string;
  remember: boolean;
}

export async function recallCredentials(): Promise<RememberedCredentials> {
  const username = cookieStore.get('lastUsername') ?? '';
  const remember = cookieStore.get('loginRemember') === '1';
  const sealed = username && remember ? cookieStore.get('rememberedPassword', username) : null;
  const password = sealed ? ((await openSecret(sealed, username)) ?? '') : '';
  return { username, password, remember: remember && password !== '' };
}
