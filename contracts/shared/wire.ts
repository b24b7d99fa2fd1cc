/**
 * Wire constants with no Zod around them, so the production client (which
 * carries no schemas) can import them alone. meta.ts re-exports the header
 * names beside its schema.
 */

/** The header that carries the session token on token routes. */
export const SESSION_TOKEN_HEADER = 'token';
/** Marks a body as the hybrid-encrypted wire form of an encrypted route. */
export const ENCRYPTED_HEADER = 'x-encrypted';
/** The `alg` of an encrypted body (crypto.ts): RSA-OAEP-256 wrapping an AES-256-GCM key. */
export const ENCRYPTION_ALG = 'RSA-OAEP-256+A256GCM' as const;
/**
 * A random id per browser tab, sent on every call: what a server binds to a
 * caller who has no session yet (captcha, SMS codes, login failures), as a
 * session cookie would.
 */
export const CLIENT_ID_HEADER = 'x-client-id';
